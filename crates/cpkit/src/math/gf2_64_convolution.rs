//! The convolution of sequences over GF(2^64) = GF(2)[x] / (x^64 + x^4 +
//! x^3 + x + 1) by the additive FFT of Gao and Mateer on a Cantor basis,
//! whose twiddles lie in the subfield GF(2^16) and multiply by logarithm
//! tables, O(n log^2 n) additions and O(n log n) subfield products;
//! verified on Library Checker's `convolution_F_2_64`
//! (`crates/cpkit/verify/convolution-F-2-64`).

/// Order of the multiplicative group of GF(2^16).
const ORDER: usize = 65_535;

/// The product in GF(2^64) of two elements in the problem's representation
/// (bit `i` is the coefficient of `x^i`), by a software carry-less product
/// and the reduction by `x^64 = x^4 + x^3 + x + 1`.
///
/// # Example
/// ```
/// use cpkit::math::gf2_64_convolution::gf2_64_mul;
///
/// assert_eq!(gf2_64_mul(3, 3), 5); // (x + 1)^2 = x^2 + 1
/// assert_eq!(gf2_64_mul(1 << 63, 2), 0b1_1011); // x^64
/// ```
pub fn gf2_64_mul(a: u64, b: u64) -> u64 {
    let (lo, hi) = clmul(a, b);
    reduce(lo, hi)
}

/// `lo + x^64 hi` modulo the field's polynomial.
fn reduce(lo: u64, hi: u64) -> u64 {
    // hi · (x^4 + x^3 + x + 1) overflows by at most 4 bits, folded once more.
    let over = (hi >> 63) ^ (hi >> 61) ^ (hi >> 60);
    lo ^ hi ^ (hi << 1) ^ (hi << 3) ^ (hi << 4) ^ over ^ (over << 1) ^ (over << 3) ^ (over << 4)
}

/// The carry-less product of two 64-bit words, as (low, high) words.
///
/// Integer products of the bits of `a` and `b` taken 5 apart: in each, a
/// bit position gets at most 13 terms, a count that fits in the 5 bits up
/// to the next position of its class, so no carry reaches it and its bit is
/// the parity of the terms.
fn clmul(a: u64, b: u64) -> (u64, u64) {
    const M: [u64; 5] = [
        0x1084_2108_4210_8421,
        0x2108_4210_8421_0842,
        0x4210_8421_0842_1084,
        0x8421_0842_1084_2108,
        0x0842_1084_2108_4210,
    ];
    let mut ai = [0u128; 5];
    let mut bi = [0u128; 5];
    for i in 0..5 {
        ai[i] = u128::from(a & M[i]);
        bi[i] = u128::from(b & M[i]);
    }
    let mut r = 0u128;
    for t in 0..5 {
        let mut s = 0u128;
        for i in 0..5 {
            s ^= ai[i] * bi[(t + 5 - i) % 5];
        }
        // Class t of positions 0..128: the 64-bit pattern repeats with
        // period 5, so the high word's mask is shifted by 64 mod 5 = 4.
        let m = u128::from(M[t]) | u128::from(M[(t + 1) % 5]) << 64;
        r ^= s & m;
    }
    (r as u64, (r >> 64) as u64)
}

/// A GF(2)-linear map of 64-bit words by eight tables of its images of
/// the bytes.
#[derive(Clone, Debug)]
struct Linear {
    table: Box<[[u64; 256]; 8]>,
}

impl Linear {
    /// The map sending bit `i` to `columns[i]`.
    fn new(columns: &[u64; 64]) -> Self {
        let mut table = Box::new([[0u64; 256]; 8]);
        for (byte, t) in table.iter_mut().enumerate() {
            for v in 1..256usize {
                let low = v.trailing_zeros() as usize;
                t[v] = t[v & (v - 1)] ^ columns[byte * 8 + low];
            }
        }
        Linear { table }
    }

    fn apply(&self, x: u64) -> u64 {
        let t = &self.table;
        t[0][(x & 255) as usize]
            ^ t[1][(x >> 8 & 255) as usize]
            ^ t[2][(x >> 16 & 255) as usize]
            ^ t[3][(x >> 24 & 255) as usize]
            ^ t[4][(x >> 32 & 255) as usize]
            ^ t[5][(x >> 40 & 255) as usize]
            ^ t[6][(x >> 48 & 255) as usize]
            ^ t[7][(x >> 56) as usize]
    }
}

/// The solutions of `Σ y_i columns[i] = rhs` over GF(2): one `y`, or none.
fn solve(columns: &[u64; 64], rhs: u64) -> Option<u64> {
    // pivot[b]: a combination (vector, which columns) whose top bit is b.
    let mut pivot = [(0u64, 0u64); 64];
    for (i, &c) in columns.iter().enumerate() {
        let (mut v, mut rep) = (c, 1u64 << i);
        while v != 0 {
            let top = 63 - v.leading_zeros() as usize;
            if pivot[top].0 == 0 {
                pivot[top] = (v, rep);
                break;
            }
            v ^= pivot[top].0;
            rep ^= pivot[top].1;
        }
    }
    let (mut v, mut rep) = (rhs, 0u64);
    while v != 0 {
        let top = 63 - v.leading_zeros() as usize;
        if pivot[top].0 == 0 {
            return None;
        }
        v ^= pivot[top].0;
        rep ^= pivot[top].1;
    }
    Some(rep)
}

fn pow(mut b: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = gf2_64_mul(r, b);
        }
        b = gf2_64_mul(b, b);
        e >>= 1;
    }
    r
}

/// Convolutions over GF(2^64), with the tables they share (about 1 MiB,
/// built in O(2^16)).
///
/// The transform works in the coordinates of the basis `g^j x^k` (`j <
/// 16`, `k < 4`, word bits `16 k + j`), where `g` generates the subfield
/// GF(2^16): there, multiplying by a subfield element multiplies each
/// 16-bit quarter, one `exp[log a + log b]` each. The points are the span
/// of a Cantor basis `β_1 = 1`, `β_{i+1}^2 + β_{i+1} = β_i`, whose first 16
/// lie in GF(2^16); evaluating `f(X) = f_0(X^2 + X) + X f_1(X^2 + X)` at
/// `ω` and `ω + 1` takes `f_0` and `f_1` at `ω^2 + ω` (a point of the
/// span of one fewer) and one product by `ω`, which lies in the subfield
/// but for the parts on `β_17..β_20` (lengths above 2^16), multiplied by
/// tables of their linear maps.
///
/// # Example
/// ```
/// use cpkit::math::gf2_64_convolution::{Gf264Convolution, gf2_64_mul};
///
/// let conv = Gf264Convolution::new();
/// let (a, b) = ([1, 2, 3], [5, 1 << 63]);
/// let c = conv.convolve(&a, &b);
/// assert_eq!(c.len(), 4);
/// for k in 0..4 {
///     let mut want = 0;
///     for i in 0..3 {
///         if k >= i && k - i < 2 {
///             want ^= gf2_64_mul(a[i], b[k - i]);
///         }
///     }
///     assert_eq!(c[k], want);
/// }
/// assert_eq!(conv.convolve(&[2], &[1 << 63]), vec![0b1_1011]);
/// ```
#[derive(Clone, Debug)]
pub struct Gf264Convolution {
    /// The problem's representation to the transform's coordinates.
    to_sub: Linear,
    /// And back.
    from_sub: Linear,
    /// `log[c]` of a subfield element's 16 coordinates (0 for 0).
    log: Box<[u16; 1 << 16]>,
    /// `exp[i] = g^i`, for `i < 2 ORDER` (and 0 for the last two, so that
    /// the sum of two logarithms indexes it without a bounds check).
    exp: Box<[u16; 1 << 17]>,
    /// `log ω_m`, `ω_m = Σ_{bit j of m} β_{j+2}`, for `m < 2^15`.
    twiddle_log: Box<[u16; 1 << 15]>,
    /// Products by `Σ_{bit j of h} β_{j+17}`, `h < 16` (0: none).
    high: Vec<Linear>,
}

impl Default for Gf264Convolution {
    fn default() -> Self {
        Self::new()
    }
}

/// The longest product the transform handles: 2^20 terms.
const MAX_LOG: usize = 20;

impl Gf264Convolution {
    /// The tables: the subfield's basis, its logarithms, the Cantor basis.
    pub fn new() -> Self {
        // g = h^((2^64 - 1) / 65535) has order 65535 for some small h.
        let cofactor = u64::MAX / ORDER as u64;
        let g = (2u64..)
            .map(|h| pow(h, cofactor))
            .find(|&g| {
                [3u64, 5, 17, 257]
                    .iter()
                    .all(|&p| pow(g, ORDER as u64 / p) != 1)
            })
            .expect("GF(2^64)* has elements of order 65535");
        let mut columns = [0u64; 64];
        let mut gj = 1u64;
        for j in 0..16 {
            for k in 0..4 {
                columns[16 * k + j] = gf2_64_mul(gj, 1 << k);
            }
            gj = gf2_64_mul(gj, g);
        }
        let from_sub = Linear::new(&columns);
        let mut inverse = [0u64; 64];
        for (i, col) in inverse.iter_mut().enumerate() {
            *col = solve(&columns, 1 << i).expect("g^j x^k is a basis");
        }
        let to_sub = Linear::new(&inverse);
        // In the basis g^j, a product by g is a shift and a fold of g^16.
        let g16 = to_sub.apply(gj) as u16;
        let mut exp = Box::new([0u16; 1 << 17]);
        let mut log = Box::new([0u16; 1 << 16]);
        let mut e = 1u16;
        for i in 0..ORDER {
            exp[i] = e;
            exp[i + ORDER] = e;
            log[e as usize] = i as u16;
            e = if e >> 15 == 1 { (e << 1) ^ g16 } else { e << 1 };
        }
        // The Cantor basis: y^2 + y is linear, 2 to 1 (its kernel is {0, 1}).
        let mut square_plus = [0u64; 64];
        for (i, col) in square_plus.iter_mut().enumerate() {
            *col = gf2_64_mul(1 << i, 1 << i) ^ 1 << i;
        }
        let mut beta = vec![1u64];
        while beta.len() < MAX_LOG {
            let last = beta[beta.len() - 1];
            beta.push(solve(&square_plus, last).expect("a Cantor basis exists in GF(2^64)"));
        }
        let sub_beta: Vec<u64> = beta.iter().map(|&b| to_sub.apply(b)).collect();
        let mut twiddle_log = Box::new([0u16; 1 << 15]);
        let mut omega = vec![0u64; 1 << 15];
        for m in 1..1usize << 15 {
            let low = m.trailing_zeros() as usize;
            omega[m] = omega[m & (m - 1)] ^ sub_beta[low + 1];
            debug_assert!(omega[m] >> 16 == 0, "β_2..β_16 lie in GF(2^16)");
            twiddle_log[m] = log[omega[m] as usize];
        }
        let mut high = Vec::with_capacity(16);
        for h in 0..16usize {
            let mut w = 0u64;
            for (j, &b) in beta[16..].iter().enumerate() {
                if h >> j & 1 == 1 {
                    w ^= b;
                }
            }
            let mut cols = [0u64; 64];
            for (i, c) in cols.iter_mut().enumerate() {
                *c = to_sub.apply(gf2_64_mul(w, columns[i]));
            }
            high.push(Linear::new(&cols));
        }
        Gf264Convolution {
            to_sub,
            from_sub,
            log,
            exp,
            twiddle_log,
            high,
        }
    }

    /// `c_k = Σ_{i + j = k} a_i b_j` in GF(2^64), `c` of length `|a| + |b|
    /// - 1` (empty if either is); `|a| + |b| - 1 <= 2^20`.
    pub fn convolve(&self, a: &[u64], b: &[u64]) -> Vec<u64> {
        if a.is_empty() || b.is_empty() {
            return Vec::new();
        }
        let len = a.len() + b.len() - 1;
        assert!(
            len <= 1 << MAX_LOG,
            "Gf264Convolution: a product of at most 2^20 terms"
        );
        let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
        // The long one by blocks of `size - |short| + 1` terms, each product
        // within a transform of `size`: 2 transforms a block and one of
        // `short`, O(size log size) each; the cheapest size, to one block
        // of the whole length (a short times a long one takes small ones).
        let cost = |size: usize| {
            let blocks = (long.len() + size - short.len()) / (size - short.len() + 1);
            (2 * blocks + 1) * size * (size.trailing_zeros() as usize + 1)
        };
        let whole = len.next_power_of_two();
        let mut size = whole;
        let mut smaller = short.len().next_power_of_two();
        while smaller < whole {
            if cost(smaller) < cost(size) {
                size = smaller;
            }
            smaller *= 2;
        }
        let block = size - short.len() + 1;
        let mut tmp = vec![0u64; size];
        let load = |x: &[u64]| {
            let mut v: Vec<u64> = x.iter().map(|&e| self.to_sub.apply(e)).collect();
            v.resize(size, 0);
            v
        };
        let mut fs = load(short);
        self.forward(&mut fs, &mut tmp);
        for x in fs.iter_mut() {
            *x = self.from_sub.apply(*x);
        }
        let mut c = vec![0u64; len];
        for (i, part) in long.chunks(block).enumerate() {
            let mut f = load(part);
            self.forward(&mut f, &mut tmp);
            for (x, &y) in f.iter_mut().zip(&fs) {
                *x = self.to_sub.apply(gf2_64_mul(self.from_sub.apply(*x), y));
            }
            self.inverse(&mut f, &mut tmp);
            let start = i * block;
            for (ci, &fi) in c[start..]
                .iter_mut()
                .zip(&f[..part.len() + short.len() - 1])
            {
                *ci ^= fi;
            }
        }
        for x in c.iter_mut() {
            *x = self.from_sub.apply(*x);
        }
        c
    }

    /// `ω · v` in the transform's coordinates for `ω` in the subfield,
    /// `ω = g^l`: each quarter's `exp[log c + l]`, 0 for `c = 0`.
    #[inline(always)]
    fn mul_sub(&self, l: usize, v: u64) -> u64 {
        let mut r = 0u64;
        for q in 0..4 {
            let c = (v >> (16 * q)) as u16;
            let p =
                self.exp[self.log[c as usize] as usize + l] & 0u16.wrapping_sub(u16::from(c != 0));
            r |= u64::from(p) << (16 * q);
        }
        r
    }

    /// `ω_m · v` for `m = 2^15 h + low` (`low < 2^15`): the subfield part
    /// by logarithms, the part on `β_17..β_20` by `high`'s table.
    #[inline(always)]
    fn times(&self, low: usize, h: usize, high: &Linear, v: u64) -> u64 {
        let mut t = if low == 0 {
            0
        } else {
            self.mul_sub(self.twiddle_log[low & 0x7fff] as usize, v)
        };
        if h != 0 {
            t ^= high.apply(v);
        }
        t
    }

    /// Values at the points `Σ_{bit i of t} β_{i+1}`, `t < a.len()`, of
    /// the polynomial of coefficients `a`.
    fn forward(&self, a: &mut [u64], tmp: &mut [u64]) {
        let n = a.len();
        if n <= 2 {
            // a_0 + a_1 X at 0 and 1.
            if n == 2 {
                a[1] ^= a[0];
            }
            return;
        }
        taylor(a);
        let half = n / 2;
        for m in 0..half {
            tmp[m] = a[2 * m];
            tmp[half + m] = a[2 * m + 1];
        }
        let (t0, t1) = tmp.split_at_mut(half);
        let (a0, a1) = a.split_at_mut(half);
        self.forward(t0, a0);
        self.forward(t1, a1);
        let chunk = half.min(1 << 15);
        for h in 0..half / chunk {
            let high = &self.high[h];
            for low in 0..chunk {
                let m = h * chunk + low;
                let (f0, f1) = (tmp[m], tmp[half + m]);
                let e = f0 ^ self.times(low, h, high, f1);
                a[2 * m] = e;
                a[2 * m + 1] = e ^ f1;
            }
        }
    }

    /// The inverse of [`Self::forward`].
    fn inverse(&self, a: &mut [u64], tmp: &mut [u64]) {
        let n = a.len();
        if n <= 2 {
            if n == 2 {
                a[1] ^= a[0];
            }
            return;
        }
        let half = n / 2;
        let chunk = half.min(1 << 15);
        for h in 0..half / chunk {
            let high = &self.high[h];
            for low in 0..chunk {
                let m = h * chunk + low;
                let (e, o) = (a[2 * m], a[2 * m + 1]);
                let f1 = e ^ o;
                tmp[m] = e ^ self.times(low, h, high, f1);
                tmp[half + m] = f1;
            }
        }
        {
            let (t0, t1) = tmp.split_at_mut(half);
            let (a0, a1) = a.split_at_mut(half);
            self.inverse(t0, a0);
            self.inverse(t1, a1);
        }
        for m in 0..half {
            a[2 * m] = tmp[m];
            a[2 * m + 1] = tmp[half + m];
        }
        untaylor(a);
    }
}

/// The Taylor expansion at `X^2 + X`: afterwards `a[2i] + a[2i+1] X` is
/// the coefficient of `(X^2 + X)^i`. From `(X^2 + X)^s = X^(2s) + X^s`
/// (`s` a power of two), a block `p_0 + X^s p_1 + X^(2s) p_2 + X^(3s) p_3`
/// is `(p_0 + X^s (p_1 + p_2 + p_3)) + (X^2 + X)^s (p_2 + p_3 + X^s p_3)`.
fn taylor(a: &mut [u64]) {
    let n = a.len();
    let mut s = n / 4;
    while s >= 1 {
        for block in a.chunks_exact_mut(4 * s) {
            let (_, rest) = block.split_at_mut(s);
            let (p1, rest) = rest.split_at_mut(s);
            let (p2, p3) = rest.split_at_mut(s);
            for i in 0..s {
                p2[i] ^= p3[i];
                p1[i] ^= p2[i];
            }
        }
        s /= 2;
    }
}

/// The inverse of [`taylor`].
fn untaylor(a: &mut [u64]) {
    let n = a.len();
    let mut s = 1;
    while 4 * s <= n {
        for block in a.chunks_exact_mut(4 * s) {
            let (_, rest) = block.split_at_mut(s);
            let (p1, rest) = rest.split_at_mut(s);
            let (p2, p3) = rest.split_at_mut(s);
            for i in 0..s {
                p1[i] ^= p2[i];
                p2[i] ^= p3[i];
            }
        }
        s *= 2;
    }
}
