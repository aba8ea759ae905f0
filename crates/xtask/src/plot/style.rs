//! How every chart looks: fonts, colors, markers, and times written as
//! people read them ("0.01 s", "100 µs", "5.3 ms") rather than as floats.
//!
//! The SVGs leave text to the viewer's sans-serif font; plotters only
//! estimates text widths (its font-free layout), so sizes here leave room.

use plotters::style::RGBColor;

/// The font family every text uses.
pub const FONT: &str = "sans-serif";
/// Chart titles.
pub const TITLE_SIZE: f64 = 24.0;
/// Panel captions, axis descriptions and legend entries.
pub const TEXT_SIZE: f64 = 17.0;
/// Tick labels and values written beside bars.
pub const LABEL_SIZE: f64 = 15.0;
/// Pixels per character of `TEXT_SIZE` text, generous for any sans-serif.
pub const CHAR_WIDTH: u32 = 8;

pub const BACKGROUND: RGBColor = RGBColor(255, 255, 255);
pub const INK: RGBColor = RGBColor(34, 34, 34);
pub const GRID: RGBColor = RGBColor(200, 200, 200);
pub const LIGHT_GRID: RGBColor = RGBColor(236, 236, 236);

/// Okabe and Ito's palette, told apart also by readers with a colour
/// deficiency; its yellow is left out, being too pale on white.
const PALETTE: [RGBColor; 7] = [
    RGBColor(0, 114, 178),   // blue
    RGBColor(213, 94, 0),    // vermillion
    RGBColor(0, 158, 115),   // bluish green
    RGBColor(204, 121, 167), // reddish purple
    RGBColor(230, 159, 0),   // orange
    RGBColor(86, 180, 233),  // sky blue
    RGBColor(0, 0, 0),       // black
];

/// The colour of the `index`-th series of a chart.
pub fn color(index: usize) -> RGBColor {
    PALETTE[index % PALETTE.len()]
}

/// The label of the tick at 10^`exponent` seconds on a logarithmic axis
/// whose lowest tick is 10^`lowest` seconds.
///
/// An axis that stays at or above a millisecond reads in plain seconds
/// (0.001 s, 0.01 s, 0.1 s, 1 s, 10 s); one that goes lower would need
/// "0.000001 s", so it reads in SI units instead (1 µs, 10 µs, ..., 1 s).
/// The label is built from the exponent, never by printing a float.
pub fn decade_label(exponent: i32, lowest: i32) -> String {
    if lowest >= -3 {
        if exponent >= 0 {
            format!("1{} s", "0".repeat(exponent as usize))
        } else {
            format!("0.{}1 s", "0".repeat((-exponent - 1) as usize))
        }
    } else {
        let (unit, scale) = si_unit(exponent);
        format!("1{} {}", "0".repeat((exponent - scale) as usize), unit)
    }
}

/// The SI unit for 10^`exponent` seconds and that unit's own exponent:
/// ns (-9), µs (-6), ms (-3) or s (0).
fn si_unit(exponent: i32) -> (&'static str, i32) {
    match exponent {
        i32::MIN..=-7 => ("ns", -9),
        -6..=-4 => ("µs", -6),
        -3..=-1 => ("ms", -3),
        _ => ("s", 0),
    }
}

/// A measured time for a label beside its bar: three significant digits in
/// the unit that keeps the number from 1 to 999 ("5.30 ms", "218 ms", "1.51 s").
pub fn duration(seconds: f64) -> String {
    if seconds <= 0.0 || !seconds.is_finite() {
        return format!("{} s", seconds);
    }
    let (unit, scale) = si_unit(seconds.log10().floor() as i32);
    let value = seconds / 10f64.powi(scale);
    // Rounding may carry into the next unit: 999.7 ms is "1.00 s".
    let (unit, value) = if format!("{:.0}", value).len() > 3 && unit != "s" {
        let (unit, scale) = si_unit(scale + 3);
        (unit, seconds / 10f64.powi(scale))
    } else {
        (unit, value)
    };
    let decimals = match value {
        v if v < 9.995 => 2,
        v if v < 99.95 => 1,
        _ => 0,
    };
    format!("{:.*} {}", decimals, value, unit)
}

/// Ticks for a linear time axis from 0 past `max` seconds: a step of 1, 2
/// or 5 times a power of ten giving about five ticks, the axis's end (the
/// first tick at or past `max`), and the labels in one unit for all.
pub fn linear_ticks(max: f64) -> (Vec<f64>, f64, Vec<String>) {
    let max = if max > 0.0 && max.is_finite() {
        max
    } else {
        1.0
    };
    // Every tick is a whole number of 10^power seconds, so ticks and labels
    // come from integers and decimal exponents, never from adding floats.
    let rough = max / 5.0;
    let mut power = rough.log10().floor() as i32;
    let mantissa = rough / pow10(1, power);
    let step = match mantissa {
        m if m <= 1.0 => 1,
        m if m <= 2.0 => 2,
        m if m <= 5.0 => 5,
        _ => {
            power += 1;
            1
        }
    };
    let mut count = 1;
    while pow10(count * step, power) < max {
        count += 1;
    }
    let multiples: Vec<i64> = (0..=count).map(|i| i * step).collect();
    let ticks: Vec<f64> = multiples.iter().map(|&k| pow10(k, power)).collect();
    let end = ticks[ticks.len() - 1];
    // One unit for the whole axis, chosen by its largest tick.
    let last = multiples[multiples.len() - 1];
    let (unit, scale) = si_unit(power + last.to_string().len() as i32 - 1);
    let decimals = (scale - power).max(0) as usize;
    let labels = multiples
        .iter()
        .map(|&k| {
            if k == 0 {
                "0".to_string()
            } else {
                format!("{:.*} {}", decimals, pow10(k, power - scale), unit)
            }
        })
        .collect();
    (ticks, end, labels)
}

/// 10^`exponent` seconds, the value of a decade's tick.
pub fn decade(exponent: i32) -> f64 {
    pow10(1, exponent)
}

/// `k` times 10^`power`, as close to the decimal number as a float gets
/// (dividing by an exact power of ten rounds once; multiplying by an inexact
/// 0.1 would not).
fn pow10(k: i64, power: i32) -> f64 {
    if power >= 0 {
        k as f64 * 10f64.powi(power)
    } else {
        k as f64 / 10f64.powi(-power)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decades_from_a_millisecond_up_read_in_plain_seconds() {
        let labels: Vec<String> = (-3..=2).map(|e| decade_label(e, -3)).collect();
        assert_eq!(
            labels,
            ["0.001 s", "0.01 s", "0.1 s", "1 s", "10 s", "100 s"]
        );
    }

    #[test]
    fn decades_below_a_millisecond_read_in_si_units() {
        let labels: Vec<String> = (-7..=1).map(|e| decade_label(e, -7)).collect();
        assert_eq!(
            labels,
            ["100 ns", "1 µs", "10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s", "10 s"]
        );
    }

    #[test]
    fn durations_keep_three_digits_in_the_nearest_unit() {
        assert_eq!(duration(0.0053), "5.30 ms");
        assert_eq!(duration(0.2184), "218 ms");
        assert_eq!(duration(1.514), "1.51 s");
        assert_eq!(duration(25.73), "25.7 s");
        assert_eq!(duration(5.6e-6), "5.60 µs");
        assert_eq!(duration(0.9997), "1.00 s");
        assert_eq!(duration(0.0009997), "1.00 ms");
    }

    #[test]
    fn linear_ticks_are_round_and_share_a_unit() {
        assert_eq!(
            linear_ticks(0.083),
            (
                vec![0.0, 0.02, 0.04, 0.06, 0.08, 0.1],
                0.1,
                ["0", "20 ms", "40 ms", "60 ms", "80 ms", "100 ms"]
                    .map(String::from)
                    .to_vec()
            )
        );
        let (ticks, end, labels) = linear_ticks(2.3);
        assert_eq!(ticks, [0.0, 0.5, 1.0, 1.5, 2.0, 2.5]);
        assert_eq!(end, 2.5);
        assert_eq!(labels, ["0", "0.5 s", "1.0 s", "1.5 s", "2.0 s", "2.5 s"]);
    }
}
