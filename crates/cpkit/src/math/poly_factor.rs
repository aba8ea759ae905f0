//! Factorization of a polynomial over a prime field F_p into monic
//! irreducible factors: square-free factorization (Yun's, with p-th roots),
//! distinct-degree factorization (gcds with `x^(p^d) - x`) and
//! equal-degree splitting (Cantor and Zassenhaus; the trace map for p = 2),
//! all term by term: O(n³ log p) expected for degree n; verified on Library
//! Checker's `factorization_of_polynomials`
//! (`crates/cpkit/verify/factorization-of-polynomials`).

/// Polynomials as coefficient vectors (`a[i]` of `x^i`), no trailing zeros.
struct Field {
    p: u64,
}

impl Field {
    fn mul_mod(&self, a: u64, b: u64) -> u64 {
        a * b % self.p
    }

    fn inv(&self, a: u64) -> u64 {
        let (mut e, mut base, mut r) = (self.p - 2, a, 1);
        while e > 0 {
            if e & 1 == 1 {
                r = self.mul_mod(r, base);
            }
            base = self.mul_mod(base, base);
            e >>= 1;
        }
        r
    }

    fn trim(a: &mut Vec<u64>) {
        while a.last() == Some(&0) {
            a.pop();
        }
    }

    fn monic(&self, mut a: Vec<u64>) -> Vec<u64> {
        Field::trim(&mut a);
        if let Some(&lead) = a.last() {
            let inv = self.inv(lead);
            for x in a.iter_mut() {
                *x = self.mul_mod(*x, inv);
            }
        }
        a
    }

    fn mul(&self, a: &[u64], b: &[u64]) -> Vec<u64> {
        if a.is_empty() || b.is_empty() {
            return Vec::new();
        }
        // Products below 2^60 summed in a u128, one reduction per term.
        let mut c = vec![0u128; a.len() + b.len() - 1];
        for (i, &x) in a.iter().enumerate() {
            if x == 0 {
                continue;
            }
            for (o, &y) in c[i..].iter_mut().zip(b) {
                *o += u128::from(x * y);
            }
        }
        c.into_iter()
            .map(|x| (x % u128::from(self.p)) as u64)
            .collect()
    }

    /// `(a div b, a mod b)` for `b` nonzero.
    fn div_rem(&self, a: &[u64], b: &[u64]) -> (Vec<u64>, Vec<u64>) {
        let mut r = a.to_vec();
        Field::trim(&mut r);
        if r.len() < b.len() {
            return (Vec::new(), r);
        }
        let inv = self.inv(b[b.len() - 1]);
        let p = u128::from(self.p);
        // Each place gains at most one product below 2^60 per step: a
        // u128 holds them all, reduced only when read.
        let mut wide: Vec<u128> = r.iter().map(|&x| u128::from(x)).collect();
        let mut q = vec![0u64; r.len() + 1 - b.len()];
        for i in (0..q.len()).rev() {
            let top = (wide[i + b.len() - 1] % p) as u64;
            let c = self.mul_mod(top, inv);
            q[i] = c;
            if c != 0 {
                let minus = self.p - c;
                for (x, &y) in wide[i..].iter_mut().zip(b) {
                    *x += u128::from(minus * y);
                }
            }
        }
        let mut r: Vec<u64> = wide[..b.len() - 1]
            .iter()
            .map(|&x| (x % p) as u64)
            .collect();
        Field::trim(&mut r);
        (q, r)
    }

    fn rem(&self, a: &[u64], b: &[u64]) -> Vec<u64> {
        self.div_rem(a, b).1
    }

    fn gcd(&self, a: &[u64], b: &[u64]) -> Vec<u64> {
        let (mut a, mut b) = (a.to_vec(), b.to_vec());
        Field::trim(&mut a);
        Field::trim(&mut b);
        while !b.is_empty() {
            let r = self.rem(&a, &b);
            a = b;
            b = r;
        }
        self.monic(a)
    }

    fn sub(&self, a: &[u64], b: &[u64]) -> Vec<u64> {
        let mut c = vec![0u64; a.len().max(b.len())];
        for (i, x) in c.iter_mut().enumerate() {
            let (u, v) = (
                a.get(i).copied().unwrap_or(0),
                b.get(i).copied().unwrap_or(0),
            );
            *x = (u + self.p - v) % self.p;
        }
        Field::trim(&mut c);
        c
    }

    fn pow_mod(&self, a: &[u64], mut e: u64, m: &[u64]) -> Vec<u64> {
        let mut result = vec![1u64];
        let mut base = self.rem(a, m);
        while e > 0 {
            if e & 1 == 1 {
                result = self.rem(&self.mul(&result, &base), m);
            }
            base = self.rem(&self.mul(&base, &base), m);
            e >>= 1;
        }
        self.rem(&result, m)
    }

    fn derivative(&self, a: &[u64]) -> Vec<u64> {
        let mut d: Vec<u64> = a
            .iter()
            .enumerate()
            .skip(1)
            .map(|(i, &c)| self.mul_mod(c, i as u64 % self.p))
            .collect();
        Field::trim(&mut d);
        d
    }

    /// Square-free parts: `(g, e)` with f = ∏ g^e, each g square-free
    /// (not necessarily coprime across calls' multiplicities merged).
    fn square_free(&self, f: &[u64], times: usize, out: &mut Vec<(Vec<u64>, usize)>) {
        if f.len() <= 1 {
            return;
        }
        let d = self.derivative(f);
        let mut c = self.gcd(f, &d);
        let mut w = self.div_rem(f, &c).0;
        let mut i = 1;
        while w.len() > 1 {
            let y = self.gcd(&w, &c);
            let factor = self.div_rem(&w, &y).0;
            if factor.len() > 1 {
                out.push((self.monic(factor), i * times));
            }
            w = y;
            c = self.div_rem(&c, &w).0;
            i += 1;
        }
        if c.len() > 1 {
            // c is a polynomial in x^p: its p-th root.
            let p = self.p as usize;
            let root: Vec<u64> = c.iter().step_by(p).copied().collect();
            self.square_free(&root, times * p, out);
        }
    }

    /// Splits the square-free monic g, all of whose factors have degree
    /// d, into them.
    fn equal_degree(&self, g: Vec<u64>, d: usize, seed: &mut u64, out: &mut Vec<Vec<u64>>) {
        if g.len() - 1 == d {
            out.push(g);
            return;
        }
        loop {
            let a: Vec<u64> = (0..g.len() - 1)
                .map(|_| {
                    *seed ^= *seed << 13;
                    *seed ^= *seed >> 7;
                    *seed ^= *seed << 17;
                    *seed % self.p
                })
                .collect();
            let mut a = a;
            Field::trim(&mut a);
            if a.len() <= 1 {
                continue;
            }
            let b = if self.p == 2 {
                // a + a² + a⁴ + ... + a^(2^(d-1)).
                let mut t = a.clone();
                let mut sum = a.clone();
                for _ in 1..d {
                    t = self.rem(&self.mul(&t, &t), &g);
                    sum = self.sub(&sum, &self.sub(&[], &t));
                }
                sum
            } else {
                // (a a^p ... a^(p^(d-1)))^((p-1)/2) - 1 = a^((p^d - 1)/2) - 1.
                let mut t = self.rem(&a, &g);
                let mut prod = t.clone();
                for _ in 1..d {
                    t = self.pow_mod(&t, self.p, &g);
                    prod = self.rem(&self.mul(&prod, &t), &g);
                }
                let h = self.pow_mod(&prod, (self.p - 1) / 2, &g);
                self.sub(&h, &[1])
            };
            let t = self.gcd(&g, &b);
            if t.len() > 1 && t.len() < g.len() {
                let other = self.monic(self.div_rem(&g, &t).0);
                self.equal_degree(t, d, seed, out);
                self.equal_degree(other, d, seed, out);
                return;
            }
        }
    }
}

/// The factorization of the monic `f` (`f[i]` the coefficient of `x^i`,
/// values below p) over F_p, p prime: pairs (g, e), each g monic
/// irreducible (coefficients from `x^0` up, leading 1), distinct, with
/// `f = ∏ g^e`; sorted by g. O(n³ log p) expected for degree n.
///
/// # Example
/// ```
/// use cpkit::math::poly_factor::factorize_poly;
///
/// // x³ + x² + x + 1 = (x + 1)(x² + 1) over F_7 (where -1 is no square),
/// // = (x + 1)³ over F_2.
/// assert_eq!(factorize_poly(&[1, 1, 1, 1], 7), vec![(vec![1, 0, 1], 1), (vec![1, 1], 1)]);
/// assert_eq!(factorize_poly(&[1, 1, 1, 1], 2), vec![(vec![1, 1], 3)]);
/// ```
pub fn factorize_poly(f: &[u64], p: u64) -> Vec<(Vec<u64>, usize)> {
    let field = Field { p };
    let f = field.monic(f.iter().map(|&c| c % p).collect());
    let mut parts = Vec::new();
    field.square_free(&f, 1, &mut parts);
    let mut out = Vec::new();
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for (g, e) in parts {
        // Distinct degrees: gcd with x^(p^d) - x.
        let mut g = g;
        let mut h = vec![0u64, 1];
        let mut d = 0;
        while g.len() > 1 {
            d += 1;
            if 2 * d > g.len() - 1 {
                let deg = g.len() - 1;
                let mut found = Vec::new();
                field.equal_degree(g, deg, &mut seed, &mut found);
                out.extend(found.into_iter().map(|q| (q, e)));
                break;
            }
            h = field.pow_mod(&h, p, &g);
            let t = field.gcd(&g, &field.sub(&h, &[0, 1]));
            if t.len() > 1 {
                g = field.monic(field.div_rem(&g, &t).0);
                h = field.rem(&h, &g);
                let mut found = Vec::new();
                field.equal_degree(t, d, &mut seed, &mut found);
                out.extend(found.into_iter().map(|q| (q, e)));
            }
        }
    }
    // The same factor may come from two square-free parts (p-th powers).
    out.sort();
    let mut merged: Vec<(Vec<u64>, usize)> = Vec::new();
    for (g, e) in out {
        match merged.last_mut() {
            Some(last) if last.0 == g => last.1 += e,
            _ => merged.push((g, e)),
        }
    }
    merged
}
