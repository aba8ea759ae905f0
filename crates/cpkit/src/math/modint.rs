//! Integers modulo `m`: [`StaticModInt`] for a modulus fixed at compile time
//! (`ModInt998244353`, `ModInt1000000007`, any constant) and [`DynamicModInt`]
//! for one set at run time (Barrett reduction); every operation is O(1)
//! except `pow` (O(log n)) and `inv` (O(log m)).
//!
//! Both read with `input!` (any integer, negative or longer than 64 bits,
//! reduced modulo `m`) and print with `put!`/`putln!` as their value in
//! `0..m`. Verified through Library Checker's `point_set_range_composite`,
//! `range_affine_range_sum` and `convolution_mod`.

use std::io::Write;

use super::super::input::{Input, InputError, Readable};
use super::super::output::{Output, Print};

pub use dynamic::{Barrett, DefaultId, DynamicModInt, Id, ModInt};

/// An integer modulo the constant `M` (`M >= 1`, any `u32`), stored as its
/// value in `0..M`. Division needs the divisor to be coprime to `M`
/// (always the case for a nonzero divisor when `M` is prime).
///
/// ```
/// use cpkit::math::modint::StaticModInt;
/// type Mint = StaticModInt<13>;
/// let a = Mint::new(-3); // 10
/// assert_eq!((a * 4 + 1).val(), 2); // 41 mod 13
/// assert_eq!((Mint::new(1) / a) * a, Mint::new(1));
/// assert_eq!(a.pow(12), Mint::new(1)); // Fermat
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct StaticModInt<const M: u32> {
    val: u32,
}

/// Integers modulo the prime 998244353 = 119 * 2^23 + 1, friendly to the
/// number-theoretic transform.
///
/// ```
/// use cpkit::math::modint::ModInt998244353 as Mint;
/// assert_eq!(Mint::new(998_244_352) + 2, Mint::new(1));
/// ```
pub type ModInt998244353 = StaticModInt<998_244_353>;

/// Integers modulo the prime 10^9 + 7.
///
/// ```
/// use cpkit::math::modint::ModInt1000000007 as Mint;
/// assert_eq!(Mint::new(2).pow(30).val(), 73_741_817); // 2^30 - 10^9 - 7
/// ```
pub type ModInt1000000007 = StaticModInt<1_000_000_007>;

impl<const M: u32> StaticModInt<M> {
    /// The modulus `M`.
    ///
    /// ```
    /// use cpkit::math::modint::ModInt998244353 as Mint;
    /// assert_eq!(Mint::modulus(), 998_244_353);
    /// ```
    #[inline]
    pub fn modulus() -> u32 {
        M
    }

    /// `val` modulo `M`, for any integer type and sign.
    ///
    /// ```
    /// use cpkit::math::modint::StaticModInt;
    /// assert_eq!(StaticModInt::<7>::new(-1).val(), 6);
    /// assert_eq!(StaticModInt::<7>::new(u128::MAX).val(), (u128::MAX % 7) as u32);
    /// ```
    #[inline]
    pub fn new<T: RemEuclidU32>(val: T) -> Self {
        StaticModInt {
            val: val.rem_euclid_u32(M),
        }
    }

    /// `val` as it is, without reducing it: for values known to be below `M`.
    ///
    /// ```
    /// use cpkit::math::modint::StaticModInt;
    /// assert_eq!(StaticModInt::<7>::raw(3).val(), 3);
    /// ```
    #[inline]
    pub fn raw(val: u32) -> Self {
        debug_assert!(val < M, "raw({}) is not below the modulus {}", val, M);
        StaticModInt { val }
    }

    /// `val` as it is, even from `M` up to `4M`: for the transforms of
    /// [`convolution`](super::convolution), which reduce lazily and leave
    /// every value below `M` again when they return.
    #[inline]
    pub(super) fn unreduced(val: u32) -> Self {
        StaticModInt { val }
    }

    /// The value, in `0..M`.
    ///
    /// ```
    /// use cpkit::math::modint::StaticModInt;
    /// assert_eq!(StaticModInt::<7>::new(10).val(), 3);
    /// ```
    #[inline]
    pub fn val(self) -> u32 {
        self.val
    }

    /// `self` to the power `n`, by repeated squaring: O(log n).
    ///
    /// ```
    /// use cpkit::math::modint::StaticModInt;
    /// assert_eq!(StaticModInt::<1000>::new(2).pow(10).val(), 24);
    /// assert_eq!(StaticModInt::<1000>::new(0).pow(0).val(), 1);
    /// ```
    #[inline]
    pub fn pow(self, n: u64) -> Self {
        let (mut base, mut n, mut result) = (self, n, Self::new(1u32));
        while n > 0 {
            if n & 1 == 1 {
                result *= base;
            }
            base *= base;
            n >>= 1;
        }
        result
    }

    /// The inverse: `x` with `self * x == 1`. Panics unless
    /// `gcd(self.val(), M) == 1`. O(log M), by the extended Euclidean
    /// algorithm (works for composite `M` too).
    ///
    /// ```
    /// use cpkit::math::modint::StaticModInt;
    /// assert_eq!(StaticModInt::<10>::new(3).inv().val(), 7);
    /// ```
    pub fn inv(self) -> Self {
        let (g, x) = super::inv_gcd(i64::from(self.val), i64::from(M));
        assert!(g == 1, "{} has no inverse modulo {}", self.val, M);
        StaticModInt { val: x as u32 }
    }

    #[inline]
    fn add_impl(self, rhs: Self) -> Self {
        // In u64 so that any u32 modulus works; as cheap as u32 on 64-bit.
        let sum = u64::from(self.val) + u64::from(rhs.val);
        let m = u64::from(M);
        StaticModInt {
            val: if sum >= m { sum - m } else { sum } as u32,
        }
    }

    #[inline]
    fn sub_impl(self, rhs: Self) -> Self {
        let (diff, borrow) = self.val.overflowing_sub(rhs.val);
        StaticModInt {
            val: if borrow { diff.wrapping_add(M) } else { diff },
        }
    }

    #[inline]
    fn mul_impl(self, rhs: Self) -> Self {
        // A constant divisor compiles to multiplications and shifts.
        StaticModInt {
            val: (u64::from(self.val) * u64::from(rhs.val) % u64::from(M)) as u32,
        }
    }

    #[inline]
    fn div_impl(self, rhs: Self) -> Self {
        self * rhs.inv()
    }
}

/// An integer that can be reduced modulo a `u32`: every primitive integer
/// type, signed ones to the value in `0..m` (`-1` to `m - 1`). What the
/// modint types accept in `new`, `From` and mixed arithmetic (`x * 2`).
///
/// ```
/// use cpkit::math::modint::RemEuclidU32;
/// assert_eq!((-1i8).rem_euclid_u32(5), 4);
/// assert_eq!(u128::MAX.rem_euclid_u32(10), 5);
/// ```
pub trait RemEuclidU32: Copy {
    /// `self` modulo `m`, in `0..m` (`m >= 1`).
    fn rem_euclid_u32(self, m: u32) -> u32;
}

/// `RemEuclidU32` for each type after a `$via:`, computed in `$via`, a type
/// that holds every value of theirs and every `u32`.
macro_rules! rem_euclid_u32 {
    ($($via:ty: $($t:ty)*;)*) => {$($(
        impl RemEuclidU32 for $t {
            #[inline]
            fn rem_euclid_u32(self, m: u32) -> u32 {
                (self as $via).rem_euclid(<$via>::from(m)) as u32
            }
        }
    )*)*};
}

rem_euclid_u32! {
    u64: bool u8 u16 u32 u64 usize;
    i64: i8 i16 i32 i64 isize;
    u128: u128;
    i128: i128;
}

/// The value of a `-?[0-9]+` token modulo `m`, however long; `None` for any
/// other token.
fn parse_mod(token: &[u8], m: u32) -> Option<u32> {
    let (negative, digits) = match token {
        [b'-', rest @ ..] => (true, rest),
        _ => (false, token),
    };
    if digits.is_empty() {
        return None;
    }
    let m = u64::from(m);
    let mut acc = 0u64;
    for &byte in digits {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        // Reduce only when the next step could overflow: acc * 10 + 9 must fit.
        if acc >= 1 << 60 {
            acc %= m;
        }
        acc = acc * 10 + u64::from(digit);
    }
    let r = (acc % m) as u32;
    Some(if negative && r != 0 { m as u32 - r } else { r })
}

impl<const M: u32> Readable for StaticModInt<M> {
    type Output = Self;
    const WHAT: &'static str = "an integer";

    #[inline]
    fn read(input: &mut Input) -> Result<Self, InputError> {
        // Most tokens are numbers that fit an i64: reduced at once, with no
        // second pass over their digits.
        if let Some(value) = input.held_integer::<i64>() {
            let val = value.rem_euclid(i64::from(M)) as u32;
            return Ok(StaticModInt { val });
        }
        let start = input.next_token_start();
        match parse_mod(input.token()?, M) {
            Some(val) => Ok(StaticModInt { val }),
            None => Err(input.error_at(start, Self::WHAT.into())),
        }
    }
}

impl<const M: u32> Print for StaticModInt<M> {
    #[inline]
    fn print<W: Write>(&self, out: &mut Output<W>) {
        out.uint(u64::from(self.val));
    }
}

/// An operator, for both types: `x op y` and `x op= y` with `y` anything
/// that converts into the type (a modint, a reference to one, any integer),
/// and `x op y` with `x` a reference too; one generic impl for each form.
macro_rules! modint_op {
    ([$($g:tt)*] $t:ty; $Op:ident $op:ident $OpAssign:ident $op_assign:ident $imp:ident) => {
        impl<T: Into<$t>, $($g)*> std::ops::$Op<T> for $t {
            type Output = $t;
            #[inline]
            fn $op(self, rhs: T) -> $t {
                self.$imp(rhs.into())
            }
        }

        impl<T: Into<$t>, $($g)*> std::ops::$Op<T> for &$t {
            type Output = $t;
            #[inline]
            fn $op(self, rhs: T) -> $t {
                (*self).$imp(rhs.into())
            }
        }

        impl<T: Into<$t>, $($g)*> std::ops::$OpAssign<T> for $t {
            #[inline]
            fn $op_assign(&mut self, rhs: T) {
                *self = self.$imp(rhs.into());
            }
        }
    };
}

/// Everything else both types share: the conversions (from any integer,
/// reduced, and from a reference), negation, sums and products of anything
/// the operators take, and formatting.
macro_rules! modint_common {
    ([$($g:tt)*] $t:ty) => {
        modint_op!([$($g)*] $t; Add add AddAssign add_assign add_impl);
        modint_op!([$($g)*] $t; Sub sub SubAssign sub_assign sub_impl);
        modint_op!([$($g)*] $t; Mul mul MulAssign mul_assign mul_impl);
        modint_op!([$($g)*] $t; Div div DivAssign div_assign div_impl);

        impl<T: RemEuclidU32, $($g)*> From<T> for $t {
            #[inline]
            fn from(val: T) -> $t {
                <$t>::new(val)
            }
        }

        impl<$($g)*> From<&$t> for $t {
            #[inline]
            fn from(val: &$t) -> $t {
                *val
            }
        }

        impl<$($g)*> std::ops::Neg for $t {
            type Output = $t;
            #[inline]
            fn neg(self) -> $t {
                <$t>::default() - self
            }
        }

        impl<$($g)*> std::ops::Neg for &$t {
            type Output = $t;
            #[inline]
            fn neg(self) -> $t {
                <$t>::default() - self
            }
        }

        impl<T: Into<$t>, $($g)*> std::iter::Sum<T> for $t {
            fn sum<It: Iterator<Item = T>>(iter: It) -> $t {
                iter.fold(<$t>::default(), |acc, x| acc + x)
            }
        }

        impl<T: Into<$t>, $($g)*> std::iter::Product<T> for $t {
            fn product<It: Iterator<Item = T>>(iter: It) -> $t {
                iter.fold(<$t>::new(1u32), |acc, x| acc * x)
            }
        }

        impl<$($g)*> std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&self.val, f)
            }
        }

        /// Shows the value alone, as `Display` does: vectors of them read
        /// as lists of numbers.
        impl<$($g)*> std::fmt::Debug for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Debug::fmt(&self.val, f)
            }
        }
    };
}

modint_common!([const M: u32] StaticModInt<M>);

// Declared below the macros, which it calls: a `macro_rules!` macro is
// visible only after its definition.
mod dynamic;
