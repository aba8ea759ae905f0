//! Composition of formal power series `f(g(x)) mod x^n` and its transpose,
//! the power projection `[x^k] w(x) g(x)^i`, by Kinoshita–Li's Graeffe
//! iteration on the bivariate `1 / (1 − y g(x))`: O(n log² n); verified on
//! Library Checker's `composition_of_formal_power_series` and its `_large`
//! variant (`crates/cpkit/verify/composition-of-formal-power-series`,
//! `crates/cpkit/verify/composition-of-formal-power-series-large`).

use super::convolution::{butterfly, butterfly_inv};
use super::modint::StaticModInt;
use super::taylor_shift::taylor_shift;

/// The shape of one step of the iteration on `Q(x, y)`: `n` coefficients in
/// `x`, degree at most `d` in `y` (a power of two); its transforms have
/// length `len`, row `y` of a bivariate starting at `y · stride` (Kronecker
/// substitution `y = x^stride`; `len = 2d · stride`, so the cyclic
/// wrap-around of the rows is exactly `y ↦ y mod 2d`).
struct Step {
    n: usize,
    d: usize,
    len: usize,
    stride: usize,
}

impl Step {
    fn new(n: usize, d: usize) -> Step {
        // Products have x-degree below 2n: the stride (even, as the partner
        // points need) keeps the rows apart.
        let len = (4 * n * d).next_power_of_two();
        Step {
            n,
            d,
            len,
            stride: len / (2 * d),
        }
    }
}

/// Copies the rows of a bivariate stored `width` to a row into a buffer of
/// length `len` with rows `stride` apart.
fn spread<const M: u32>(
    src: &[StaticModInt<M>],
    width: usize,
    stride: usize,
    len: usize,
) -> Vec<StaticModInt<M>> {
    let mut out = vec![StaticModInt::raw(0); len];
    if width > 0 {
        for (y, row) in src.chunks(width).enumerate() {
            out[y * stride..y * stride + row.len()].copy_from_slice(row);
        }
    }
    out
}

/// `Q·Q(−x)` from the transform `fq` of `Q` (the even bivariate `V(x², y)`),
/// returned as `V(x, y)` mod `x^n_next`, rows `0..=2d`, `n_next` to a row.
/// The row `2d` wrapped onto row 0, whose value is known: `Q(x, 0) = 1`.
fn square_step<const M: u32>(
    fq: &[StaticModInt<M>],
    step: &Step,
    n_next: usize,
) -> Vec<StaticModInt<M>> {
    let half = step.len / 2;
    let half_stride = step.stride / 2;
    let scale = StaticModInt::<M>::new(half as u64).inv();
    // In bit-reversed order the points 2j and 2j + 1 are t and −t; their
    // product is V at t², point j of the transform of half the length.
    let mut v: Vec<StaticModInt<M>> = fq.chunks(2).map(|p| p[0] * p[1] * scale).collect();
    butterfly_inv(&mut v);
    let rows = 2 * step.d + 1;
    let mut q = vec![StaticModInt::raw(0); rows * n_next];
    for y in 1..2 * step.d {
        q[y * n_next..(y + 1) * n_next]
            .copy_from_slice(&v[y * half_stride..y * half_stride + n_next]);
    }
    q[..n_next].copy_from_slice(&v[..n_next]);
    q[0] -= StaticModInt::raw(1);
    let (low, high) = q.split_at_mut(2 * step.d * n_next);
    high.copy_from_slice(&low[..n_next]);
    for c in low[..n_next].iter_mut() {
        *c = StaticModInt::raw(0);
    }
    low[0] = StaticModInt::raw(1);
    q
}

/// The first `n` coefficients of `f(g(x))`, modulo an NTT prime `M` (such
/// as 998244353) larger than `n`. `g(0)` may be nonzero (then `f` is first
/// shifted to `f(x + g(0))`, and `M` must exceed `f.len()` too). O(n log² n) (plus O(len f log len f) for a
/// shift).
///
/// Kinoshita and Li, "Power Series Composition in Near-Linear Time"
/// (2024): with `P(y) = Σ f_i y^(n−1−i)`, `f(g) = [y^(n−1)] P(y) / Q(x, y)`
/// for `Q = 1 − y g(x)`, modulo `x^n`. As in Bostan–Mori,
/// `1 / Q = Q(−x, y) / V(x², y)` with `V = Q(x, y) Q(−x, y)`: halving the
/// `x`-precision doubles the `y`-degree, so each of the log n steps holds
/// about `n` coefficients. Going down, only `Q` is transformed; coming
/// back up, each step needs of `P / V` only the `y`-window that
/// `Q(−x, y)` moves to `y^(n−1)`, a middle product (the window is as wide
/// as the degree, so it doubles as the precision halves). At precision 1,
/// `Q(0, y) = 1`, so the window is `P`'s own coefficients.
///
/// # Example
/// ```
/// use cpkit::math::fps_composition::composition;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let v = |a: &[i32]| -> Vec<Mint> { a.iter().map(|&x| Mint::new(x)).collect() };
/// // f(y) = 1 + y², g(x) = x + x²: 1 + x² + 2x³ + x⁴.
/// assert_eq!(composition(&v(&[1, 0, 1]), &v(&[0, 1, 1]), 5), v(&[1, 0, 1, 2, 1]));
/// // g(0) = 1: f(1 + x) = 2 + 2x + x².
/// assert_eq!(composition(&v(&[1, 0, 1]), &v(&[1, 1]), 4), v(&[2, 2, 1, 0]));
/// ```
pub fn composition<const M: u32>(
    f: &[StaticModInt<M>],
    g: &[StaticModInt<M>],
    n: usize,
) -> Vec<StaticModInt<M>> {
    let zero = StaticModInt::<M>::raw(0);
    if n == 0 {
        return Vec::new();
    }
    let c = g.first().copied().unwrap_or(zero);
    let shifted;
    let f = if c != zero {
        shifted = taylor_shift(f, c);
        &shifted[..]
    } else {
        f
    };
    // Q_0 = 1 − y g(x), rows y = 0, 1.
    let mut q = vec![zero; 2 * n];
    q[0] = StaticModInt::raw(1);
    for (x, &b) in g.iter().enumerate().take(n).skip(1) {
        q[n + x] = -b;
    }
    let mut steps = Vec::new();
    let mut transforms = Vec::new();
    let (mut nk, mut d) = (n, 1);
    while nk > 1 {
        let step = Step::new(nk, d);
        let mut fq = spread(&q, nk, step.stride, step.len);
        butterfly(&mut fq);
        let n_next = (nk + 1) / 2;
        q = square_step(&fq, &step, n_next);
        transforms.push(fq);
        steps.push(step);
        nk = n_next;
        d *= 2;
    }
    // At precision 1, P / Q = P: the window of the y^(n−d) .. y^(n−1),
    // rows of width 1.
    let coefficient = |y: usize| if y < f.len() { f[y] } else { zero };
    let mut s: Vec<StaticModInt<M>> = (0..d)
        .map(|r| {
            // Row r is y^(n − d + r), the coefficient f_(d − 1 − r) of P.
            if r + n >= d {
                coefficient(d - 1 - r)
            } else {
                zero
            }
        })
        .collect();
    let mut width = 1;
    for (step, fq) in steps.iter().zip(&transforms).rev() {
        // s: the rows y^(n−2d) .. y^(n−1) of P / V(x, y), `width` to a row.
        let half = step.len / 2;
        let mut h = spread(&s, width, step.stride / 2, half);
        butterfly(&mut h);
        let scale = StaticModInt::<M>::new(step.len as u64).inv();
        let mut product = vec![zero; step.len];
        for (j, &hj) in h.iter().enumerate() {
            let hj = hj * scale;
            // Q(−x, y) at t is Q at the partner point −t.
            product[2 * j] = fq[2 * j + 1] * hj;
            product[2 * j + 1] = fq[2 * j] * hj;
        }
        butterfly_inv(&mut product);
        let mut next = vec![zero; step.d * step.n];
        for r in 0..step.d {
            let from = (step.d + r) * step.stride;
            next[r * step.n..(r + 1) * step.n].copy_from_slice(&product[from..from + step.n]);
        }
        s = next;
        width = step.n;
    }
    s.truncate(n);
    s
}

/// `[x^k] w(x) g(x)^i` for `i` in `0..m`, modulo an NTT prime `M` (such as
/// 998244353); `g(0)` must be 0. O(k log k log m + m) (k log² k when
/// `m ≈ k`). The transpose of [`composition`].
///
/// Bostan–Mori on `w(x) / (1 − y g(x))` in `x`, every coefficient a
/// polynomial in `y`: each step keeps the half of `P(x, y) Q(−x, y)` of
/// `k`'s parity and halves `k`; at `k = 0` the answer is `P(0, y)`, since
/// `Q(0, y) = 1`.
///
/// # Example
/// ```
/// use cpkit::math::fps_composition::power_projection;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let v = |a: &[i32]| -> Vec<Mint> { a.iter().map(|&x| Mint::new(x)).collect() };
/// // [x³] (x + x²)^i for i = 0..5: 0, 0, 2, 1, 0.
/// assert_eq!(power_projection(&v(&[0, 1, 1]), &v(&[1]), 3, 5), v(&[0, 0, 2, 1, 0]));
/// ```
pub fn power_projection<const M: u32>(
    g: &[StaticModInt<M>],
    w: &[StaticModInt<M>],
    k: usize,
    m: usize,
) -> Vec<StaticModInt<M>> {
    let zero = StaticModInt::<M>::raw(0);
    assert!(
        g.first().map_or(true, |&c| c == zero),
        "power_projection needs g(0) = 0"
    );
    let n = k + 1;
    // P_0 = w, Q_0 = 1 − y g, both mod x^(k+1); P has rows 0..d, Q 0..=d.
    let mut p = vec![zero; n];
    for (x, &c) in w.iter().enumerate().take(n) {
        p[x] = c;
    }
    let mut q = vec![zero; 2 * n];
    q[0] = StaticModInt::raw(1);
    for (x, &b) in g.iter().enumerate().take(n).skip(1) {
        q[n + x] = -b;
    }
    let (mut t, mut d) = (k, 1);
    let generator = StaticModInt::<M>::raw(super::primitive_root(M));
    let inv_two = StaticModInt::<M>::raw(2).inv();
    while t > 0 {
        let nk = t + 1;
        let step = Step::new(nk, d);
        let half = step.len / 2;
        let mut fp = spread(&p, nk, step.stride, step.len);
        butterfly(&mut fp);
        let mut fq = spread(&q, nk, step.stride, step.len);
        butterfly(&mut fq);
        let n_next = t / 2 + 1;
        q = square_step(&fq, &step, n_next);
        let scale = StaticModInt::<M>::new(half as u64).inv();
        // U = P Q(−x): its even half at t² is (U(t) + U(−t)) / 2, its odd
        // half (U(t) − U(−t)) / 2t.
        let mut u = vec![zero; half];
        if t % 2 == 0 {
            let c = inv_two * scale;
            for (j, e) in u.iter_mut().enumerate() {
                let (u0, u1) = (fp[2 * j] * fq[2 * j + 1], fp[2 * j + 1] * fq[2 * j]);
                *e = (u0 + u1) * c;
            }
        } else {
            // Point 2j is w^rev(j) for a primitive len-th root w, rev over
            // log2(half) bits.
            let root = generator.pow(u64::from(M - 1) / step.len as u64);
            let bits = half.trailing_zeros();
            let mut power = inv_two * scale;
            let root_inv = root.inv();
            for i in 0..half {
                let j = if bits == 0 {
                    0
                } else {
                    i.reverse_bits() >> (usize::BITS - bits)
                };
                let (u0, u1) = (fp[2 * j] * fq[2 * j + 1], fp[2 * j + 1] * fq[2 * j]);
                u[j] = (u0 - u1) * power;
                power *= root_inv;
            }
        }
        butterfly_inv(&mut u);
        let half_stride = step.stride / 2;
        let mut next = vec![zero; 2 * d * n_next];
        for y in 0..2 * d {
            next[y * n_next..(y + 1) * n_next]
                .copy_from_slice(&u[y * half_stride..y * half_stride + n_next]);
        }
        p = next;
        t /= 2;
        d *= 2;
    }
    // P(0, y): rows of width 1.
    p.resize(m.max(p.len()), zero);
    p.truncate(m);
    p
}
