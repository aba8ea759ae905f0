//! The eertree (palindromic tree) of a string: one node for each distinct
//! palindromic substring, with its parent and suffix link, built in
//! O(n σ) by adding letters one at a time; verified by
//! `crates/cpkit/verify/eertree`.

/// The eertree of a byte string (a `&str`, `&[u8]`, `&Vec<u8>`, ...).
///
/// Nodes 0 and 1 are the two roots: 0 the "odd" one, of length -1, and 1
/// the "even" one, the empty string. Nodes from 2 are the distinct
/// non-empty palindromic substrings, numbered in the order of the first
/// position where each ends (at most one new palindrome ends at each
/// position). A node's parent is the palindrome without its first and
/// last letters (the odd root for one letter, the even root for two);
/// its suffix link is its longest proper palindromic suffix (the even
/// root when there is none, the odd one for the even root). Building
/// takes O(n) steps along suffix links and O(n σ) memory for a table of
/// children over the bytes from the smallest to the largest in the string.
///
/// # Example
/// ```
/// use cpkit::string::eertree::Eertree;
///
/// let t = Eertree::new("abaaba");
/// // a, b, aba, aa, baab, abaaba
/// assert_eq!(t.len(), 2 + 6);
/// assert_eq!(t.length(4), 3); // aba, the third palindrome to appear
/// assert_eq!(t.parent(4), Some(3)); // b
/// assert_eq!(t.suffix_link(4), 2); // a
/// assert_eq!(t.longest_suffix(5), 7); // abaaba ends at 5
/// assert_eq!(t.occurrences()[2], 4); // a
/// ```
#[derive(Clone, Debug)]
pub struct Eertree {
    low: u8,
    sigma: usize,
    /// `next[v * sigma + c]`: the node `c v c`, or 0 for none.
    next: Vec<u32>,
    link: Vec<u32>,
    parent: Vec<u32>,
    length: Vec<i32>,
    /// The node of the longest palindrome ending at each position.
    suffix: Vec<u32>,
}

const ODD: u32 = 0;
const EVEN: u32 = 1;

impl Eertree {
    /// The eertree of `s`; O(n σ).
    ///
    /// # Panics
    /// If `s` has 2^31 - 3 letters or more.
    pub fn new<S: AsRef<[u8]>>(s: S) -> Self {
        let s = s.as_ref();
        let n = s.len();
        assert!(
            n < i32::MAX as usize - 2,
            "Eertree::new: the string is too long"
        );
        let low = s.iter().copied().min().unwrap_or(0);
        let high = s.iter().copied().max().unwrap_or(0);
        let sigma = usize::from(high - low) + 1;
        let mut next = vec![0u32; (n + 2) * sigma];
        let mut link = Vec::with_capacity(n + 2);
        let mut parent = Vec::with_capacity(n + 2);
        let mut length = Vec::with_capacity(n + 2);
        link.extend_from_slice(&[ODD, ODD]);
        parent.extend_from_slice(&[ODD, ODD]);
        length.extend_from_slice(&[-1, 0]);
        let mut suffix = Vec::with_capacity(n);
        // The first node x along the suffix links from `v` whose palindrome
        // has letter c just before it at position i: c x c ends at i.
        let extend = |length: &[i32], link: &[u32], mut v: u32, i: usize, c: u8| loop {
            let before = i as i64 - i64::from(length[v as usize]) - 1;
            if before >= 0 && s[before as usize] == c {
                return v;
            }
            v = link[v as usize];
        };
        let mut last = EVEN;
        for (i, &c) in s.iter().enumerate() {
            let x = extend(&length, &link, last, i, c);
            let at = x as usize * sigma + usize::from(c - low);
            if next[at] == 0 {
                let w = length.len() as u32;
                let l = length[x as usize] + 2;
                let to = if l == 1 {
                    EVEN
                } else {
                    let y = extend(&length, &link, link[x as usize], i, c);
                    next[y as usize * sigma + usize::from(c - low)]
                };
                length.push(l);
                link.push(to);
                parent.push(x);
                next[at] = w;
            }
            last = next[at];
            suffix.push(last);
        }
        next.truncate(length.len() * sigma);
        Eertree {
            low,
            sigma,
            next,
            link,
            parent,
            length,
            suffix,
        }
    }

    /// The number of nodes, the two roots included.
    pub fn len(&self) -> usize {
        self.length.len()
    }

    /// Always false: there are the two roots.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The length of node `v`'s palindrome: -1 for the odd root.
    pub fn length(&self, v: usize) -> isize {
        self.length[v] as isize
    }

    /// Node `v`'s palindrome without its first and last letters; `None`
    /// for the roots.
    pub fn parent(&self, v: usize) -> Option<usize> {
        if v < 2 {
            None
        } else {
            Some(self.parent[v] as usize)
        }
    }

    /// The longest proper palindromic suffix of node `v`'s palindrome: the
    /// even root when it has none, the odd root for the roots.
    pub fn suffix_link(&self, v: usize) -> usize {
        self.link[v] as usize
    }

    /// The node `c v c`, if it is a substring.
    ///
    /// # Example
    /// ```
    /// use cpkit::string::eertree::Eertree;
    ///
    /// let t = Eertree::new("xyx");
    /// assert_eq!(t.child(0, b'y'), Some(3)); // y from the odd root
    /// assert_eq!(t.child(3, b'x'), Some(4)); // xyx
    /// assert_eq!(t.child(1, b'x'), None); // no xx
    /// ```
    pub fn child(&self, v: usize, c: u8) -> Option<usize> {
        let c = c.wrapping_sub(self.low) as usize;
        if c >= self.sigma {
            return None;
        }
        match self.next[v * self.sigma + c] {
            0 => None,
            w => Some(w as usize),
        }
    }

    /// The node of the longest palindrome ending at position `i`.
    pub fn longest_suffix(&self, i: usize) -> usize {
        self.suffix[i] as usize
    }

    /// How many times each node's palindrome occurs in the string (0 for
    /// the roots); O(n).
    pub fn occurrences(&self) -> Vec<usize> {
        let mut count = vec![0; self.len()];
        for &v in &self.suffix {
            count[v as usize] += 1;
        }
        // A suffix link is older than its node: the counts flow down in order.
        for v in (2..self.len()).rev() {
            let l = self.link[v] as usize;
            count[l] += count[v];
        }
        count[0] = 0;
        count[1] = 0;
        count
    }
}
