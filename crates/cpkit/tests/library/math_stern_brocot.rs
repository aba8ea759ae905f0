//! The Stern–Brocot tree's operations agree with a walk one step at a time
//! (compare with the mediant, go left or right) on small fractions, and the
//! best rational approximations agree with a search over every
//! denominator.

use cpkit::math::stern_brocot::{
    ancestor, decode_path, encode_path, lca, range, rational_approximation,
};
use proptest::prelude::*;

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The interval (lower, upper) of a node's descendants.
type Bounds = ((u64, u64), (u64, u64));

/// The steps from 1/1 to a/b one at a time, with the bounds at each node
/// (the node is their mediant): (steps, bounds of every node on the way).
fn naive_walk(a: u64, b: u64) -> (Vec<char>, Vec<Bounds>) {
    let (mut l, mut r) = ((0u64, 1u64), (1u64, 0u64));
    let mut steps = Vec::new();
    let mut bounds = vec![(l, r)];
    loop {
        let m = (l.0 + r.0, l.1 + r.1);
        // a/b against m/n: compare a n with m b.
        let (lhs, rhs) = (a * m.1, m.0 * b);
        if lhs == rhs {
            break;
        }
        if lhs < rhs {
            steps.push('L');
            r = m;
        } else {
            steps.push('R');
            l = m;
        }
        bounds.push((l, r));
    }
    (steps, bounds)
}

fn runs(steps: &[char]) -> Vec<(char, u64)> {
    let mut out: Vec<(char, u64)> = Vec::new();
    for &s in steps {
        match out.last_mut() {
            Some((d, k)) if *d == s => *k += 1,
            _ => out.push((s, 1)),
        }
    }
    out
}

fn mediant(bounds: Bounds) -> (u64, u64) {
    (bounds.0 .0 + bounds.1 .0, bounds.0 .1 + bounds.1 .1)
}

fn coprime() -> impl Strategy<Value = (u64, u64)> {
    (1u64..300, 1u64..300).prop_map(|(a, b)| (a / gcd(a, b), b / gcd(a, b)))
}

/// The best lower and upper approximations by a search over denominators.
fn naive_approx(n: u64, x: u64, y: u64) -> ((u64, u64), (u64, u64)) {
    let (mut lo, mut hi) = ((0u64, 1u64), (1u64, 0u64));
    for q in 1..=n {
        // The largest p <= n with p / q <= x / y, and the smallest >=.
        let p = (x * q / y).min(n);
        if p * lo.1 > lo.0 * q {
            lo = (p, q);
        }
        let p = (x * q + y - 1) / y;
        if p <= n && p * hi.1 < hi.0 * q {
            hi = (p, q);
        }
    }
    let reduce = |f: (u64, u64)| {
        let g = gcd(f.0, f.1);
        (f.0 / g, f.1 / g)
    };
    (reduce(lo), reduce(hi))
}

#[test]
fn every_fraction_up_to_60() {
    for a in 1..=60u64 {
        for b in 1..=60u64 {
            if gcd(a, b) != 1 {
                continue;
            }
            let (steps, bounds) = naive_walk(a, b);
            assert_eq!(encode_path(a, b), runs(&steps), "{}/{}", a, b);
            assert_eq!(decode_path(&runs(&steps)), (a, b));
            assert_eq!(range(a, b), *bounds.last().unwrap(), "{}/{}", a, b);
            for k in 0..=steps.len() as u64 + 1 {
                let want = bounds.get(k as usize).map(|&bd| mediant(bd));
                assert_eq!(ancestor(k, (a, b)), want, "{} {}/{}", k, a, b);
            }
        }
    }
}

#[test]
fn approximations_every_small_case() {
    for n in 1..=12u64 {
        for x in 1..=30u64 {
            for y in 1..=30u64 {
                assert_eq!(
                    rational_approximation(n, x, y),
                    naive_approx(n, x, y),
                    "{} {} {}",
                    n,
                    x,
                    y
                );
            }
        }
    }
}

#[test]
fn large_values() {
    let big = 1_000_000_000;
    assert_eq!(encode_path(big, 1), [('R', big - 1)]);
    assert_eq!(decode_path(&[('R', big - 1)]), (big, 1));
    assert_eq!(decode_path(&[('L', big - 1)]), (1, big));
    assert_eq!(range(big, big - 1), ((1, 1), (big - 1, big - 2)));
    assert_eq!(ancestor(big, (1, big)), None);
    assert_eq!(ancestor(big - 1, (1, big)), Some((1, big)));
    assert_eq!(rational_approximation(big, big, 1), ((big, 1), (big, 1)));
    assert_eq!(rational_approximation(big, 1, big), ((1, big), (1, big)));
    assert_eq!(rational_approximation(1, big, big - 1), ((1, 1), (1, 0)));
}

proptest! {
    #[test]
    fn lca_is_the_common_prefix(x in coprime(), y in coprime()) {
        let (p, bp) = naive_walk(x.0, x.1);
        let (q, _) = naive_walk(y.0, y.1);
        let common = p.iter().zip(&q).take_while(|(s, t)| s == t).count();
        prop_assert_eq!(lca(x, y), mediant(bp[common]));
    }

    #[test]
    fn decode_inverts_encode(a in 1u64..1_000_000_000, b in 1u64..1_000_000_000) {
        let g = gcd(a, b);
        let (a, b) = (a / g, b / g);
        let path = encode_path(a, b);
        prop_assert!(path.windows(2).all(|w| w[0].0 != w[1].0));
        prop_assert!(path.iter().all(|&(_, k)| k >= 1));
        prop_assert_eq!(decode_path(&path), (a, b));
        let (l, r) = range(a, b);
        // l < a/b < r, and the node is their mediant with l.0 r.1 - l.1 r.0 = -1.
        prop_assert_eq!((l.0 + r.0, l.1 + r.1), (a, b));
        prop_assert_eq!(u128::from(r.0) * u128::from(l.1), u128::from(l.0) * u128::from(r.1) + 1);
    }

    #[test]
    fn approximations_agree_with_naive(n in 1u64..300, x in 1u64..100_000, y in 1u64..100_000) {
        prop_assert_eq!(rational_approximation(n, x, y), naive_approx(n, x, y));
    }
}
