//! The double-ended eertree (Wang, Yang and Zhu's palindromic tree of a
//! string edited at both ends): the distinct palindromes and the longest
//! palindromic prefix and suffix after each push or pop of a letter at
//! either end, O(log n) a push, O(1) a pop, O(n σ) memory; verified on
//! Library Checker's `palindromes_in_deque`
//! (`crates/cpkit/verify/palindromes-in-deque`).

/// The eertree of a string that changes at both ends, over the letters
/// `0..sigma`.
///
/// A node is a distinct palindrome of the current string; it dies when its
/// last occurrence goes. Only the longest palindromic suffix can vanish
/// when the last letter goes (a shorter one is also a prefix of it), and it
/// vanishes when it occurs once: when no node links to it and it is
/// counted once. Each position keeps its *surfaces*, the occurrences that
/// are at once the longest palindrome ending there and the longest one
/// starting there; a push or a pop changes at most two of them, so the
/// longest palindromic prefix and suffix are always at hand (the surfaces
/// at the two ends). A node's count is the number of positions where it is
/// the longest palindrome ending (equally: starting). Searching along
/// suffix links would not be amortized with pops, so pushes jump by
/// "quick links" (the longest palindromic suffix preceded by another
/// letter), O(log n) jumps.
///
/// # Example
/// ```
/// use cpkit::string::deque_eertree::DequeEertree;
///
/// let mut t = DequeEertree::new(26);
/// for &c in b"aba" {
///     t.push_back(usize::from(c - b'a'));
/// }
/// assert_eq!(t.distinct(), 3); // a, b, aba
/// assert_eq!((t.longest_prefix(), t.longest_suffix()), (3, 3));
/// t.push_front(1); // baba
/// assert_eq!(t.distinct(), 4); // a, b, aba, bab
/// assert_eq!((t.longest_prefix(), t.longest_suffix()), (3, 3));
/// assert_eq!(t.pop_back(), Some(0)); // bab
/// assert_eq!(t.distinct(), 3); // a, b, bab
/// assert_eq!(t.pop_front(), Some(1)); // ab
/// assert_eq!((t.distinct(), t.longest_prefix(), t.longest_suffix()), (2, 1, 1));
/// ```
#[derive(Clone, Debug)]
pub struct DequeEertree {
    sigma: usize,
    /// Per node (0 the odd root of length -1, 1 the even root): its length,
    /// suffix link, quick link, parent (the palindrome without its ends).
    length: Vec<i32>,
    link: Vec<u32>,
    quick: Vec<u32>,
    parent: Vec<u32>,
    /// Positions where the node is the longest palindrome ending there.
    count: Vec<u32>,
    /// Live nodes whose suffix link is this node.
    linked: Vec<u32>,
    /// `next[v * sigma + c]`: the node `c v c`, or 0 for none.
    next: Vec<u32>,
    /// Dead nodes, to be reused (their `next` entries are all 0: a node
    /// outlives the palindromes around it).
    free: Vec<u32>,
    live: usize,
    /// The string as a ring buffer of a power-of-two size.
    ring: Vec<Slot>,
    head: usize,
    size: usize,
}

/// One position: its letter and its two surfaces (the even root for none).
#[derive(Clone, Copy, Debug)]
struct Slot {
    letter: u32,
    /// The surface starting here.
    pre: u32,
    /// The surface ending here.
    suf: u32,
}

const ODD: u32 = 0;
const EVEN: u32 = 1;

impl DequeEertree {
    /// The eertree of the empty string over the letters `0..sigma`.
    pub fn new(sigma: usize) -> Self {
        let empty = Slot {
            letter: 0,
            pre: EVEN,
            suf: EVEN,
        };
        DequeEertree {
            sigma,
            length: vec![-1, 0],
            link: vec![ODD, ODD],
            quick: vec![ODD, ODD],
            parent: vec![ODD, ODD],
            count: vec![0, 0],
            linked: vec![0, 0],
            next: vec![0; 2 * sigma],
            free: Vec::new(),
            live: 0,
            ring: vec![empty; 16],
            head: 0,
            size: 0,
        }
    }

    /// The length of the string.
    pub fn len(&self) -> usize {
        self.size
    }

    /// Whether the string is empty.
    pub fn is_empty(&self) -> bool {
        self.size == 0
    }

    /// The number of distinct non-empty palindromic substrings.
    pub fn distinct(&self) -> usize {
        self.live
    }

    /// The length of the longest palindromic prefix (0 for the empty string).
    pub fn longest_prefix(&self) -> usize {
        if self.size == 0 {
            0
        } else {
            self.length[self.at(0).pre as usize] as usize
        }
    }

    /// The length of the longest palindromic suffix (0 for the empty string).
    pub fn longest_suffix(&self) -> usize {
        if self.size == 0 {
            0
        } else {
            self.length[self.at(self.size - 1).suf as usize] as usize
        }
    }

    /// Appends letter `c`; O(log n) (O(σ) more when it makes a node).
    ///
    /// # Panics
    /// If `c` is not below `sigma`.
    pub fn push_back(&mut self, c: usize) {
        assert!(c < self.sigma, "DequeEertree: letter {} out of range", c);
        let par = if self.size == 0 {
            ODD
        } else {
            self.back_fit(c as u32, self.at(self.size - 1).suf)
        };
        let found = self.next[par as usize * self.sigma + c];
        self.grow();
        let start = self.head.wrapping_add(self.size) & (self.ring.len() - 1);
        let (v, w) = if found == 0 {
            let w = if par == ODD {
                EVEN
            } else {
                let x = self.back_fit(c as u32, self.link[par as usize]);
                self.next[x as usize * self.sigma + c]
            };
            self.ring[start] = slot(c);
            self.size += 1;
            let n = self.size;
            // The letters before w and before its link, inside the new palindrome.
            let wl = self.link[w as usize];
            let same = wl != ODD
                && self.letter(n - self.length[w as usize] as usize - 1)
                    == self.letter(n - self.length[wl as usize] as usize - 1);
            (self.make(par, w, c, same), w)
        } else {
            self.ring[start] = slot(c);
            self.size += 1;
            (found, self.link[found as usize])
        };
        let n = self.size;
        let k = n - self.length[v as usize] as usize;
        self.at_mut(n - 1).suf = v;
        self.at_mut(k).pre = v;
        // w as the prefix of v was a surface: now it is inside v.
        let lw = self.length[w as usize];
        if lw >= 1 {
            let e = self.at_mut(k + lw as usize - 1);
            if e.suf == w {
                e.suf = EVEN;
            }
        }
        self.count[v as usize] += 1;
    }

    /// Prepends letter `c`; O(log n) (O(σ) more when it makes a node).
    ///
    /// # Panics
    /// If `c` is not below `sigma`.
    pub fn push_front(&mut self, c: usize) {
        assert!(c < self.sigma, "DequeEertree: letter {} out of range", c);
        let par = if self.size == 0 {
            ODD
        } else {
            self.front_fit(c as u32, self.at(0).pre)
        };
        let found = self.next[par as usize * self.sigma + c];
        self.grow();
        let (v, w) = if found == 0 {
            let w = if par == ODD {
                EVEN
            } else {
                let x = self.front_fit(c as u32, self.link[par as usize]);
                self.next[x as usize * self.sigma + c]
            };
            self.head = self.head.wrapping_sub(1) & (self.ring.len() - 1);
            self.ring[self.head] = slot(c);
            self.size += 1;
            // The letters after w and after its link, inside the new palindrome.
            let wl = self.link[w as usize];
            let same = wl != ODD
                && self.letter(self.length[w as usize] as usize)
                    == self.letter(self.length[wl as usize] as usize);
            (self.make(par, w, c, same), w)
        } else {
            self.head = self.head.wrapping_sub(1) & (self.ring.len() - 1);
            self.ring[self.head] = slot(c);
            self.size += 1;
            (found, self.link[found as usize])
        };
        let lv = self.length[v as usize] as usize;
        self.at_mut(0).pre = v;
        self.at_mut(lv - 1).suf = v;
        let lw = self.length[w as usize];
        if lw >= 1 {
            let b = self.at_mut(lv - lw as usize);
            if b.pre == w {
                b.pre = EVEN;
            }
        }
        self.count[v as usize] += 1;
    }

    /// Removes the last letter and returns it; `None` if the string is
    /// empty. O(1).
    pub fn pop_back(&mut self) -> Option<usize> {
        if self.size == 0 {
            return None;
        }
        let n = self.size;
        let last = *self.at(n - 1);
        let v = last.suf;
        let w = self.link[v as usize];
        let k = n - self.length[v as usize] as usize;
        let lw = self.length[w as usize];
        // w as the prefix of v becomes a surface again, unless a longer
        // palindrome ends where it does.
        if lw >= 1 && self.length[self.at(k + lw as usize - 1).suf as usize] < lw {
            self.at_mut(k + lw as usize - 1).suf = w;
            self.at_mut(k).pre = w;
        } else {
            self.at_mut(k).pre = EVEN;
        }
        self.size -= 1;
        self.release(v, last.letter as usize);
        Some(last.letter as usize)
    }

    /// Removes the first letter and returns it; `None` if the string is
    /// empty. O(1).
    pub fn pop_front(&mut self) -> Option<usize> {
        if self.size == 0 {
            return None;
        }
        let first = *self.at(0);
        let v = first.pre;
        let w = self.link[v as usize];
        let lv = self.length[v as usize] as usize;
        let lw = self.length[w as usize];
        if lw >= 1 && self.length[self.at(lv - lw as usize).pre as usize] < lw {
            self.at_mut(lv - lw as usize).pre = w;
            self.at_mut(lv - 1).suf = w;
        } else {
            self.at_mut(lv - 1).suf = EVEN;
        }
        self.head = (self.head + 1) & (self.ring.len() - 1);
        self.size -= 1;
        self.release(v, first.letter as usize);
        Some(first.letter as usize)
    }

    /// One count of `v` (whose outer letter is `c`) goes; the node dies
    /// with its last occurrence.
    fn release(&mut self, v: u32, c: usize) {
        let v = v as usize;
        self.count[v] -= 1;
        if self.count[v] == 0 && self.linked[v] == 0 {
            self.next[self.parent[v] as usize * self.sigma + c] = 0;
            self.linked[self.link[v] as usize] -= 1;
            self.free.push(v as u32);
            self.live -= 1;
        }
    }

    /// A new node `c par c` with suffix link `w`; `same` when the letters
    /// before w and before w's link in it are equal (its quick link then
    /// skips as w's does).
    fn make(&mut self, par: u32, w: u32, c: usize, same: bool) -> u32 {
        let quick = if same {
            self.quick[w as usize]
        } else {
            self.link[w as usize]
        };
        let length = self.length[par as usize] + 2;
        let v = match self.free.pop() {
            Some(v) => {
                let i = v as usize;
                self.length[i] = length;
                self.link[i] = w;
                self.quick[i] = quick;
                self.parent[i] = par;
                self.count[i] = 0;
                self.linked[i] = 0;
                v
            }
            None => {
                self.length.push(length);
                self.link.push(w);
                self.quick.push(quick);
                self.parent.push(par);
                self.count.push(0);
                self.linked.push(0);
                let new_len = self.next.len() + self.sigma;
                self.next.resize(new_len, 0);
                self.length.len() as u32 - 1
            }
        };
        self.linked[w as usize] += 1;
        self.next[par as usize * self.sigma + c] = v;
        self.live += 1;
        v
    }

    /// The longest palindromic suffix from `p` (itself a suffix) that letter
    /// `c` precedes: `c` it `c` is then a suffix after appending `c`.
    fn back_fit(&self, c: u32, mut p: u32) -> u32 {
        let n = self.size;
        loop {
            let lp = self.length[p as usize];
            if lp == -1 || ((lp as usize) < n && self.letter(n - lp as usize - 1) == c) {
                return p;
            }
            let q = self.link[p as usize];
            let lq = self.length[q as usize];
            if lq == -1 || self.letter(n - lq as usize - 1) == c {
                return q;
            }
            // Between q and p's quick link, every one has q's letter before it.
            p = self.quick[p as usize];
        }
    }

    /// The mirror of `back_fit` on prefixes: the longest palindromic prefix
    /// from `p` that letter `c` follows.
    fn front_fit(&self, c: u32, mut p: u32) -> u32 {
        let n = self.size;
        loop {
            let lp = self.length[p as usize];
            if lp == -1 || ((lp as usize) < n && self.letter(lp as usize) == c) {
                return p;
            }
            let q = self.link[p as usize];
            let lq = self.length[q as usize];
            if lq == -1 || self.letter(lq as usize) == c {
                return q;
            }
            p = self.quick[p as usize];
        }
    }

    /// Doubles the ring when it is full.
    fn grow(&mut self) {
        let cap = self.ring.len();
        if self.size < cap {
            return;
        }
        let mut ring = Vec::with_capacity(2 * cap);
        for i in 0..self.size {
            ring.push(*self.at(i));
        }
        ring.resize(2 * cap, slot(0));
        self.ring = ring;
        self.head = 0;
    }

    fn at(&self, i: usize) -> &Slot {
        &self.ring[(self.head + i) & (self.ring.len() - 1)]
    }

    fn at_mut(&mut self, i: usize) -> &mut Slot {
        let mask = self.ring.len() - 1;
        &mut self.ring[(self.head + i) & mask]
    }

    fn letter(&self, i: usize) -> u32 {
        self.at(i).letter
    }
}

fn slot(c: usize) -> Slot {
    Slot {
        letter: c as u32,
        pre: EVEN,
        suf: EVEN,
    }
}
