//! Mo's algorithm: answer offline queries on ranges of a static array by
//! moving a window one element at a time, the queries sorted into blocks
//! so that the window moves O(n √q) times in all (plus q log q to sort).
//! Verified on Library Checker's `static_range_inversions_query`.

/// A window `l..r` over an array that grows and shrinks by one element at
/// either end, and the answer for its current contents.
pub trait MoState {
    /// What a query asks for.
    type Output;
    /// Element `i` joins at the left (the window was `i + 1..r`).
    fn add_left(&mut self, i: usize);
    /// Element `i` joins at the right (the window was `l..i`).
    fn add_right(&mut self, i: usize);
    /// Element `i` leaves from the left (the window becomes `i + 1..r`).
    fn remove_left(&mut self, i: usize);
    /// Element `i` leaves from the right (the window becomes `l..i`).
    fn remove_right(&mut self, i: usize);
    /// The answer for the current window.
    fn answer(&self) -> Self::Output;
}

/// The answers to `queries` (ranges `(l, r)`, `l <= r <= n`, of an array of
/// `n` elements) in their order, from a window that starts empty at 0.
///
/// ```
/// use cpkit::ds::mo::{mo, MoState};
/// /// How many distinct values the window holds.
/// struct Distinct<'a> { a: &'a [usize], count: Vec<u32>, distinct: usize }
/// impl Distinct<'_> {
///     fn add(&mut self, i: usize) {
///         self.count[self.a[i]] += 1;
///         if self.count[self.a[i]] == 1 { self.distinct += 1; }
///     }
///     fn remove(&mut self, i: usize) {
///         self.count[self.a[i]] -= 1;
///         if self.count[self.a[i]] == 0 { self.distinct -= 1; }
///     }
/// }
/// impl MoState for Distinct<'_> {
///     type Output = usize;
///     fn add_left(&mut self, i: usize) { self.add(i) }
///     fn add_right(&mut self, i: usize) { self.add(i) }
///     fn remove_left(&mut self, i: usize) { self.remove(i) }
///     fn remove_right(&mut self, i: usize) { self.remove(i) }
///     fn answer(&self) -> usize { self.distinct }
/// }
/// let a = [1, 2, 1, 3, 2];
/// let mut state = Distinct { a: &a, count: vec![0; 4], distinct: 0 };
/// assert_eq!(mo(a.len(), &[(0, 3), (1, 5), (2, 2)], &mut state), vec![2, 3, 0]);
/// ```
pub fn mo<S: MoState>(n: usize, queries: &[(usize, usize)], state: &mut S) -> Vec<S::Output> {
    let q = queries.len();
    for &(l, r) in queries {
        assert!(
            l <= r && r <= n,
            "the range {}..{} is not within 0..{}",
            l,
            r,
            n
        );
    }
    // Blocks of n / √q left ends make the right end sweep n per block and
    // the left end move a block per query: n √q in all.
    let block = (n as f64 / (q as f64).sqrt().max(1.0)).ceil().max(1.0) as usize;
    let mut order: Vec<u32> = (0..q as u32).collect();
    let key = |i: u32| {
        let (l, r) = queries[i as usize];
        let b = l / block;
        // Odd blocks sweep right ends downwards: the end stays where the
        // last block left it instead of running back.
        (b, if b % 2 == 0 { r } else { n - r })
    };
    order.sort_unstable_by_key(|&i| key(i));
    let mut answers: Vec<Option<S::Output>> = (0..q).map(|_| None).collect();
    let (mut l, mut r) = (0, 0);
    for i in order {
        let (ql, qr) = queries[i as usize];
        // Grow before shrinking, so the window never turns inside out.
        while r < qr {
            state.add_right(r);
            r += 1;
        }
        while l > ql {
            l -= 1;
            state.add_left(l);
        }
        while r > qr {
            r -= 1;
            state.remove_right(r);
        }
        while l < ql {
            state.remove_left(l);
            l += 1;
        }
        answers[i as usize] = Some(state.answer());
    }
    answers.into_iter().map(|a| a.unwrap()).collect()
}
