//! Long division of big magnitudes in a base up to 2^32: schoolbook
//! (Knuth's algorithm D) when the divisor or the quotient is short, else a
//! reciprocal of the divisor by Newton's iteration and one correction,
//! O(M(n)) for `M` the caller's multiplication; behind `BigInt`'s and
//! `BigIntHex`'s division, verified on Library Checker's
//! `division_of_big_integers` (`crates/cpkit/verify/division-of-big-integers`)
//! and `division_of_hex_big_integers`
//! (`crates/cpkit/verify/division-of-hex-big-integers`).

use std::cmp::Ordering;

/// `(⌊a / b⌋, a mod b)` for magnitudes in base `B` (limbs below `B`, least
/// significant first, `2 <= B <= 2^32`), `b` not zero; both results have
/// no zero limb at the end. `mul` multiplies two nonempty magnitudes (its
/// result may end in zeros). O(n m) when the divisor's or the quotient's
/// length is at most 64 limbs, else a few products of the operands'
/// length.
///
/// The divisor is first scaled so that its top limb is at least `B / 2`
/// (the dividend by the same factor, the remainder divided back at the
/// end); then a quotient digit guessed from the top limbs is off by at
/// most two (Knuth), and the Newton reciprocal's relative error is known.
///
/// # Example
/// ```
/// use cpkit::math::big_int_div::div_rem_limbs;
///
/// // A naive product is enough for the example.
/// fn mul(a: &[u32], b: &[u32]) -> Vec<u32> {
///     let mut c = vec![0u64; a.len() + b.len()];
///     for (i, &x) in a.iter().enumerate() {
///         let mut carry = 0;
///         for (j, &y) in b.iter().enumerate() {
///             let t = c[i + j] + u64::from(x) * u64::from(y) + carry;
///             c[i + j] = t % 10;
///             carry = t / 10;
///         }
///         c[i + b.len()] += carry;
///     }
///     c.into_iter().map(|x| x as u32).collect()
/// }
/// // In base 10: 9876543210 = 12345 · 800044 + 30 (least significant first).
/// let (q, r) = div_rem_limbs::<10>(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], &[5, 4, 3, 2, 1], mul);
/// assert_eq!(q, [4, 4, 0, 0, 0, 8]);
/// assert_eq!(r, [0, 3]);
/// ```
pub fn div_rem_limbs<const B: u64>(
    a: &[u32],
    b: &[u32],
    mul: fn(&[u32], &[u32]) -> Vec<u32>,
) -> (Vec<u32>, Vec<u32>) {
    let (a, b) = (trimmed(a), trimmed(b));
    assert!(!b.is_empty(), "division by zero");
    if cmp::<B>(a, b) == Ordering::Less {
        return (Vec::new(), a.to_vec());
    }
    if b.len() == 1 {
        let (q, r) = div_small::<B>(a, b[0]);
        return (trim(q), trim(vec![r]));
    }
    // Scale so that the divisor's top limb is at least B / 2.
    let d = (B / (u64::from(b[b.len() - 1]) + 1)) as u32;
    let (mut u, v) = (mul_small::<B>(a, d), trim(mul_small::<B>(b, d)));
    if u.len() == a.len() {
        u.push(0);
    }
    let k = u.len() - v.len();
    let (q, r) = if k <= SHORT || v.len() <= SHORT {
        schoolbook::<B>(u, &v)
    } else {
        newton::<B>(&trim(u), &v, mul)
    };
    (trim(q), trim(div_small::<B>(&r, d).0))
}

/// At most this many limbs in the divisor or the quotient: schoolbook.
const SHORT: usize = 64;

fn trimmed(a: &[u32]) -> &[u32] {
    let mut n = a.len();
    while n > 0 && a[n - 1] == 0 {
        n -= 1;
    }
    &a[..n]
}

fn trim(mut a: Vec<u32>) -> Vec<u32> {
    let n = trimmed(&a).len();
    a.truncate(n);
    a
}

/// Trimmed magnitudes compared.
fn cmp<const B: u64>(a: &[u32], b: &[u32]) -> Ordering {
    a.len()
        .cmp(&b.len())
        .then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

/// `a · d` for `d < B`, one limb longer than `a`.
fn mul_small<const B: u64>(a: &[u32], d: u32) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len() + 1);
    let mut carry = 0u64;
    for &x in a {
        let t = u64::from(x) * u64::from(d) + carry;
        out.push((t % B) as u32);
        carry = t / B;
    }
    out.push(carry as u32);
    out
}

/// `(⌊a / d⌋, a mod d)` for `0 < d < B`.
fn div_small<const B: u64>(a: &[u32], d: u32) -> (Vec<u32>, u32) {
    let mut q = vec![0u32; a.len()];
    let mut r = 0u64;
    for (i, &x) in a.iter().enumerate().rev() {
        let t = r * B + u64::from(x);
        q[i] = (t / u64::from(d)) as u32;
        r = t % u64::from(d);
    }
    (q, r as u32)
}

/// `a -= b` (`a >= b`, lengths any).
fn sub_in_place<const B: u64>(a: &mut [u32], b: &[u32]) {
    let mut borrow = 0u64;
    for (i, limb) in a.iter_mut().enumerate() {
        let y = u64::from(b.get(i).copied().unwrap_or(0)) + borrow;
        if y == 0 && i >= b.len() {
            break;
        }
        let x = u64::from(*limb);
        if x >= y {
            *limb = (x - y) as u32;
            borrow = 0;
        } else {
            *limb = (x + B - y) as u32;
            borrow = 1;
        }
    }
}

/// `a += b`, growing `a` as needed.
fn add_in_place<const B: u64>(a: &mut Vec<u32>, b: &[u32]) {
    if a.len() < b.len() {
        a.resize(b.len(), 0);
    }
    let mut carry = 0u64;
    for (i, limb) in a.iter_mut().enumerate() {
        let y = u64::from(b.get(i).copied().unwrap_or(0)) + carry;
        if y == 0 && i >= b.len() {
            return;
        }
        let s = u64::from(*limb) + y;
        *limb = (s % B) as u32;
        carry = s / B;
    }
    if carry > 0 {
        a.push(carry as u32);
    }
}

/// Knuth's algorithm D: `u` (with a zero or small top limb: `u`'s top
/// `v.len()` limbs are below `v`), `v` with at least two limbs, its top one
/// at least `B / 2`. Returns the quotient and the remainder (`v.len()`
/// limbs). O(k n) for a quotient of `k` limbs.
fn schoolbook<const B: u64>(mut u: Vec<u32>, v: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let n = v.len();
    let k = u.len() - n;
    let (vt, vs) = (u64::from(v[n - 1]), u64::from(v[n - 2]));
    let mut q = vec![0u32; k];
    for j in (0..k).rev() {
        // The digit from the top two limbs, less one or two after the
        // third (Knuth's test).
        let top = u64::from(u[j + n]) * B + u64::from(u[j + n - 1]);
        let mut qhat = top / vt;
        let mut rhat = top % vt;
        while qhat >= B || qhat * vs > rhat * B + u64::from(u[j + n - 2]) {
            qhat -= 1;
            rhat += vt;
            if rhat >= B {
                break;
            }
        }
        // u[j..=j + n] -= qhat v
        let (mut carry, mut borrow) = (0u64, 0u64);
        for i in 0..n {
            let p = qhat * u64::from(v[i]) + carry;
            carry = p / B;
            let sub = p % B + borrow;
            let x = u64::from(u[i + j]);
            if x >= sub {
                u[i + j] = (x - sub) as u32;
                borrow = 0;
            } else {
                u[i + j] = (x + B - sub) as u32;
                borrow = 1;
            }
        }
        let sub = carry + borrow;
        let x = u64::from(u[j + n]);
        if x >= sub {
            u[j + n] = (x - sub) as u32;
        } else {
            // One too many, which happens rarely: add v back.
            u[j + n] = (x + B - sub) as u32;
            qhat -= 1;
            let mut c = 0u64;
            for i in 0..n {
                let s = u64::from(u[i + j]) + u64::from(v[i]) + c;
                u[i + j] = (s % B) as u32;
                c = s / B;
            }
            u[j + n] = ((u64::from(u[j + n]) + c) % B) as u32;
        }
        q[j] = qhat as u32;
    }
    u.truncate(n);
    (q, u)
}

/// `X ≈ B^(t + k) / b` for the `t` limbs of `b` (`t <= k + 2`, top limb at
/// least `B / 2`, so `X <= 2 B^k`), off by a few units at most.
///
/// From `X0 ≈ B^(t + h) / b` for `h ≈ k / 2`, one Newton step
/// `X = X0 B^(k - h) + X0 E / B^(t + 2h - k)` with `E = B^(t + h) - b X0`
/// squares the relative error, so the precision doubles; `E`'s low limbs
/// are left out where they cannot move the result by a unit.
fn recip<const B: u64>(b: &[u32], k: usize, mul: fn(&[u32], &[u32]) -> Vec<u32>) -> Vec<u32> {
    let t = b.len();
    if k <= SHORT {
        let mut num = vec![0u32; t + k + 1];
        num[t + k] = 1;
        return trim(schoolbook::<B>(num, b).0);
    }
    let h = k / 2 + 2;
    let bh = &b[t.saturating_sub(h + 2)..];
    // X0 ≈ B^(len(bh) + h) / bh ≈ B^(t + h) / b.
    let x0 = recip::<B>(bh, h, mul);
    let p = trim(mul(b, &x0));
    let mut power = vec![0u32; t + h + 1];
    power[t + h] = 1;
    // E = B^(t + h) - P, as a sign and a magnitude.
    let (negative, e) = match cmp::<B>(&p, &power) {
        Ordering::Greater => {
            let mut e = p;
            sub_in_place::<B>(&mut e, &power);
            (true, trim(e))
        }
        _ => {
            sub_in_place::<B>(&mut power, &p);
            (false, trim(power))
        }
    };
    let shift = t + 2 * h - k;
    // Dropping E's `s` low limbs moves X0 E / B^shift by below one.
    let s = (t + h).saturating_sub(k + 1).min(e.len());
    let mut x = vec![0u32; k - h];
    x.extend_from_slice(&x0);
    if s < e.len() {
        let corr = trim(mul(&x0, &e[s..]));
        let corr = if corr.len() > shift - s {
            &corr[shift - s..]
        } else {
            &[]
        };
        if negative {
            sub_in_place::<B>(&mut x, corr);
        } else {
            add_in_place::<B>(&mut x, corr);
        }
    }
    trim(x)
}

/// The quotient and remainder of `u` by `v` (`v`'s top limb at least
/// `B / 2`, both long) through `X ≈ B^(m + k + 1) / v`: the quotient
/// `⌊u_top X / B^(k + 2)⌋` (`u_top` without `u`'s `m - 1` low limbs) is
/// within a few units of the true one, and the remainder settles it.
fn newton<const B: u64>(
    u: &[u32],
    v: &[u32],
    mul: fn(&[u32], &[u32]) -> Vec<u32>,
) -> (Vec<u32>, Vec<u32>) {
    let (n, m) = (u.len(), v.len());
    let k = n - m;
    let vt = &v[m.saturating_sub(k + 3)..];
    let x = recip::<B>(vt, k + 1, mul);
    let prod = trim(mul(&u[m - 1..], &x));
    let mut q = if prod.len() > k + 2 {
        prod[k + 2..].to_vec()
    } else {
        Vec::new()
    };
    let mut p = if q.is_empty() {
        Vec::new()
    } else {
        trim(mul(&q, v))
    };
    let one = [1u32];
    while cmp::<B>(&p, u) == Ordering::Greater {
        sub_in_place::<B>(&mut q, &one);
        q = trim(q);
        sub_in_place::<B>(&mut p, v);
        p = trim(p);
    }
    let mut r = u.to_vec();
    sub_in_place::<B>(&mut r, &p);
    r = trim(r);
    while cmp::<B>(&r, v) != Ordering::Less {
        sub_in_place::<B>(&mut r, v);
        r = trim(r);
        add_in_place::<B>(&mut q, &one);
    }
    (q, r)
}
