//! Number theory and algebra: modular arithmetic, convolution and friends.
//!
//! This file holds the number-theory functions of the AtCoder Library with
//! its names and signatures ([`pow_mod`], [`inv_mod`], [`crt`],
//! [`floor_sum`]); the modules below hold the types built on them.
//! `floor_sum` is verified on Library Checker's `sum_of_floor_of_linear`.

pub mod adjugate;
pub mod and_convolution;
pub mod bell;
pub mod berlekamp_massey;
pub mod bernoulli;
pub mod big_int;
pub mod big_int_div;
pub mod big_int_hex;
pub mod binomial;
pub mod binomial_any_mod;
pub mod bit_matrix;
pub mod bostan_mori;
pub mod characteristic_polynomial;
pub mod chirp_z;
pub mod consecutive_terms;
pub mod convolution;
pub mod convolution_large;
pub mod convolution_u64;
pub mod counting_primes;
pub mod dirichlet_prefix;
pub mod discrete_log;
pub mod discrete_log_fixed;
pub mod enumerate_quotients;
pub mod exp_poly_sum;
pub mod factorial_mod;
pub mod fps_composition;
pub mod fps_compositional_inverse;
pub mod fps_exp;
pub mod fps_inv;
pub mod fps_inv_2d;
pub mod fps_log;
pub mod fps_pow;
pub mod fps_sparse;
pub mod fps_sqrt;
pub mod gauss;
pub mod gaussian_gcd;
pub mod gcd_convolution;
pub mod geometric_interpolation;
pub mod gf2_64_convolution;
pub mod hafnian;
pub mod increasing_between;
pub mod interpolation;
pub mod kth_root;
pub mod kth_root_mod;
pub mod lcm_convolution;
pub mod matrix_product;
pub mod min_plus_convolution;
pub mod mod_of_linear;
pub mod modint;
pub mod montmort;
pub mod mul_mod2n_convolution;
pub mod mul_modp_convolution;
pub mod multiplicative_sum;
pub mod multipoint;
pub mod multivariate_convolution;
pub mod multivariate_cyclic;
pub mod newton_basis;
pub mod nim_product;
pub mod partition;
pub mod pfaffian;
pub mod poly_factor;
pub mod poly_gcd;
pub mod poly_product;
pub mod poly_roots;
pub mod primes;
pub mod primitive_root;
pub mod q_binomial;
pub mod set_power_series;
pub mod shift_of_sampling_points;
pub mod sieve;
pub mod sparse_determinant;
pub mod sqrt_mod;
pub mod squarefree_count;
pub mod stern_brocot;
pub mod stirling;
pub mod stirling_fixed_k;
pub mod stirling_mod_p;
pub mod subset_convolution;
pub mod subset_sum;
pub mod subspace_intersection;
pub mod taylor_shift;
pub mod tetration;
pub mod totient_sum;
pub mod two_squares;
pub mod xor_convolution;

/// `x` modulo `m`, in `0..m`, for any sign of `x` (`m >= 1`).
#[inline]
fn safe_mod(x: i64, m: i64) -> i64 {
    let r = x % m;
    if r < 0 {
        r + m
    } else {
        r
    }
}

/// `(g, x)` with `g = gcd(a, b)` and `a * x ≡ g (mod b)`, `0 <= x < b / g`,
/// by the extended Euclidean algorithm (`b >= 1`). The modular inverses of
/// `inv_mod` and of the modint types come from here: fewer steps than
/// Fermat's `a^(m-2)`, and right for every modulus, prime or not.
fn inv_gcd(a: i64, b: i64) -> (i64, i64) {
    let a = a.rem_euclid(b);
    if a == 0 {
        return (b, 0);
    }
    // Invariants: s ≡ m0 * a and t ≡ m1 * a (mod b), |m1 * s| + |m0 * t| <= b.
    let (mut s, mut t) = (b, a);
    let (mut m0, mut m1) = (0i64, 1i64);
    while t != 0 {
        let u = s / t;
        s -= t * u;
        m0 -= m1 * u;
        std::mem::swap(&mut s, &mut t);
        std::mem::swap(&mut m0, &mut m1);
    }
    if m0 < 0 {
        m0 += b / s;
    }
    (s, m0)
}

/// `x^e mod m` for a small modulus, in `const` context (for the roots the
/// number-theoretic transform needs at compile time).
const fn const_pow(x: u64, mut e: u64, m: u64) -> u64 {
    let mut result = 1 % m;
    let mut base = x % m;
    while e > 0 {
        if e & 1 == 1 {
            result = result * base % m;
        }
        base = base * base % m;
        e >>= 1;
    }
    result
}

/// The smallest primitive root of the prime `m` (`m >= 2`), in `const`
/// context: a generator `g` is one whose `(m-1)/q`-th power is not 1 for
/// every prime `q` dividing `m - 1`.
const fn primitive_root(m: u32) -> u32 {
    if m == 2 {
        return 1;
    }
    let m = m as u64;
    let mut factors = [0u64; 20];
    let mut count = 0;
    let mut rest = (m - 1) / 2;
    factors[0] = 2;
    count += 1;
    while rest % 2 == 0 {
        rest /= 2;
    }
    let mut q = 3;
    while q * q <= rest {
        if rest % q == 0 {
            factors[count] = q;
            count += 1;
            while rest % q == 0 {
                rest /= q;
            }
        }
        q += 2;
    }
    if rest > 1 {
        factors[count] = rest;
        count += 1;
    }
    let mut g = 2;
    loop {
        let mut i = 0;
        let mut generator = true;
        while i < count {
            if const_pow(g, (m - 1) / factors[i], m) == 1 {
                generator = false;
                break;
            }
            i += 1;
        }
        if generator {
            return g as u32;
        }
        g += 1;
    }
}

/// `x^n mod m`, for any sign of `x` (`0 <= n`, `1 <= m`); O(log n).
///
/// ```
/// use cpkit::math::pow_mod;
/// assert_eq!(pow_mod(3, 4, 7), 81 % 7);
/// assert_eq!(pow_mod(-2, 3, 5), 2); // -8 ≡ 2
/// assert_eq!(pow_mod(5, 0, 1), 0);
/// ```
pub fn pow_mod(x: i64, mut n: i64, m: u32) -> u32 {
    assert!(0 <= n && 1 <= m, "pow_mod needs 0 <= n and 1 <= m");
    let m = u64::from(m);
    let mut result = 1 % m;
    let mut base = safe_mod(x, m as i64) as u64;
    while n > 0 {
        if n & 1 == 1 {
            result = result * base % m;
        }
        base = base * base % m;
        n >>= 1;
    }
    result as u32
}

/// The `y` in `0..m` with `x * y ≡ 1 (mod m)`; panics unless `gcd(x, m) = 1`
/// and `1 <= m`. O(log m).
///
/// ```
/// use cpkit::math::inv_mod;
/// assert_eq!(inv_mod(3, 7), 5); // 3 * 5 = 15 ≡ 1
/// assert_eq!(inv_mod(-1, 1_000_000_007), 1_000_000_006);
/// ```
pub fn inv_mod(x: i64, m: i64) -> i64 {
    assert!(1 <= m, "inv_mod needs 1 <= m");
    let (g, y) = inv_gcd(x, m);
    assert!(g == 1, "inv_mod: {} has no inverse modulo {}", x, m);
    y
}

/// The Chinese remainder theorem: the `(y, z)` with `y ≡ r[i] (mod m[i])`
/// for every `i`, `z = lcm(m)` and `0 <= y < z`; `(0, 0)` when there is no
/// such `y`, and `(0, 1)` for empty slices. Needs `m[i] >= 1` and the lcm to
/// fit an `i64`; O(n log lcm).
///
/// ```
/// use cpkit::math::crt;
/// assert_eq!(crt(&[2, 3], &[3, 5]), (8, 15));
/// assert_eq!(crt(&[1, 2], &[4, 6]), (0, 0)); // odd and even at once
/// assert_eq!(crt(&[], &[]), (0, 1));
/// ```
pub fn crt(r: &[i64], m: &[i64]) -> (i64, i64) {
    assert_eq!(r.len(), m.len(), "crt needs as many remainders as moduli");
    // Invariant: 0 <= r0 < m0, and r0 solves the equations seen so far.
    let (mut r0, mut m0) = (0i64, 1i64);
    for (&ri, &mi) in r.iter().zip(m) {
        assert!(1 <= mi, "crt needs moduli of at least 1");
        let (mut ri, mut mi) = (safe_mod(ri, mi), mi);
        if m0 < mi {
            std::mem::swap(&mut r0, &mut ri);
            std::mem::swap(&mut m0, &mut mi);
        }
        if m0 % mi == 0 {
            if r0 % mi != ri {
                return (0, 0);
            }
            continue;
        }
        // r0 + x * m0 ≡ ri (mod mi) ⟺ x * (m0 / g) ≡ (ri - r0) / g (mod mi / g).
        let (g, im) = inv_gcd(m0, mi);
        let u1 = mi / g;
        if (ri - r0) % g != 0 {
            return (0, 0);
        }
        // |ri - r0| < mi and im < u1 <= mi <= m0, so each product fits.
        let x = (ri - r0) / g % u1 * im % u1;
        r0 += x * m0;
        m0 *= u1;
        if r0 < 0 {
            r0 += m0;
        }
    }
    (r0, m0)
}

/// `sum(floor((a * i + b) / m) for i in 0..n)`, for any signs of `a` and `b`
/// (`0 <= n < 2^32`, `1 <= m < 2^32`); O(log m). The sum is computed modulo
/// 2^64, so it is exact whenever it fits an `i64`.
///
/// ```
/// use cpkit::math::floor_sum;
/// // floor(1/3) + floor(3/3) + floor(5/3) + floor(7/3) = 0 + 1 + 1 + 2
/// assert_eq!(floor_sum(4, 3, 2, 1), 4);
/// assert_eq!(floor_sum(2, 2, -1, 0), -1); // floor(0/2) + floor(-1/2)
/// ```
pub fn floor_sum(n: i64, m: i64, mut a: i64, mut b: i64) -> i64 {
    assert!((0..1 << 32).contains(&n), "floor_sum needs 0 <= n < 2^32");
    assert!((1..1 << 32).contains(&m), "floor_sum needs 1 <= m < 2^32");
    let mut ans = 0u64;
    let (un, um) = (n as u64, m as u64);
    if a < 0 {
        // floor((a2 - k m) i + b) / m) = floor(...a2...) - k i, with k = (a2 - a) / m.
        let a2 = safe_mod(a, m);
        let k = ((a2 as i128 - a as i128) / m as i128) as u64;
        let triangle = if un == 0 { 0 } else { un * (un - 1) / 2 };
        ans = ans.wrapping_sub(triangle.wrapping_mul(k));
        a = a2;
    }
    if b < 0 {
        let b2 = safe_mod(b, m);
        let k = ((b2 as i128 - b as i128) / m as i128) as u64;
        ans = ans.wrapping_sub(un.wrapping_mul(k));
        b = b2;
    }
    ans.wrapping_add(floor_sum_unsigned(un, um, a as u64, b as u64)) as i64
}

/// `floor_sum` for `a, b >= 0`, modulo 2^64: reduce `a` and `b` below `m`,
/// then count lattice points under the line with the axes swapped.
fn floor_sum_unsigned(n: u64, m: u64, mut a: u64, mut b: u64) -> u64 {
    let triangle = |n: u64| if n == 0 { 0 } else { n * (n - 1) / 2 };
    let mut ans = 0u64;
    if a >= m {
        ans = ans.wrapping_add(triangle(n).wrapping_mul(a / m));
        a %= m;
    }
    if b >= m {
        ans = ans.wrapping_add(n.wrapping_mul(b / m));
        b %= m;
    }
    // From here on every value but `a n + b` fits 32 bits (n, m < 2^32, a
    // and b below m, and the next n is at most this one), so two of each
    // step's three divisions are 32-bit ones, which are faster.
    let (mut n, mut m, mut a, mut b) = (n as u32, m as u32, a as u32, b as u32);
    loop {
        let y_max = u64::from(a) * u64::from(n) + u64::from(b);
        if y_max < u64::from(m) {
            return ans;
        }
        n = (y_max / u64::from(m)) as u32;
        b = (y_max % u64::from(m)) as u32;
        std::mem::swap(&mut m, &mut a);
        if a >= m {
            ans = ans.wrapping_add(triangle(u64::from(n)).wrapping_mul(u64::from(a / m)));
            a %= m;
        }
        if b >= m {
            ans = ans.wrapping_add(u64::from(n).wrapping_mul(u64::from(b / m)));
            b %= m;
        }
    }
}
