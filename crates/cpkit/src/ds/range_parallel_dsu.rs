//! A union-find that joins two ranges element by element (`a + i` with
//! `b + i` for every `i < k`) in one call: a [`Dsu`] per power of two 2^j,
//! whose groups are the ranges of length 2^j known to be joined element by
//! element, so all calls together cost O(n log n α(n)) plus O(α(n)) each.
//! Verified by `crates/cpkit/verify/range-parallel-unionfind`.

use super::dsu::Dsu;

/// A partition of `0..n`, starting from singletons, with range-parallel
/// merges. A join of level j > 0 that is new passes to the two halves one
/// level down; each level makes fewer than n new joins, so at most
/// 2 n log₂ n joins are tried in all.
///
/// # Example
///
/// ```
/// use cpkit::ds::range_parallel_dsu::RangeParallelDsu;
/// let mut dsu = RangeParallelDsu::new(8);
/// let mut joins = Vec::new();
/// // 0-4, 1-5, 2-6: three new joins.
/// dsu.merge_ranges(0, 4, 3, |leader, other| joins.push((leader, other)));
/// assert_eq!(joins.len(), 3);
/// assert!(dsu.same(2, 6) && !dsu.same(3, 7));
/// // 4-5, 5-6, 6-7: each joins two groups.
/// joins.clear();
/// dsu.merge_ranges(4, 5, 3, |leader, other| joins.push((leader, other)));
/// assert_eq!(joins.len(), 3);
/// assert!(dsu.same(0, 7) && !dsu.same(0, 3));
/// assert_eq!(dsu.size(1), 7);
/// ```
#[derive(Clone, Debug)]
pub struct RangeParallelDsu {
    /// `levels[j]` over the starts `0..=n - 2^j`: `a` and `b` together
    /// means `a + i` and `b + i` are in one group for every `i < 2^j`.
    /// `levels[0]` is the partition itself.
    levels: Vec<Dsu>,
    /// The pending joins `(level, a, b)`, kept to reuse the allocation.
    stack: Vec<(u32, u32, u32)>,
}

impl RangeParallelDsu {
    /// `n` singletons (`n < 2^31`). O(n log n).
    pub fn new(n: usize) -> Self {
        let mut levels = vec![Dsu::new(n)];
        while 2 << (levels.len() - 1) <= n {
            let len = 1 << levels.len();
            levels.push(Dsu::new(n + 1 - len));
        }
        RangeParallelDsu {
            levels,
            stack: Vec::new(),
        }
    }

    /// How many elements there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.levels[0].len()
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Joins `a + i` with `b + i` for every `i < k` (both ranges within
    /// `0..n`), calling `joined(leader, other)` for each join of two
    /// different groups, after it: `other` was a leader and `leader` leads
    /// the union; all calls together make at most n - 1 such joins.
    /// O(α(n)) plus, amortised, O(log n α(n)) per join made at any level.
    pub fn merge_ranges<F: FnMut(usize, usize)>(
        &mut self,
        a: usize,
        b: usize,
        k: usize,
        mut joined: F,
    ) {
        let n = self.len();
        assert!(
            a + k <= n && b + k <= n,
            "ranges {}..{} and {}..{} not within 0..{}",
            a,
            a + k,
            b,
            b + k,
            n
        );
        if k == 0 || a == b {
            return;
        }
        let j = (usize::BITS - 1 - k.leading_zeros()) as usize;
        let rest = k - (1 << j);
        self.stack.push((j as u32, a as u32, b as u32));
        if rest > 0 {
            self.stack
                .push((j as u32, (a + rest) as u32, (b + rest) as u32));
        }
        while let Some((j, a, b)) = self.stack.pop() {
            let (j, a, b) = (j as usize, a as usize, b as usize);
            let dsu = &mut self.levels[j];
            let (x, y) = (dsu.leader(a), dsu.leader(b));
            if x == y {
                continue;
            }
            let leader = dsu.merge(x, y);
            if j == 0 {
                joined(leader, x ^ y ^ leader);
            } else {
                // The leaders stand for a and b: their ranges are already
                // joined element by element, at every level below too.
                let half = 1 << (j - 1);
                let j = j as u32 - 1;
                self.stack.push((j, x as u32, y as u32));
                self.stack.push((j, (x + half) as u32, (y + half) as u32));
            }
        }
    }

    /// Joins the groups of `a` and `b`; `merge_ranges(a, b, 1, ..)`.
    pub fn merge(&mut self, a: usize, b: usize) -> usize {
        self.levels[0].merge(a, b)
    }

    /// The leader of `a`'s group.
    #[inline]
    pub fn leader(&mut self, a: usize) -> usize {
        self.levels[0].leader(a)
    }

    /// Whether `a` and `b` are in one group.
    #[inline]
    pub fn same(&mut self, a: usize, b: usize) -> bool {
        self.levels[0].same(a, b)
    }

    /// How many elements `a`'s group has.
    #[inline]
    pub fn size(&mut self, a: usize) -> usize {
        self.levels[0].size(a)
    }
}
