//! Cyclic multivariate convolution by transforms along every axis agrees
//! with the sum over every pair of terms, exponents added modulo each
//! `n_i`: for 0 to 5 variables whose lengths are divisors of `p - 1` with
//! small prime factors (naive DFTs), large ones (Bluestein) and both.

use cpkit::math::multivariate_cyclic::multivariate_convolution_cyclic;
use proptest::prelude::*;

fn naive(a: &[u32], b: &[u32], shape: &[usize], p: u32) -> Vec<u32> {
    let n = a.len();
    let digits: Vec<Vec<usize>> = (0..n)
        .map(|mut i| {
            shape
                .iter()
                .map(|&s| {
                    let d = i % s;
                    i /= s;
                    d
                })
                .collect()
        })
        .collect();
    let mut c = vec![0u64; n];
    for (i, di) in digits.iter().enumerate() {
        for (j, dj) in digits.iter().enumerate() {
            let mut k = 0;
            let mut block = 1;
            for ((x, y), &s) in di.iter().zip(dj).zip(shape) {
                k += (x + y) % s * block;
                block *= s;
            }
            c[k] = (c[k] + u64::from(a[i]) * u64::from(b[j])) % u64::from(p);
        }
    }
    c.into_iter().map(|x| x as u32).collect()
}

/// Primes whose `p - 1` has only small factors (7, 13, 641,
/// 998244353), a factor above the naive DFT's limit (167 = 2·83 + 1,
/// 569 = 8·71 + 1, 1231 = 30·41 + 1 has 41 below it), and 10^9 + 7.
const PRIMES: [u32; 8] = [7, 13, 167, 569, 641, 1231, 998_244_353, 1_000_000_007];

/// The divisors of `m` above 1, in order, by trial up to its square root
/// (a trial up to `m` itself took seconds a case for `10^9 + 7` in a debug
/// build, and minutes for the whole property).
fn divisors(m: u32) -> Vec<usize> {
    let m = m as usize;
    let mut small = Vec::new();
    let mut large = Vec::new();
    let mut d = 1;
    while d * d <= m {
        if m % d == 0 {
            small.push(d);
            if d * d != m {
                large.push(m / d);
            }
        }
        d += 1;
    }
    small
        .into_iter()
        .chain(large.into_iter().rev())
        .filter(|&d| d > 1)
        .collect()
}

#[test]
fn divisors_are_every_one_above_1_in_order() {
    assert_eq!(divisors(12), [2, 3, 4, 6, 12]);
    assert_eq!(divisors(16), [2, 4, 8, 16]);
    assert_eq!(divisors(7), [7]);
}

fn cases() -> impl Strategy<Value = (u32, Vec<usize>, Vec<u32>, Vec<u32>)> {
    (
        0..PRIMES.len(),
        prop::collection::vec(any::<prop::sample::Index>(), 0..=5),
    )
        .prop_flat_map(|(pi, picks)| {
            let p = PRIMES[pi];
            let ds = divisors(p - 1);
            // Divisors in the order drawn, while the product stays small
            // enough for the naive product.
            let mut shape = Vec::new();
            let mut n = 1;
            for pick in picks {
                let d = *pick.get(&ds);
                if n * d <= 300 {
                    shape.push(d);
                    n *= d;
                }
            }
            (
                Just(p),
                Just(shape),
                prop::collection::vec(0..p, n),
                prop::collection::vec(0..p, n),
            )
        })
}

proptest! {
    #[test]
    fn agrees_with_naive((p, shape, a, b) in cases()) {
        prop_assert_eq!(
            multivariate_convolution_cyclic(&a, &b, &shape, p),
            naive(&a, &b, &shape, p),
            "p = {}, shape = {:?}", p, shape
        );
    }
}

/// `a · 1 = a` through transforms of lengths too long for the naive
/// product: a large prime factor alone (10007 = 2·5003 + 1), beside small
/// ones, and only small ones.
#[test]
fn the_product_by_one_gives_back_long_inputs() {
    for &(p, ref shape) in &[
        (10_007u32, vec![5003usize]),
        (10_007, vec![2, 5003]),
        (10_007, vec![10_006]),
        (998_244_353, vec![64, 7, 17]),
        (998_244_353, vec![2; 13]),
    ] {
        let n: usize = shape.iter().product();
        let a: Vec<u32> = (0..n as u64).map(|i| (i * i * 7 + 3) as u32 % p).collect();
        let mut one = vec![0u32; n];
        one[0] = 1;
        assert_eq!(
            multivariate_convolution_cyclic(&a, &one, shape, p),
            a,
            "{:?}",
            shape
        );
        // x_1 shifts every row cyclically along the first axis.
        let mut x1 = vec![0u32; n];
        x1[1] = 1;
        let shifted: Vec<u32> = (0..n)
            .map(|i| {
                let (row, col) = (i / shape[0], i % shape[0]);
                a[row * shape[0] + (col + shape[0] - 1) % shape[0]]
            })
            .collect();
        assert_eq!(
            multivariate_convolution_cyclic(&a, &x1, shape, p),
            shifted,
            "{:?}",
            shape
        );
    }
}

#[test]
fn no_variable_is_a_product_of_numbers() {
    assert_eq!(multivariate_convolution_cyclic(&[1], &[1], &[], 2), [1]);
    assert_eq!(
        multivariate_convolution_cyclic(&[999_999_999], &[2], &[], 1_000_000_007),
        [999_999_991]
    );
}
