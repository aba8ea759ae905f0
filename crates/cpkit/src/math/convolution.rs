//! Convolution by the number-theoretic transform: `c[k] = Σ a[i] b[k - i]`
//! modulo an NTT-friendly prime (998244353, or any prime `M < 2^31` whose
//! `M - 1` has enough factors of two) in O((n + m) log (n + m)), and exactly
//! over `i64` through three primes and the Chinese remainder theorem.
//! The transform is a radix-4 butterfly in the AtCoder Library's style,
//! public so that other transforms can build on it; for primes below 2^30
//! it runs in Montgomery form with lazy reduction (no division, so the
//! loops vectorize), finishes cache-sized blocks one at a time, and reads
//! its twiddle factors from a table kept per modulus (so that the last
//! step, on blocks of four, vectorizes too).
//! Verified on Library Checker's `convolution_mod` and
//! `convolution_mod_large`.

use super::modint::{RemEuclidU32, StaticModInt};
use std::cell::RefCell;
use std::convert::TryFrom;
use std::fmt::Debug;
use std::rc::Rc;

/// The roots of unity a transform of any length needs, for the prime `M`.
struct Roots<const M: u32> {
    /// `root[i]` is a primitive `2^i`-th root of unity; `iroot[i]` its inverse.
    root: [StaticModInt<M>; 32],
    iroot: [StaticModInt<M>; 32],
    /// The factors that move a radix-2 rotation from one block to the next
    /// (`rate2[i]` when the block index's lowest zero bit is bit `i`).
    rate2: [StaticModInt<M>; 32],
    irate2: [StaticModInt<M>; 32],
    /// The same for radix-4 rotations.
    rate3: [StaticModInt<M>; 32],
    irate3: [StaticModInt<M>; 32],
}

impl<const M: u32> Roots<M> {
    /// The smallest primitive root of `M`, found when the program is built.
    const GENERATOR: u32 = super::primitive_root(M);
    /// How many factors of two `M - 1` has: the longest transform is `2^RANK2`.
    const RANK2: u32 = (M - 1).trailing_zeros();

    fn new() -> Self {
        let one = StaticModInt::<M>::raw(1);
        let rank2 = Self::RANK2 as usize;
        let mut roots = Roots {
            root: [one; 32],
            iroot: [one; 32],
            rate2: [one; 32],
            irate2: [one; 32],
            rate3: [one; 32],
            irate3: [one; 32],
        };
        roots.root[rank2] = StaticModInt::new(Self::GENERATOR).pow(u64::from((M - 1) >> rank2));
        roots.iroot[rank2] = roots.root[rank2].inv();
        for i in (0..rank2).rev() {
            roots.root[i] = roots.root[i + 1] * roots.root[i + 1];
            roots.iroot[i] = roots.iroot[i + 1] * roots.iroot[i + 1];
        }
        let (mut prod, mut iprod) = (one, one);
        for i in 0..rank2.saturating_sub(1) {
            roots.rate2[i] = roots.root[i + 2] * prod;
            roots.irate2[i] = roots.iroot[i + 2] * iprod;
            prod *= roots.iroot[i + 2];
            iprod *= roots.root[i + 2];
        }
        let (mut prod, mut iprod) = (one, one);
        for i in 0..rank2.saturating_sub(2) {
            roots.rate3[i] = roots.root[i + 3] * prod;
            roots.irate3[i] = roots.iroot[i + 3] * iprod;
            prod *= roots.iroot[i + 3];
            iprod *= roots.root[i + 3];
        }
        roots
    }
}

/// Panics unless a transform of length `n` exists modulo `M`.
fn check_length<const M: u32>(n: usize) {
    assert!(
        n.is_power_of_two() || n == 0,
        "the NTT needs a power-of-two length; found {}",
        n
    );
    assert!(
        M < 1 << 31,
        "the NTT needs a prime modulus below 2^31; found {}",
        M
    );
    assert!(
        n <= 1 || n.trailing_zeros() <= Roots::<M>::RANK2,
        "a length-{} NTT modulo {} needs 2^{} to divide {} - 1",
        n,
        M,
        n.trailing_zeros(),
        M
    );
}

/// Montgomery arithmetic modulo an odd `M < 2^30` in `u32`, for the
/// transforms: values stay below `2M` between steps (below `4M` within
/// one) and come back to `0..M` only at the end, so the inner loops have
/// no division and vectorize. Twiddle factors are kept times `2^32`
/// (Montgomery form), so that `mul` of a plain value by one is plain.
pub(super) struct Mont<const M: u32>;

impl<const M: u32> Mont<M> {
    /// `-1 / M` modulo `2^32`, by Newton's iteration (`M * M ≡ 1 mod 8`).
    const NEG_INV: u32 = {
        let mut inv = M;
        let mut i = 0;
        while i < 4 {
            inv = inv.wrapping_mul(2u32.wrapping_sub(M.wrapping_mul(inv)));
            i += 1;
        }
        inv.wrapping_neg()
    };
    /// `2^64` modulo `M`: `mul(x, R2)` puts `x` in Montgomery form.
    const R2: u32 = if M == 0 {
        0
    } else {
        ((1u128 << 64) % M as u128) as u32
    };

    /// `x / 2^32` modulo `M`, below `2M`, for `x < M 2^32`.
    #[inline(always)]
    pub(super) fn reduce(x: u64) -> u32 {
        let q = (x as u32).wrapping_mul(Self::NEG_INV);
        ((x + u64::from(q) * u64::from(M)) >> 32) as u32
    }

    /// `a b / 2^32` modulo `M`, below `2M`, for `a < 4M` and `b < M`.
    #[inline(always)]
    fn mul(a: u32, b: u32) -> u32 {
        Self::reduce(u64::from(a) * u64::from(b))
    }

    /// From `0..4M` to `0..2M` (the wrapped difference is larger when `x < 2M`).
    #[inline(always)]
    pub(super) fn shrink(x: u32) -> u32 {
        x.min(x.wrapping_sub(2 * M))
    }

    /// From `0..2M` to `0..M`.
    #[inline(always)]
    pub(super) fn norm(x: u32) -> u32 {
        x.min(x.wrapping_sub(M))
    }

    /// `x 2^32` modulo `M`, in `0..M`: a twiddle factor in Montgomery form.
    pub(super) fn to_mont(x: StaticModInt<M>) -> u32 {
        Self::norm(Self::mul(x.val(), Self::R2))
    }
}

/// The transforms work on blocks of `2^LOCAL` values (64 KiB) at a time
/// once their steps stay within such blocks, so that those steps run in
/// cache instead of sweeping the whole array each time.
pub(super) const LOCAL: u32 = 14;

/// The twiddle factors of the radix-4 steps, in Montgomery form: block `s`
/// of every step turns by `w1[s]`, `w2[s] = w1[s]^2` and `w3[s] = w1[s]^3`,
/// the same in every step (the root `w^rev(s)` for one bit reversal), so a
/// table as long as the step with the most blocks serves all of them. Read
/// from a table, a block's factors do not depend on the block before, so
/// the last step (blocks of four values) vectorizes across blocks.
struct Twiddles {
    w1: Vec<u32>,
    w2: Vec<u32>,
    w3: Vec<u32>,
}

impl Twiddles {
    /// The factors of `blocks` blocks from the roots `root[i]` of order
    /// `2^i` (the inverses for the inverse transform): `rev(s + 2^k) =
    /// rev(s) + rev(2^k)` for `s < 2^k`, so each power of two of blocks is
    /// the part before it times one root, `w1[2^k] = root[k + 3]`.
    fn new<const M: u32>(blocks: usize, root: &[StaticModInt<M>; 32]) -> Self {
        let mut w1 = Vec::with_capacity(blocks.max(1));
        w1.push(Mont::<M>::to_mont(StaticModInt::raw(1)));
        let mut k = 0;
        while w1.len() < blocks {
            let (done, base) = (w1.len(), Mont::<M>::to_mont(root[k + 3]));
            w1.extend_from_within(..done.min(blocks - done));
            for x in &mut w1[done..] {
                *x = Mont::<M>::norm(Mont::<M>::mul(*x, base));
            }
            k += 1;
        }
        let w2: Vec<u32> = w1
            .iter()
            .map(|&x| Mont::<M>::norm(Mont::<M>::mul(x, x)))
            .collect();
        let w3 = w1
            .iter()
            .zip(&w2)
            .map(|(&x, &y)| Mont::<M>::norm(Mont::<M>::mul(x, y)))
            .collect();
        Twiddles { w1, w2, w3 }
    }
}

thread_local! {
    /// The longest table built so far for each modulus and direction
    /// (`true`: the inverse transform's): a solution's transforms are
    /// mostly of a few lengths, and building the table costs about as much
    /// as a step.
    static TWIDDLES: RefCell<Vec<(u32, bool, Rc<Twiddles>)>> = RefCell::new(Vec::new());
}

/// The twiddle factors of at least `blocks` blocks modulo `M`, from the
/// cache or built (of the inverse roots when `inverse`).
fn twiddles<const M: u32>(blocks: usize, inverse: bool, roots: &Roots<M>) -> Rc<Twiddles> {
    TWIDDLES.with(|cache| {
        let mut cache = cache.borrow_mut();
        let found = cache.iter().position(|e| e.0 == M && e.1 == inverse);
        if let Some(i) = found {
            if cache[i].2.w1.len() >= blocks {
                return Rc::clone(&cache[i].2);
            }
            cache.swap_remove(i);
        }
        let root = if inverse { &roots.iroot } else { &roots.root };
        let table = Rc::new(Twiddles::new(blocks, root));
        cache.push((M, inverse, Rc::clone(&table)));
        table
    })
}

/// The radix-4 butterfly of [`butterfly`] on values already turned by their
/// twiddle factors, all below `2M`; the results too.
#[inline(always)]
fn fwd4<const M: u32>(a0: u32, a1: u32, a2: u32, a3: u32, imag: u32) -> [u32; 4] {
    let two_m = 2 * M;
    let s02 = Mont::<M>::shrink(a0 + a2);
    let d02 = Mont::<M>::shrink(a0 + two_m - a2);
    let s13 = Mont::<M>::shrink(a1 + a3);
    let d13 = Mont::<M>::mul(a1 + two_m - a3, imag);
    [
        Mont::<M>::shrink(s02 + s13),
        Mont::<M>::shrink(s02 + two_m - s13),
        Mont::<M>::shrink(d02 + d13),
        Mont::<M>::shrink(d02 + two_m - d13),
    ]
}

/// One radix-4 step of [`butterfly`] on the blocks of `4p` values in `a`,
/// the first being block `s0` of its step. Block 0 turns by 1: no products.
fn mont_step4<const M: u32>(
    a: &mut [StaticModInt<M>],
    p: usize,
    s0: usize,
    tw: &Twiddles,
    imag: u32,
) {
    let factors = tw.w1[s0..].iter().zip(&tw.w2[s0..]).zip(&tw.w3[s0..]);
    for (s, (block, ((&r1, &r2), &r3))) in (s0..).zip(a.chunks_exact_mut(4 * p).zip(factors)) {
        let (b01, b23) = block.split_at_mut(2 * p);
        let (b0, b1) = b01.split_at_mut(p);
        let (b2, b3) = b23.split_at_mut(p);
        let quads = b0.iter_mut().zip(b1).zip(b2).zip(b3);
        if s == 0 {
            for (((x0, x1), x2), x3) in quads {
                let y = fwd4::<M>(x0.val(), x1.val(), x2.val(), x3.val(), imag);
                *x0 = StaticModInt::unreduced(y[0]);
                *x1 = StaticModInt::unreduced(y[1]);
                *x2 = StaticModInt::unreduced(y[2]);
                *x3 = StaticModInt::unreduced(y[3]);
            }
            continue;
        }
        for (((x0, x1), x2), x3) in quads {
            let a1 = Mont::<M>::mul(x1.val(), r1);
            let a2 = Mont::<M>::mul(x2.val(), r2);
            let a3 = Mont::<M>::mul(x3.val(), r3);
            let y = fwd4::<M>(x0.val(), a1, a2, a3, imag);
            *x0 = StaticModInt::unreduced(y[0]);
            *x1 = StaticModInt::unreduced(y[1]);
            *x2 = StaticModInt::unreduced(y[2]);
            *x3 = StaticModInt::unreduced(y[3]);
        }
    }
}

/// Blocks of four values go through [`BUF`]-wide buffers of each block's
/// first, second, third and fourth values, so that the arithmetic of the
/// steps on them runs on whole vectors.
const BUF: usize = 256;

/// Fills `t[j][i]` with value `j` of block `i` of `a`.
#[inline(always)]
fn gather<const M: u32>(a: &[StaticModInt<M>], t: &mut [[u32; BUF]; 4]) {
    for (i, q) in a.chunks_exact(4).enumerate() {
        for (tj, x) in t.iter_mut().zip(q) {
            tj[i] = x.val();
        }
    }
}

/// Puts `t[j][i]` back as value `j` of block `i` of `a`, in `0..M` when
/// `NORM`.
#[inline(always)]
fn scatter<const M: u32, const NORM: bool>(a: &mut [StaticModInt<M>], t: &[[u32; BUF]; 4]) {
    for (i, q) in a.chunks_exact_mut(4).enumerate() {
        for (x, tj) in q.iter_mut().zip(t) {
            let v = tj[i];
            *x = StaticModInt::unreduced(if NORM { Mont::<M>::norm(v) } else { v });
        }
    }
}

/// The last step of [`butterfly`], on blocks of four values from block `s0`
/// on, leaving values in `0..M`.
fn mont_step4_last<const M: u32>(a: &mut [StaticModInt<M>], s0: usize, tw: &Twiddles, imag: u32) {
    let mut t = [[0u32; BUF]; 4];
    for (k, piece) in a.chunks_mut(4 * BUF).enumerate() {
        let (m, s) = (piece.len() / 4, s0 + k * BUF);
        gather(piece, &mut t);
        let [t0, t1, t2, t3] = &mut t;
        let factors = tw.w1[s..s + m].iter().zip(&tw.w2[s..]).zip(&tw.w3[s..]);
        let quads = t0
            .iter_mut()
            .zip(t1.iter_mut())
            .zip(t2.iter_mut())
            .zip(t3.iter_mut());
        for ((((x0, x1), x2), x3), ((&r1, &r2), &r3)) in quads.zip(factors) {
            let a1 = Mont::<M>::mul(*x1, r1);
            let a2 = Mont::<M>::mul(*x2, r2);
            let a3 = Mont::<M>::mul(*x3, r3);
            let y = fwd4::<M>(*x0, a1, a2, a3, imag);
            *x0 = y[0];
            *x1 = y[1];
            *x2 = y[2];
            *x3 = y[3];
        }
        scatter::<M, true>(piece, &t);
    }
}

/// [`butterfly`] for `M < 2^30`: a radix-2 step first when the number of
/// levels is odd (one block, turned by 1), then radix-4 steps; those on
/// large blocks sweep the whole array, the rest run block of `2^LOCAL` by
/// block.
fn butterfly_mont<const M: u32>(a: &mut [StaticModInt<M>], roots: &Roots<M>) {
    let (n, two_m) = (a.len(), 2 * M);
    let h = n.trailing_zeros();
    let tw = twiddles(n / 4, false, roots);
    let imag = Mont::<M>::to_mont(roots.root[2]);
    let mut len = 0;
    if h % 2 == 1 {
        let (left, right) = a.split_at_mut(n / 2);
        for (l, r) in left.iter_mut().zip(right) {
            let (x, y) = (l.val(), r.val());
            *l = StaticModInt::unreduced(Mont::<M>::norm(Mont::<M>::shrink(x + y)));
            *r = StaticModInt::unreduced(Mont::<M>::norm(Mont::<M>::shrink(x + two_m - y)));
        }
        len = 1;
    }
    while h - len > LOCAL {
        mont_step4(a, 1 << (h - len - 2), 0, &tw, imag);
        len += 2;
    }
    for (c, chunk) in a.chunks_exact_mut(1 << (h - len)).enumerate() {
        let mut l = len;
        while l + 2 < h {
            mont_step4(chunk, 1 << (h - l - 2), c << (l - len), &tw, imag);
            l += 2;
        }
        if l < h {
            mont_step4_last(chunk, c << (l - len), &tw, imag);
        }
    }
}

/// The radix-4 butterfly of [`butterfly_inv`] before the twiddle factors:
/// the four values from `a`, all below `2M`, the last three still to turn
/// (below `4M`).
#[inline(always)]
fn inv4<const M: u32>(a0: u32, a1: u32, a2: u32, a3: u32, iimag: u32) -> [u32; 4] {
    let two_m = 2 * M;
    let s01 = Mont::<M>::shrink(a0 + a1);
    let d01 = Mont::<M>::shrink(a0 + two_m - a1);
    let s23 = Mont::<M>::shrink(a2 + a3);
    let d23 = Mont::<M>::mul(a2 + two_m - a3, iimag);
    [
        Mont::<M>::shrink(s01 + s23),
        d01 + d23,
        s01 + two_m - s23,
        d01 + two_m - d23,
    ]
}

/// One radix-4 step of [`butterfly_inv`], as [`mont_step4`]; the last step
/// (`LAST`) leaves values in `0..M`.
fn mont_step4_inv<const M: u32, const LAST: bool>(
    a: &mut [StaticModInt<M>],
    p: usize,
    s0: usize,
    tw: &Twiddles,
    iimag: u32,
) {
    let out = |x: u32| StaticModInt::unreduced(if LAST { Mont::<M>::norm(x) } else { x });
    let factors = tw.w1[s0..].iter().zip(&tw.w2[s0..]).zip(&tw.w3[s0..]);
    for (s, (block, ((&r1, &r2), &r3))) in (s0..).zip(a.chunks_exact_mut(4 * p).zip(factors)) {
        let (b01, b23) = block.split_at_mut(2 * p);
        let (b0, b1) = b01.split_at_mut(p);
        let (b2, b3) = b23.split_at_mut(p);
        let quads = b0.iter_mut().zip(b1).zip(b2).zip(b3);
        if s == 0 {
            for (((x0, x1), x2), x3) in quads {
                let y = inv4::<M>(x0.val(), x1.val(), x2.val(), x3.val(), iimag);
                *x0 = out(y[0]);
                *x1 = out(Mont::<M>::shrink(y[1]));
                *x2 = out(Mont::<M>::shrink(y[2]));
                *x3 = out(Mont::<M>::shrink(y[3]));
            }
            continue;
        }
        for (((x0, x1), x2), x3) in quads {
            let y = inv4::<M>(x0.val(), x1.val(), x2.val(), x3.val(), iimag);
            *x0 = out(y[0]);
            *x1 = out(Mont::<M>::mul(y[1], r1));
            *x2 = out(Mont::<M>::mul(y[2], r2));
            *x3 = out(Mont::<M>::mul(y[3], r3));
        }
    }
}

/// The first step of [`butterfly_inv`], on blocks of four values from block
/// `s0` on.
fn mont_step4_inv_first<const M: u32>(
    a: &mut [StaticModInt<M>],
    s0: usize,
    tw: &Twiddles,
    iimag: u32,
) {
    let mut t = [[0u32; BUF]; 4];
    for (k, piece) in a.chunks_mut(4 * BUF).enumerate() {
        let (m, s) = (piece.len() / 4, s0 + k * BUF);
        gather(piece, &mut t);
        let [t0, t1, t2, t3] = &mut t;
        let factors = tw.w1[s..s + m].iter().zip(&tw.w2[s..]).zip(&tw.w3[s..]);
        let quads = t0
            .iter_mut()
            .zip(t1.iter_mut())
            .zip(t2.iter_mut())
            .zip(t3.iter_mut());
        for ((((x0, x1), x2), x3), ((&r1, &r2), &r3)) in quads.zip(factors) {
            let y = inv4::<M>(*x0, *x1, *x2, *x3, iimag);
            *x0 = y[0];
            *x1 = Mont::<M>::mul(y[1], r1);
            *x2 = Mont::<M>::mul(y[2], r2);
            *x3 = Mont::<M>::mul(y[3], r3);
        }
        scatter::<M, false>(piece, &t);
    }
}

/// [`butterfly_inv`] for `M < 2^30`: radix-4 steps, the first ones block
/// of `2^LOCAL` by block and the ones on larger blocks over the whole
/// array, then a radix-2 step (one block, turned by 1) when the number of
/// levels is odd.
fn butterfly_inv_mont<const M: u32>(a: &mut [StaticModInt<M>], roots: &Roots<M>) {
    let (n, two_m) = (a.len(), 2 * M);
    let h = n.trailing_zeros();
    let tw = twiddles(n / 4, true, roots);
    let iimag = Mont::<M>::to_mont(roots.iroot[2]);
    // The step at `len` (from h down by two, while len >= 2) works on
    // blocks of 2^(h - len + 2) values; the last of them leaves values in
    // 0..M unless a radix-2 step follows.
    let step = |a: &mut [StaticModInt<M>], len: u32, s0: usize| {
        let p = 1 << (h - len);
        if len == h {
            mont_step4_inv_first(a, s0, &tw, iimag);
            if len == 2 {
                for x in a.iter_mut() {
                    *x = StaticModInt::raw(Mont::<M>::norm(x.val()));
                }
            }
        } else if len == 2 {
            mont_step4_inv::<M, true>(a, p, s0, &tw, iimag);
        } else {
            mont_step4_inv::<M, false>(a, p, s0, &tw, iimag);
        }
    };
    let (mut len, mut local) = (h, 0);
    while len >= 2 && h - len + 2 <= LOCAL {
        local = h - len + 2;
        len -= 2;
    }
    if local > 0 {
        for (c, chunk) in a.chunks_exact_mut(1 << local).enumerate() {
            let mut l = h;
            while l > len {
                step(chunk, l, c << (local - (h - l + 2)));
                l -= 2;
            }
        }
    }
    while len >= 2 {
        step(a, len, 0);
        len -= 2;
    }
    if len == 1 {
        let (left, right) = a.split_at_mut(n / 2);
        for (l, r) in left.iter_mut().zip(right) {
            let (x, y) = (l.val(), r.val());
            *l = StaticModInt::raw(Mont::<M>::norm(Mont::<M>::shrink(x + y)));
            *r = StaticModInt::raw(Mont::<M>::norm(Mont::<M>::shrink(x + two_m - y)));
        }
    }
}

/// The number-theoretic transform of `a` in place, in bit-reversed order:
/// `a` becomes `(A(w^rev(0)), A(w^rev(1)), ...)` where `A` is the polynomial
/// with coefficients `a` and `w` a primitive `n`-th root of unity. `n` must
/// be a power of two and `M` a prime below 2^31 with `2^k | M - 1`.
/// O(n log n). Pointwise products of two transforms, then
/// [`butterfly_inv`] and a division by `n`, give the cyclic convolution.
///
/// ```
/// use cpkit::math::convolution::{butterfly, butterfly_inv};
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// let mut a: Vec<Mint> = [1, 2, 0, 0].iter().map(|&x| Mint::new(x)).collect();
/// butterfly(&mut a);
/// let mut sq: Vec<Mint> = a.iter().map(|&x| x * x).collect(); // (1 + 2x)^2
/// butterfly_inv(&mut sq);
/// let n = Mint::new(4).inv();
/// assert_eq!(sq.iter().map(|&x| (x * n).val()).collect::<Vec<_>>(), [1, 4, 4, 0]);
/// ```
pub fn butterfly<const M: u32>(a: &mut [StaticModInt<M>]) {
    let n = a.len();
    check_length::<M>(n);
    if n <= 1 {
        return;
    }
    let roots = Roots::<M>::new();
    if M < 1 << 30 {
        return butterfly_mont(a, &roots);
    }
    let h = n.trailing_zeros();
    let m = u64::from(M);
    let mod2 = m * m;
    let reduce = |x: u64| StaticModInt::<M>::raw((x % m) as u32);
    // a[i], a[i + n >> len], a[i + 2 (n >> len)], ... are transformed.
    let mut len = 0;
    while len < h {
        if h - len == 1 {
            let p = 1 << (h - len - 1);
            let mut rot = StaticModInt::<M>::raw(1);
            let blocks = 1usize << len;
            for (s, block) in a.chunks_exact_mut(2 * p).enumerate() {
                let (left, right) = block.split_at_mut(p);
                for (l, r) in left.iter_mut().zip(right.iter_mut()) {
                    let (x, y) = (*l, *r * rot);
                    *l = x + y;
                    *r = x - y;
                }
                if s + 1 != blocks {
                    rot *= roots.rate2[(!s).trailing_zeros() as usize];
                }
            }
            len += 1;
        } else {
            // Radix 4: two levels at once. Sums stay in u64, reduced once at
            // the end; M < 2^31 keeps 3 M^2 + M below 2^64.
            let p = 1 << (h - len - 2);
            let mut rot = StaticModInt::<M>::raw(1);
            let imag = u64::from(roots.root[2].val());
            let blocks = 1usize << len;
            for (s, block) in a.chunks_exact_mut(4 * p).enumerate() {
                let rot1 = u64::from(rot.val());
                let rot2 = u64::from((rot * rot).val());
                let rot3 = u64::from((rot * rot * rot).val());
                let (b01, b23) = block.split_at_mut(2 * p);
                let (b0, b1) = b01.split_at_mut(p);
                let (b2, b3) = b23.split_at_mut(p);
                let quads = b0
                    .iter_mut()
                    .zip(b1.iter_mut())
                    .zip(b2.iter_mut())
                    .zip(b3.iter_mut());
                for (((x0, x1), x2), x3) in quads {
                    let a0 = u64::from(x0.val());
                    let a1 = u64::from(x1.val()) * rot1;
                    let a2 = u64::from(x2.val()) * rot2;
                    let a3 = u64::from(x3.val()) * rot3;
                    let a1na3imag = (a1 + mod2 - a3) % m * imag;
                    let na2 = mod2 - a2;
                    *x0 = reduce(a0 + a2 + a1 + a3);
                    *x1 = reduce(a0 + a2 + (2 * mod2 - (a1 + a3)));
                    *x2 = reduce(a0 + na2 + a1na3imag);
                    *x3 = reduce(a0 + na2 + (mod2 - a1na3imag));
                }
                if s + 1 != blocks {
                    rot *= roots.rate3[(!s).trailing_zeros() as usize];
                }
            }
            len += 2;
        }
    }
}

/// The inverse of [`butterfly`] up to a factor: `butterfly_inv` after
/// `butterfly` multiplies every element by `n = a.len()`. Same requirements;
/// O(n log n).
///
/// ```
/// use cpkit::math::convolution::{butterfly, butterfly_inv};
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// let original: Vec<Mint> = (1..=8).map(Mint::new).collect();
/// let mut a = original.clone();
/// butterfly(&mut a);
/// butterfly_inv(&mut a);
/// assert!(a.iter().zip(&original).all(|(&x, &y)| x == y * 8));
/// ```
pub fn butterfly_inv<const M: u32>(a: &mut [StaticModInt<M>]) {
    let n = a.len();
    check_length::<M>(n);
    if n <= 1 {
        return;
    }
    let roots = Roots::<M>::new();
    if M < 1 << 30 {
        return butterfly_inv_mont(a, &roots);
    }
    let h = n.trailing_zeros();
    let m = u64::from(M);
    let reduce = |x: u64| StaticModInt::<M>::raw((x % m) as u32);
    let mut len = h;
    while len > 0 {
        if len == 1 {
            let p = 1 << (h - 1);
            let mut irot = StaticModInt::<M>::raw(1);
            let blocks = 1usize << (len - 1);
            for (s, block) in a.chunks_exact_mut(2 * p).enumerate() {
                let (left, right) = block.split_at_mut(p);
                let irot_val = u64::from(irot.val());
                for (l, r) in left.iter_mut().zip(right.iter_mut()) {
                    let (x, y) = (*l, *r);
                    *l = x + y;
                    *r = reduce((m + u64::from(x.val()) - u64::from(y.val())) * irot_val);
                }
                if s + 1 != blocks {
                    irot *= roots.irate2[(!s).trailing_zeros() as usize];
                }
            }
            len -= 1;
        } else {
            let p = 1 << (h - len);
            let mut irot = StaticModInt::<M>::raw(1);
            let iimag = u64::from(roots.iroot[2].val());
            let blocks = 1usize << (len - 2);
            for (s, block) in a.chunks_exact_mut(4 * p).enumerate() {
                let irot1 = u64::from(irot.val());
                let irot2 = u64::from((irot * irot).val());
                let irot3 = u64::from((irot * irot * irot).val());
                let (b01, b23) = block.split_at_mut(2 * p);
                let (b0, b1) = b01.split_at_mut(p);
                let (b2, b3) = b23.split_at_mut(p);
                let quads = b0
                    .iter_mut()
                    .zip(b1.iter_mut())
                    .zip(b2.iter_mut())
                    .zip(b3.iter_mut());
                for (((x0, x1), x2), x3) in quads {
                    let a0 = u64::from(x0.val());
                    let a1 = u64::from(x1.val());
                    let a2 = u64::from(x2.val());
                    let a3 = u64::from(x3.val());
                    let a2na3iimag = (m + a2 - a3) * iimag % m;
                    *x0 = reduce(a0 + a1 + a2 + a3);
                    *x1 = reduce((a0 + (m - a1) + a2na3iimag) * irot1);
                    *x2 = reduce((a0 + a1 + (m - a2) + (m - a3)) * irot2);
                    *x3 = reduce((a0 + (m - a1) + (m - a2na3iimag)) * irot3);
                }
                if s + 1 != blocks {
                    irot *= roots.irate3[(!s).trailing_zeros() as usize];
                }
            }
            len -= 2;
        }
    }
}

/// The product of short polynomials term by term: faster than transforms
/// below about 60 terms.
fn convolution_naive<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    let (a, b) = if a.len() < b.len() { (b, a) } else { (a, b) };
    let mut c = vec![StaticModInt::<M>::default(); a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (cj, &y) in c[i..].iter_mut().zip(b) {
            *cj += x * y;
        }
    }
    c
}

/// `c[k] = Σ a[i] b[k - i]` modulo `M`, of length `n + m - 1` (empty if
/// either input is). `M` must be a prime below 2^31 with `2^k | M - 1` for
/// `2^k >= n + m - 1` (998244353 allows up to 2^23 terms; panics otherwise).
/// O((n + m) log (n + m)).
///
/// ```
/// use cpkit::math::convolution::convolution;
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// let a: Vec<Mint> = [1, 2, 3].iter().map(|&x| Mint::new(x)).collect();
/// let b: Vec<Mint> = [1, -1].iter().map(|&x| Mint::new(x)).collect();
/// let c = convolution(&a, &b); // (1 + 2x + 3x^2)(1 - x)
/// assert_eq!(c, [Mint::new(1), Mint::new(1), Mint::new(1), Mint::new(-3)]);
/// ```
pub fn convolution<const M: u32>(
    a: &[StaticModInt<M>],
    b: &[StaticModInt<M>],
) -> Vec<StaticModInt<M>> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let (n, m) = (a.len(), b.len());
    if n.min(m) <= 60 {
        return convolution_naive(a, b);
    }
    let z = (n + m - 1).next_power_of_two();
    check_length::<M>(z);
    let mut fa = Vec::with_capacity(z);
    fa.extend_from_slice(a);
    fa.resize(z, StaticModInt::default());
    butterfly(&mut fa);
    let mut fb = Vec::with_capacity(z);
    fb.extend_from_slice(b);
    fb.resize(z, StaticModInt::default());
    butterfly(&mut fb);
    // The division by z rides along with the pointwise product.
    let iz = StaticModInt::<M>::new(z as u64).inv();
    for (x, &y) in fa.iter_mut().zip(&fb) {
        *x *= y * iz;
    }
    butterfly_inv(&mut fa);
    fa.truncate(n + m - 1);
    fa
}

/// [`convolution`] on plain integers (`u32`, `u64`, `i64`, ...): the inputs
/// are reduced modulo `M` and the results, in `0..M`, come back as `T`
/// (panics if `T` cannot hold them). Written `convolution_raw::<T, M>`.
///
/// ```
/// use cpkit::math::convolution::convolution_raw;
/// let c = convolution_raw::<u32, 998_244_353>(&[1, 2], &[3, 4]);
/// assert_eq!(c, [3, 10, 8]);
/// let d = convolution_raw::<i64, 7>(&[-1], &[3, 5]);
/// assert_eq!(d, [4, 2]); // -3 and -5 modulo 7
/// ```
pub fn convolution_raw<T, const M: u32>(a: &[T], b: &[T]) -> Vec<T>
where
    T: RemEuclidU32 + TryFrom<u32>,
    <T as TryFrom<u32>>::Error: Debug,
{
    let a: Vec<StaticModInt<M>> = a.iter().map(|&x| StaticModInt::new(x)).collect();
    let b: Vec<StaticModInt<M>> = b.iter().map(|&x| StaticModInt::new(x)).collect();
    convolution(&a, &b)
        .into_iter()
        .map(|x| T::try_from(x.val()).unwrap())
        .collect()
}

/// The three NTT primes whose product bounds every term of
/// [`convolution_i64`] and [`convolution_any_mod`].
const M1: u32 = 754_974_721; // 45 * 2^24 + 1
const M2: u32 = 167_772_161; // 5 * 2^25 + 1
const M3: u32 = 469_762_049; // 7 * 2^26 + 1

/// `c[k] = Σ a[i] b[k - i]` exactly, for results that fit an `i64` (they
/// may wrap otherwise), of length `n + m - 1` (empty if either input is;
/// at most 2^24). Three transforms modulo NTT primes, combined by the
/// Chinese remainder theorem. O((n + m) log (n + m)).
///
/// ```
/// use cpkit::math::convolution::convolution_i64;
/// let c = convolution_i64(&[1_000_000_000, -3], &[1_000_000_000, 2]);
/// assert_eq!(c, [1_000_000_000_000_000_000, -1_000_000_000, -6]);
/// ```
pub fn convolution_i64(a: &[i64], b: &[i64]) -> Vec<i64> {
    const M2M3: u64 = M2 as u64 * M3 as u64;
    const M1M3: u64 = M1 as u64 * M3 as u64;
    const M1M2: u64 = M1 as u64 * M2 as u64;
    const M1M2M3: u64 = M1M2.wrapping_mul(M3 as u64);
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    assert!(
        a.len() + b.len() - 1 <= 1 << 24,
        "convolution_i64 makes at most 2^24 terms; asked for {}",
        a.len() + b.len() - 1
    );
    let i1 = super::inv_gcd(M2M3 as i64, M1 as i64).1 as u64;
    let i2 = super::inv_gcd(M1M3 as i64, M2 as i64).1 as u64;
    let i3 = super::inv_gcd(M1M2 as i64, M3 as i64).1 as u64;
    let c1 = convolution_raw::<i64, M1>(a, b);
    let c2 = convolution_raw::<i64, M2>(a, b);
    let c3 = convolution_raw::<i64, M3>(a, b);
    c1.iter()
        .zip(&c2)
        .zip(&c3)
        .map(|((&r1, &r2), &r3)| {
            // x ≡ c (mod M1 M2 M3) and, each term being below M1 M2 M3,
            // x = c + k M1 M2 M3 for a k in 0..=3 before wrapping modulo
            // 2^64. The wrapping shows modulo M1 (which divides M1 M2 M3
            // but not 2^64): the residue of c - x there, modulo 5, tells
            // k apart (the AtCoder Library's trick).
            let mut x = 0u64;
            x = x.wrapping_add(((r1 as u64) * i1 % u64::from(M1)).wrapping_mul(M2M3));
            x = x.wrapping_add(((r2 as u64) * i2 % u64::from(M2)).wrapping_mul(M1M3));
            x = x.wrapping_add(((r3 as u64) * i3 % u64::from(M3)).wrapping_mul(M1M2));
            let mut diff = r1 - super::safe_mod(x as i64, M1 as i64);
            if diff < 0 {
                diff += M1 as i64;
            }
            const OFFSET: [u64; 5] = [0, 0, M1M2M3, M1M2M3.wrapping_mul(2), M1M2M3.wrapping_mul(3)];
            x.wrapping_sub(OFFSET[(diff % 5) as usize]) as i64
        })
        .collect()
}

/// `c[k] = Σ a[i] b[k - i]` modulo any `modulus` from 1 to 2^31, prime or
/// not (10^9 + 7, say), of length `n + m - 1` (empty if either input is;
/// at most 2^24). Inputs are reduced modulo `modulus` first.
///
/// Three transforms modulo NTT primes give each term exactly, as long as
/// `min(n, m) · (modulus - 1)^2` stays below their product, about
/// 5.9·10^25 (2·10^7 terms of `(10^9 + 6)^2`); Garner's algorithm then
/// brings it modulo `modulus` without leaving 64-bit arithmetic.
/// O((n + m) log (n + m)). Verified on Library Checker's
/// `convolution_mod_1000000007`.
///
/// ```
/// use cpkit::math::convolution::convolution_any_mod;
/// let m = 1_000_000_007;
/// let c = convolution_any_mod(&[1, m - 1], &[m - 1, 3], m); // (1 - x)(-1 + 3x)
/// assert_eq!(c, [m - 1, 4, m - 3]);
/// assert_eq!(convolution_any_mod(&[5], &[7], 6), [5]); // 35 mod 6
/// ```
pub fn convolution_any_mod(a: &[u32], b: &[u32], modulus: u32) -> Vec<u32> {
    assert!(
        (1..=1 << 31).contains(&modulus),
        "convolution_any_mod needs a modulus from 1 to 2^31; found {}",
        modulus
    );
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    assert!(
        a.len() + b.len() - 1 <= 1 << 24,
        "convolution_any_mod makes at most 2^24 terms; asked for {}",
        a.len() + b.len() - 1
    );
    let a: Vec<u32> = a.iter().map(|&x| x % modulus).collect();
    let b: Vec<u32> = b.iter().map(|&x| x % modulus).collect();
    let c1 = convolution_raw::<u32, M1>(&a, &b);
    let c2 = convolution_raw::<u32, M2>(&a, &b);
    let c3 = convolution_raw::<u32, M3>(&a, &b);
    let (m1, m2, m3, m) = (
        u64::from(M1),
        u64::from(M2),
        u64::from(M3),
        u64::from(modulus),
    );
    let inv_m1_mod_m2 = super::inv_gcd(M1 as i64, M2 as i64).1 as u64;
    let inv_m1m2_mod_m3 = super::inv_gcd((m1 * m2 % m3) as i64, M3 as i64).1 as u64;
    let (m1_mod_m, m1m2_mod_m) = (m1 % m, m1 * m2 % m);
    c1.iter()
        .zip(&c2)
        .zip(&c3)
        .map(|((&r1, &r2), &r3)| {
            // The term is x = r1 + t2 M1 + t3 M1 M2 with t2 < M2, t3 < M3
            // (Garner): each digit comes from the residues already known.
            let (r1, r2, r3) = (u64::from(r1), u64::from(r2), u64::from(r3));
            let t2 = (r2 + m2 - r1 % m2) % m2 * inv_m1_mod_m2 % m2;
            let known = (r1 + t2 * m1) % m3;
            let t3 = (r3 + m3 - known) % m3 * inv_m1m2_mod_m3 % m3;
            ((r1 + t2 % m * m1_mod_m + t3 % m * m1m2_mod_m) % m) as u32
        })
        .collect()
}
