//! Convolution against the schoolbook product: several NTT primes, lengths
//! across the switch from the naive product to transforms, the transforms
//! alone against cyclic convolution at every power-of-two length, `i64`
//! results up to the edges of the type, and long products checked at a
//! random point (A(x) B(x) = C(x)).

use cpkit::math::convolution::{
    butterfly, butterfly_inv, convolution, convolution_i64, convolution_raw,
};
use cpkit::math::modint::{ModInt1000000007, ModInt998244353, StaticModInt};
use proptest::prelude::*;

fn naive<const M: u32>(a: &[StaticModInt<M>], b: &[StaticModInt<M>]) -> Vec<StaticModInt<M>> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut c = vec![StaticModInt::<M>::new(0); a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] += x * y;
        }
    }
    c
}

fn mints<const M: u32>(v: &[u64]) -> Vec<StaticModInt<M>> {
    v.iter().map(|&x| StaticModInt::new(x)).collect()
}

fn check<const M: u32>(a: &[u64], b: &[u64]) -> Result<(), TestCaseError> {
    let (a, b) = (mints::<M>(a), mints::<M>(b));
    prop_assert_eq!(convolution(&a, &b), naive(&a, &b), "modulo {}", M);
    Ok(())
}

/// Checks the transform pair at length `n` against the cyclic convolution.
fn check_cyclic<const M: u32>(a: &[u64], b: &[u64]) -> Result<(), TestCaseError> {
    let n = a.len();
    let (mut fa, mut fb) = (mints::<M>(a), mints::<M>(b));
    let mut expected = vec![StaticModInt::<M>::new(0); n];
    for i in 0..n {
        for j in 0..n {
            expected[(i + j) % n] += fa[i] * fb[j];
        }
    }
    butterfly(&mut fa);
    butterfly(&mut fb);
    let mut c: Vec<_> = fa.iter().zip(&fb).map(|(&x, &y)| x * y).collect();
    butterfly_inv(&mut c);
    let inv_n = StaticModInt::<M>::new(n as u64).inv();
    let c: Vec<_> = c.into_iter().map(|x| x * inv_n).collect();
    prop_assert_eq!(c, expected, "length {} modulo {}", n, M);
    Ok(())
}

fn lengths() -> impl Strategy<Value = (Vec<u64>, Vec<u64>)> {
    (0usize..140, 0usize..140).prop_flat_map(|(n, m)| {
        (
            prop::collection::vec(any::<u64>(), n),
            prop::collection::vec(any::<u64>(), m),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn agrees_with_the_schoolbook_product((a, b) in lengths()) {
        check::<998_244_353>(&a, &b)?;
        check::<7_340_033>(&a, &b)?;
        check::<754_974_721>(&a, &b)?;
        check::<167_772_161>(&a, &b)?;
        check::<469_762_049>(&a, &b)?;
        // The largest NTT prime below 2^31: 15 * 2^27 + 1.
        check::<2_013_265_921>(&a, &b)?;
    }

    #[test]
    fn the_transforms_give_cyclic_convolution(
        (a, b) in (0u32..9).prop_flat_map(|k| {
            let n = 1usize << k;
            (prop::collection::vec(any::<u64>(), n), prop::collection::vec(any::<u64>(), n))
        })
    ) {
        check_cyclic::<998_244_353>(&a, &b)?;
        check_cyclic::<2_013_265_921>(&a, &b)?;
        if a.len() <= 32 {
            // 97 = 3 * 2^5 + 1: a small prime with few roots.
            check_cyclic::<97>(&a, &b)?;
        }
    }

    #[test]
    fn raw_values_are_reduced(a in prop::collection::vec(any::<u64>(), 0..100), b in prop::collection::vec(any::<u64>(), 0..100)) {
        type Mint = ModInt998244353;
        let expected: Vec<u64> = naive(&mints::<998_244_353>(&a), &mints::<998_244_353>(&b)).iter().map(|x| u64::from(x.val())).collect();
        prop_assert_eq!(convolution_raw::<u64, 998_244_353>(&a, &b), expected.clone());
        let a32: Vec<u32> = a.iter().map(|&x| x as u32).collect();
        let b32: Vec<u32> = b.iter().map(|&x| x as u32).collect();
        let expected32: Vec<u32> = naive(&a32.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>(), &b32.iter().map(|&x| Mint::new(x)).collect::<Vec<_>>()).iter().map(|x| x.val()).collect();
        prop_assert_eq!(convolution_raw::<u32, 998_244_353>(&a32, &b32), expected32);
    }

    #[test]
    fn i64_results_are_exact(
        a in prop::collection::vec(-(1i64 << 27)..(1 << 27), 0..130),
        b in prop::collection::vec(-(1i64 << 27)..(1 << 27), 0..130),
    ) {
        let mut expected = vec![0i128; (a.len() + b.len()).saturating_sub(1)];
        if a.is_empty() || b.is_empty() {
            expected.clear();
        }
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                expected[i + j] += i128::from(x) * i128::from(y);
            }
        }
        let expected: Vec<i64> = expected.into_iter().map(|x| x as i64).collect();
        prop_assert_eq!(convolution_i64(&a, &b), expected);
    }
}

#[test]
fn i64_at_the_edges_of_the_type() {
    assert_eq!(convolution_i64(&[i64::MAX], &[1]), [i64::MAX]);
    assert_eq!(convolution_i64(&[i64::MIN], &[1]), [i64::MIN]);
    assert_eq!(convolution_i64(&[i64::MIN + 1], &[-1]), [i64::MAX]);
    assert_eq!(
        convolution_i64(&[3_037_000_499; 1], &[-3_037_000_499]),
        [-9_223_372_030_926_249_001]
    );
    // Long enough for the transforms, with sums near i64::MAX.
    let v = 303_700_049i64; // 100 v^2 is just below i64::MAX
    let c = convolution_i64(&[v; 100], &[v; 100]);
    let d = convolution_i64(&[v; 100], &[-v; 100]);
    for k in 0..199 {
        let terms = (k.min(198 - k) + 1) as i64;
        assert_eq!((c[k], d[k]), (terms * v * v, -terms * v * v));
    }
    assert!(convolution_i64(&[], &[1, 2]).is_empty());
    assert!(convolution_i64(&[1], &[]).is_empty());
}

#[test]
fn edges() {
    type Mint = ModInt998244353;
    assert!(convolution::<998_244_353>(&[], &[]).is_empty());
    assert!(convolution(&[Mint::new(1)], &[]).is_empty());
    assert_eq!(
        convolution(&[Mint::new(-1)], &[Mint::new(-1)]),
        [Mint::new(1)]
    );
    let mut one = [Mint::new(5)];
    butterfly(&mut one);
    butterfly_inv(&mut one);
    assert_eq!(one, [Mint::new(5)]);
    let mut empty: [Mint; 0] = [];
    butterfly(&mut empty);
}

#[test]
#[should_panic(expected = "needs 2^")]
fn a_modulus_without_enough_roots_panics() {
    type Mint = ModInt1000000007;
    let a = vec![Mint::new(1); 100];
    convolution(&a, &a);
}

#[test]
#[should_panic(expected = "power-of-two")]
fn butterfly_needs_a_power_of_two() {
    butterfly(&mut [ModInt998244353::new(1); 3]);
}

/// A(x) B(x) = C(x) at a pseudo-random point, for long inputs.
fn check_at_a_point(n: usize, m: usize, seed: u64) {
    type Mint = ModInt998244353;
    let mut state = seed;
    let mut next = || {
        // xorshift64
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        Mint::new(state)
    };
    let a: Vec<Mint> = (0..n).map(|_| next()).collect();
    let b: Vec<Mint> = (0..m).map(|_| next()).collect();
    let x = next();
    let eval = |p: &[Mint]| p.iter().rev().fold(Mint::new(0), |acc, &c| acc * x + c);
    let c = convolution(&a, &b);
    assert_eq!(c.len(), n + m - 1);
    assert_eq!(eval(&c), eval(&a) * eval(&b));
}

#[test]
fn long_products_hold_at_a_random_point() {
    check_at_a_point(5000, 3000, 0x9e37_79b9_7f4a_7c15);
    check_at_a_point(4096, 4097, 12345);
}

#[test]
#[ignore = "heavy: the longest product 998244353 allows; run with --ignored --release"]
fn the_longest_product() {
    check_at_a_point(1 << 22, 1 << 22, 0xdead_beef);
}

/// The transform at length `n`, at some of its points: `a[i]` becomes
/// A(w^rev(i)) for `w = g^((M - 1) / n)`, and the inverse brings `n a` back.
fn check_long_transform<const M: u32>(n: usize, generator: u32, seed: u64) {
    let mut state = seed;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        StaticModInt::<M>::new(state)
    };
    let a: Vec<StaticModInt<M>> = (0..n).map(|_| next()).collect();
    let mut fa = a.clone();
    butterfly(&mut fa);
    let h = n.trailing_zeros();
    let w = StaticModInt::<M>::new(generator).pow(u64::from(M - 1) >> h);
    for _ in 0..6 {
        let i = (next().val() as usize) % n;
        let x = w.pow((i.reverse_bits() >> (usize::BITS - h)) as u64);
        let value = a
            .iter()
            .rev()
            .fold(StaticModInt::new(0), |acc, &c| acc * x + c);
        assert_eq!(fa[i], value, "point {} of length {} modulo {}", i, n, M);
    }
    for &i in &[0, n - 1] {
        let x = w.pow((i.reverse_bits() >> (usize::BITS - h)) as u64);
        let value = a
            .iter()
            .rev()
            .fold(StaticModInt::new(0), |acc, &c| acc * x + c);
        assert_eq!(fa[i], value, "point {} of length {} modulo {}", i, n, M);
    }
    butterfly_inv(&mut fa);
    let scale = StaticModInt::<M>::new(n as u64);
    assert!(
        fa.iter().zip(&a).all(|(&x, &y)| x == y * scale),
        "length {} modulo {}",
        n,
        M
    );
}

/// Past 2^14 values the transforms (for M < 2^30) sweep the array for the
/// long steps and finish block by block in cache: every length around that
/// switch, odd and even powers, and two primes.
#[test]
fn long_transforms_hold_at_their_points() {
    for k in 12..=17 {
        check_long_transform::<998_244_353>(1 << k, 3, 0x1234_5678 + k as u64);
        check_long_transform::<7_340_033>(1 << k, 3, 0xabcd_ef01 + k as u64);
    }
    check_at_a_point(40_000, 30_000, 0x5151_5151);
}

/// The transforms keep their twiddle factors in one table per modulus and
/// direction, built for the longest length so far and read as a prefix by
/// shorter ones: lengths up and down in turn, two moduli interleaved (their
/// tables must not mix), all on one thread so that they share the tables.
#[test]
fn one_twiddle_table_serves_every_length_and_modulus() {
    for (i, &k) in [3u32, 9, 2, 12, 5, 16, 1, 4, 15, 8].iter().enumerate() {
        let seed = 0x7777 + i as u64;
        check_long_transform::<998_244_353>(1 << k, 3, seed);
        check_long_transform::<7_340_033>(1 << k, 3, seed);
        check_long_transform::<469_762_049>(1 << k, 3, seed);
    }
}
