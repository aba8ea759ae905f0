//! Set power series against term-by-term products (each pair of disjoint
//! sets, O(3^n)): a polynomial of a series by Horner's rule, exp and log
//! as the sums of their series (which stop at the n-th power), and the
//! power projection from the powers themselves.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::set_power_series::{
    polynomial_composite, sps_composite, sps_exp, sps_log, sps_power_projection,
};
use proptest::prelude::*;

fn mul(a: &[Mint], b: &[Mint]) -> Vec<Mint> {
    let mut c = vec![Mint::new(0); a.len()];
    for s in 0..a.len() {
        let mut t = s;
        loop {
            c[s] += a[t] * b[s ^ t];
            if t == 0 {
                break;
            }
            t = (t - 1) & s;
        }
    }
    c
}

fn horner(f: &[Mint], s: &[Mint]) -> Vec<Mint> {
    let mut acc = vec![Mint::new(0); s.len()];
    for &c in f.iter().rev() {
        acc = mul(&acc, s);
        acc[0] += c;
    }
    acc
}

/// Σ_{k ≤ n} t^k c_k for t with t[0] = 0.
fn series(coef: impl Fn(usize) -> Mint, t: &[Mint]) -> Vec<Mint> {
    let n = t.len().trailing_zeros() as usize;
    let mut power = vec![Mint::new(0); t.len()];
    power[0] = Mint::new(1);
    let mut out = vec![Mint::new(0); t.len()];
    for k in 0..=n {
        for (o, &p) in out.iter_mut().zip(&power) {
            *o += coef(k) * p;
        }
        power = mul(&power, t);
    }
    out
}

fn sps() -> impl Strategy<Value = Vec<Mint>> {
    (0usize..7).prop_flat_map(|n| {
        prop::collection::vec(prop_oneof![0u32..4, any::<u32>()], 1 << n)
            .prop_map(|v| v.into_iter().map(Mint::new).collect())
    })
}

fn inverse_factorial(k: usize) -> Mint {
    (1..=k).map(|i| Mint::new(i as u32)).product::<Mint>().inv()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]
    #[test]
    fn polynomial_composite_is_horner(s in sps(), f in prop::collection::vec(any::<u32>(), 0..12)) {
        let f: Vec<Mint> = f.into_iter().map(Mint::new).collect();
        prop_assert_eq!(polynomial_composite(&f, &s), horner(&f, &s));
    }

    #[test]
    fn composite_is_the_taylor_series(s in sps(), d in prop::collection::vec(any::<u32>(), 0..9)) {
        let d: Vec<Mint> = d.into_iter().map(Mint::new).collect();
        let mut t = s.clone();
        t[0] = Mint::new(0);
        let expected = series(|k| d.get(k).copied().unwrap_or(Mint::new(0)) * inverse_factorial(k), &t);
        prop_assert_eq!(sps_composite(&d, &s), expected);
    }

    #[test]
    fn exp_is_the_exponential_series(s in sps()) {
        let mut s = s;
        s[0] = Mint::new(0);
        prop_assert_eq!(sps_exp(&s), series(inverse_factorial, &s));
    }

    #[test]
    fn log_is_the_logarithm_series_and_undoes_exp(s in sps()) {
        let mut s = s;
        s[0] = Mint::new(1);
        let mut t = s.clone();
        t[0] = Mint::new(0);
        // log(1 + t) = Σ (-1)^(k-1) t^k / k
        let expected = series(|k| if k == 0 { Mint::new(0) } else if k % 2 == 1 { Mint::new(k as u32).inv() } else { -Mint::new(k as u32).inv() }, &t);
        let g = sps_log(&s);
        prop_assert_eq!(&g, &expected);
        prop_assert_eq!(sps_exp(&g), s);
    }

    #[test]
    fn power_projection_weighs_the_powers(s in sps(), seed in any::<u64>(), m in 0usize..12) {
        let w: Vec<Mint> = (0..s.len() as u64).map(|i| Mint::new(seed.wrapping_mul(i + 7) >> 20)).collect();
        let mut power = vec![Mint::new(0); s.len()];
        power[0] = Mint::new(1);
        let mut expected = Vec::new();
        for _ in 0..m {
            expected.push(power.iter().zip(&w).map(|(&a, &b)| a * b).sum::<Mint>());
            power = mul(&power, &s);
        }
        prop_assert_eq!(sps_power_projection(&s, &w, m), expected);
    }
}
