//! Line charts of time against n on a logarithmic time axis: one line per
//! series, in one or more panels side by side that share the time axis, and
//! one legend beside them all, outside the plots so it hides no data.
//!
//! A series keeps its colour and marker in every panel. Ticks are the n that
//! were measured and the powers of ten of the time axis, with light lines at
//! 2 to 9 times each power.

use std::collections::BTreeSet;

use anyhow::{anyhow, bail, Result};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::axis::Linear;
use super::marker::{self, Marker};
use super::style;

/// A chart of one or more panels.
#[derive(Debug, Clone, PartialEq)]
pub struct Lines {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    /// What the legend lists ("program", "strategy").
    pub legend_title: String,
    pub panels: Vec<Panel>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Panel {
    /// Shown above the panel when there are several.
    pub title: String,
    pub series: Vec<Series>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    pub name: String,
    /// (n, seconds), in increasing n.
    pub points: Vec<(u32, f64)>,
}

const HEIGHT: u32 = 500;
const PANEL_WIDTH: u32 = 560;
const SINGLE_PANEL_WIDTH: u32 = 720;
const MARGIN: u32 = 14;
const X_LABEL_AREA: u32 = 46;
const Y_LABEL_AREA: u32 = 96;
const CAPTION_HEIGHT: u32 = 34;
const LEGEND_ROW: i32 = 28;
const LEGEND_SWATCH: i32 = 34;

impl Lines {
    /// Every series name, in order of first appearance: the legend, and
    /// the index that picks each one's colour and marker.
    pub fn names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = Vec::new();
        for series in self.panels.iter().flat_map(|panel| &panel.series) {
            if !names.contains(&series.name.as_str()) {
                names.push(&series.name);
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
        let legend_width = legend_width(&self.legend_title, &names);
        let panel_width = if self.panels.len() == 1 {
            SINGLE_PANEL_WIDTH
        } else {
            PANEL_WIDTH
        };
        let width = panel_width * self.panels.len() as u32 + legend_width;
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (width, HEIGHT)).into_drawing_area();
            self.draw(&root, &names, width - legend_width)
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
        plots_width: u32,
    ) -> Result<(), Box<dyn std::error::Error + 'a>> {
        root.fill(&style::BACKGROUND)?;
        let body = root.titled(
            &self.title,
            (style::FONT, style::TITLE_SIZE)
                .into_font()
                .style(FontStyle::Bold)
                .color(&style::INK),
        )?;
        let (plots, legend) = body.split_horizontally(plots_width);
        let (low, high) = decades(self.panels.iter().flat_map(|panel| &panel.series));
        let areas = plots.split_evenly((1, self.panels.len()));
        for (panel, area) in self.panels.iter().zip(&areas) {
            self.draw_panel(panel, area, names, (low, high))?;
        }
        let top = MARGIN as i32
            + if self.panels.len() > 1 {
                CAPTION_HEIGHT as i32
            } else {
                0
            };
        draw_legend(&legend, &self.legend_title, names, top)?;
        Ok(())
    }

    fn draw_panel<'a>(
        &self,
        panel: &Panel,
        area: &DrawingArea<SVGBackend<'a>, Shift>,
        names: &[&str],
        (low, high): (i32, i32),
    ) -> Result<(), Box<dyn std::error::Error + 'a>> {
        let ns: BTreeSet<u32> = panel
            .series
            .iter()
            .flat_map(|series| series.points.iter().map(|&(n, _)| n))
            .collect();
        let (first, last) = match (ns.first(), ns.last()) {
            (Some(&first), Some(&last)) => (f64::from(first), f64::from(last)),
            _ => (0.0, 1.0),
        };
        let pad = ((last - first) * 0.06).max(0.5);
        let x_axis = Linear::new(
            first - pad,
            last + pad,
            ns.iter().map(|&n| f64::from(n)).collect(),
        );
        let y_axis = (style::decade(low)..style::decade(high))
            .log_scale()
            .with_key_points((low..=high).map(style::decade).collect())
            .with_light_points(
                (low..high)
                    .flat_map(|e| (2..=9).map(move |k| k as f64 * style::decade(e)))
                    .collect::<Vec<f64>>(),
            );

        let mut builder = ChartBuilder::on(area);
        builder
            .margin(MARGIN)
            .x_label_area_size(X_LABEL_AREA)
            .y_label_area_size(Y_LABEL_AREA);
        if self.panels.len() > 1 {
            builder.caption(
                &panel.title,
                (style::FONT, style::TEXT_SIZE)
                    .into_font()
                    .style(FontStyle::Bold)
                    .color(&style::INK),
            );
        }
        let mut chart = builder.build_cartesian_2d(x_axis, y_axis)?;

        let x_format = |n: &f64| format!("{}", n.round() as i64);
        let y_format = |seconds: &f64| style::decade_label(seconds.log10().round() as i32, low);
        chart
            .configure_mesh()
            .x_desc(self.x_label.as_str())
            .y_desc(self.y_label.as_str())
            .x_label_formatter(&x_format)
            .y_label_formatter(&y_format)
            .bold_line_style(style::GRID)
            .light_line_style(style::LIGHT_GRID)
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

        for series in &panel.series {
            let index = names
                .iter()
                .position(|name| *name == series.name)
                .unwrap_or(0);
            let color = style::color(index);
            let points: Vec<(f64, f64)> = series
                .points
                .iter()
                .map(|&(n, seconds)| (f64::from(n), seconds))
                .collect();
            chart.draw_series(std::iter::once(PathElement::new(
                points.clone(),
                color.stroke_width(2),
            )))?;
            chart.draw_series(points.iter().map(|&at| Marker {
                at,
                shape: marker::shape(index),
                color,
            }))?;
        }
        Ok(())
    }
}

/// The powers of ten just below the smallest time and just above the largest.
fn decades<'a>(series: impl Iterator<Item = &'a Series>) -> (i32, i32) {
    let times = series.flat_map(|series| series.points.iter().map(|&(_, seconds)| seconds));
    let (least, most) = times.fold((f64::INFINITY, f64::NEG_INFINITY), |(least, most), t| {
        (least.min(t), most.max(t))
    });
    if !(least.is_finite() && most.is_finite()) {
        return (-3, 0);
    }
    let mut low = least.log10().floor() as i32;
    let mut high = most.log10().ceil() as i32;
    // log10 may land a hair off an exact power; never cut a point off.
    while style::decade(low) > least {
        low -= 1;
    }
    while style::decade(high) < most {
        high += 1;
    }
    if high == low {
        high += 1;
    }
    (low, high)
}

fn legend_width(title: &str, names: &[&str]) -> u32 {
    let longest = names
        .iter()
        .map(|name| name.chars().count())
        .chain(std::iter::once(title.chars().count()))
        .max()
        .unwrap_or(0) as u32;
    MARGIN * 2 + LEGEND_SWATCH as u32 + 10 + longest * style::CHAR_WIDTH
}

fn draw_legend<'a>(
    area: &DrawingArea<SVGBackend<'a>, Shift>,
    title: &str,
    names: &[&str],
    top: i32,
) -> Result<(), Box<dyn std::error::Error + 'a>> {
    let left_center = Pos::new(HPos::Left, VPos::Center);
    let text = (style::FONT, style::TEXT_SIZE)
        .into_font()
        .color(&style::INK)
        .pos(left_center);
    let heading = (style::FONT, style::TEXT_SIZE)
        .into_font()
        .style(FontStyle::Bold)
        .color(&style::INK)
        .pos(left_center);
    let left = MARGIN as i32;
    area.draw_text(title, &heading, (left, top + LEGEND_ROW / 2))?;
    for (index, name) in names.iter().enumerate() {
        let y = top + LEGEND_ROW * (index as i32 + 1) + LEGEND_ROW / 2;
        let color = style::color(index);
        area.draw(&PathElement::new(
            vec![(left, y), (left + LEGEND_SWATCH, y)],
            color.stroke_width(2),
        ))?;
        let middle = (left + LEGEND_SWATCH / 2, y);
        area.draw(&Marker {
            at: middle,
            shape: marker::shape(index),
            color,
        })?;
        area.draw_text(name, &text, (left + LEGEND_SWATCH + 10, y))?;
    }
    Ok(())
}
