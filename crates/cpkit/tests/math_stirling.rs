//! Stirling numbers of the second kind against the recurrence
//! S(n, k) = k S(n - 1, k) + S(n - 1, k - 1).

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::stirling::stirling_second;

#[test]
fn every_row_up_to_300_agrees_with_the_recurrence() {
    let mut row = vec![Mint::new(1)];
    for n in 0..=300usize {
        assert_eq!(stirling_second::<998_244_353>(n), row, "row {}", n);
        let mut next = vec![Mint::new(0); n + 2];
        for k in 1..=n + 1 {
            next[k] = row
                .get(k)
                .map_or(Mint::new(0), |&s| s * Mint::new(k as u64))
                + row[k - 1];
        }
        row = next;
    }
}
