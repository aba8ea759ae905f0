//! The Aho–Corasick automaton of a set of patterns: their trie with suffix
//! links and a full transition table, built in O(total length × alphabet),
//! then any text scanned in O(1) a letter; verified by
//! `crates/cpkit/verify/aho-corasick`.

/// The trie of byte-string patterns (`&str`, `&[u8]`, `Vec<u8>`, ...) as an
/// automaton: after reading a text, its state is the node of the longest
/// suffix of the text that is a prefix of some pattern.
///
/// Node 0 is the empty string; the others are numbered in the order the
/// patterns are inserted, letter by letter (so a node is numbered by the
/// first pattern, then the first position, that reaches it). Each node has
/// its parent, its suffix link (the node of its longest proper suffix in
/// the trie) and a transition for every letter of the alphabet, the bytes
/// from the smallest to the largest in the patterns (others lead to the
/// root). O(n σ) time and memory for n nodes and σ letters, computed in
/// breadth-first order, each node's row copied from its suffix link's.
///
/// # Example
/// ```
/// use cpkit::string::aho_corasick::AhoCorasick;
///
/// let ac = AhoCorasick::new(&["he", "she", "his", "hers"]);
/// // Nodes: 0 "", 1 h, 2 he, 3 s, 4 sh, 5 she, 6 hi, 7 his, 8 her, 9 hers.
/// assert_eq!(ac.len(), 10);
/// assert_eq!(ac.pattern_node(1), 5);
/// assert_eq!(ac.parent(5), Some(4));
/// assert_eq!(ac.suffix_link(5), 2); // "she" -> "he"
/// assert_eq!(ac.suffix_link(7), 3); // "his" -> "s"
/// assert_eq!(ac.count("ushers"), vec![1, 1, 0, 1]);
/// ```
#[derive(Clone, Debug)]
pub struct AhoCorasick {
    /// The smallest byte of the alphabet and the alphabet's size.
    low: u8,
    sigma: usize,
    /// `next[v * sigma + c]`: the state after letter `low + c` from `v`.
    next: Vec<u32>,
    parent: Vec<u32>,
    link: Vec<u32>,
    /// The nodes in breadth-first order (by depth).
    order: Vec<u32>,
    ends: Vec<u32>,
}

impl AhoCorasick {
    /// The automaton of `patterns` (empty ones allowed: their node is the
    /// root); O(total length × alphabet).
    ///
    /// # Panics
    /// If the trie would have 2^32 nodes or more.
    pub fn new<S: AsRef<[u8]>>(patterns: &[S]) -> Self {
        let (mut low, mut high) = (u8::MAX, 0);
        let mut total = 0;
        for p in patterns {
            for &c in p.as_ref() {
                low = low.min(c);
                high = high.max(c);
            }
            total += p.as_ref().len();
        }
        assert!(
            total < u32::MAX as usize,
            "AhoCorasick::new: the patterns are too long"
        );
        let sigma = if low > high {
            1
        } else {
            usize::from(high - low) + 1
        };
        // The trie: a zero in `next` is no child (the root is no one's).
        let mut next = vec![0u32; sigma];
        let mut parent = vec![0u32];
        let mut ends = Vec::with_capacity(patterns.len());
        for p in patterns {
            let mut v = 0;
            for &c in p.as_ref() {
                let at = v * sigma + usize::from(c - low);
                if next[at] == 0 {
                    let w = parent.len();
                    next[at] = w as u32;
                    parent.push(v as u32);
                    next.resize(next.len() + sigma, 0);
                }
                v = next[at] as usize;
            }
            ends.push(v as u32);
        }
        let n = parent.len();
        let mut link = vec![0u32; n];
        let mut order = Vec::with_capacity(n);
        order.push(0u32);
        // A node's row is still its trie children when it is taken from
        // the queue; every missing one becomes its suffix link's transition,
        // whose row is complete (it is shallower).
        let mut head = 0;
        while head < order.len() {
            let v = order[head] as usize;
            head += 1;
            let l = link[v] as usize;
            for c in 0..sigma {
                let w = next[v * sigma + c];
                if w != 0 {
                    link[w as usize] = if v == 0 { 0 } else { next[l * sigma + c] };
                    order.push(w);
                } else if v != 0 {
                    next[v * sigma + c] = next[l * sigma + c];
                }
            }
        }
        AhoCorasick {
            low,
            sigma,
            next,
            parent,
            link,
            order,
            ends,
        }
    }

    /// The number of nodes, the root included.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Always false: there is a root.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The node of pattern `i` (the root for an empty pattern).
    pub fn pattern_node(&self, i: usize) -> usize {
        self.ends[i] as usize
    }

    /// The node `v` with its last letter removed; `None` for the root.
    pub fn parent(&self, v: usize) -> Option<usize> {
        if v == 0 {
            None
        } else {
            Some(self.parent[v] as usize)
        }
    }

    /// The node of the longest proper suffix of `v`'s string that is in
    /// the trie (the root for the root).
    pub fn suffix_link(&self, v: usize) -> usize {
        self.link[v] as usize
    }

    /// The state after reading byte `c` in state `v`; O(1).
    pub fn next(&self, v: usize, c: u8) -> usize {
        let c = c.wrapping_sub(self.low) as usize;
        if c < self.sigma {
            self.next[v * self.sigma + c] as usize
        } else {
            0
        }
    }

    /// The nodes in breadth-first order: every node after its parent and
    /// after its suffix link.
    pub fn bfs_order(&self) -> impl Iterator<Item = usize> + '_ {
        self.order.iter().map(|&v| v as usize)
    }

    /// How many times each pattern occurs in `text` (overlaps counted; an
    /// empty pattern, |text| + 1 times); O(|text| + nodes + patterns).
    ///
    /// # Example
    /// ```
    /// use cpkit::string::aho_corasick::AhoCorasick;
    ///
    /// let ac = AhoCorasick::new(&["aa", "a", "b"]);
    /// assert_eq!(ac.count("aaab"), vec![2, 3, 1]);
    /// ```
    pub fn count<S: AsRef<[u8]>>(&self, text: S) -> Vec<usize> {
        let mut hits = vec![0usize; self.len()];
        // The empty string also ends before the first letter.
        hits[0] = 1;
        let mut v = 0;
        for &c in text.as_ref() {
            v = self.next(v, c);
            hits[v] += 1;
        }
        // A node's hits are also its suffix links' (deepest first).
        for &v in self.order.iter().rev() {
            let v = v as usize;
            if v != 0 {
                hits[self.link[v] as usize] += hits[v];
            }
        }
        self.ends.iter().map(|&v| hits[v as usize]).collect()
    }
}
