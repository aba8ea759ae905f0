//! A compile error as every command shows it: the compiler's first error at
//! its line in the user's own code, never only a line of the vendored region.
//!
//! The file is compiled as it is, so a line the compiler names above the
//! region is already the line in the user's editor. An error it reports
//! inside the region (a core macro called wrongly, say) is the user's too:
//! the file is checked again with JSON diagnostics, whose spans record each
//! macro expansion's call site, and the first of those above the region is
//! the line shown.

use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// The line to show for `error`, the first error of `rustc
/// --error-format=short` on `source` (whose text is `text`, shown to the
/// user as `shown`), compiled with `edition`.
pub fn locate(error: &str, source: &Path, text: &str, shown: &str, edition: &str) -> String {
    let source_name = source.display().to_string();
    let Some(rest) = error.strip_prefix(&format!("{}:", source_name)) else {
        return error.to_string();
    };
    let region_line = region_line(text);
    let line: Option<usize> = rest.split(':').next().and_then(|n| n.parse().ok());
    match (line, region_line) {
        (Some(line), Some(region)) if line >= region => {
            let message = rest.splitn(3, ':').nth(2).unwrap_or(rest).trim();
            match user_line(source, edition, region) {
                Some((line, column)) => format!(
                    "{}:{}:{}: {} (the compiler points into the vendored core, line {}; this is the line of yours that leads there)",
                    shown, line, column, message, rest.split(':').next().unwrap_or("?")
                ),
                None => format!(
                    "{}:{} (inside the vendored core: run `cargo xtask vendor`, or look at how your code calls the core)",
                    shown, rest
                ),
            }
        }
        _ => format!("{}:{}", shown, rest),
    }
}

/// The first line of the vendored region, 1-based.
fn region_line(text: &str) -> Option<usize> {
    let region = crate::region::Region::find(text).ok()?;
    Some(text[..region.bytes.start].lines().count() + 1)
}

/// The first line and column above `region` that the first error's spans,
/// or the macro call sites they expand from, name in `source`.
fn user_line(source: &Path, edition: &str, region: usize) -> Option<(u64, u64)> {
    let scratch = tempfile::tempdir().ok()?;
    let output = Command::new(std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()))
        .args([
            "--edition",
            edition,
            "--error-format=json",
            "--emit=metadata",
        ])
        .args(["--crate-type", "bin", "--crate-name", "solution", "-o"])
        .arg(scratch.path().join("check"))
        .arg(source)
        .output()
        .ok()?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let first = stderr
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .find(|diagnostic| diagnostic["level"] == "error")?;
    let mut found = Vec::new();
    spans_of(&first, &source.display().to_string(), &mut found);
    found
        .into_iter()
        .find(|&(line, _)| (line as usize) < region)
}

/// Every (line, column) in `file` that `diagnostic` names: its spans, the
/// call sites they were expanded from, and its children's.
fn spans_of(diagnostic: &Value, file: &str, found: &mut Vec<(u64, u64)>) {
    for span in diagnostic["spans"].as_array().into_iter().flatten() {
        let mut span = span;
        loop {
            if span["file_name"] == file {
                if let (Some(line), Some(column)) =
                    (span["line_start"].as_u64(), span["column_start"].as_u64())
                {
                    found.push((line, column));
                }
            }
            match span.get("expansion").and_then(|e| e.get("span")) {
                Some(call_site) if call_site.is_object() => span = call_site,
                _ => break,
            }
        }
    }
    for child in diagnostic["children"].as_array().into_iter().flatten() {
        spans_of(child, file, found);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::region::{BEGIN, END};

    #[test]
    fn an_error_above_the_region_keeps_its_line_and_gets_the_shown_name() {
        let text = format!("fn main() {{}}\n{}\n{}\n", BEGIN, END);
        let shown = locate(
            "/k/problems/a/src/main.rs:1:5: error[E0308]: mismatched types",
            Path::new("/k/problems/a/src/main.rs"),
            &text,
            "problems/a/src/main.rs",
            "2021",
        );
        assert_eq!(
            shown,
            "problems/a/src/main.rs:1:5: error[E0308]: mismatched types"
        );
    }

    /// A macro of the core called with the wrong input fails inside the
    /// region; the line shown is the call.
    #[test]
    fn an_error_inside_the_region_is_shown_at_the_users_call() {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("main.rs");
        let text = format!(
            "fn main() {{\n    let x: u8 = cpkit::twice!(\"a\");\n    let _ = x;\n}}\n{}\nmod cpkit {{\n    #[macro_export]\n    macro_rules! twice {{ ($e:expr) => {{ $e * 2u8 }}; }}\n    pub use twice;\n}}\n{}\n",
            BEGIN, END
        );
        std::fs::write(&source, &text).unwrap();
        let error = crate::rustc::compile(
            &source,
            "2021",
            crate::rustc::Emit::Check,
            &dir.path().join("out"),
        )
        .unwrap_err()
        .detail();
        assert!(error.contains("main.rs:8:"), "{}", error);
        let shown = locate(&error, &source, &text, "main.rs", "2021");
        assert!(shown.starts_with("main.rs:2:"), "{}\nfrom {}", shown, error);
    }
}
