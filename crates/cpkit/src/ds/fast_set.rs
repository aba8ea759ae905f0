//! A 64-ary fast set over `0..n`: a bitset with a summary bitset per level
//! (a bit set above for each non-zero word below), so `insert`, `remove`,
//! and the successor and predecessor of any key take O(log₆₄ n) word
//! operations (4 levels for 10⁷); n + n/63 bits. Verified on Library
//! Checker's `predecessor_problem`.

/// A set of integers below `n`.
///
/// ```
/// use cpkit::ds::fast_set::FastSet;
/// let mut s = FastSet::new(1000);
/// s.insert(3);
/// s.insert(700);
/// assert_eq!(s.next(4), Some(700)); // least key >= 4
/// assert_eq!(s.prev(699), Some(3)); // greatest key <= 699
/// assert_eq!(s.next(701), None);
/// s.remove(3);
/// assert_eq!(s.prev(699), None);
/// assert!(s.contains(700) && !s.contains(3));
/// ```
#[derive(Clone, Debug)]
pub struct FastSet {
    n: usize,
    /// `levels[0]` holds the keys; bit `i` of `levels[d + 1]` is set when
    /// word `i` of `levels[d]` is not zero. The last level is one word.
    levels: Vec<Vec<u64>>,
}

impl FastSet {
    /// The empty set of keys below `n`. O(n / 64).
    pub fn new(n: usize) -> Self {
        FastSet::from_fn(n, |_| false)
    }

    /// The set of the `i < n` with `f(i)`, built in O(n) (no inserts).
    ///
    /// ```
    /// use cpkit::ds::fast_set::FastSet;
    /// let s = FastSet::from_fn(10, |i| i % 4 == 1);
    /// assert_eq!(s.next(2), Some(5));
    /// assert_eq!(s.prev(8), Some(5));
    /// ```
    pub fn from_fn<F: FnMut(usize) -> bool>(n: usize, mut f: F) -> Self {
        // One word at least, so that every level has a word to look at.
        let mut bottom = vec![0u64; ((n + 63) / 64).max(1)];
        for i in 0..n {
            if f(i) {
                bottom[i / 64] |= 1 << (i % 64);
            }
        }
        let mut levels = vec![bottom];
        while levels.last().unwrap().len() > 1 {
            let below = levels.last().unwrap();
            let mut above = vec![0u64; (below.len() + 63) / 64];
            for (i, &word) in below.iter().enumerate() {
                if word != 0 {
                    above[i / 64] |= 1 << (i % 64);
                }
            }
            levels.push(above);
        }
        FastSet { n, levels }
    }

    /// The key space's size `n` (not the number of keys).
    ///
    /// ```
    /// use cpkit::ds::fast_set::FastSet;
    /// assert_eq!(FastSet::new(70).len(), 70);
    /// ```
    #[inline]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether the key space is empty (`n = 0`).
    ///
    /// ```
    /// use cpkit::ds::fast_set::FastSet;
    /// assert!(FastSet::new(0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Whether `i` is in the set (false for `i >= n`). O(1).
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        i < self.n && self.levels[0][i / 64] >> (i % 64) & 1 == 1
    }

    /// Adds `i` (`i < n`); nothing if it is there. O(log₆₄ n).
    #[inline]
    pub fn insert(&mut self, i: usize) {
        assert!(i < self.n, "key {} of a FastSet below {}", i, self.n);
        let mut i = i;
        for level in self.levels.iter_mut() {
            let word = &mut level[i / 64];
            let was_empty = *word == 0;
            *word |= 1 << (i % 64);
            // A word that had a bit already is marked in every level above.
            if !was_empty {
                break;
            }
            i /= 64;
        }
    }

    /// Removes `i` (`i < n`); nothing if it is not there. O(log₆₄ n).
    #[inline]
    pub fn remove(&mut self, i: usize) {
        assert!(i < self.n, "key {} of a FastSet below {}", i, self.n);
        let mut i = i;
        for level in self.levels.iter_mut() {
            let word = &mut level[i / 64];
            *word &= !(1 << (i % 64));
            // The level above changes only when this word empties.
            if *word != 0 {
                break;
            }
            i /= 64;
        }
    }

    /// The least key at least `i`, if any. O(log₆₄ n).
    pub fn next(&self, i: usize) -> Option<usize> {
        if i >= self.n {
            return None;
        }
        let mut i = i;
        for (d, level) in self.levels.iter().enumerate() {
            let w = i / 64;
            if w >= level.len() {
                return None;
            }
            let word = level[w] >> (i % 64);
            if word == 0 {
                // Nothing from i to the end of this word: on from the next
                // word, one level up.
                i = w + 1;
                continue;
            }
            i += word.trailing_zeros() as usize;
            for below in self.levels[..d].iter().rev() {
                i = i * 64 + below[i].trailing_zeros() as usize;
            }
            return Some(i);
        }
        None
    }

    /// The greatest key at most `i` (any `i`, even `n` or more), if any.
    /// O(log₆₄ n).
    pub fn prev(&self, i: usize) -> Option<usize> {
        if self.n == 0 {
            return None;
        }
        let mut i = i.min(self.n - 1);
        for (d, level) in self.levels.iter().enumerate() {
            let w = i / 64;
            // The bits up to i, moved to the top of the word.
            let word = level[w] << (63 - i % 64);
            if word == 0 {
                if w == 0 {
                    return None;
                }
                i = w - 1;
                continue;
            }
            i -= word.leading_zeros() as usize;
            for below in self.levels[..d].iter().rev() {
                i = i * 64 + 63 - below[i].leading_zeros() as usize;
            }
            return Some(i);
        }
        None
    }
}
