//! Range frequency, offline: how often a value occurs in a range of a
//! sequence, with point updates announced up front; every value's sorted
//! positions, and a Fenwick tree over them when there are updates, so a
//! count or an update takes O(log n), the build O((n + u) log(n + u)).
//! Verified by `crates/cpkit/verify/static-range-frequency`,
//! `crates/cpkit/verify/point-set-range-frequency` and (counting by key)
//! `crates/cpkit/verify/majority-voting`.

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
        assert!(n < 1 << 31, "a range frequency of {} positions", n);
        // (value, 2 position + 1 if it is the position's value now): one
        // sort orders the keys, every key's positions and the current ones.
        let mut pairs: Vec<(T, u32)> = Vec::with_capacity(n + updates.len());
        pairs.extend(a.iter().cloned().zip((0..n as u32).map(|p| 2 * p + 1)));
        for (k, v) in updates {
            assert!(*k < n, "an update at {} of {} positions", k, n);
            pairs.push((v.clone(), 2 * *k as u32));
        }
        pairs.sort_unstable();
        let mut keys: Vec<T> = Vec::new();
        let mut start = Vec::new();
        let mut pos = Vec::with_capacity(pairs.len());
        let mut current = vec![0; n];
        let mut occupied = Vec::with_capacity(pairs.len());
        for (v, p) in pairs {
            if keys.last() != Some(&v) {
                keys.push(v);
                start.push(pos.len());
            } else if pos.last() == Some(&(p >> 1)) {
                // The same pair again; an update to the current value
                // sorts just before it.
                *occupied.last_mut().unwrap() |= p & 1;
                if p & 1 == 1 {
                    current[(p >> 1) as usize] = keys.len() as u32 - 1;
                }
                continue;
            }
            pos.push(p >> 1);
            occupied.push(p & 1);
            if p & 1 == 1 {
                current[(p >> 1) as usize] = keys.len() as u32 - 1;
            }
        }
        start.push(pos.len());
        let mut tree = Vec::new();
        if !updates.is_empty() {
            tree = occupied;
            // Each value's tree built in place, in linear time.
            for g in 0..keys.len() {
                let (s, e) = (start[g], start[g + 1]);
                for i in 1..=e - s {
                    let j = i + (i & i.wrapping_neg());
                    if j <= e - s {
                        tree[s + j - 1] += tree[s + i - 1];
                    }
                }
            }
        }
        RangeFrequency {
            keys,
            start,
            pos,
            tree,
            current,
        }
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

    /// Where position k is among value g's positions, if it is one.
    #[inline]
    fn slot(&self, g: usize, k: usize) -> Option<usize> {
        let positions = &self.pos[self.start[g]..self.start[g + 1]];
        let i = positions.partition_point(|&p| (p as usize) < k);
        if positions.get(i) == Some(&(k as u32)) {
            Some(i)
        } else {
            None
        }
    }

    /// Adds 1 or takes 1 from value g's count at its `i`-th position.
    fn add(&mut self, g: usize, i: usize, up: bool) {
        let (s, e) = (self.start[g], self.start[g + 1]);
        let tree = &mut self.tree[s..e];
        let mut i = i + 1;
        while i <= tree.len() {
            if up {
                tree[i - 1] += 1;
            } else {
                tree[i - 1] -= 1;
            }
            i += i & i.wrapping_neg();
        }
    }

    /// How many times `x` occurs in `range`. O(log n).
    pub fn count<R: RangeBounds<usize>>(&self, range: R, x: &T) -> usize {
        match self.group(x) {
            Some(g) => self.count_key(range, g),
            None => {
                bounds(range, self.len());
                0
            }
        }
    }

    /// Every value of the sequence and of the updates, sorted and without
    /// repeats: the keys that [`key`](Self::key) numbers.
    ///
    /// ```
    /// use cpkit::ds::range_frequency::RangeFrequency;
    /// let mut seq = RangeFrequency::new(&['b', 'a', 'b'], &[(0, 'c')]);
    /// assert_eq!(seq.keys(), &['a', 'b', 'c']);
    /// assert_eq!((seq.key(0), seq.key(1)), (1, 0));
    /// seq.set(0, 'c');
    /// assert_eq!(seq.key(0), 2);
    /// assert_eq!(seq.count_key(.., 1), 1); // one 'b' left
    /// ```
    #[inline]
    pub fn keys(&self) -> &[T] {
        &self.keys
    }

    /// The index in [`keys`](Self::keys) of the value at position `k`.
    /// O(1).
    #[inline]
    pub fn key(&self, k: usize) -> usize {
        self.current[k] as usize
    }

    /// How many times `keys()[g]` occurs in `range`. O(log n).
    pub fn count_key<R: RangeBounds<usize>>(&self, range: R, g: usize) -> usize {
        let (l, r) = bounds(range, self.len());
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
        let i = self.slot(g, k).unwrap_or_else(|| {
            panic!(
                "set at {}: a position not announced with that value to new",
                k
            )
        });
        let was = self.slot(old, k).expect("the current value's position");
        self.add(old, was, false);
        self.add(g, i, true);
        self.current[k] = g as u32;
    }
}
