//! Range frequency, offline: how often a value occurs in a range of a
//! sequence, with point updates announced up front; every value's sorted
//! positions, and a Fenwick tree over them when there are updates, so a
//! count or an update takes O(log n), the build O((n + u) log(n + u)).
//! Verified by `crates/cpkit/verify/static-range-frequency` and
//! `crates/cpkit/verify/point-set-range-frequency`.

use super::segtree::bounds;
use std::ops::RangeBounds;

/// A sequence of `T` that counts the occurrences of any value in any
/// range. Offline: `new` is told every `(position, value)` that `set` will
/// later write, so that each value's possible positions are known.
///
/// ```
/// use cpkit::ds::range_frequency::RangeFrequency;
/// let a = [5u32, 1, 5, 5, 2];
/// let fixed = RangeFrequency::new(&a, &[]);
/// assert_eq!(fixed.count(1..4, &5), 2);
/// assert_eq!(fixed.count(.., &7), 0);
///
/// let mut seq = RangeFrequency::new(&a, &[(1, 5), (3, 2)]); // the sets to come
/// seq.set(1, 5); // 5 5 5 5 2
/// assert_eq!(seq.count(..4, &5), 4);
/// seq.set(3, 2); // 5 5 5 2 2
/// assert_eq!((seq.count(.., &5), seq.count(2.., &2)), (3, 2));
/// ```
#[derive(Clone, Debug)]
pub struct RangeFrequency<T: Ord + Clone> {
    /// The distinct values, sorted.
    keys: Vec<T>,
    /// Value g's positions are `pos[start[g]..start[g + 1]]`, sorted.
    start: Vec<usize>,
    pos: Vec<u32>,
    /// Each value's Fenwick tree of 0/1 (occupied now) over its positions,
    /// laid out as `pos`; empty without updates, every position occupied.
    tree: Vec<u32>,
    /// The index in `keys` of each position's value now.
    current: Vec<u32>,
}

impl<T: Ord + Clone> RangeFrequency<T> {
    /// The sequence `a`, to be changed only by `set(k, v)` for `(k, v)` in
    /// `updates` (in any order, any number of times).
    /// O((n + u) log(n + u)).
    pub fn new(a: &[T], updates: &[(usize, T)]) -> Self {
        let n = a.len();
        let mut pairs: Vec<(T, u32)> = Vec::with_capacity(n + updates.len());
        pairs.extend(a.iter().cloned().zip(0..n as u32));
        for (k, v) in updates {
            assert!(*k < n, "an update at {} of {} positions", k, n);
            pairs.push((v.clone(), *k as u32));
        }
        pairs.sort_unstable();
        pairs.dedup();
        let mut keys = Vec::new();
        let mut start = Vec::new();
        let mut pos = Vec::with_capacity(pairs.len());
        for (i, (v, p)) in pairs.into_iter().enumerate() {
            if keys.last() != Some(&v) {
                keys.push(v);
                start.push(i);
            }
            pos.push(p);
        }
        start.push(pos.len());
        let mut t = RangeFrequency {
            keys,
            start,
            pos,
            tree: Vec::new(),
            current: Vec::with_capacity(n),
        };
        for x in a {
            let g = t.group(x).expect("every value of a is a key");
            t.current.push(g as u32);
        }
        if !updates.is_empty() {
            t.tree = vec![0; t.pos.len()];
            for (k, &g) in t.current.iter().enumerate() {
                let (s, e) = (t.start[g as usize], t.start[g as usize + 1]);
                let i = t.pos[s..e].partition_point(|&p| (p as usize) < k);
                t.tree[s + i] = 1;
            }
            // Each value's tree built in place, in linear time.
            for g in 0..t.keys.len() {
                let (s, e) = (t.start[g], t.start[g + 1]);
                for i in 1..=e - s {
                    let j = i + (i & i.wrapping_neg());
                    if j <= e - s {
                        t.tree[s + j - 1] += t.tree[s + i - 1];
                    }
                }
            }
        }
        t
    }

    /// How many positions there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.current.len()
    }

    /// Whether there are none.
    ///
    /// ```
    /// use cpkit::ds::range_frequency::RangeFrequency;
    /// assert!(RangeFrequency::<u8>::new(&[], &[]).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.current.is_empty()
    }

    /// The index of `x` among the keys.
    #[inline]
    fn group(&self, x: &T) -> Option<usize> {
        self.keys.binary_search(x).ok()
    }

    /// How many of value g's occupied positions are among its first `i`.
    #[inline]
    fn prefix(&self, g: usize, mut i: usize) -> usize {
        if self.tree.is_empty() {
            return i;
        }
        let s = self.start[g];
        let mut count = 0;
        while i > 0 {
            count += self.tree[s + i - 1] as usize;
            i &= i - 1;
        }
        count
    }

    /// Adds 1 or takes 1 from value g's count at position k.
    fn add(&mut self, g: usize, k: usize, up: bool) {
        let (s, e) = (self.start[g], self.start[g + 1]);
        let mut i = self.pos[s..e].partition_point(|&p| (p as usize) < k) + 1;
        while i <= e - s {
            if up {
                self.tree[s + i - 1] += 1;
            } else {
                self.tree[s + i - 1] -= 1;
            }
            i += i & i.wrapping_neg();
        }
    }

    /// How many times `x` occurs in `range`. O(log n).
    pub fn count<R: RangeBounds<usize>>(&self, range: R, x: &T) -> usize {
        let (l, r) = bounds(range, self.len());
        let g = match self.group(x) {
            Some(g) => g,
            None => return 0,
        };
        let positions = &self.pos[self.start[g]..self.start[g + 1]];
        let lo = positions.partition_point(|&p| (p as usize) < l);
        let hi = positions.partition_point(|&p| (p as usize) < r);
        self.prefix(g, hi) - self.prefix(g, lo)
    }

    /// The value at position `k`. O(1).
    pub fn get(&self, k: usize) -> &T {
        &self.keys[self.current[k] as usize]
    }

    /// Sets position `k` to `v`, one of the updates given to `new`.
    /// O(log n).
    pub fn set(&mut self, k: usize, v: T) {
        let g = self.group(&v);
        let g = match g {
            Some(g) if !self.tree.is_empty() => g,
            _ => panic!("set at {}: a value not announced to new", k),
        };
        let old = self.current[k] as usize;
        if old == g {
            return;
        }
        let (s, e) = (self.start[g], self.start[g + 1]);
        assert!(
            self.pos[s..e].binary_search(&(k as u32)).is_ok(),
            "set at {}: a position not announced with that value to new",
            k
        );
        self.add(old, k, false);
        self.add(g, k, true);
        self.current[k] = g as u32;
    }
}
