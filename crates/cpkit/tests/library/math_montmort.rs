//! The Montmort numbers agree with derangements counted one permutation at
//! a time for small sizes, and with the exact numbers (in u128, by the
//! other recurrence) reduced modulo any m.

use cpkit::math::montmort::montmort;
use proptest::prelude::*;

/// The permutations of 0..k with no fixed point, by enumeration.
fn count_derangements(k: usize) -> u64 {
    fn go(i: usize, k: usize, used: &mut Vec<bool>) -> u64 {
        if i == k {
            return 1;
        }
        let mut total = 0;
        for v in 0..k {
            if v != i && !used[v] {
                used[v] = true;
                total += go(i + 1, k, used);
                used[v] = false;
            }
        }
        total
    }
    go(0, k, &mut vec![false; k])
}

/// !0..=!n exactly, by !k = (k - 1)(!(k - 1) + !(k - 2)); fits u128 to n = 34.
fn exact(n: usize) -> Vec<u128> {
    let mut a = vec![1u128, 0];
    for k in 2..=n {
        let next = (k as u128 - 1) * (a[k - 1] + a[k - 2]);
        a.push(next);
    }
    a.truncate(n + 1);
    a
}

#[test]
fn by_enumeration() {
    let row = montmort(9, u32::MAX);
    for (k, &x) in row.iter().enumerate() {
        assert_eq!(u64::from(x), count_derangements(k), "k {}", k);
    }
}

proptest! {
    #[test]
    fn agrees_with_exact(n in 0usize..=34, m in 1u32..=u32::MAX) {
        let want: Vec<u32> = exact(n).iter().map(|&x| (x % u128::from(m)) as u32).collect();
        prop_assert_eq!(montmort(n, m), want);
    }

    #[test]
    fn long_rows_by_the_other_recurrence(n in 0usize..2000, m in 1u32..=1_000_000_000) {
        let a = montmort(n, m);
        prop_assert_eq!(a.len(), n + 1);
        let m64 = u64::from(m);
        for k in 2..=n {
            let want = (k as u64 - 1) % m64 * ((u64::from(a[k - 1]) + u64::from(a[k - 2])) % m64) % m64;
            prop_assert_eq!(u64::from(a[k]), want);
        }
    }
}
