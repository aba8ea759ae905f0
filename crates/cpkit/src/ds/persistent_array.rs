//! A fully persistent array: `set` makes a new version and leaves every old
//! one readable and settable, by path copying in a tree of fan-out 8; `get`
//! and `set` in O(log n) (a tree of height log₈ n), O(log n) new memory per
//! `set`, O(n) to build. Verified, through `ds::persistent_dsu`, on Library
//! Checker's `persistent_unionfind`.

/// Children (and leaf values) per node: 8 keeps the tree shallow (6 levels
/// for 2·10⁵ values) while a copied node stays within one cache line.
const FAN: usize = 8;
const BITS: u32 = 3;

/// A handle on one version of a [`PersistentArray`]: what `set` returns and
/// `get` and `set` take. Copy it freely; it is only meaningful for the
/// array that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Version(u32);

/// Every version of an array of `n` values of `T`, sharing what they have
/// in common.
///
/// ```
/// use cpkit::ds::persistent_array::PersistentArray;
/// let mut arr = PersistentArray::from_vec(vec![1, 2, 3]);
/// let v0 = arr.initial();
/// let v1 = arr.set(v0, 0, 10);
/// let v2 = arr.set(v1, 2, 30);
/// let w = arr.set(v0, 1, 20); // a branch from the first version
/// assert_eq!(arr.to_vec(v0), vec![1, 2, 3]);
/// assert_eq!(arr.to_vec(v2), vec![10, 2, 30]);
/// assert_eq!(arr.to_vec(w), vec![1, 20, 3]);
/// assert_eq!(arr.get(v1, 0), 10);
/// ```
#[derive(Clone, Debug)]
pub struct PersistentArray<T> {
    n: usize,
    /// How many levels of inner nodes are above the leaves.
    height: u32,
    /// Inner nodes: indices into `inner` one level down, or into `leaves`
    /// from the lowest level.
    inner: Vec<[u32; FAN]>,
    /// Blocks of `FAN` values; value `i` is in a block reached by the
    /// digits of `i / FAN` in base `FAN`.
    leaves: Vec<[T; FAN]>,
    /// The root of the first version: in `leaves` if `height` is 0,
    /// otherwise in `inner`.
    first: u32,
}

impl<T: Copy> PersistentArray<T> {
    /// `n` copies of `x`, in O(log n) time and memory: every level is one
    /// node shared by all its parent's slots.
    ///
    /// ```
    /// use cpkit::ds::persistent_array::PersistentArray;
    /// let arr = PersistentArray::new(1_000_000_000, -1i32);
    /// assert_eq!(arr.get(arr.initial(), 999_999_999), -1);
    /// ```
    pub fn new(n: usize, x: T) -> Self {
        let height = Self::height_for(n);
        // Inner node 0 points at leaf 0, inner node k at inner node k - 1.
        let inner = (0..height).map(|k| [k.saturating_sub(1); FAN]).collect();
        PersistentArray {
            n,
            height,
            inner,
            leaves: vec![[x; FAN]],
            first: height.saturating_sub(1),
        }
    }

    /// The array of `values` as its first version. O(n).
    ///
    /// ```
    /// use cpkit::ds::persistent_array::PersistentArray;
    /// let arr = PersistentArray::from_vec(vec!['a', 'b']);
    /// assert_eq!(arr.get(arr.initial(), 1), 'b');
    /// ```
    pub fn from_vec(values: Vec<T>) -> Self {
        let n = values.len();
        let height = Self::height_for(n);
        let mut leaves = Vec::with_capacity((n + FAN - 1) / FAN);
        for chunk in values.chunks(FAN) {
            // The last block's unused slots repeat its first value.
            let mut block = [chunk[0]; FAN];
            block[..chunk.len()].copy_from_slice(chunk);
            leaves.push(block);
        }
        if leaves.is_empty() {
            // No value to fill a block with: an empty array has no root.
            return PersistentArray {
                n,
                height,
                inner: Vec::new(),
                leaves,
                first: 0,
            };
        }
        let mut inner: Vec<[u32; FAN]> = Vec::new();
        // The nodes of the level below, as indices (leaves first).
        let mut below: Vec<u32> = (0..leaves.len() as u32).collect();
        for _ in 0..height {
            let mut level = Vec::with_capacity((below.len() + FAN - 1) / FAN);
            for chunk in below.chunks(FAN) {
                // Unused slots point at the chunk's first node; never read.
                let mut node = [chunk[0]; FAN];
                node[..chunk.len()].copy_from_slice(chunk);
                level.push(inner.len() as u32);
                inner.push(node);
            }
            below = level;
        }
        PersistentArray {
            n,
            height,
            inner,
            leaves,
            first: below[0],
        }
    }

    /// The number of inner levels for `n` values: the fewest with
    /// `FAN^(height + 1) >= n`.
    fn height_for(n: usize) -> u32 {
        let mut height = 0;
        while height < 21 && (n.saturating_sub(1) >> (BITS * (height + 1))) > 0 {
            height += 1;
        }
        height
    }

    /// The first version: what `new` or `from_vec` built.
    #[inline]
    pub fn initial(&self) -> Version {
        Version(self.first)
    }

    /// How many values each version has.
    ///
    /// ```
    /// use cpkit::ds::persistent_array::PersistentArray;
    /// assert_eq!(PersistentArray::new(5, 0u8).len(), 5);
    /// ```
    #[inline]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether each version is empty.
    ///
    /// ```
    /// use cpkit::ds::persistent_array::PersistentArray;
    /// assert!(PersistentArray::<u8>::from_vec(vec![]).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Value `i` of `version`. Panics if `i >= len()`. O(log n).
    ///
    /// ```
    /// use cpkit::ds::persistent_array::PersistentArray;
    /// let mut arr = PersistentArray::new(4, 0);
    /// let v = arr.set(arr.initial(), 3, 9);
    /// assert_eq!((arr.get(v, 3), arr.get(arr.initial(), 3)), (9, 0));
    /// ```
    #[inline]
    pub fn get(&self, version: Version, i: usize) -> T {
        assert!(
            i < self.n,
            "index {} of a persistent array of {} values",
            i,
            self.n
        );
        let mut node = version.0;
        for level in (1..=self.height).rev() {
            node = self.inner[node as usize][(i >> (BITS * level)) & (FAN - 1)];
        }
        self.leaves[node as usize][i & (FAN - 1)]
    }

    /// A new version: `version` with value `i` set to `x`; `version` itself
    /// is unchanged. Panics if `i >= len()`. O(log n) time and memory.
    ///
    /// ```
    /// use cpkit::ds::persistent_array::PersistentArray;
    /// let mut arr = PersistentArray::new(2, 0);
    /// let v1 = arr.set(arr.initial(), 0, 1);
    /// let v2 = arr.set(v1, 0, 2);
    /// assert_eq!((arr.get(v1, 0), arr.get(v2, 0)), (1, 2));
    /// ```
    pub fn set(&mut self, version: Version, i: usize, x: T) -> Version {
        assert!(
            i < self.n,
            "index {} of a persistent array of {} values",
            i,
            self.n
        );
        // The inner nodes on the way down, root first.
        let mut path = [0u32; 22];
        let mut node = version.0;
        for level in (1..=self.height).rev() {
            path[level as usize] = node;
            node = self.inner[node as usize][(i >> (BITS * level)) & (FAN - 1)];
        }
        let mut block = self.leaves[node as usize];
        block[i & (FAN - 1)] = x;
        let mut copy = self.leaves.len() as u32;
        self.leaves.push(block);
        // Copy each inner node on the way back up, pointing at the new child.
        for level in 1..=self.height {
            let mut node = self.inner[path[level as usize] as usize];
            node[(i >> (BITS * level)) & (FAN - 1)] = copy;
            copy = self.inner.len() as u32;
            self.inner.push(node);
        }
        Version(copy)
    }

    /// Every value of `version`, in order. O(n log n).
    ///
    /// ```
    /// use cpkit::ds::persistent_array::PersistentArray;
    /// let arr = PersistentArray::new(3, 7);
    /// assert_eq!(arr.to_vec(arr.initial()), vec![7, 7, 7]);
    /// ```
    pub fn to_vec(&self, version: Version) -> Vec<T> {
        (0..self.n).map(|i| self.get(version, i)).collect()
    }
}
