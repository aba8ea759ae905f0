//! The integer types that capacities, flows and costs may have in
//! [`maxflow`](super::maxflow) and [`mincostflow`](super::mincostflow).

use std::fmt::Debug;
use std::ops::{Add, AddAssign, Mul, Sub, SubAssign};

/// A primitive integer type usable as a capacity, flow or cost: every
/// `i*` and `u*` type implements it. Sums must fit in the type: the
/// caller chooses one wide enough (`i64` is the usual choice).
///
/// # Example
/// ```
/// use cpkit::graph::flow_num::FlowNum;
///
/// fn total<T: FlowNum>(xs: &[T]) -> T {
///     xs.iter().fold(T::ZERO, |a, &b| a + b)
/// }
/// assert_eq!(total(&[3_u8, 4]), 7);
/// assert_eq!(<i64 as FlowNum>::MAX, i64::MAX);
/// ```
pub trait FlowNum:
    Copy
    + Ord
    + Debug
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + AddAssign
    + SubAssign
{
    /// Zero.
    const ZERO: Self;
    /// One.
    const ONE: Self;
    /// The largest value, used as "no limit".
    const MAX: Self;
}

macro_rules! impl_flow_num {
    ($($t:ty)*) => {$(
        impl FlowNum for $t {
            const ZERO: $t = 0;
            const ONE: $t = 1;
            const MAX: $t = <$t>::MAX;
        }
    )*};
}

impl_flow_num!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);
