//! Integers modulo `m`: [`StaticModInt`] for a modulus fixed at compile time
//! (`ModInt998244353`, `ModInt1000000007`, any constant) and [`DynamicModInt`]
//! for one set at run time (Barrett reduction); every operation is O(1)
//! except `pow` (O(log n)) and `inv` (O(log m)).
//!
//! Both read with `input!` (any integer, negative or longer than 64 bits,
//! reduced modulo `m`) and print with `put!`/`putln!` as their value in
//! `0..m`. Verified through Library Checker's `point_set_range_composite`,
//! `range_affine_range_sum` and `convolution_mod`.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::io::Write;
use std::iter::{Product, Sum};
use std::marker::PhantomData;
use std::ops::{Add, AddAssign, Div, DivAssign, Mul, MulAssign, Neg, Sub, SubAssign};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use super::super::input::{Input, InputError, Readable};
use super::super::output::{Output, Print};

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
    #[inline]
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

/// Barrett reduction: `a * b mod m` with two multiplications instead of a
/// division, for a modulus `m` known only at run time. The fields are
/// atomics (loaded with `Relaxed`, plain loads on x86) so that a `static`
/// can hold them without `unsafe`.
///
/// ```
/// use cpkit::math::modint::Barrett;
/// static B: Barrett = Barrett::new(1_000_000_007);
/// assert_eq!(B.umod(), 1_000_000_007);
/// assert_eq!(B.mul(1_000_000_006, 1_000_000_006), 1);
/// ```
#[derive(Debug)]
pub struct Barrett {
    m: AtomicU32,
    im: AtomicU64,
}

impl Clone for Barrett {
    fn clone(&self) -> Barrett {
        Barrett::new(self.umod())
    }
}

impl Barrett {
    /// The reducer for `m`, which must be in `1..2^32` (a dynamic modint's
    /// modulus, in `1..2^31`, or the prime of [`Binomial`](super::binomial::Binomial)).
    ///
    /// ```
    /// use cpkit::math::modint::Barrett;
    /// assert_eq!(Barrett::new(7).mul(5, 6), 2);
    /// ```
    pub const fn new(m: u32) -> Barrett {
        Barrett {
            m: AtomicU32::new(m),
            im: AtomicU64::new(Barrett::inverse(m)),
        }
    }

    /// `ceil(2^64 / m)`, as 0 for `m = 1` (where every product is 0 anyway).
    const fn inverse(m: u32) -> u64 {
        (u64::MAX / m as u64).wrapping_add(1)
    }

    /// Changes the modulus to `m` (in `1..2^31`; panics otherwise).
    ///
    /// ```
    /// use cpkit::math::modint::Barrett;
    /// let b = Barrett::new(7);
    /// b.set(11);
    /// assert_eq!(b.mul(5, 6), 8);
    /// ```
    pub fn set(&self, m: u32) {
        assert!(
            (1..1 << 31).contains(&m),
            "a dynamic modulus must be in 1..2^31; found {}",
            m
        );
        self.m.store(m, Ordering::Relaxed);
        self.im.store(Barrett::inverse(m), Ordering::Relaxed);
    }

    /// The modulus.
    ///
    /// ```
    /// use cpkit::math::modint::Barrett;
    /// assert_eq!(Barrett::new(7).umod(), 7);
    /// ```
    #[inline]
    pub fn umod(&self) -> u32 {
        self.m.load(Ordering::Relaxed)
    }

    /// `a * b mod m`, for `a, b < m`.
    ///
    /// ```
    /// use cpkit::math::modint::Barrett;
    /// assert_eq!(Barrett::new(998_244_353).mul(123_456_789, 987_654_321), 263_684_735);
    /// ```
    #[inline]
    pub fn mul(&self, a: u32, b: u32) -> u32 {
        let m = self.umod();
        let im = self.im.load(Ordering::Relaxed);
        let z = u64::from(a) * u64::from(b);
        // x is floor(z / m) or one more, so z - x * m is in -m..m; compared
        // in 64 bits, which holds for any m below 2^32.
        let x = ((u128::from(z) * u128::from(im)) >> 64) as u64;
        let v = z.wrapping_sub(x.wrapping_mul(u64::from(m)));
        if u64::from(m) <= v {
            v.wrapping_add(u64::from(m)) as u32
        } else {
            v as u32
        }
    }
}

/// A name for one run-time modulus: [`DynamicModInt<I>`] keeps its modulus in
/// `I::companion_barrett()`, so types with different ids have independent
/// moduli.
///
/// ```
/// use cpkit::math::modint::{Barrett, DynamicModInt, Id};
/// enum Mine {}
/// impl Id for Mine {
///     fn companion_barrett() -> &'static Barrett {
///         static BARRETT: Barrett = Barrett::new(998_244_353);
///         &BARRETT
///     }
/// }
/// DynamicModInt::<Mine>::set_modulus(11);
/// assert_eq!(DynamicModInt::<Mine>::new(25).val(), 3);
/// ```
pub trait Id: 'static {
    /// Where this id's modulus lives.
    fn companion_barrett() -> &'static Barrett;
}

/// The id of [`ModInt`]: its modulus starts as 998244353.
///
/// ```
/// use cpkit::math::modint::{DefaultId, Id};
/// assert!(DefaultId::companion_barrett().umod() >= 1);
/// ```
#[derive(Debug)]
pub enum DefaultId {}

impl Id for DefaultId {
    fn companion_barrett() -> &'static Barrett {
        static BARRETT: Barrett = Barrett::new(998_244_353);
        &BARRETT
    }
}

/// An integer modulo a number set at run time with
/// [`set_modulus`](DynamicModInt::set_modulus) (in `1..2^31`; 998244353
/// until set), shared by every value of the type, in every thread. Set it
/// once, before making values: values made under another modulus are
/// meaningless after the change.
///
/// ```
/// use cpkit::math::modint::ModInt as Mint;
/// Mint::set_modulus(1_000_000_007);
/// let a = Mint::new(-1);
/// assert_eq!(a.val(), 1_000_000_006);
/// assert_eq!((a * a).val(), 1);
/// ```
pub struct DynamicModInt<I> {
    val: u32,
    id: PhantomData<fn() -> I>,
}

/// The dynamic modint most programs want: one modulus for the whole program.
///
/// ```
/// use cpkit::math::modint::ModInt;
/// ModInt::set_modulus(1_000_000_007);
/// assert_eq!(ModInt::modulus(), 1_000_000_007);
/// ```
pub type ModInt = DynamicModInt<DefaultId>;

impl<I: Id> DynamicModInt<I> {
    /// The modulus.
    ///
    /// ```
    /// use cpkit::math::modint::ModInt;
    /// ModInt::set_modulus(1_000_000_007);
    /// assert_eq!(ModInt::modulus(), 1_000_000_007);
    /// ```
    #[inline]
    pub fn modulus() -> u32 {
        I::companion_barrett().umod()
    }

    /// Sets the modulus of every value of this type (in `1..2^31`; panics
    /// otherwise).
    ///
    /// ```
    /// use cpkit::math::modint::ModInt;
    /// ModInt::set_modulus(1_000_000_007);
    /// assert_eq!(ModInt::new(1_000_000_008).val(), 1);
    /// ```
    pub fn set_modulus(m: u32) {
        I::companion_barrett().set(m);
    }

    /// `val` modulo the modulus, for any integer type and sign.
    ///
    /// ```
    /// use cpkit::math::modint::ModInt;
    /// ModInt::set_modulus(1_000_000_007);
    /// assert_eq!(ModInt::new(-1i64).val(), 1_000_000_006);
    /// ```
    #[inline]
    pub fn new<T: RemEuclidU32>(val: T) -> Self {
        Self::raw(val.rem_euclid_u32(Self::modulus()))
    }

    /// `val` as it is, without reducing it: for values known to be below the
    /// modulus.
    ///
    /// ```
    /// use cpkit::math::modint::ModInt;
    /// ModInt::set_modulus(1_000_000_007);
    /// assert_eq!(ModInt::raw(5).val(), 5);
    /// ```
    #[inline]
    pub fn raw(val: u32) -> Self {
        DynamicModInt {
            val,
            id: PhantomData,
        }
    }

    /// The value, below the modulus.
    ///
    /// ```
    /// use cpkit::math::modint::ModInt;
    /// ModInt::set_modulus(1_000_000_007);
    /// assert_eq!(ModInt::new(1_000_000_010u64).val(), 3);
    /// ```
    #[inline]
    pub fn val(self) -> u32 {
        self.val
    }

    /// `self` to the power `n`, by repeated squaring: O(log n).
    ///
    /// ```
    /// use cpkit::math::modint::ModInt;
    /// ModInt::set_modulus(1_000_000_007);
    /// assert_eq!(ModInt::new(2).pow(30).val(), 73_741_817);
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

    /// The inverse: `x` with `self * x == 1`. Panics unless the value is
    /// coprime to the modulus. O(log m).
    ///
    /// ```
    /// use cpkit::math::modint::ModInt;
    /// ModInt::set_modulus(1_000_000_007);
    /// assert_eq!(ModInt::new(2).inv().val(), 500_000_004);
    /// ```
    #[inline]
    pub fn inv(self) -> Self {
        let m = Self::modulus();
        let (g, x) = super::inv_gcd(i64::from(self.val), i64::from(m));
        assert!(g == 1, "{} has no inverse modulo {}", self.val, m);
        Self::raw(x as u32)
    }

    #[inline]
    fn add_impl(self, rhs: Self) -> Self {
        // The modulus is below 2^31, so the sum fits a u32.
        let m = Self::modulus();
        let sum = self.val + rhs.val;
        Self::raw(if sum >= m { sum - m } else { sum })
    }

    #[inline]
    fn sub_impl(self, rhs: Self) -> Self {
        let (diff, borrow) = self.val.overflowing_sub(rhs.val);
        Self::raw(if borrow {
            diff.wrapping_add(Self::modulus())
        } else {
            diff
        })
    }

    #[inline]
    fn mul_impl(self, rhs: Self) -> Self {
        Self::raw(I::companion_barrett().mul(self.val, rhs.val))
    }

    #[inline]
    fn div_impl(self, rhs: Self) -> Self {
        self * rhs.inv()
    }
}

impl<I> Clone for DynamicModInt<I> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<I> Copy for DynamicModInt<I> {}

impl<I> PartialEq for DynamicModInt<I> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.val == other.val
    }
}

impl<I> Eq for DynamicModInt<I> {}

impl<I> Hash for DynamicModInt<I> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.val.hash(state);
    }
}

impl<I> Default for DynamicModInt<I> {
    #[inline]
    fn default() -> Self {
        DynamicModInt {
            val: 0,
            id: PhantomData,
        }
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
    let (negative, digits) = match token.split_first() {
        Some((b'-', rest)) => (true, rest),
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

/// What the modint types are called in an input error.
const WHAT: &str = "an integer";

impl<const M: u32> Readable for StaticModInt<M> {
    type Output = Self;
    const WHAT: &'static str = WHAT;

    #[inline]
    fn read(input: &mut Input) -> Result<Self, InputError> {
        let start = input.next_token_start();
        match parse_mod(input.token()?, M) {
            Some(val) => Ok(StaticModInt { val }),
            None => Err(input.error_at(start, WHAT.into())),
        }
    }
}

impl<I: Id> Readable for DynamicModInt<I> {
    type Output = Self;
    const WHAT: &'static str = WHAT;

    #[inline]
    fn read(input: &mut Input) -> Result<Self, InputError> {
        let start = input.next_token_start();
        match parse_mod(input.token()?, Self::modulus()) {
            Some(val) => Ok(Self::raw(val)),
            None => Err(input.error_at(start, WHAT.into())),
        }
    }
}

impl<const M: u32> Print for StaticModInt<M> {
    #[inline]
    fn print<W: Write>(&self, out: &mut Output<W>) {
        out.uint(u64::from(self.val));
    }
}

impl<I: Id> Print for DynamicModInt<I> {
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
        impl<T: Into<$t>, $($g)*> $Op<T> for $t {
            type Output = $t;
            #[inline]
            fn $op(self, rhs: T) -> $t {
                self.$imp(rhs.into())
            }
        }

        impl<T: Into<$t>, $($g)*> $Op<T> for &$t {
            type Output = $t;
            #[inline]
            fn $op(self, rhs: T) -> $t {
                (*self).$imp(rhs.into())
            }
        }

        impl<T: Into<$t>, $($g)*> $OpAssign<T> for $t {
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

        impl<$($g)*> Neg for $t {
            type Output = $t;
            #[inline]
            fn neg(self) -> $t {
                <$t>::default() - self
            }
        }

        impl<$($g)*> Neg for &$t {
            type Output = $t;
            #[inline]
            fn neg(self) -> $t {
                <$t>::default() - self
            }
        }

        impl<T: Into<$t>, $($g)*> Sum<T> for $t {
            fn sum<It: Iterator<Item = T>>(iter: It) -> $t {
                iter.fold(<$t>::default(), |acc, x| acc + x)
            }
        }

        impl<T: Into<$t>, $($g)*> Product<T> for $t {
            fn product<It: Iterator<Item = T>>(iter: It) -> $t {
                iter.fold(<$t>::new(1u32), |acc, x| acc * x)
            }
        }

        impl<$($g)*> fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.val, f)
            }
        }

        /// Shows the value alone, as `Display` does: vectors of them read
        /// as lists of numbers.
        impl<$($g)*> fmt::Debug for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.val, f)
            }
        }
    };
}

modint_common!([const M: u32] StaticModInt<M>);
modint_common!([I: Id] DynamicModInt<I>);
