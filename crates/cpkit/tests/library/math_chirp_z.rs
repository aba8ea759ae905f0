//! The chirp z-transform agrees with Horner's rule at each point of the
//! geometric sequence, for ratios 0 and 1, a start of 0, and short and
//! long polynomials and sequences.

use cpkit::math::chirp_z::chirp_z;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

fn naive<const M: u32>(
    f: &[StaticModInt<M>],
    a: StaticModInt<M>,
    r: StaticModInt<M>,
    m: usize,
) -> Vec<StaticModInt<M>> {
    let mut x = a;
    (0..m)
        .map(|_| {
            // Term by term, with 0^0 = 1 (pow(0) is 1).
            let y = f
                .iter()
                .enumerate()
                .map(|(j, &c)| c * x.pow(j as u64))
                .sum();
            x *= r;
            y
        })
        .collect()
}

fn check<const M: u32>(f: &[u32], a: u32, r: u32, m: usize) -> Result<(), TestCaseError> {
    let f: Vec<StaticModInt<M>> = f.iter().map(|&x| StaticModInt::new(x)).collect();
    let (a, r) = (StaticModInt::new(a), StaticModInt::new(r));
    prop_assert_eq!(chirp_z(&f, a, r, m), naive(&f, a, r, m), "modulo {}", M);
    Ok(())
}

fn special() -> impl Strategy<Value = u32> {
    prop_oneof![Just(0u32), Just(1), Just(998_244_352), any::<u32>()]
}

proptest! {
    #[test]
    fn agrees_with_horner(
        f in prop::collection::vec(any::<u32>(), 0..90),
        a in special(),
        r in special(),
        m in 0usize..90,
    ) {
        check::<998_244_353>(&f, a, r, m)?;
        check::<167_772_161>(&f, a, r, m)?;
    }

    #[test]
    fn long_and_short(
        f in prop::collection::vec(any::<u32>(), 40..300),
        a in any::<u32>(),
        r in any::<u32>(),
        m in 17usize..40,
        flip in any::<bool>(),
    ) {
        // One side long, the other just past the naive cut-off.
        let (f, m) = if flip { (f[..m].to_vec(), f.len()) } else { (f, m) };
        check::<998_244_353>(&f, a, r, m)?;
    }
}
