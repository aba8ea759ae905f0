//! A binary trie: a multiset of `B`-bit integers kept by their bits from
//! the highest down, so `insert`, `remove`, `count` and the least or
//! greatest `x ^ y` over the set take O(B) steps each; at most B nodes per
//! insertion. Verified by `crates/cpkit/verify/set-xor-min`.

/// A multiset of integers below `2^bits` (`bits <= 64`).
///
/// # Example
///
/// ```
/// use cpkit::ds::binary_trie::BinaryTrie;
/// let mut t = BinaryTrie::new(30);
/// t.insert(6); // 110
/// t.insert(9); // 1001
/// t.insert(9);
/// assert_eq!(t.len(), 3);
/// assert_eq!(t.count(9), 2);
/// assert_eq!(t.xor_min(7), Some(1)); // 7 ^ 6
/// assert_eq!(t.xor_max(7), Some(14)); // 7 ^ 9
/// assert!(t.remove(6));
/// assert!(!t.remove(6));
/// assert_eq!(t.xor_min(7), Some(14));
/// assert_eq!(t.min(), Some(9));
/// ```
#[derive(Clone, Debug)]
pub struct BinaryTrie {
    bits: u32,
    /// Per node: its two children (0 for none: the root is never a child)
    /// and how many elements lie below it. Node 0 is the root.
    nodes: Vec<[u32; 3]>,
}

impl BinaryTrie {
    /// The empty multiset of `bits`-bit integers.
    pub fn new(bits: u32) -> Self {
        assert!(bits <= 64, "a binary trie of {} bits", bits);
        BinaryTrie {
            bits,
            nodes: vec![[0; 3]],
        }
    }

    /// How many elements there are, each copy counted.
    #[inline]
    pub fn len(&self) -> usize {
        self.nodes[0][2] as usize
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    #[inline]
    fn bit(&self, x: u64, level: u32) -> usize {
        (x >> (self.bits - 1 - level) & 1) as usize
    }

    /// Adds one copy of `x` (`x < 2^bits`). O(bits).
    pub fn insert(&mut self, x: u64) {
        assert!(
            self.bits == 64 || x >> self.bits == 0,
            "{} has more than {} bits",
            x,
            self.bits
        );
        let mut v = 0;
        self.nodes[0][2] += 1;
        for level in 0..self.bits {
            let b = self.bit(x, level);
            let mut next = self.nodes[v][b] as usize;
            if next == 0 {
                next = self.nodes.len();
                self.nodes[v][b] = next as u32;
                self.nodes.push([0; 3]);
            }
            v = next;
            self.nodes[v][2] += 1;
        }
    }

    /// The node of `x`'s leaf, if a copy of it is there.
    fn find(&self, x: u64) -> Option<usize> {
        if self.bits < 64 && x >> self.bits != 0 {
            return None;
        }
        let mut v = 0;
        for level in 0..self.bits {
            v = self.nodes[v][self.bit(x, level)] as usize;
            if v == 0 || self.nodes[v][2] == 0 {
                return None;
            }
        }
        Some(v)
    }

    /// How many copies of `x` there are. O(bits).
    pub fn count(&self, x: u64) -> usize {
        self.find(x).map_or(0, |v| self.nodes[v][2] as usize)
    }

    /// Whether `x` is there.
    pub fn contains(&self, x: u64) -> bool {
        self.find(x).is_some()
    }

    /// Removes one copy of `x`; false if there was none. O(bits).
    pub fn remove(&mut self, x: u64) -> bool {
        if self.find(x).is_none() {
            return false;
        }
        let mut v = 0;
        self.nodes[0][2] -= 1;
        for level in 0..self.bits {
            v = self.nodes[v][self.bit(x, level)] as usize;
            self.nodes[v][2] -= 1;
        }
        true
    }

    /// The least `x ^ y` over the elements `y`; `None` when empty. O(bits).
    pub fn xor_min(&self, x: u64) -> Option<u64> {
        if self.is_empty() {
            return None;
        }
        let mut v = 0;
        let mut result = 0;
        for level in 0..self.bits {
            let b = self.bit(x, level);
            let same = self.nodes[v][b] as usize;
            result <<= 1;
            if same != 0 && self.nodes[same][2] > 0 {
                v = same;
            } else {
                v = self.nodes[v][b ^ 1] as usize;
                result |= 1;
            }
        }
        Some(result)
    }

    /// The greatest `x ^ y` over the elements `y`; `None` when empty.
    /// O(bits).
    pub fn xor_max(&self, x: u64) -> Option<u64> {
        let mask = if self.bits == 64 {
            u64::MAX
        } else {
            (1 << self.bits) - 1
        };
        self.xor_min(!x & mask).map(|m| !m & mask)
    }

    /// The least element; `None` when empty.
    pub fn min(&self) -> Option<u64> {
        self.xor_min(0)
    }

    /// The greatest element; `None` when empty.
    pub fn max(&self) -> Option<u64> {
        self.xor_max(0)
    }
}
