//! The nim product of 64-bit numbers (multiplication in the field of
//! nimbers below 2^64) by two Karatsuba levels over logarithm tables of the
//! 16-bit subfield: tables built in O(2^16), then 14 lookups per product;
//! verified on Library Checker's `nim_product_64`
//! (`crates/cpkit/verify/nim-product-64`).

/// Order of the multiplicative group of the nimbers below 2^16.
const ORDER: usize = 65_535;

/// A generator of that group (the smallest: none below 2^8 can be one,
/// they lie in the subfield of order 2^8).
const GENERATOR: u64 = 258;

/// The nim product `a ⊗ b` of 64-bit numbers, from tables of the 16-bit
/// subfield (384 KiB) built once by [`NimProduct::new`].
///
/// Nim addition is `^`; the nimbers below `2^(2^k)` form a field, and with
/// `X = 2^(2^(k-1))` (a Fermat 2-power), `X ⊗ X = X ^ X / 2`. So a
/// product of two halves `a = a1 X ^ a0` needs three products of halves
/// (Karatsuba) and one by the constant `X / 2`: 64 bits are three 32-bit
/// products, each three 16-bit ones, and a 16-bit product is
/// `exp[log a + log b]` in the cyclic group of the 16-bit subfield.
///
/// # Example
/// ```
/// use cpkit::math::nim_product::NimProduct;
///
/// let nim = NimProduct::new();
/// assert_eq!(nim.mul(2, 2), 3);
/// assert_eq!(nim.mul(3, 3), 2);
/// assert_eq!(nim.mul(5, 3), 15);
/// assert_eq!(nim.mul(3141, 5926), 14994);
/// assert_eq!(nim.mul(u64::MAX, u64::MAX), 11_290_409_524_105_353_207);
/// assert_eq!(nim.mul(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31));
/// ```
#[derive(Clone, Debug)]
pub struct NimProduct {
    /// `log[x]` for `x` in `1..2^16`: `GENERATOR^log[x] = x`.
    log: Vec<u32>,
    /// `exp[i] = GENERATOR^i`, for `i < 2 ORDER` (a sum of two logs).
    exp: Vec<u16>,
}

impl Default for NimProduct {
    fn default() -> Self {
        Self::new()
    }
}

impl NimProduct {
    /// The tables of the 16-bit subfield; O(2^16).
    pub fn new() -> Self {
        // Multiplying by the generator is linear over GF(2): two tables of
        // its products with the bytes.
        let mut by_low = [0u16; 256];
        let mut by_high = [0u16; 256];
        for x in 0..256u64 {
            by_low[x as usize] = nim_mul_slow(x, GENERATOR, 4) as u16;
            by_high[x as usize] = nim_mul_slow(x << 8, GENERATOR, 4) as u16;
        }
        let mut log = vec![0u32; 1 << 16];
        let mut exp = vec![0u16; 2 * ORDER];
        let mut x = 1u16;
        for i in 0..ORDER {
            exp[i] = x;
            exp[i + ORDER] = x;
            log[x as usize] = i as u32;
            x = by_low[(x & 255) as usize] ^ by_high[(x >> 8) as usize];
        }
        debug_assert_eq!(log[1 << 15], LOG_2_15);
        NimProduct { log, exp }
    }

    /// `a ⊗ b`, the nim product.
    #[inline]
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        let (a0, a1) = (a as u32, (a >> 32) as u32);
        let (b0, b1) = (b as u32, (b >> 32) as u32);
        let low = self.mul32(a0, b0);
        let high = self.mul32(a1, b1);
        let mid = self.mul32(a0 ^ a1, b0 ^ b1);
        // (a1 X ^ a0)(b1 X ^ b0) with X ⊗ X = X ^ 2^31:
        // (mid ^ low) X ^ low ^ high ⊗ 2^31.
        u64::from(mid ^ low) << 32 | u64::from(low ^ self.mul_2_31(high))
    }

    /// The product of two nimbers below 2^32.
    #[inline]
    fn mul32(&self, a: u32, b: u32) -> u32 {
        let (a0, a1) = (a as u16, (a >> 16) as u16);
        let (b0, b1) = (b as u16, (b >> 16) as u16);
        let low = self.mul16(a0, b0);
        let high = self.mul16(a1, b1);
        let mid = self.mul16(a0 ^ a1, b0 ^ b1);
        u32::from(mid ^ low) << 16 | u32::from(low ^ self.mul_log(high, LOG_2_15))
    }

    /// `x ⊗ 2^31` for `x` below 2^32: `2^31 = 2^16 ⊗ 2^15`, and with
    /// `X = 2^16`, `h = 2^15`, `(x1 X ^ x0) X h = (h (x1 ^ x0)) X ^ h² x1`.
    #[inline]
    fn mul_2_31(&self, x: u32) -> u32 {
        let (x0, x1) = (x as u16, (x >> 16) as u16);
        u32::from(self.mul_log(x1 ^ x0, LOG_2_15)) << 16
            | u32::from(self.mul_log(x1, 2 * LOG_2_15 % ORDER as u32))
    }

    /// The product of two nimbers below 2^16.
    #[inline]
    fn mul16(&self, a: u16, b: u16) -> u16 {
        if a == 0 || b == 0 {
            0
        } else {
            self.exp[(self.log[a as usize] + self.log[b as usize]) as usize]
        }
    }

    /// `x ⊗ c` for the nimber `c` below 2^16 whose logarithm is `log_c`.
    #[inline]
    fn mul_log(&self, x: u16, log_c: u32) -> u16 {
        if x == 0 {
            0
        } else {
            self.exp[(self.log[x as usize] + log_c) as usize]
        }
    }
}

/// The logarithm of 2^15 to the base `GENERATOR` in the 16-bit subfield
/// (checked against the tables when they are built, in debug builds).
const LOG_2_15: u32 = 62_133;

/// The nim product of two nimbers below `2^(2^k)` by the definition's
/// recursion, O(4^k): only for building the tables.
fn nim_mul_slow(a: u64, b: u64, k: u32) -> u64 {
    if k == 0 {
        return a & b;
    }
    let half = 1 << (k - 1);
    let mask = (1u64 << half) - 1;
    let (a0, a1, b0, b1) = (a & mask, a >> half, b & mask, b >> half);
    let low = nim_mul_slow(a0, b0, k - 1);
    let high = nim_mul_slow(a1, b1, k - 1);
    let mid = nim_mul_slow(a0 ^ a1, b0 ^ b1, k - 1);
    (mid ^ low) << half | (low ^ nim_mul_slow(high, 1 << (half - 1), k - 1))
}
