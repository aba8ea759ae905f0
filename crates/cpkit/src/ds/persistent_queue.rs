//! A fully persistent queue: every `push` and `pop` makes a new version and
//! leaves the old ones usable; `push` and `pop` in O(1), `front` in
//! O(log n), n the number of pushes. The pushes form a tree (each element
//! hangs below the one pushed before it in its version), a version is its
//! last element and its length, and the front is an ancestor found by
//! skew-binary jump pointers. Verified by
//! `crates/cpkit/verify/persistent-queue`.

/// Every version of a queue of `T`, each named by a number: version 0 is
/// the empty queue, and each `push` or `pop` returns the new version's.
///
/// # Example
///
/// ```
/// use cpkit::ds::persistent_queue::PersistentQueue;
/// let mut q = PersistentQueue::new();
/// let a = q.push(0, 'a'); // [a]
/// let ab = q.push(a, 'b'); // [a, b]
/// let ac = q.push(a, 'c'); // [a, c]: `a` is still [a]
/// assert_eq!(q.front(ab), Some(&'a'));
/// let b = q.pop(ab).unwrap(); // [b]
/// let c = q.pop(ac).unwrap(); // [c]
/// assert_eq!((q.front(b), q.front(c)), (Some(&'b'), Some(&'c')));
/// assert_eq!(q.len(ac), 2);
/// let empty = q.pop(c).unwrap();
/// assert_eq!(q.front(empty), None);
/// assert_eq!(q.pop(empty), None);
/// assert_eq!(q.versions(), 7);
/// ```
#[derive(Clone, Debug)]
pub struct PersistentQueue<T> {
    /// Per version: its last element's node, and its length.
    versions: Vec<(u32, u32)>,
    /// Per node: parent, jump pointer and depth. Node 0 is the root, the
    /// end of every version's chain, at depth 0.
    nodes: Vec<[u32; 3]>,
    /// Node `i`'s element at `values[i - 1]`.
    values: Vec<T>,
}

impl<T> Default for PersistentQueue<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> PersistentQueue<T> {
    /// Only version 0, the empty queue.
    pub fn new() -> Self {
        PersistentQueue {
            versions: vec![(0, 0)],
            nodes: vec![[0, 0, 0]],
            values: Vec::new(),
        }
    }

    /// How many versions there are; they are `0..versions()`.
    #[inline]
    pub fn versions(&self) -> usize {
        self.versions.len()
    }

    /// How many elements version `v` has.
    #[inline]
    pub fn len(&self, v: usize) -> usize {
        self.versions[v].1 as usize
    }

    /// Whether version `v` is empty.
    #[inline]
    pub fn is_empty(&self, v: usize) -> bool {
        self.len(v) == 0
    }

    /// The version `v` with `x` added at the back; returns its number.
    /// O(1).
    pub fn push(&mut self, v: usize, x: T) -> usize {
        let (tail, len) = self.versions[v];
        let p = tail as usize;
        let [_, jump, depth] = self.nodes[p];
        let [_, jump2, _] = self.nodes[jump as usize];
        // Two jumps of one length make one jump of twice it plus one.
        let jump = if depth - self.nodes[jump as usize][2]
            == self.nodes[jump as usize][2] - self.nodes[jump2 as usize][2]
        {
            jump2
        } else {
            tail
        };
        self.nodes.push([tail, jump, depth + 1]);
        self.values.push(x);
        self.versions.push((self.nodes.len() as u32 - 1, len + 1));
        self.versions.len() - 1
    }

    /// The version `v` without its front; returns its number, or `None`
    /// if `v` is empty. O(1).
    pub fn pop(&mut self, v: usize) -> Option<usize> {
        let (tail, len) = self.versions[v];
        if len == 0 {
            return None;
        }
        self.versions.push((tail, len - 1));
        Some(self.versions.len() - 1)
    }

    /// The front (oldest) element of version `v`, `None` if it is empty.
    /// O(log n).
    pub fn front(&self, v: usize) -> Option<&T> {
        let (tail, len) = self.versions[v];
        if len == 0 {
            return None;
        }
        // The front is the ancestor of the tail at depth depth - len + 1.
        let nodes = &self.nodes[..];
        let mut x = tail as usize;
        let target = nodes[x][2] + 1 - len;
        while nodes[x][2] > target {
            let [parent, jump, _] = nodes[x];
            x = if nodes[jump as usize][2] >= target {
                jump
            } else {
                parent
            } as usize;
        }
        Some(&self.values[x - 1])
    }
}
