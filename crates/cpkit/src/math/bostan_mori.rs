//! The k-th coefficient of a rational series `P / Q` and the k-th term of a
//! linear recurrence, by Bostan–Mori on the NTT, O(d log d log k); verified
//! by `crates/cpkit/verify/kth-term-of-linearly-recurrent-sequence`.

use super::convolution::{butterfly, butterfly_inv, convolution};
use super::modint::StaticModInt;

/// `[x^k] P(x) / Q(x)` modulo an NTT prime `M` (such as 998244353), for
/// `deg P < deg Q = d` (`p` has at most `q.len() - 1` coefficients) and
/// `q[0] ≠ 0`. O(d log d log k).
///
/// Bostan and Mori, "A simple and fast algorithm for computing the N-th
/// term of a linearly recurrent sequence" (2021): `P(x) / Q(x) =
/// P(x) Q(-x) / Q(x) Q(-x)`, whose denominator is even, `V(x²)`; so the
/// k-th coefficient is the `⌊k/2⌋`-th of `U_(k mod 2)(x) / V(x)`, where
/// `U_0` and `U_1` are the even and odd halves of `P(x) Q(-x)`. Everything
/// stays transformed: `Q(-x)` is `Q(x)` at the partner point `-t`, the
/// halves' transforms at the squares `t²` come from the pairs `t, -t`, and
/// one inverse and one forward transform of half the length give the values
/// at the other half of the points for the next step.
///
/// # Example
/// ```
/// use cpkit::math::bostan_mori::bostan_mori;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let q: Vec<Mint> = [1, -1, -1].iter().map(|&x| Mint::new(x)).collect();
/// // x / (1 - x - x²) = Σ F_k x^k, the Fibonacci numbers.
/// assert_eq!(bostan_mori(&[Mint::new(0), Mint::new(1)], &q, 10), Mint::new(55));
/// ```
pub fn bostan_mori<const M: u32>(
    p: &[StaticModInt<M>],
    q: &[StaticModInt<M>],
    mut k: u64,
) -> StaticModInt<M> {
    let zero = StaticModInt::<M>::raw(0);
    assert!(
        q.first().map_or(false, |&c| c != zero),
        "bostan_mori needs a nonzero constant term in the denominator"
    );
    assert!(p.len() < q.len(), "bostan_mori needs deg P < deg Q");
    if p.is_empty() {
        return zero;
    }
    // Transforms of length len hold products of degree 2d - 1 and 2d.
    let len = (2 * q.len() - 1).next_power_of_two();
    let half = len / 2;
    let mut fp = p.to_vec();
    fp.resize(len, zero);
    butterfly(&mut fp);
    let mut fq = q.to_vec();
    fq.resize(len, zero);
    butterfly(&mut fq);
    // In bit-reversed order the points 2j and 2j + 1 are t and -t, with
    // t = w^rev(j) for a primitive len-th root w (rev over log2(half) bits),
    // and t² is the point j of a transform of length half.
    let generator = StaticModInt::<M>::raw(super::primitive_root(M));
    let w = generator.pow(u64::from(M - 1) / len as u64);
    let inv_two = StaticModInt::<M>::raw(2).inv();
    let bits = half.trailing_zeros();
    let mut inv_points = vec![zero; half]; // 1 / (2 t) for each pair
    let mut twist = Vec::with_capacity(half); // w^i / half, to move to the odd points
    let (mut power, w_inv) = (inv_two, w.inv());
    let scale = StaticModInt::<M>::new(half as u64).inv();
    let mut power_w = scale;
    for i in 0..half {
        let j = if bits == 0 {
            0
        } else {
            i.reverse_bits() >> (usize::BITS - bits)
        };
        inv_points[j] = power;
        power *= w_inv;
        twist.push(power_w);
        power_w *= w;
    }
    let mut tmp = vec![zero; half];
    loop {
        if k == 0 {
            // The constant term of a polynomial of degree < len is the mean
            // of its values.
            let sum_p: StaticModInt<M> = fp.iter().sum();
            let sum_q: StaticModInt<M> = fq.iter().sum();
            return sum_p / sum_q;
        }
        for j in 0..half {
            let (p0, p1) = (fp[2 * j], fp[2 * j + 1]);
            let (q0, q1) = (fq[2 * j], fq[2 * j + 1]);
            // U(t) = P(t) Q(-t), U(-t) = P(-t) Q(t).
            let (u0, u1) = (p0 * q1, p1 * q0);
            fp[j] = if k & 1 == 0 {
                (u0 + u1) * inv_two
            } else {
                (u0 - u1) * inv_points[j]
            };
            fq[j] = q0 * q1;
        }
        k >>= 1;
        for f in [&mut fp, &mut fq] {
            let (low, high) = f.split_at_mut(half);
            tmp.copy_from_slice(low);
            butterfly_inv(&mut tmp);
            for (x, &t) in tmp.iter_mut().zip(&twist) {
                *x *= t;
            }
            butterfly(&mut tmp);
            high.copy_from_slice(&tmp);
        }
    }
}

/// The k-th term (from 0) of the sequence with first terms `a[0..d]` and
/// `a[i] = Σ_j c[j - 1] a[i - j]` for `i >= d`, modulo an NTT prime `M`
/// (`c = [c_1, ..., c_d]`, as long as `a`). O(d log d log k).
///
/// With `Q = 1 - Σ c_j x^j`, the series `Σ a_i x^i` is `P / Q` for
/// `P = (a Q) mod x^d`: [`bostan_mori`] on them.
///
/// # Example
/// ```
/// use cpkit::math::bostan_mori::kth_term;
/// use cpkit::math::modint::ModInt998244353 as Mint;
///
/// let one = Mint::new(1);
/// assert_eq!(kth_term(&[Mint::new(0), one], &[one, one], 10), Mint::new(55));
/// assert_eq!(kth_term(&[Mint::new(3)], &[Mint::new(2)], 4), Mint::new(48)); // 3 · 2⁴
/// ```
pub fn kth_term<const M: u32>(
    a: &[StaticModInt<M>],
    c: &[StaticModInt<M>],
    k: u64,
) -> StaticModInt<M> {
    assert_eq!(
        a.len(),
        c.len(),
        "kth_term needs as many first terms as coefficients"
    );
    let d = a.len();
    if k < d as u64 {
        return a[k as usize];
    }
    let mut q = Vec::with_capacity(d + 1);
    q.push(StaticModInt::<M>::raw(1));
    q.extend(c.iter().map(|&x| -x));
    let mut p = convolution(a, &q);
    p.truncate(d);
    bostan_mori(&p, &q, k)
}
