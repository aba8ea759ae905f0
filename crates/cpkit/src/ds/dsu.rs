//! A disjoint set union (union-find) with union by size and path halving:
//! `merge`, `same`, `leader` and `size` in amortised O(α(n)), `groups` in
//! O(n). Verified on Library Checker's `unionfind`.

/// A partition of `0..n` into groups, starting from singletons.
///
/// ```
/// use cpkit::ds::dsu::Dsu;
/// let mut dsu = Dsu::new(5);
/// dsu.merge(0, 1);
/// dsu.merge(3, 4);
/// assert!(dsu.same(0, 1));
/// assert!(!dsu.same(1, 3));
/// assert_eq!(dsu.size(4), 2);
/// assert_eq!(dsu.groups(), vec![vec![0, 1], vec![2], vec![3, 4]]);
/// ```
#[derive(Clone, Debug)]
pub struct Dsu {
    /// For a leader, minus the size of its group; for any other element, its
    /// parent. One vector instead of two keeps `leader` to one cache line.
    parent_or_size: Vec<i32>,
}

impl Dsu {
    /// `n` singletons `{0}, {1}, ..., {n-1}` (`n < 2^31`).
    ///
    /// ```
    /// use cpkit::ds::dsu::Dsu;
    /// let mut dsu = Dsu::new(3);
    /// assert_eq!(dsu.size(2), 1);
    /// ```
    pub fn new(n: usize) -> Dsu {
        assert!(
            n <= i32::MAX as usize,
            "a Dsu holds fewer than 2^31 elements"
        );
        Dsu {
            parent_or_size: vec![-1; n],
        }
    }

    /// How many elements there are (not groups).
    ///
    /// ```
    /// use cpkit::ds::dsu::Dsu;
    /// assert_eq!(Dsu::new(4).len(), 4);
    /// ```
    #[inline]
    pub fn len(&self) -> usize {
        self.parent_or_size.len()
    }

    /// Whether there are no elements at all.
    ///
    /// ```
    /// use cpkit::ds::dsu::Dsu;
    /// assert!(Dsu::new(0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.parent_or_size.is_empty()
    }

    /// Joins the groups of `a` and `b` and returns the leader of the result
    /// (the leader of the larger group; `a`'s on a tie). Panics if `a` or `b`
    /// is not below `len()`.
    ///
    /// ```
    /// use cpkit::ds::dsu::Dsu;
    /// let mut dsu = Dsu::new(3);
    /// let leader = dsu.merge(1, 2);
    /// assert_eq!(dsu.leader(2), leader);
    /// ```
    pub fn merge(&mut self, a: usize, b: usize) -> usize {
        let (mut x, mut y) = (self.leader(a), self.leader(b));
        if x == y {
            return x;
        }
        if -self.parent_or_size[x] < -self.parent_or_size[y] {
            std::mem::swap(&mut x, &mut y);
        }
        self.parent_or_size[x] += self.parent_or_size[y];
        self.parent_or_size[y] = x as i32;
        x
    }

    /// Whether `a` and `b` are in one group.
    ///
    /// ```
    /// use cpkit::ds::dsu::Dsu;
    /// let mut dsu = Dsu::new(3);
    /// dsu.merge(0, 2);
    /// assert!(dsu.same(2, 0));
    /// assert!(dsu.same(1, 1));
    /// ```
    #[inline]
    pub fn same(&mut self, a: usize, b: usize) -> bool {
        self.leader(a) == self.leader(b)
    }

    /// The leader (representative) of `a`'s group: the same element for
    /// every member until the group grows.
    ///
    /// ```
    /// use cpkit::ds::dsu::Dsu;
    /// let mut dsu = Dsu::new(3);
    /// assert_eq!(dsu.leader(1), 1);
    /// dsu.merge(0, 1);
    /// assert_eq!(dsu.leader(0), dsu.leader(1));
    /// ```
    #[inline]
    pub fn leader(&mut self, a: usize) -> usize {
        let p = &mut self.parent_or_size;
        let mut x = a;
        // Path halving: every element on the path skips to its grandparent.
        // As fast as full compression, without recursion or a second pass.
        while p[x] >= 0 {
            let parent = p[x] as usize;
            let grandparent = p[parent];
            if grandparent < 0 {
                return parent;
            }
            p[x] = grandparent;
            x = grandparent as usize;
        }
        x
    }

    /// How many elements `a`'s group has.
    ///
    /// ```
    /// use cpkit::ds::dsu::Dsu;
    /// let mut dsu = Dsu::new(4);
    /// dsu.merge(0, 1);
    /// dsu.merge(1, 2);
    /// assert_eq!(dsu.size(2), 3);
    /// ```
    #[inline]
    pub fn size(&mut self, a: usize) -> usize {
        let x = self.leader(a);
        -self.parent_or_size[x] as usize
    }

    /// The groups: each sorted, in the order of their smallest elements.
    ///
    /// ```
    /// use cpkit::ds::dsu::Dsu;
    /// let mut dsu = Dsu::new(4);
    /// dsu.merge(3, 0);
    /// assert_eq!(dsu.groups(), vec![vec![0, 3], vec![1], vec![2]]);
    /// ```
    pub fn groups(&mut self) -> Vec<Vec<usize>> {
        let n = self.len();
        // Each group's index in the result, by leader, given when its first
        // (smallest) element turns up.
        let mut index = vec![usize::MAX; n];
        let mut result: Vec<Vec<usize>> = Vec::new();
        for a in 0..n {
            let x = self.leader(a);
            if index[x] == usize::MAX {
                index[x] = result.len();
                result.push(Vec::with_capacity(-self.parent_or_size[x] as usize));
            }
            result[index[x]].push(a);
        }
        result
    }
}
