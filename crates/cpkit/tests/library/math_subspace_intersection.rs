//! The intersection of two subspaces of GF(2)^b: against brute force over
//! every vector of a small space (the span of each list enumerated).

use cpkit::math::subspace_intersection::intersection;
use proptest::prelude::*;

/// Every vector of the span of `v` (bits < 2^b), as a membership table.
fn span(v: &[u32], b: u32) -> Vec<bool> {
    let mut seen = vec![false; 1 << b];
    seen[0] = true;
    for &x in v {
        for y in 0..1usize << b {
            if seen[y] {
                seen[y ^ x as usize] = true;
            }
        }
    }
    seen
}

proptest! {
    #[test]
    fn spans_the_intersection_with_an_independent_basis(
        b in 1u32..9,
        u in prop::collection::vec(any::<u32>(), 0..8),
        v in prop::collection::vec(any::<u32>(), 0..8),
    ) {
        let mask = (1u32 << b) - 1;
        let u: Vec<u32> = u.iter().map(|x| x & mask).collect();
        let v: Vec<u32> = v.iter().map(|x| x & mask).collect();
        let w = intersection(&u, &v);
        let (su, sv, sw) = (span(&u, b), span(&v, b), span(&w, b));
        for x in 0..1usize << b {
            prop_assert_eq!(sw[x], su[x] && sv[x], "vector {}", x);
        }
        // Independent: the span has 2^k vectors.
        prop_assert_eq!(sw.iter().filter(|&&s| s).count(), 1 << w.len());
    }

    #[test]
    fn full_width_vectors(u in prop::collection::vec(any::<u32>(), 0..40), v in prop::collection::vec(any::<u32>(), 0..40), common in prop::collection::vec(any::<u32>(), 0..6)) {
        // Planted common vectors are in the intersection's span.
        let mut u = u;
        let mut v = v;
        u.extend(&common);
        v.extend(&common);
        let w = intersection(&u, &v);
        let reduce = |basis: &[u32], mut x: u32| {
            let mut b: Vec<u32> = Vec::new();
            for &y in basis {
                let mut y = y;
                for &z in &b {
                    y = y.min(y ^ z);
                }
                if y != 0 {
                    b.push(y);
                    b.sort_unstable_by(|p, q| q.cmp(p));
                }
            }
            for &z in &b {
                x = x.min(x ^ z);
            }
            x
        };
        for &c in &common {
            prop_assert_eq!(reduce(&w, c), 0);
        }
        for &x in &w {
            prop_assert_eq!(reduce(&u, x), 0);
            prop_assert_eq!(reduce(&v, x), 0);
        }
    }
}
