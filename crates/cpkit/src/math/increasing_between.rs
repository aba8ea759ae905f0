//! The number of non-decreasing sequences between two bounds, counted as
//! monotone lattice paths through the ribbon between two staircases, cut
//! into one-sided pieces that a divide and conquer with convolutions of
//! binomials crosses, O((n + m) log^2 (n + m)); verified on Library
//! Checker's `number_of_increasing_sequences_between_two_sequences`
//! (`crates/cpkit/verify/number-of-increasing-sequences-between-two-sequences`).

use super::convolution::convolution;
use super::modint::StaticModInt;

/// The number, modulo `M`, of sequences `x` with
/// `0 <= x[0] <= x[1] <= ... <= x[n - 1] < m` and `a[i] <= x[i] < b[i]`
/// (`a` and `b` of one length, else a panic; the empty sequence counts
/// once). `M` must suit [`convolution`](super::convolution::convolution)
/// (998244353 does) and exceed `n + m`. O((n + m) log^2 (n + m)).
///
/// Only the tightest bounds matter for a non-decreasing `x`: the running
/// maximum of `a` from the left and the running minimum of `b` from the
/// right. Then the `f_i(v)`, the ways to end at `x[i] = v`, have prefix sums
/// `S_i(v) = S_i(v - 1) + S_{i-1}(v)`: the paths of unit steps right and up
/// through the cells `(i, v)` with `lo_i <= v < up_{i+1}`, a ribbon between
/// two staircases. Walking along it, each piece has one staircase side:
/// the cells of the next rows left of where the inputs end, then the cells
/// of those rows right of it (the same shape on its side), and so on. A
/// piece splits at its middle row into a smaller piece, a rectangle and
/// another piece; a rectangle's outputs are four convolutions of its inputs
/// with binomials.
///
/// # Example
/// ```
/// use cpkit::math::increasing_between::count_increasing_between;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// // x0 in 0..8, x1 in 0..3, x2 in 3..4, x3 in 2..5, x4 in 5..9.
/// let count = count_increasing_between::<998_244_353>(&[0, 0, 3, 2, 5], &[8, 3, 4, 5, 9], 9);
/// assert_eq!(count, Mint::new(48));
/// // Any 3 values in 0..4, non-decreasing: C(4 + 3 - 1, 3) = 20.
/// assert_eq!(count_increasing_between::<998_244_353>(&[0; 3], &[4; 3], 4), Mint::new(20));
/// // x1 would be at least 3 and below 2: none.
/// assert_eq!(count_increasing_between::<998_244_353>(&[0, 3], &[3, 2], 5), Mint::new(0));
/// ```
pub fn count_increasing_between<const M: u32>(
    a: &[usize],
    b: &[usize],
    m: usize,
) -> StaticModInt<M> {
    assert_eq!(a.len(), b.len(), "the bounds' lengths differ");
    let n = a.len();
    if n == 0 {
        return StaticModInt::new(1u32);
    }
    let mut lo = a.to_vec();
    for i in 1..n {
        lo[i] = lo[i].max(lo[i - 1]);
    }
    let mut up: Vec<usize> = b.iter().map(|&x| x.min(m)).collect();
    for i in (0..n - 1).rev() {
        up[i] = up[i].min(up[i + 1]);
    }
    if (0..n).any(|i| lo[i] >= up[i]) {
        return StaticModInt::default();
    }
    // Row i of the ribbon: columns lo[i]..=hi[i], shifted so lo[0] = 0.
    let shift = lo[0];
    for x in lo.iter_mut() {
        *x -= shift;
    }
    let hi: Vec<usize> = (0..n).map(|i| up[(i + 1).min(n - 1)] - 1 - shift).collect();
    let f = Factorials::<M>::new(n + hi[n - 1] + 2);

    // A piece "up": inputs from below into row y0 at columns x0..=x1; it
    // holds the rows while they still reach x1, left of x1 (their left ends
    // a staircase), and gives the values of column x1.
    let one = StaticModInt::new(1u32);
    let mut inputs = vec![one; up[0] - shift];
    let (mut y0, mut x1) = (0, up[0] - 1 - shift);
    loop {
        let x0 = lo[y0];
        let mut y1 = y0;
        while y1 < n && lo[y1] <= x1 {
            y1 += 1;
        }
        let mut column = vec![StaticModInt::default(); y1 - y0];
        staircase(&lo[y0..y1], x0, &inputs, &mut column, &f);
        if y1 == n && x1 == hi[n - 1] {
            return column[n - 1 - y0];
        }
        // A piece "right": inputs from the left into column x1 + 1 on rows
        // y0..y1, right of it up to each row's end (a staircase), giving
        // the values of row y1 - 1. Transposed, it is a piece "up".
        let start = x1 + 1;
        let last = y1 - 1;
        let mut first_row = Vec::with_capacity(hi[last] + 1 - start);
        let mut y = y0;
        for x in start..=hi[last] {
            while hi[y] < x {
                y += 1;
            }
            first_row.push(y);
        }
        let mut row = vec![StaticModInt::default(); first_row.len()];
        staircase(&first_row, y0, &column, &mut row, &f);
        if last == n - 1 {
            return row[row.len() - 1];
        }
        y0 = y1;
        x1 = hi[last];
        inputs = row[lo[y0] - start..].to_vec();
    }
}

/// Factorials and their inverses below a bound.
struct Factorials<const M: u32> {
    fact: Vec<StaticModInt<M>>,
    inv_fact: Vec<StaticModInt<M>>,
}

impl<const M: u32> Factorials<M> {
    fn new(len: usize) -> Self {
        let mut fact = vec![StaticModInt::new(1u32); len + 1];
        for i in 1..=len {
            fact[i] = fact[i - 1] * StaticModInt::new(i as u64);
        }
        let mut inv_fact = vec![fact[len].inv(); len + 1];
        for i in (0..len).rev() {
            inv_fact[i] = inv_fact[i + 1] * StaticModInt::new(i as u64 + 1);
        }
        Factorials { fact, inv_fact }
    }

    /// C(n, k), for k <= n.
    fn binom(&self, n: usize, k: usize) -> StaticModInt<M> {
        self.fact[n] * self.inv_fact[k] * self.inv_fact[n - k]
    }
}

/// Below this many cells per unit of perimeter, cell by cell is faster.
const DIRECT: usize = 128;

/// A one-sided piece: rows `k` with cells `a[k] - base .. w` (`a`
/// non-decreasing, at most `base + w`; `w = input.len()`), `input[x]`
/// entering row 0 at column `x` from below; `out[k]` becomes the value of
/// row `k`'s last cell (0 if the row is empty).
fn staircase<const M: u32>(
    a: &[usize],
    base: usize,
    input: &[StaticModInt<M>],
    out: &mut [StaticModInt<M>],
    f: &Factorials<M>,
) {
    let (h, w) = (a.len(), input.len());
    if h == 0 {
        return;
    }
    if w == 0 || h == 1 || h * w <= DIRECT * (h + w) {
        let mut cells = input.to_vec();
        let mut cleared = 0;
        for (k, o) in out.iter_mut().enumerate() {
            let start = (a[k] - base).min(w);
            for c in &mut cells[cleared..start] {
                *c = StaticModInt::default();
            }
            cleared = start;
            let mut run = StaticModInt::default();
            for c in &mut cells[start..] {
                run += *c;
                *c = run;
            }
            *o = run;
        }
        return;
    }
    // Rows below mid, left of column c = a[mid]: a smaller piece; right of
    // it: a full rectangle; rows from mid on: a piece from column c.
    let mid = h / 2;
    let c = a[mid] - base;
    let mut left = vec![StaticModInt::default(); mid];
    staircase(&a[..mid], base, &input[..c], &mut left, f);
    let (lower, upper) = out.split_at_mut(mid);
    if c == w {
        lower.copy_from_slice(&left);
        for o in upper.iter_mut() {
            *o = StaticModInt::default();
        }
        return;
    }
    let mut top = vec![StaticModInt::default(); w - c];
    rectangle(&input[c..], &left, &mut top, lower, f);
    staircase(&a[mid..], base + c, &top, upper, f);
}

/// A full rectangle of `r = left.len()` rows and `s = bottom.len()`
/// columns: `bottom[x]` enters column `x` from below, `left[y]` enters row
/// `y` from the left; `top` gets the last row's values, `right` the last
/// column's. A path from below at `x'` to the top at `x` makes `r - 1` steps
/// up and `x - x'` right, hence a binomial; the four sums are convolutions
/// (two of them after scaling by factorials).
fn rectangle<const M: u32>(
    bottom: &[StaticModInt<M>],
    left: &[StaticModInt<M>],
    top: &mut [StaticModInt<M>],
    right: &mut [StaticModInt<M>],
    f: &Factorials<M>,
) {
    let (r, s) = (left.len(), bottom.len());
    if r * s <= DIRECT * (r + s) {
        top.copy_from_slice(bottom);
        for (y, o) in right.iter_mut().enumerate() {
            let mut run = left[y];
            for c in top.iter_mut() {
                run += *c;
                *c = run;
            }
            *o = run;
        }
        return;
    }
    let fact = &f.fact[..r + s - 1];
    // top[x] = Σ bottom[x'] C(x - x' + r - 1, r - 1)
    //        + (1 / x!) Σ left[y'] / (r - 1 - y')! · (r - 1 - y' + x)!
    let up: Vec<_> = (0..s).map(|d| f.binom(d + r - 1, d)).collect();
    let from_below = convolution(bottom, &up);
    let scaled: Vec<_> = (0..r).map(|y| left[y] * f.inv_fact[r - 1 - y]).collect();
    let from_left = convolution(&scaled, fact);
    for (x, t) in top.iter_mut().enumerate() {
        *t = from_below[x] + from_left[r - 1 + x] * f.inv_fact[x];
    }
    // right[y] = (1 / y!) Σ bottom[x'] / (s - 1 - x')! · (s - 1 - x' + y)!
    //          + Σ left[y'] C(y - y' + s - 1, s - 1)
    let scaled: Vec<_> = (0..s).map(|x| bottom[x] * f.inv_fact[s - 1 - x]).collect();
    let from_below = convolution(&scaled, fact);
    let across: Vec<_> = (0..r).map(|d| f.binom(d + s - 1, d)).collect();
    let from_left = convolution(left, &across);
    for (y, o) in right.iter_mut().enumerate() {
        *o = from_below[s - 1 + y] * f.inv_fact[y] + from_left[y];
    }
}
