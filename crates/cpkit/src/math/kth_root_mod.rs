//! K-th roots modulo a prime by the Adleman–Manders–Miller algorithm (the
//! Tonelli–Shanks method for any prime power dividing p - 1),
//! O(log² p + Σ √q) per root for the primes q with q² | p - 1; verified on
//! Library Checker's `kth_root_mod` (`crates/cpkit/verify/kth-root-mod`).

use super::modint::Barrett;

/// Products and powers modulo the prime `p`, by Barrett's reduction.
struct Field {
    p: u32,
    b: Barrett,
}

impl Field {
    fn mul(&self, x: u32, y: u32) -> u32 {
        self.b.mul(x, y)
    }

    fn pow(&self, mut x: u32, mut e: u64) -> u32 {
        let mut result = 1 % self.p;
        while e > 0 {
            if e & 1 == 1 {
                result = self.mul(result, x);
            }
            x = self.mul(x, x);
            e >>= 1;
        }
        result
    }

    fn inv(&self, x: u32) -> u32 {
        self.pow(x, u64::from(self.p) - 2)
    }
}

/// Some `x` in `0..p` with `x^k ≡ y (mod p)`, or `None` when there is none
/// (`0^0` counts as 1). `y` is taken modulo `p`; `p` must be a prime below
/// 2^32 (not checked). O(log² p) plus O(√q) for each prime `q` with
/// `q² | p - 1` that divides `k`, and the factorisation of `p - 1`.
///
/// With `g = gcd(k, p - 1)`, `y ≠ 0` has a `k`-th root exactly when
/// `y^((p-1)/g) = 1`; a `g`-th root `z` (a `q^e`-th root for each prime
/// power of `g` in turn) then gives `x = z^u` with `u (k / g) ≡ 1` modulo
/// `(p - 1) / g`.
///
/// # Example
/// ```
/// use cpkit::math::kth_root_mod::kth_root_mod;
/// use cpkit::math::pow_mod;
///
/// let x = kth_root_mod(3, 6, 7).unwrap(); // 3³ = 27 ≡ 6, also 5³ and 6³
/// assert_eq!(x * x * x % 7, 6);
/// assert_eq!(kth_root_mod(3, 2, 7), None); // cubes mod 7 are 0, 1, 6
/// assert_eq!(kth_root_mod(0, 5, 7), None); // x^0 = 1
/// assert_eq!(kth_root_mod(4, 0, 7), Some(0));
/// // 998244353 - 1 = 119 · 2^23: Tonelli–Shanks territory.
/// let (k, p) = (1 << 20, 998_244_353);
/// let y = pow_mod(5, k, p);
/// let x = kth_root_mod(k as u64, y, p).unwrap();
/// assert_eq!(pow_mod(i64::from(x), k, p), y);
/// ```
pub fn kth_root_mod(k: u64, y: u32, p: u32) -> Option<u32> {
    assert!(p >= 2, "kth_root_mod needs a prime p");
    let y = y % p;
    if k == 0 {
        return if y == 1 % p { Some(1 % p) } else { None };
    }
    if y == 0 {
        return Some(0);
    }
    let f = Field {
        p,
        b: Barrett::new(p),
    };
    let m = u64::from(p) - 1;
    let g = gcd(k, m);
    if f.pow(y, m / g) != 1 {
        return None;
    }
    let factors = super::primes::factorize(m);
    let mut z = y;
    let mut i = 0;
    while i < factors.len() {
        let q = factors[i];
        let mut s = 0;
        while i < factors.len() && factors[i] == q {
            s += 1;
            i += 1;
        }
        let (mut e, mut rest) = (0, g);
        while rest % q == 0 {
            e += 1;
            rest /= q;
        }
        if e > 0 {
            // A q^e-th root of a (g / q^e)-th power is again one, since
            // the roots differ by roots of unity of order prime to g / q^e:
            // one prime power at a time is enough.
            z = prime_power_root(&f, z, q, e, s);
        }
    }
    let u = super::inv_mod(((k / g) % (m / g)) as i64, (m / g) as i64) as u64;
    Some(f.pow(z, u))
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A `q^e`-th root of `a`, a `q^e`-th power, where `q^s` is the power of
/// the prime `q` in `p - 1` (`1 <= e <= s`).
///
/// With `p - 1 = q^s t`, `x0 = a^u` for `u q^e ≡ 1 (mod t)` has
/// `x0^(q^e) = a · err` with `err` in the subgroup of order `q^s`, a
/// `q^e`-th power there. Writing `err = z^E` for a generator `z` of that
/// subgroup (Pohlig–Hellman, digit by digit in base q), `q^e` divides `E`,
/// and `x0 z^(-E / q^e)` is the root.
fn prime_power_root(f: &Field, a: u32, q: u64, e: u32, s: u32) -> u32 {
    let m = u64::from(f.p) - 1;
    let qs = q.pow(s);
    let t = m / qs;
    let qe = q.pow(e);
    let u = if t == 1 {
        0
    } else {
        super::inv_mod((qe % t) as i64, t as i64) as u64
    };
    let x0 = f.pow(a, u);
    let err = f.mul(f.pow(x0, qe), f.inv(a));
    if err == 1 {
        return x0;
    }
    // A q-th non-residue c gives z = c^t of order exactly q^s.
    let mut c = 2;
    while f.pow(c, m / q) == 1 {
        c += 1;
    }
    let z = f.pow(c, t);
    let zeta = f.pow(z, qs / q); // a primitive q-th root of unity
    let log_zeta = RootLog::new(f, zeta, q);
    // E = Σ d_i q^i: (err z^(-E_i))^(q^(s-1-i)) = zeta^(d_i), with E_i the
    // digits found so far.
    let z_inv = f.inv(z);
    let (mut exponent, mut place) = (0u64, 1u64);
    let mut rest = err; // err · z^(-exponent)
    let mut z_inv_place = z_inv; // z^(-place)
    for i in 0..s {
        let h = f.pow(rest, qs / q / place);
        let d = log_zeta.log(f, h);
        exponent += d * place;
        rest = f.mul(rest, f.pow(z_inv_place, d));
        z_inv_place = f.pow(z_inv_place, q);
        if i + 1 < s {
            place *= q;
        }
    }
    debug_assert!(exponent % qe == 0);
    f.mul(x0, f.pow(z_inv, exponent / qe))
}

/// Logarithms base a primitive q-th root of unity by baby-step giant-step,
/// O(√q log q) to set up and per logarithm.
struct RootLog {
    /// `(zeta^j, j)` for `j < step`, sorted.
    baby: Vec<(u32, u32)>,
    step: u64,
    /// `zeta^(-step)`.
    giant: u32,
}

impl RootLog {
    fn new(f: &Field, zeta: u32, q: u64) -> RootLog {
        let mut step = 1;
        while step * step < q {
            step += 1;
        }
        let mut baby = Vec::with_capacity(step as usize);
        let mut x = 1;
        for j in 0..step {
            baby.push((x, j as u32));
            x = f.mul(x, zeta);
        }
        baby.sort_unstable();
        RootLog {
            baby,
            step,
            giant: f.inv(x),
        }
    }

    /// The `d` in `0..q` with `zeta^d = h` (`h` a q-th root of unity).
    fn log(&self, f: &Field, mut h: u32) -> u64 {
        let mut i = 0;
        loop {
            if let Ok(at) = self.baby.binary_search_by(|&(v, _)| v.cmp(&h)) {
                return i * self.step + u64::from(self.baby[at].1);
            }
            h = f.mul(h, self.giant);
            i += 1;
        }
    }
}
