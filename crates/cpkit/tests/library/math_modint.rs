//! The modint types against arithmetic in `i128`: every operator with every
//! kind of right-hand side, at moduli from 1 to `u32::MAX`, conversions from
//! every integer type, reading with `input!` and printing with `putln!`.

// The reference forms of the operators are what is tested.
#![allow(clippy::op_ref)]

use cpkit::input::Input;
use cpkit::math::modint::{
    Barrett, DynamicModInt, Id, ModInt1000000007, ModInt998244353, RemEuclidU32, StaticModInt,
};
use cpkit::output::Output;
use cpkit::{putln, try_input};
use proptest::prelude::*;

/// Checks every operator of `StaticModInt<M>` on `a` and `b` against `i128`.
fn check_static<const M: u32>(a: i64, b: i64) {
    let m = i128::from(M);
    let (x, y) = (StaticModInt::<M>::new(a), StaticModInt::<M>::new(b));
    let (ra, rb) = (i128::from(a).rem_euclid(m), i128::from(b).rem_euclid(m));
    let val = |v: StaticModInt<M>| i128::from(v.val());
    assert_eq!(val(x), ra);
    assert_eq!(val(x + y), (ra + rb) % m);
    assert_eq!(val(x - y), (ra - rb).rem_euclid(m));
    assert_eq!(val(x * y), ra * rb % m);
    assert_eq!(val(-x), (-ra).rem_euclid(m));
    assert_eq!(val(x + b), (ra + rb) % m);
    assert_eq!(val(x - b), (ra - rb).rem_euclid(m));
    assert_eq!(val(x * b), ra * rb % m);
    assert_eq!(val(&x * &y), ra * rb % m);
    assert_eq!(val(x * &y), ra * rb % m);
    assert_eq!(val(&x * y), ra * rb % m);
    let mut z = x;
    z += y;
    z -= &y;
    z *= b;
    assert_eq!(val(z), ra * rb % m);
    assert_eq!(val(x.pow(3)), ra * ra % m * ra % m);
    if gcd(rb, m) == 1 {
        let q = x / y;
        assert_eq!(val(q * y), ra);
        assert_eq!(val(y.inv() * y), 1 % m);
        let mut w = x;
        w /= b;
        assert_eq!(w, q);
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

enum TestId {}
impl Id for TestId {
    fn companion_barrett() -> &'static Barrett {
        static BARRETT: Barrett = Barrett::new(998_244_353);
        &BARRETT
    }
}
type Dyn = DynamicModInt<TestId>;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn static_moduli_agree_with_i128(a in any::<i64>(), b in any::<i64>(), small in -50i64..50) {
        check_static::<998_244_353>(a, b);
        check_static::<1_000_000_007>(a, b);
        check_static::<1>(a, b);
        check_static::<2>(a, small);
        check_static::<12>(small, b);
        check_static::<{ u32::MAX }>(a, b);
        check_static::<{ (1 << 31) + 11 }>(a, b);
        check_static::<998_244_353>(998_244_352 + small, 998_244_353 - small);
    }

    #[test]
    fn barrett_multiplies_like_u64(m in 1u32..(1 << 31), a in any::<u32>(), b in any::<u32>()) {
        let barrett = Barrett::new(m);
        let (a, b) = (a % m, b % m);
        prop_assert_eq!(u64::from(barrett.mul(a, b)), u64::from(a) * u64::from(b) % u64::from(m));
        let top = m - 1;
        prop_assert_eq!(u64::from(barrett.mul(top, top)), u64::from(top) * u64::from(top) % u64::from(m));
    }

    #[test]
    fn from_every_integer_type_reduces(v in any::<i128>()) {
        type Mint = ModInt1000000007;
        let m = 1_000_000_007i128;
        let r = |w: i128| w.rem_euclid(m) as u32;
        prop_assert_eq!(Mint::from(v as i8).val(), r((v as i8).into()));
        prop_assert_eq!(Mint::from(v as i16).val(), r((v as i16).into()));
        prop_assert_eq!(Mint::from(v as i32).val(), r((v as i32).into()));
        prop_assert_eq!(Mint::from(v as i64).val(), r((v as i64).into()));
        prop_assert_eq!(Mint::from(v as isize).val(), r(v as isize as i128));
        prop_assert_eq!(Mint::from(v).val(), r(v));
        prop_assert_eq!(Mint::from(v as u8).val(), r((v as u8).into()));
        prop_assert_eq!(Mint::from(v as u16).val(), r((v as u16).into()));
        prop_assert_eq!(Mint::from(v as u32).val(), r((v as u32).into()));
        prop_assert_eq!(Mint::from(v as u64).val(), r((v as u64).into()));
        prop_assert_eq!(Mint::from(v as usize).val(), r(v as usize as i128));
        prop_assert_eq!(Mint::from(v as u128).val() as u128, (v as u128) % 1_000_000_007);
    }

    #[test]
    fn reading_reduces_any_integer(
        v in prop_oneof![any::<i128>(), any::<i64>().prop_map(i128::from), -5i128..2_000_000_000],
        extra in "[0-9]{0,30}", chunk in 1usize..12) {
        type Mint = ModInt998244353;
        let text = format!("{}{} {}", v, extra, v);
        let big: String = format!("{}{}", v, extra);
        let mut input = Input::from_bytes(text);
        let a = input.read::<Mint>().unwrap();
        let b = input.read::<Mint>().unwrap();
        // The long one, reduced digit by digit in i128.
        let (negative, digits) = match big.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, &big[..]),
        };
        let mut r = 0i128;
        for d in digits.bytes() {
            r = (r * 10 + i128::from(d - b'0')) % 998_244_353;
        }
        if negative {
            r = (-r).rem_euclid(998_244_353);
        }
        prop_assert_eq!(i128::from(a.val()), r);
        prop_assert_eq!(b, Mint::from(v));
        // The same tokens arriving a few bytes at a time, so that most are
        // cut by the end of what was read: the fast path declines those and
        // the long way reads them whole.
        let trickle = format!("{} {}", big, v).into_bytes();
        let mut trickled = Input::from_reader(Trickle(trickle, chunk));
        prop_assert_eq!(trickled.read::<Mint>().unwrap(), a);
        prop_assert_eq!(trickled.read::<Mint>().unwrap(), b);
    }
}

/// A reader that hands out its bytes `.1` at a time.
struct Trickle(Vec<u8>, usize);

impl std::io::Read for Trickle {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let count = self.1.min(buf.len()).min(self.0.len());
        buf[..count].copy_from_slice(&self.0[..count]);
        self.0.drain(..count);
        Ok(count)
    }
}

/// The dynamic modint under many moduli: one test, since they share one
/// global modulus per id.
#[test]
fn dynamic_modulus_agrees_with_i128() {
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(256));
    let strategy = (
        prop_oneof![1u32..10, 1u32..(1 << 31), ((1u32 << 31) - 100)..(1 << 31)],
        any::<i64>(),
        any::<i64>(),
    );
    runner
        .run(&strategy, |(m, a, b)| {
            Dyn::set_modulus(m);
            assert_eq!(Dyn::modulus(), m);
            let mi = i128::from(m);
            let (x, y) = (Dyn::new(a), Dyn::from(b));
            let (ra, rb) = (i128::from(a).rem_euclid(mi), i128::from(b).rem_euclid(mi));
            let val = |v: Dyn| i128::from(v.val());
            prop_assert_eq!(val(x), ra);
            prop_assert_eq!(val(x + y), (ra + rb) % mi);
            prop_assert_eq!(val(x - y), (ra - rb).rem_euclid(mi));
            prop_assert_eq!(val(x * y), ra * rb % mi);
            prop_assert_eq!(val(-x), (-ra).rem_euclid(mi));
            prop_assert_eq!(val(x * b + 1), (ra * rb + 1) % mi);
            prop_assert_eq!(val(x.pow(5)), ra * ra % mi * ra % mi * ra % mi * ra % mi);
            if gcd(rb, mi) == 1 {
                prop_assert_eq!(x / y * y, x);
            }
            let mut input = Input::from_bytes(format!("{}", a));
            prop_assert_eq!(input.read::<Dyn>().unwrap(), x);
            Ok(())
        })
        .unwrap();
}

#[test]
fn boundaries_of_the_modulus() {
    type Mint = ModInt998244353;
    let top = Mint::new(998_244_352);
    assert_eq!(top + 1, Mint::new(0));
    assert_eq!(top + top, Mint::new(998_244_351));
    assert_eq!(top * top, Mint::new(1));
    assert_eq!(Mint::new(0) - 1, top);
    assert_eq!(-Mint::new(0), Mint::new(0));
    assert_eq!(Mint::new(998_244_353u32), Mint::new(0));
    assert_eq!(Mint::new(-998_244_353i64), Mint::new(0));
    assert_eq!(
        Mint::new(i64::MIN).val() as i128,
        (i64::MIN as i128).rem_euclid(998_244_353)
    );
    assert_eq!(top.inv(), top);
    assert_eq!(Mint::new(3).pow(998_244_352), Mint::new(1));
    type Big = StaticModInt<{ u32::MAX }>;
    let big_top = Big::new(u32::MAX - 1);
    assert_eq!(big_top + big_top, Big::new(u32::MAX - 2));
    assert_eq!(big_top * big_top, Big::new(1));
    assert_eq!(Big::new(0) - 1, big_top);
    assert_eq!(StaticModInt::<1>::new(5).pow(0).val(), 0);
    assert_eq!(StaticModInt::<1>::new(5).inv().val(), 0);
    assert_eq!(5u8.rem_euclid_u32(1), 0);
}

#[test]
#[should_panic(expected = "no inverse")]
fn dividing_by_a_non_unit_panics() {
    let _ = StaticModInt::<12>::new(5) / StaticModInt::<12>::new(4);
}

#[test]
#[should_panic(expected = "no inverse")]
fn dividing_by_zero_panics() {
    let _ = ModInt998244353::new(5) / 0;
}

#[test]
fn sums_products_defaults_and_formatting() {
    type Mint = ModInt1000000007;
    let v: Vec<Mint> = (1..=20).map(Mint::new).collect();
    let fact20: u64 = (1..=20u64).product::<u64>() % 1_000_000_007;
    assert_eq!(v.iter().product::<Mint>().val() as u64, fact20);
    assert_eq!(v.iter().copied().product::<Mint>().val() as u64, fact20);
    assert_eq!(v.iter().sum::<Mint>(), Mint::new(210));
    assert_eq!(v.into_iter().sum::<Mint>(), Mint::new(210));
    assert_eq!(Mint::default(), Mint::new(0));
    assert_eq!(
        format!("{} {:?}", Mint::new(-1), vec![Mint::new(1), Mint::new(2)]),
        "1000000006 [1, 2]"
    );
    let mut set = std::collections::HashSet::new();
    set.insert(Mint::new(1));
    assert!(set.contains(&Mint::new(1_000_000_008)));
}

#[test]
fn input_reads_and_putln_prints_modints() -> Result<(), cpkit::input::InputError> {
    type Mint = ModInt998244353;
    let mut src = Input::from_bytes("3\n-1 998244353 123456789012345678901234567890\n");
    try_input! { from &mut src, n: usize, a: [Mint; n] }
    assert_eq!(
        a,
        [
            Mint::new(998_244_352),
            Mint::new(0),
            Mint::new(123_456_789_012_345_678_901_234_567_890u128)
        ]
    );
    let mut sink = Vec::new();
    {
        let mut out = Output::new(&mut sink);
        putln!(out, a[0], a[1]);
        putln!(out, a);
    }
    assert_eq!(
        String::from_utf8(sink).unwrap(),
        format!("998244352 0\n998244352 0 {}\n", a[2].val())
    );
    Ok(())
}

#[test]
fn a_bad_token_is_an_error_naming_what_was_expected() {
    type Mint = ModInt998244353;
    for bad in ["abc", "-", "12x", "+5", "1.5", "--1"] {
        let mut input = Input::from_bytes(format!("7 {}\n8", bad));
        assert_eq!(input.read::<Mint>().unwrap(), Mint::new(7));
        let message = input.read::<Mint>().unwrap_err().to_string();
        assert_eq!(
            message,
            format!("line 1, column 3: expected an integer; found \"{}\"", bad),
            "{}",
            bad
        );
        // The reader moves past the bad token.
        assert_eq!(input.read::<Mint>().unwrap(), Mint::new(8));
    }
    let message = Input::from_bytes("  ")
        .read::<Mint>()
        .unwrap_err()
        .to_string();
    assert!(message.contains("the end of the input"), "{}", message);
}
