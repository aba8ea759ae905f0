//! `static_rectangle_add_rectangle_sum` against a grid filled cell by cell:
//! rectangles of every shape on a small grid (empty, inverted and sticking
//! out of it included), over `i64` and a modint, and far coordinates whose
//! areas only a modint holds.

use cpkit::ds::static_rectangle_add_rectangle_sum::static_rectangle_add_rectangle_sum;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;
type Adds = Vec<(i64, i64, i64, i64, i64)>;
type Rects = Vec<(i64, i64, i64, i64)>;

/// The grid is `-2..side + 2` squared; cells outside stay zero.
fn naive(
    side: i64,
    adds: &[(i64, i64, i64, i64, i64)],
    rects: &[(i64, i64, i64, i64)],
) -> Vec<i64> {
    let lo = -2;
    let width = (side + 4) as usize;
    let mut grid = vec![vec![0i64; width]; width];
    for &(l, d, r, u, w) in adds {
        for x in l.max(lo)..r.min(side + 2) {
            for y in d.max(lo)..u.min(side + 2) {
                grid[(x - lo) as usize][(y - lo) as usize] += w;
            }
        }
    }
    rects
        .iter()
        .map(|&(l, d, r, u)| {
            let mut sum = 0;
            for x in l.max(lo)..r.min(side + 2) {
                for y in d.max(lo)..u.min(side + 2) {
                    sum += grid[(x - lo) as usize][(y - lo) as usize];
                }
            }
            sum
        })
        .collect()
}

fn case() -> impl Strategy<Value = (i64, Adds, Rects)> {
    (1i64..10).prop_flat_map(|side| {
        let c = -2..side + 2;
        (
            Just(side),
            prop::collection::vec(
                (c.clone(), c.clone(), c.clone(), c.clone(), -50i64..50),
                0..25,
            ),
            prop::collection::vec((c.clone(), c.clone(), c.clone(), c), 0..25),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn agrees_with_a_grid_filled_cell_by_cell((side, adds, rects) in case()) {
        let expected = naive(side, &adds, &rects);
        prop_assert_eq!(static_rectangle_add_rectangle_sum(&adds, &rects), expected.clone());
        let modular: Vec<_> = adds.iter().map(|&(l, d, r, u, w)| (l, d, r, u, Mint::new(w))).collect();
        prop_assert_eq!(
            static_rectangle_add_rectangle_sum(&modular, &rects),
            expected.into_iter().map(Mint::new).collect::<Vec<_>>()
        );
    }

    #[test]
    fn far_coordinates_scale_the_sums((side, adds, rects) in case(), k in 1i64..1_000_000) {
        // Every coordinate times k: each cell becomes k² cells of its value,
        // so each sum is k² times as large.
        let expected = naive(side, &adds, &rects);
        let modular: Vec<_> = adds
            .iter()
            .map(|&(l, d, r, u, w)| (l * k, d * k, r * k, u * k, Mint::new(w)))
            .collect();
        let far: Vec<_> = rects.iter().map(|&(l, d, r, u)| (l * k, d * k, r * k, u * k)).collect();
        let k2 = Mint::new(k) * Mint::new(k);
        prop_assert_eq!(
            static_rectangle_add_rectangle_sum(&modular, &far),
            expected.into_iter().map(|s| Mint::new(s) * k2).collect::<Vec<_>>()
        );
    }
}
