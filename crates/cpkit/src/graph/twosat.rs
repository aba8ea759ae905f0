//! 2-SAT: whether a conjunction of two-literal clauses can be satisfied,
//! and an assignment that does, in O(n + m) through strongly connected
//! components; verified on Library Checker's `two_sat`
//! (`crates/cpkit/verify/two-sat`).

use super::scc::SccGraph;

/// A 2-SAT instance on variables `x_0 .. x_{n-1}`, with the names of
/// ac-library-rs's `TwoSat`.
///
/// # Example
/// ```
/// use cpkit::graph::twosat::TwoSat;
///
/// let mut ts = TwoSat::new(2);
/// ts.add_clause(0, true, 1, true); // x0 or x1
/// ts.add_clause(0, false, 0, false); // not x0
/// assert!(ts.satisfiable());
/// assert_eq!(ts.answer(), &[false, true]);
/// ```
#[derive(Debug, Clone)]
pub struct TwoSat {
    n: usize,
    answer: Vec<bool>,
    scc: SccGraph,
}

impl TwoSat {
    /// An instance with `n` variables and no clauses.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::twosat::TwoSat;
    ///
    /// let mut ts = TwoSat::new(3);
    /// assert!(ts.satisfiable());
    /// ```
    pub fn new(n: usize) -> TwoSat {
        TwoSat {
            n,
            answer: vec![false; n],
            scc: SccGraph::new(2 * n),
        }
    }

    /// Adds the clause `(x_i == f) || (x_j == g)`; amortised O(1).
    ///
    /// # Panics
    /// If `i` or `j` is not below `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::twosat::TwoSat;
    ///
    /// let mut ts = TwoSat::new(1);
    /// ts.add_clause(0, true, 0, true); // x0
    /// ts.add_clause(0, false, 0, false); // not x0
    /// assert!(!ts.satisfiable());
    /// ```
    pub fn add_clause(&mut self, i: usize, f: bool, j: usize, g: bool) {
        assert!(
            i < self.n && j < self.n,
            "TwoSat::add_clause: variables {} and {} of {}",
            i,
            j,
            self.n
        );
        // Vertex 2v stands for `x_v == false`, 2v + 1 for `x_v == true`;
        // the clause is the two implications `!a -> b` and `!b -> a`.
        self.scc
            .add_edge(2 * i + usize::from(!f), 2 * j + usize::from(g));
        self.scc
            .add_edge(2 * j + usize::from(!g), 2 * i + usize::from(f));
    }

    /// Whether some assignment satisfies every clause; if so,
    /// [`answer`](TwoSat::answer) holds one. O(n + m).
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::twosat::TwoSat;
    ///
    /// let mut ts = TwoSat::new(2);
    /// ts.add_clause(0, true, 1, false); // x0 or not x1
    /// ts.add_clause(1, true, 1, true); // x1
    /// assert!(ts.satisfiable());
    /// assert_eq!(ts.answer(), &[true, true]);
    /// ```
    pub fn satisfiable(&mut self) -> bool {
        let (_, ids) = self.scc.scc_ids();
        for (v, value) in self.answer.iter_mut().enumerate() {
            let (falsity, truth) = (ids[2 * v], ids[2 * v + 1]);
            if falsity == truth {
                return false;
            }
            // The literal later in topological order cannot imply its
            // negation, so it is the one that can be true.
            *value = falsity < truth;
        }
        true
    }

    /// The assignment found by the last [`satisfiable`](TwoSat::satisfiable)
    /// that returned `true` (all `false` before any call).
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::twosat::TwoSat;
    ///
    /// let mut ts = TwoSat::new(1);
    /// ts.add_clause(0, true, 0, true);
    /// assert!(ts.satisfiable());
    /// assert_eq!(ts.answer(), &[true]);
    /// ```
    pub fn answer(&self) -> &[bool] {
        &self.answer
    }

    /// The number of variables, `n`.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::twosat::TwoSat;
    ///
    /// assert_eq!(TwoSat::new(4).len(), 4);
    /// ```
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there are no variables.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::twosat::TwoSat;
    ///
    /// assert!(TwoSat::new(0).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
}
