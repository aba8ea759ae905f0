//! [`DynamicModInt`], whose modulus is set at run time, and the Barrett
//! reduction it multiplies with; re-exported by the parent module, which
//! holds what both modint types share.

use std::hash::{Hash, Hasher};
use std::io::Write;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use super::super::super::input::{Input, InputError, Readable};
use super::super::super::output::{Output, Print};
use super::{parse_mod, RemEuclidU32};

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
    /// modulus, in `1..2^31`, or the prime of [`Binomial`](super::super::binomial::Binomial)).
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
    pub fn inv(self) -> Self {
        let m = Self::modulus();
        let (g, x) = super::super::inv_gcd(i64::from(self.val), i64::from(m));
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

impl<I: Id> Readable for DynamicModInt<I> {
    type Output = Self;
    const WHAT: &'static str = "an integer";

    #[inline]
    fn read(input: &mut Input) -> Result<Self, InputError> {
        // Most tokens are numbers that fit an i64: reduced at once, with no
        // second pass over their digits.
        if let Some(value) = input.held_integer::<i64>() {
            let val = value.rem_euclid(i64::from(Self::modulus())) as u32;
            return Ok(Self::raw(val));
        }
        let start = input.next_token_start();
        match parse_mod(input.token()?, Self::modulus()) {
            Some(val) => Ok(Self::raw(val)),
            None => Err(input.error_at(start, Self::WHAT.into())),
        }
    }
}

impl<I: Id> Print for DynamicModInt<I> {
    #[inline]
    fn print<W: Write>(&self, out: &mut Output<W>) {
        out.uint(u64::from(self.val));
    }
}

modint_common!([I: Id] DynamicModInt<I>);
