//! `cargo xtask judges`: the table of judge profiles the kit builds, checks
//! and pastes by (`judging::profile::PROFILES`), one row per judge, with the
//! month each row was checked and where, so a reader can tell a fact from
//! an old one.
//!
//! Facts age: a judge updates its compiler about once a year, so a row
//! checked more than [`STALE_AFTER_MONTHS`] months ago, or never, is named
//! in a warning. It is only a warning: nothing fails because a row is old.

use std::time::{SystemTime, UNIX_EPOCH};

use judging::metadata::Judge;
use judging::profile::{self, Profile, PROFILES, STALE_AFTER_MONTHS};

/// The text `judges` prints on stdout, and its warnings (one line each,
/// without `warning: `), as of `today` (`(year, month)`).
pub fn report(today: (i32, u32)) -> (String, Vec<String>) {
    let rows: Vec<&Profile> = PROFILES
        .iter()
        .filter(|profile| profile.judge != Judge::Other)
        .collect();
    let header = [
        "judge",
        "rustc",
        "editions",
        "flags",
        "stack",
        "source limit",
        "checker",
        "checked",
        "evidence",
        "source",
    ];
    let mut table: Vec<Vec<String>> = vec![header.iter().map(|h| h.to_string()).collect()];
    table.extend(rows.iter().map(|profile| cells(profile)));
    let mut widths = vec![0; header.len()];
    for row in &table {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let mut text = String::new();
    for row in &table {
        let mut line = String::new();
        for (index, (cell, width)) in row.iter().zip(&widths).enumerate() {
            if index + 1 == row.len() {
                line.push_str(cell);
            } else {
                line.push_str(&format!("{:width$}  ", cell, width = width));
            }
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text.push_str("\nnot confirmed by the source, or built otherwise by the kit:\n");
    for profile in &rows {
        if !profile.unconfirmed.is_empty() {
            text.push_str(&format!(
                "  {}: {}\n",
                profile.judge.key(),
                profile.unconfirmed
            ));
        }
    }
    let other = profile::of(Judge::Other);
    text.push_str(&format!(
        "\nany other judge: built as rustc --edition {} -C opt-level={}, a guess named in a warning\n",
        other.build_edition(),
        other.opt_level
    ));
    (text, warnings(&rows, today))
}

/// One row's cells, in the header's order.
fn cells(profile: &Profile) -> Vec<String> {
    let rustc = match profile.rustc {
        Some((major, minor, patch)) => format!("{}.{}.{}", major, minor, patch),
        None => "not stated".to_string(),
    };
    let mut flags = format!("-C opt-level={}", profile.opt_level);
    for flag in profile.codegen {
        flags.push(' ');
        flags.push_str(flag);
    }
    let limit = match profile.source_limit {
        Some(bytes) => size(bytes),
        None => "not stated".to_string(),
    };
    vec![
        profile.judge.key().to_string(),
        rustc,
        profile.editions_text(),
        flags,
        profile.stack_text(),
        limit,
        profile.checker.key().to_string(),
        profile.checked.unwrap_or("never").to_string(),
        profile.evidence.key().to_string(),
        profile.source.to_string(),
    ]
}

/// `64 KiB`, `1 MiB`, `50000 bytes`.
fn size(bytes: usize) -> String {
    if bytes.is_multiple_of(1024 * 1024) {
        format!("{} MiB", bytes / (1024 * 1024))
    } else if bytes.is_multiple_of(1024) {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{} bytes", bytes)
    }
}

/// The rows checked too long ago, and those never checked.
fn warnings(rows: &[&Profile], today: (i32, u32)) -> Vec<String> {
    let mut stale = Vec::new();
    let mut never = Vec::new();
    for profile in rows {
        match profile.months_since_checked(today) {
            Some(months) if months > STALE_AFTER_MONTHS => stale.push(format!(
                "{} ({}, {} months ago)",
                profile.judge.key(),
                profile.checked.unwrap_or_default(),
                months
            )),
            Some(_) => {}
            None => never.push(profile.judge.key()),
        }
    }
    let mut warnings = Vec::new();
    if !stale.is_empty() {
        warnings.push(format!(
            "checked more than {} months ago, facts that may have changed since: {}; check them again (`cargo xtask judges --help` says how)",
            STALE_AFTER_MONTHS,
            stale.join(", ")
        ));
    }
    if !never.is_empty() {
        warnings.push(format!(
            "never checked against a public source: {}; check them (`cargo xtask judges --help` says how)",
            never.join(", ")
        ));
    }
    warnings
}

/// This month by the system clock, in UTC.
pub fn this_month() -> (i32, u32) {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let (year, month, _) = civil_from_days((seconds / 86_400) as i64);
    (year, month)
}

/// The date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`,
/// which counts in 400-year eras of 146 097 days so leap years fall out of
/// the arithmetic).
fn civil_from_days(days: i64) -> (i32, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u32;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year as i32, month, day)
}

/// `cargo xtask judges`: the table on stdout, the warnings on stderr.
pub fn task(args: &crate::cli::JudgesArgs) -> std::process::ExitCode {
    let (text, warnings) = report(args.today.unwrap_or_else(this_month));
    let mut stdout = std::io::stdout().lock();
    // A closed pipe (`| head`) is the reader's choice, not an error.
    let _ = std::io::Write::write_all(&mut stdout, text.as_bytes());
    for warning in warnings {
        eprintln!("warning: {}", warning);
    }
    std::process::ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_calendar_is_right_at_its_edges() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(59), (1970, 3, 1));
        // 2000 is a leap year, 2100 is not.
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_788), (2026, 12, 1));
        assert_eq!(civil_from_days(47_540), (2100, 2, 28));
    }

    #[test]
    fn sizes_are_said_in_the_largest_whole_unit() {
        assert_eq!(size(64 * 1024), "64 KiB");
        assert_eq!(size(1024 * 1024), "1 MiB");
        assert_eq!(size(50_000), "50000 bytes");
    }

    #[test]
    fn a_row_a_year_old_is_not_yet_stale_and_one_a_month_older_is() {
        let (_, warnings) = report((2027, 12));
        assert!(
            !warnings.iter().any(|w| w.starts_with("checked more than")),
            "{:?}",
            warnings
        );
        let (_, warnings) = report((2028, 1));
        assert!(
            warnings[0].starts_with(
                "checked more than 12 months ago, facts that may have changed since: codeforces (2026-12, 13 months ago), atcoder (2026-12, 13 months ago)"
            ),
            "{:?}",
            warnings
        );
    }

    #[test]
    fn today_is_a_month() {
        assert_eq!(crate::cli::help::parse_today("2027-01"), Ok((2027, 1)));
        assert_eq!(
            crate::cli::help::parse_today("January"),
            Err("expected a month as YYYY-MM; found \"January\"".to_string())
        );
    }
}
