//! The three charts: which file each reads, its columns, and how its rows
//! become the lines or bars drawn.
//!
//! Series, and the panels' bars, keep the order in which they first appear
//! in the file, so whoever writes the CSV chooses the legend's order (and
//! with it the colours). Two rows for one point are an error rather than a
//! zigzag in the chart.

use std::collections::BTreeMap;

use anyhow::{bail, Result};
use serde::Deserialize;

use super::bars::{BarPanel, Bars, Unit};
use super::csv::{self, Column, Record, Row};
use super::lines::{Lines, Panel, Series};

/// A chart drawn from one CSV file.
#[derive(Debug, Clone, Copy)]
pub struct Chart {
    /// `docs/data/<name>.csv` is drawn as `docs/img/<name>.svg`.
    pub name: &'static str,
    /// Reads the file's bytes (shown in errors as the given name).
    pub read: fn(&str, &[u8]) -> Result<Figure>,
}

/// What a chart draws.
#[derive(Debug, Clone, PartialEq)]
pub enum Figure {
    Lines(Lines),
    Bars(Bars),
}

impl Figure {
    pub fn render(&self) -> Result<String> {
        match self {
            Figure::Lines(lines) => lines.render(),
            Figure::Bars(bars) => bars.render(),
        }
    }
}

pub const CHARTS: [Chart; 4] = [
    Chart {
        name: "counting",
        read: counting,
    },
    Chart {
        name: "strategies",
        read: strategies,
    },
    Chart {
        name: "io",
        read: io,
    },
    Chart {
        name: "library-checker",
        read: library_checker,
    },
];

const N: Column = Column {
    name: "n",
    expects: "a board size from 1 up",
};
const SECONDS: Column = Column {
    name: "median_seconds",
    expects: "a positive number of seconds",
};
const COMMAND: Column = Column {
    name: "command",
    expects: "the command that measured the row",
};
const OPERATIONS: [&str; 2] = ["count", "for_each"];
const TASKS: [&str; 2] = ["read", "print"];

/// `docs/data/counting.csv`: whole programs counting the placements.
#[derive(Debug, Deserialize)]
struct CountingRow {
    program: String,
    n: u32,
    median_seconds: f64,
    command: String,
}

impl Row for CountingRow {
    const COLUMNS: &'static [Column] = &[
        Column {
            name: "program",
            expects: "the program's name",
        },
        N,
        SECONDS,
        COMMAND,
    ];
    fn invalid(&self) -> Option<&'static str> {
        if self.program.is_empty() {
            Some("program")
        } else if self.n == 0 {
            Some("n")
        } else if !csv::positive(self.median_seconds) {
            Some("median_seconds")
        } else if self.command.is_empty() {
            Some("command")
        } else {
            None
        }
    }
}

fn counting(file: &str, bytes: &[u8]) -> Result<Figure> {
    let records = csv::parse::<CountingRow>(file, bytes)?;
    let series = series(
        file,
        records.iter().map(|r| {
            (
                r.line,
                r.row.program.as_str(),
                r.row.n,
                r.row.median_seconds,
            )
        }),
    )?;
    Ok(Figure::Lines(Lines {
        title: "Counting all n-queens placements".into(),
        x_label: "n (board size)".into(),
        y_label: "median wall time (log scale)".into(),
        legend_title: "program".into(),
        panels: vec![Panel {
            title: String::new(),
            series,
        }],
    }))
}

/// `docs/data/strategies.csv`: criterion's medians for the core's strategies.
#[derive(Debug, Deserialize)]
struct StrategyRow {
    strategy: String,
    operation: String,
    n: u32,
    median_seconds: f64,
}

impl Row for StrategyRow {
    const COLUMNS: &'static [Column] = &[
        Column {
            name: "strategy",
            expects: "the strategy's name",
        },
        Column {
            name: "operation",
            expects: "count or for_each",
        },
        N,
        SECONDS,
    ];
    fn invalid(&self) -> Option<&'static str> {
        if self.strategy.is_empty() {
            Some("strategy")
        } else if !OPERATIONS.contains(&self.operation.as_str()) {
            Some("operation")
        } else if self.n == 0 {
            Some("n")
        } else if !csv::positive(self.median_seconds) {
            Some("median_seconds")
        } else {
            None
        }
    }
}

fn strategies(file: &str, bytes: &[u8]) -> Result<Figure> {
    let records = csv::parse::<StrategyRow>(file, bytes)?;
    let mut order: Vec<&str> = Vec::new();
    for record in &records {
        if !order.contains(&record.row.strategy.as_str()) {
            order.push(&record.row.strategy);
        }
    }
    let mut panels = Vec::new();
    for operation in OPERATIONS {
        let rows = records.iter().filter(|r| r.row.operation == operation);
        let mut series = series(
            file,
            rows.map(|r| {
                (
                    r.line,
                    r.row.strategy.as_str(),
                    r.row.n,
                    r.row.median_seconds,
                )
            }),
        )?;
        // In the file's order in every panel, not the panel's own.
        series.sort_by_key(|series| order.iter().position(|name| *name == series.name));
        if !series.is_empty() {
            panels.push(Panel {
                title: match operation {
                    "count" => "count: counting the placements".into(),
                    _ => "for_each: visiting every placement".into(),
                },
                series,
            });
        }
    }
    Ok(Figure::Lines(Lines {
        title: "Six strategies for placing queens (criterion's medians)".into(),
        x_label: "n (board size)".into(),
        y_label: "median time per call (log scale)".into(),
        legend_title: "strategy".into(),
        panels,
    }))
}

/// `docs/data/io.csv`: whole programs reading or printing.
#[derive(Debug, Deserialize)]
struct IoRow {
    program: String,
    task: String,
    median_seconds: f64,
    command: String,
}

impl Row for IoRow {
    const COLUMNS: &'static [Column] = &[
        Column {
            name: "program",
            expects: "the program's name",
        },
        Column {
            name: "task",
            expects: "read or print",
        },
        SECONDS,
        COMMAND,
    ];
    fn invalid(&self) -> Option<&'static str> {
        if self.program.is_empty() {
            Some("program")
        } else if !TASKS.contains(&self.task.as_str()) {
            Some("task")
        } else if !csv::positive(self.median_seconds) {
            Some("median_seconds")
        } else if self.command.is_empty() {
            Some("command")
        } else {
            None
        }
    }
}

fn io(file: &str, bytes: &[u8]) -> Result<Figure> {
    let records = csv::parse::<IoRow>(file, bytes)?;
    let mut panels = Vec::new();
    for task in TASKS {
        let mut bars: Vec<(String, f64)> = Vec::new();
        let mut lines: BTreeMap<&str, u64> = BTreeMap::new();
        for Record { line, row } in records.iter().filter(|r| r.row.task == task) {
            if let Some(first) = lines.insert(&row.program, *line) {
                bail!(
                    "{}:{}: a second row for {} at task {}; the first is on line {}",
                    file,
                    line,
                    row.program,
                    task,
                    first
                );
            }
            bars.push((row.program.clone(), row.median_seconds));
        }
        if !bars.is_empty() {
            panels.push(BarPanel {
                title: task.into(),
                bars,
            });
        }
    }
    Ok(Figure::Bars(Bars {
        title: "Reading and printing, whole programs".into(),
        x_label: "median wall time".into(),
        unit: Unit::Seconds,
        panels,
    }))
}

/// `docs/data/library-checker.csv`: each Library Checker problem's whole
/// official set, ours against the reference C++ solution, as `cargo xtask
/// official --compare --csv` writes it.
#[derive(Debug, Deserialize)]
pub struct LibraryCheckerRow {
    pub problem: String,
    pub cases: u32,
    pub verdict: String,
    pub ours_seconds: f64,
    pub cpp_seconds: f64,
    pub ratio: f64,
}

/// The rows of `docs/data/library-checker.csv` (its contents `bytes`, shown
/// as `file`): what the chart and the docs' tables read.
pub fn library_checker_rows(file: &str, bytes: &[u8]) -> Result<Vec<LibraryCheckerRow>> {
    Ok(csv::parse::<LibraryCheckerRow>(file, bytes)?
        .into_iter()
        .map(|record| record.row)
        .collect())
}

impl Row for LibraryCheckerRow {
    const COLUMNS: &'static [Column] = &[
        Column {
            name: "problem",
            expects: "the problem's Library Checker id",
        },
        Column {
            name: "cases",
            expects: "how many official cases ran, from 1 up",
        },
        Column {
            name: "verdict",
            expects: "the verdicts, as \"18 AC\"",
        },
        Column {
            name: "ours_seconds",
            expects: "a positive number of seconds",
        },
        Column {
            name: "cpp_seconds",
            expects: "a positive number of seconds",
        },
        Column {
            name: "ratio",
            expects: "a positive ratio, ours / C++",
        },
    ];
    fn invalid(&self) -> Option<&'static str> {
        if self.problem.is_empty() {
            Some("problem")
        } else if self.cases == 0 {
            Some("cases")
        } else if self.verdict.is_empty() {
            Some("verdict")
        } else if !csv::positive(self.ours_seconds) {
            Some("ours_seconds")
        } else if !csv::positive(self.cpp_seconds) {
            Some("cpp_seconds")
        } else if !csv::positive(self.ratio) {
            Some("ratio")
        } else {
            None
        }
    }
}

fn library_checker(file: &str, bytes: &[u8]) -> Result<Figure> {
    let records = csv::parse::<LibraryCheckerRow>(file, bytes)?;
    let mut bars: Vec<(String, f64)> = Vec::new();
    let mut lines: BTreeMap<&str, u64> = BTreeMap::new();
    for Record { line, row } in &records {
        if let Some(first) = lines.insert(&row.problem, *line) {
            bail!(
                "{}:{}: a second row for {}; the first is on line {}",
                file,
                line,
                row.problem,
                first
            );
        }
        bars.push((row.problem.clone(), row.ratio));
    }
    Ok(Figure::Bars(Bars {
        title: "Library Checker: ours / the reference C++, whole official sets".into(),
        x_label: "total wall time of ours / of sol/correct (1× = as fast; less is faster)".into(),
        unit: Unit::Ratio,
        panels: vec![BarPanel {
            title: String::new(),
            bars,
        }],
    }))
}

/// Rows of (line, series name, n, seconds) as series in order of first
/// appearance, each sorted by n.
fn series<'a>(
    file: &str,
    rows: impl Iterator<Item = (u64, &'a str, u32, f64)>,
) -> Result<Vec<Series>> {
    let mut all: Vec<Series> = Vec::new();
    let mut lines: BTreeMap<(&str, u32), u64> = BTreeMap::new();
    for (line, name, n, seconds) in rows {
        if let Some(first) = lines.insert((name, n), line) {
            bail!(
                "{}:{}: a second row for {} at n = {}; the first is on line {}",
                file,
                line,
                name,
                n,
                first
            );
        }
        match all.iter_mut().find(|series| series.name == name) {
            Some(series) => series.points.push((n, seconds)),
            None => all.push(Series {
                name: name.to_string(),
                points: vec![(n, seconds)],
            }),
        }
    }
    for series in &mut all {
        series.points.sort_by_key(|&(n, _)| n);
    }
    Ok(all)
}
