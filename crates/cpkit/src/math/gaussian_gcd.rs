//! The greatest common divisor of two Gaussian integers `a + bi` by
//! Euclid's algorithm, dividing with the quotient rounded to the nearest
//! Gaussian integer so that each remainder's norm is at most half the
//! divisor's, O(log(norm)) steps; verified on Library Checker's
//! `gcd_of_gaussian_integers`
//! (`crates/cpkit/verify/gcd-of-gaussian-integers`).

/// `x / n` rounded to the nearest integer (halves up), for `n > 0`.
fn round_div(x: i64, n: i64) -> i64 {
    (2 * x + n).div_euclid(2 * n)
}

/// A greatest common divisor `(re, im)` of the Gaussian integers
/// `x.0 + x.1 i` and `y.0 + y.1 i`, unique up to the units `±1, ±i`
/// (here whichever Euclid's algorithm ends on); `(0, 0)` when both are 0.
/// The norms `a² + b²` must be below 2^61 (parts up to 1.5·10^9 do), so
/// that every product fits an `i64`. O(log(norm)).
///
/// With `q` the exact quotient `x / y = x conj(y) / |y|²` rounded part by
/// part to integers, `r = x - q y` has `|r|² <= |y|² / 2`: each step
/// halves the norm.
///
/// # Example
/// ```
/// use cpkit::math::gaussian_gcd::gaussian_gcd;
///
/// // 5 = (2 + i)(2 - i) and 3 + 4i = (2 + i)²: their gcd is 2 + i, up to a unit.
/// let g = gaussian_gcd((5, 0), (3, 4));
/// assert!([(2, 1), (-2, -1), (-1, 2), (1, -2)].contains(&g));
/// assert_eq!(gaussian_gcd((0, 0), (0, 0)), (0, 0));
/// assert_eq!(gaussian_gcd((0, 7), (0, 0)), (0, 7));
/// ```
pub fn gaussian_gcd(x: (i64, i64), y: (i64, i64)) -> (i64, i64) {
    let norm = |p: (i64, i64)| (p.0 as i128).pow(2) + (p.1 as i128).pow(2);
    assert!(
        norm(x) < 1 << 61 && norm(y) < 1 << 61,
        "gaussian_gcd needs norms below 2^61"
    );
    // Every remainder's norm is at most its divisor's, so |a c + b d| <=
    // |x| |y| < 2^61 and 2 (a c + b d) + n < 2^63.
    let (mut a, mut b) = x;
    let (mut c, mut d) = y;
    while c != 0 || d != 0 {
        let n = c * c + d * d;
        // (a + bi)(c - di) = (ac + bd) + (bc - ad) i
        let qr = round_div(a * c + b * d, n);
        let qi = round_div(b * c - a * d, n);
        let r = a - (qr * c - qi * d);
        let s = b - (qr * d + qi * c);
        a = c;
        b = d;
        c = r;
        d = s;
    }
    (a, b)
}
