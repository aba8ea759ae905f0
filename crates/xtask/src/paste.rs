//! What of a solution file is pasted into its judge: the whole file, or for
//! a LeetCode problem the part after the paste marker (the `impl Solution`
//! or the class) with a vendored core holding only what that part uses,
//! since LeetCode declares `struct Solution` itself and supplies its own
//! `main`.

use std::fs;

use anyhow::{anyhow, bail, Context, Result};
use judging::metadata::{Kind, Metadata};

use crate::bundle::{self, cache::Bundler};
use crate::project::{Layout, Project};
use judging::region::Region;

pub use judging::region::{PASTE_MARKER, PASTE_PREFIX};

/// The text to submit for `problem`, bundled through `bundler` (whose kept
/// results spare parsing the core again).
pub fn submission(
    project: &Project,
    bundler: &mut Bundler,
    problem: &Layout,
    metadata: &Metadata,
) -> Result<String> {
    let path = problem.main_rs();
    let file = project.show(&path);
    let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", file))?;
    let region = Region::find(&text).map_err(|err| anyhow!("{}: {}", file, err))?;
    let own_code = region.splice(&text, "");
    let fresh = bundler
        .region_for(&own_code)
        .map_err(|err| bundle::in_file(&file, 0, err))?;
    if region.splice(&text, &fresh) != text {
        bail!(
            "{}: the vendored core is stale; run `cargo xtask vendor` first",
            file
        );
    }
    match metadata.kind {
        Kind::Stdin | Kind::Interactive { .. } => Ok(text),
        Kind::LeetCode { .. } => {
            let before_region = &text[..region.bytes.start];
            let pasted = paste_part(before_region).map_err(|err| anyhow!("{}: {}", file, err))?;
            // The pasted part's lines are the file's from past the marker.
            let offset = before_region[..before_region.len() - pasted.len()]
                .lines()
                .count();
            let region = bundler
                .region_for(pasted)
                .map_err(|err| bundle::in_file(&file, offset, err))?;
            // A paste that uses nothing of the core takes no empty module.
            if region.contains("mod cpkit {}") {
                return Ok(format!("{}\n", pasted.trim()));
            }
            Ok(format!("{}\n\n{}", pasted.trim(), region))
        }
    }
}

/// The code between the paste marker and the vendored region.
fn paste_part(before_region: &str) -> Result<&str, String> {
    let markers: Vec<usize> = before_region
        .match_indices(PASTE_PREFIX)
        .map(|(at, _)| at)
        .filter(|&at| at == 0 || before_region[..at].ends_with('\n'))
        .collect();
    match markers[..] {
        [at] => {
            let after = &before_region[at..];
            Ok(after.find('\n').map_or("", |newline| &after[newline + 1..]))
        }
        [] => Err(format!(
            "no paste marker before the vendored region; a LeetCode solution needs the line\n  {}\nabove its `impl Solution`",
            PASTE_MARKER
        )),
        _ => Err(format!("{} paste marker lines; keep exactly one", markers.len())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use judging::rustc::{self, Emit};

    #[test]
    fn the_paste_part_starts_after_the_marker_line() {
        let text = format!(
            "struct Solution;\nfn main() {{}}\n{}\nimpl Solution {{}}\n",
            PASTE_MARKER
        );
        assert_eq!(paste_part(&text), Ok("impl Solution {}\n"));
    }

    #[test]
    fn a_missing_or_repeated_paste_marker_is_refused() {
        let error = paste_part("fn main() {}\n").unwrap_err();
        assert!(
            error.starts_with("no paste marker before the vendored region"),
            "{}",
            error
        );
        let text = format!("{}\n{}\n", PASTE_MARKER, PASTE_MARKER);
        assert_eq!(
            paste_part(&text).unwrap_err(),
            "2 paste marker lines; keep exactly one"
        );
    }

    /// A LeetCode submission that uses the core, wrapped the way LeetCode
    /// wraps it, computes the statement's answers (a scratch kit: the kit's
    /// tests never read the user's problems).
    #[test]
    fn leetcode_submissions_compile_in_a_harness_and_answer_right() {
        let live = Project::locate();
        let core = crate::bundle::cache::load_of(&live).unwrap();
        let kit = tempfile::tempdir().unwrap();
        let project = Project::at(kit.path());
        let problem = Layout::archive(project.root(), "total-n-queens");
        fs::create_dir_all(problem.dir.join("src")).unwrap();
        fs::write(
            problem.manifest(),
            "[package]\nname = \"total-n-queens\"\n\n[package.metadata.judge]\n\
             judge = \"leetcode\"\nurl = \"https://leetcode.com/problems/n-queens-ii/\"\n\
             time-limit-ms = 1000\nmemory-limit-mib = 256\nchecker = \"exact\"\n\
             kind = \"leetcode\"\nsignature = \"pub fn total_n_queens(n: i32) -> i32\"\n",
        )
        .unwrap();
        let own = format!(
            "struct Solution;\n\nfn main() {{}}\n\n{}\n\nimpl Solution {{\n    \
             pub fn total_n_queens(n: i32) -> i32 {{\n        \
             cpkit::queens::counting::count(n.max(0) as usize) as i32\n    }}\n}}\n\n{}\n{}\n",
            PASTE_MARKER,
            judging::region::BEGIN,
            judging::region::END
        );
        fs::write(problem.main_rs(), bundle::vendored(&core, &own).unwrap()).unwrap();
        let metadata = crate::project::Load::metadata(&problem).unwrap();
        let mut bundler = Bundler::new(kit.path().join("bundled"), live.core_src());
        let text = submission(&project, &mut bundler, &problem, &metadata).unwrap();
        assert!(
            !text.contains("struct Solution;") && !text.contains("fn main"),
            "{}",
            text
        );
        assert!(text.starts_with("impl Solution {"), "{}", text);
        assert!(text.contains("mod cpkit"), "{}", text);
        let harness = format!(
            "struct Solution;\n\n{}\nfn main() {{\n    println!(\"{{:?}}\", Solution::total_n_queens(4));\n}}\n",
            text
        );
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("harness.rs");
        fs::write(&source, harness).unwrap();
        let binary = dir.path().join("harness");
        rustc::compile(&source, "2018", Emit::Binary { opt_level: 0 }, &binary).unwrap();
        let ran = judging::golden::run(&binary, b"", std::time::Duration::from_secs(10), None);
        assert!(ran.run.succeeded(), "{}", ran);
        assert_eq!(ran.stdout().trim_end(), "2");
    }

    /// Issue 49: `submit` parsed the whole core (a second of CPU) to check
    /// the region its `prepare` had just made exact; the check now finds
    /// that region among the kept results.
    #[test]
    fn a_submission_right_after_prepare_parses_no_core() {
        use crate::project::Load;
        let live = Project::locate();
        let kit = tempfile::tempdir().unwrap();
        let mut folders = vec![live.core_src()];
        while let Some(folder) = folders.pop() {
            let copy = kit
                .path()
                .join("crates/cpkit/src")
                .join(folder.strip_prefix(live.core_src()).unwrap());
            fs::create_dir_all(&copy).unwrap();
            for entry in fs::read_dir(&folder).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    folders.push(path);
                } else {
                    fs::copy(&path, copy.join(path.file_name().unwrap())).unwrap();
                }
            }
        }
        let project = Project::at(kit.path());
        let problem = Layout::archive(project.root(), "fenwick-sum");
        fs::create_dir_all(problem.dir.join("src")).unwrap();
        fs::write(
            problem.manifest(),
            "[package]\nname = \"fenwick-sum\"\n\n[package.metadata.judge]\n\
             judge = \"codeforces\"\nurl = \"\"\ntime-limit-ms = 1000\n\
             memory-limit-mib = 256\nchecker = \"tokens\"\nkind = \"stdin\"\n",
        )
        .unwrap();
        // A number of this run's own: the results are kept in the suite's
        // target folder, and one kept by an earlier run would hide a parse.
        let unique = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let own = format!(
            "use cpkit::ds::fenwick::FenwickTree;\n\nfn main() {{\n    \
             let mut sums = FenwickTree::new(1, 0i64);\n    sums.add(0, {});\n    \
             println!(\"{{}}\", sums.sum(0..1));\n}}\n\n{}\n{}\n",
            unique % 1_000_000_000,
            judging::region::BEGIN,
            judging::region::END
        );
        fs::write(problem.main_rs(), &own).unwrap();
        let loaded = problem.load().unwrap();
        let said = crate::prepare::exact(&project, &loaded).unwrap();
        assert_eq!(said.len(), 1, "{:?}", said);
        let mut bundler = Bundler::of(&project);
        let text = submission(&project, &mut bundler, &problem, &loaded.metadata).unwrap();
        assert!(text.contains("pub mod fenwick {"), "{}", text);
        assert!(!bundler.parsed_the_core());
    }
}
