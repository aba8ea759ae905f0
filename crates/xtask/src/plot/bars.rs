//! Bar charts of one time per program: one panel per task, stacked, each a
//! row of horizontal bars from zero with the program's name on the left and
//! its time written at the bar's end.
//!
//! Each panel has its own time axis, so a task that takes a tenth as long is
//! still read as easily; a program keeps its colour in every panel. Bars
//! start at zero and so use a linear axis: a bar's length is its time.
//!
//! A chart of ratios (ours / theirs) instead writes each value as `0.42×`,
//! draws a line at 1×, and colours a bar by which side of it it ends.

use anyhow::{anyhow, bail, Result};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::axis::Linear;
use super::style;

#[derive(Debug, Clone, PartialEq)]
pub struct Bars {
    pub title: String,
    pub x_label: String,
    pub unit: Unit,
    pub panels: Vec<BarPanel>,
}

/// What the bars measure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// Times in seconds: each program keeps its colour.
    Seconds,
    /// Ratios, 1 meaning as fast: at most 1 in the first colour, more in
    /// the second.
    Ratio,
}

impl Unit {
    /// A value as written beside its bar.
    fn show(self, value: f64) -> String {
        match self {
            Unit::Seconds => style::duration(value),
            Unit::Ratio => format!("{:.2}×", value),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct BarPanel {
    pub title: String,
    /// (name, seconds), drawn top to bottom.
    pub bars: Vec<(String, f64)>,
}

const PLOT_WIDTH: u32 = 640;
const MARGIN: u32 = 14;
const CAPTION_HEIGHT: u32 = 34;
const X_LABEL_AREA: u32 = 46;
const BAR_ROW: u32 = 38;
const TITLE_HEIGHT: u32 = 46;
/// Room past the longest bar for its time, as a share of the axis.
const VALUE_ROOM: f64 = 1.12;

impl Bars {
    /// Every bar's name, in order of first appearance: the index that picks
    /// each one's colour.
    pub fn names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = Vec::new();
        for (name, _) in self.panels.iter().flat_map(|panel| &panel.bars) {
            if !names.contains(&name.as_str()) {
                names.push(name);
            }
        }
        names
    }

    /// The chart as an SVG document.
    pub fn render(&self) -> Result<String> {
        if self.panels.is_empty() {
            bail!("the chart \"{}\" has nothing to draw", self.title);
        }
        let names = self.names();
        let longest = names
            .iter()
            .map(|name| name.chars().count() as u32)
            .max()
            .unwrap_or(0);
        let y_label_area = longest * style::CHAR_WIDTH + 24;
        let width = y_label_area + PLOT_WIDTH + 2 * MARGIN + 30;
        let heights: Vec<u32> = self.panels.iter().map(panel_height).collect();
        let height = TITLE_HEIGHT + heights.iter().sum::<u32>();
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
            self.draw(&root, &names, &heights, y_label_area)
                .map_err(|err| anyhow!("cannot draw the chart \"{}\"; {}", self.title, err))?;
            root.present()
                .map_err(|err| anyhow!("cannot draw the chart \"{}\"; {}", self.title, err))?;
        }
        Ok(svg)
    }

    fn draw<'a>(
        &self,
        root: &DrawingArea<SVGBackend<'a>, Shift>,
        names: &[&str],
        heights: &[u32],
        y_label_area: u32,
    ) -> Result<(), Box<dyn std::error::Error + 'a>> {
        root.fill(&style::BACKGROUND)?;
        let mut rest = root.titled(
            &self.title,
            (style::FONT, style::TITLE_SIZE)
                .into_font()
                .style(FontStyle::Bold)
                .color(&style::INK),
        )?;
        for (panel, &height) in self.panels.iter().zip(heights) {
            let (area, below) = rest.split_vertically(height);
            self.draw_panel(panel, &area, names, y_label_area)?;
            rest = below;
        }
        Ok(())
    }

    fn draw_panel<'a>(
        &self,
        panel: &BarPanel,
        area: &DrawingArea<SVGBackend<'a>, Shift>,
        names: &[&str],
        y_label_area: u32,
    ) -> Result<(), Box<dyn std::error::Error + 'a>> {
        let rows = panel.bars.len();
        let max = panel
            .bars
            .iter()
            .map(|&(_, seconds)| seconds)
            .fold(0.0, f64::max);
        let max = match self.unit {
            // The line at 1× is always on the axis.
            Unit::Ratio => max.max(1.0),
            Unit::Seconds => max,
        };
        let (ticks, end, labels) = style::linear_ticks(max * VALUE_ROOM);
        let labels: Vec<String> = match self.unit {
            Unit::Seconds => labels,
            // linear_ticks' steps are whole multiples of a power of ten, so
            // two decimals at most and no float noise after trimming.
            Unit::Ratio => ticks
                .iter()
                .map(|&tick| {
                    let text = format!("{:.2}", tick);
                    let text = text.trim_end_matches('0').trim_end_matches('.');
                    format!("{}×", text)
                })
                .collect(),
        };
        let x_axis = Linear::new(0.0, end, ticks.clone());
        // Row i (from the top) is the band from rows - i - 1 to rows - i.
        let y_axis = Linear::new(
            0.0,
            rows as f64,
            (0..rows).map(|i| i as f64 + 0.5).collect(),
        );

        let mut chart = ChartBuilder::on(area)
            .margin(MARGIN)
            // The last tick's label is centred on the axis's end.
            .margin_right(MARGIN + 30)
            .caption(
                &panel.title,
                (style::FONT, style::TEXT_SIZE)
                    .into_font()
                    .style(FontStyle::Bold)
                    .color(&style::INK),
            )
            .x_label_area_size(X_LABEL_AREA)
            .y_label_area_size(y_label_area)
            .build_cartesian_2d(x_axis, y_axis)?;

        let x_format = |seconds: &f64| {
            ticks
                .iter()
                .position(|tick| tick == seconds)
                .map_or_else(String::new, |i| labels[i].clone())
        };
        let y_format = |y: &f64| {
            let from_top = rows.saturating_sub(y.floor() as usize + 1);
            panel
                .bars
                .get(from_top)
                .map_or_else(String::new, |(name, _)| name.clone())
        };
        chart
            .configure_mesh()
            .disable_y_mesh()
            .x_desc(self.x_label.as_str())
            .x_label_formatter(&x_format)
            .y_label_formatter(&y_format)
            .bold_line_style(style::GRID)
            .axis_style(style::INK)
            .label_style(
                (style::FONT, style::LABEL_SIZE)
                    .into_font()
                    .color(&style::INK),
            )
            .axis_desc_style(
                (style::FONT, style::TEXT_SIZE)
                    .into_font()
                    .color(&style::INK),
            )
            .draw()?;

        let value_style = (style::FONT, style::LABEL_SIZE)
            .into_font()
            .color(&style::INK)
            .pos(Pos::new(HPos::Left, VPos::Center));
        if self.unit == Unit::Ratio {
            chart.draw_series(std::iter::once(PathElement::new(
                vec![(1.0, 0.0), (1.0, rows as f64)],
                style::INK.stroke_width(2),
            )))?;
        }
        for (i, (name, seconds)) in panel.bars.iter().enumerate() {
            let index = match self.unit {
                Unit::Seconds => names.iter().position(|n| n == name).unwrap_or(0),
                Unit::Ratio => usize::from(*seconds > 1.0),
            };
            let bottom = (rows - i - 1) as f64;
            chart.draw_series(std::iter::once(Rectangle::new(
                [(0.0, bottom + 0.18), (*seconds, bottom + 0.82)],
                style::color(index).filled(),
            )))?;
            chart.draw_series(std::iter::once(
                EmptyElement::at((*seconds, bottom + 0.5))
                    + Text::new(self.unit.show(*seconds), (6, 0), value_style.clone()),
            ))?;
        }
        Ok(())
    }
}

fn panel_height(panel: &BarPanel) -> u32 {
    2 * MARGIN + CAPTION_HEIGHT + X_LABEL_AREA + BAR_ROW * panel.bars.len() as u32
}
