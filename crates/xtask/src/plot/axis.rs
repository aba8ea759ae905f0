//! A linear axis over `f64` whose ticks are given, not computed.
//!
//! plotters' own `f64` axis chooses its ticks, and once ticks are bound to
//! it (`with_key_points`) it can no longer be labelled by a formatter; this
//! axis takes the ticks the chart wants (the n that were measured, round
//! times) and labels through `x_label_formatter` like any other.

use std::ops::Range;

use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};

#[derive(Debug, Clone)]
pub struct Linear {
    start: f64,
    end: f64,
    ticks: Vec<f64>,
}

impl Linear {
    /// The axis from `start` to `end` (greater), with a tick at each of `ticks`.
    pub fn new(start: f64, end: f64, ticks: Vec<f64>) -> Linear {
        Linear { start, end, ticks }
    }
}

impl Ranged for Linear {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, (low, high): (i32, i32)) -> i32 {
        let share = (value - self.start) / (self.end - self.start);
        // Rounded to a whole pixel, as every coordinate in the SVG is.
        low + (share * f64::from(high - low)).round() as i32
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        // Light lines are asked for with the same hint type; this axis has none.
        if hint.weight().allow_light_points() {
            Vec::new()
        } else {
            self.ticks.clone()
        }
    }

    fn range(&self) -> Range<f64> {
        self.start..self.end
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plotters::coord::ranged1d::{BoldPoints, LightPoints};

    #[test]
    fn values_map_to_the_nearest_pixel_and_ticks_are_as_given() {
        let axis = Linear::new(0.0, 10.0, vec![0.0, 5.0]);
        assert_eq!(axis.map(&0.0, (100, 200)), 100);
        assert_eq!(axis.map(&2.5, (100, 200)), 125);
        assert_eq!(axis.map(&10.0, (100, 200)), 200);
        assert_eq!(axis.map(&5.0, (300, 100)), 200);
        assert_eq!(axis.key_points(BoldPoints(10)), [0.0, 5.0]);
        assert_eq!(
            axis.key_points(LightPoints::new(10, 100)),
            Vec::<f64>::new()
        );
    }
}
