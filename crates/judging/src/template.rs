//! Whether a problem is started: a solution that is still, byte for byte,
//! the template `cargo xtask new` (or the listener) wrote is "not started".
//!
//! A contest received at once gives several problems, and only one is
//! solved at a time: the others must not turn `cargo test` red. `new` records
//! a fingerprint of the solution's own code (everything above the vendored
//! region) in the problem's `Cargo.toml`; while the code still has that
//! fingerprint, the golden test, `judge` and `submit` say the problem is not
//! started instead of judging it. The first edit starts it, and from then on
//! its tests apply in full. Problems without a fingerprint are always
//! started. A LeetCode solution's local `main` is the kit's too, generated
//! again whenever the signatures change: it counts no more than the
//! vendored region does.

use std::fs;
use std::path::Path;

use crate::manifest::Manifest;

/// The table `new` writes the fingerprint into.
pub const TABLE: &str = "package.metadata.template";

pub use crate::region::own_code;

/// The fingerprint of a solution's own code (its local `main` left out):
/// FNV-1a over its bytes, which is enough to tell an edit from none (it
/// guards nothing against malice).
pub fn fingerprint(main_rs: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in crate::region::without_local_main(main_rs).as_bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("fnv1a64:{:016x}", hash)
}

/// The lines `new` adds to a problem's `Cargo.toml` for the solution
/// `main_rs` it wrote.
pub fn table(main_rs: &str) -> String {
    format!(
        "# The solution as `cargo xtask new` wrote it: until src/main.rs differs\n\
         # from it, the problem is \"not started\" and its tests wait.\n\
         [{}]\nfingerprint = \"{}\"\n",
        TABLE,
        fingerprint(main_rs)
    )
}

/// Whether the problem in `problem_dir` is not started: its `Cargo.toml`
/// holds a template fingerprint and `src/main.rs` still has it. Anything
/// unreadable counts as started, so the tests run and say what is wrong.
pub fn not_started(problem_dir: &Path) -> bool {
    let Some(recorded) = recorded(problem_dir) else {
        return false;
    };
    match fs::read_to_string(problem_dir.join("src").join("main.rs")) {
        Ok(main_rs) => fingerprint(&main_rs) == recorded,
        Err(_) => false,
    }
}

/// The fingerprint the problem's `Cargo.toml` records, if any.
pub fn recorded(problem_dir: &Path) -> Option<String> {
    Manifest::load(&problem_dir.join("Cargo.toml"))
        .ok()?
        .fingerprint
}

/// The line that says the problem at `layout` waits, counting the samples
/// among `cases`, or `None` when it is started: what the golden tests,
/// `judge`, `watch` and `submit` all say of a problem not started.
pub fn waiting_in(layout: &crate::layout::Layout, cases: &[crate::cases::Case]) -> Option<String> {
    if !not_started(&layout.dir) {
        return None;
    }
    let samples = cases.iter().filter(|case| case.is_sample()).count();
    Some(waiting(&layout.name, samples))
}

/// The one line that says a problem waits: `cf-1a: not started, 2 samples
/// waiting (the first edit to src/main.rs starts it)`.
pub fn waiting(problem: &str, samples: usize) -> String {
    format!(
        "{}: not started, {} sample{} waiting (the first edit to src/main.rs starts it)",
        problem,
        samples,
        if samples == 1 { "" } else { "s" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAIN: &str =
        "fn main() {}\n\n// ---- begin vendored cpkit: generated\nmod cpkit {}\n// ---- end\n";

    #[test]
    fn the_own_code_stops_at_the_region() {
        assert_eq!(own_code(MAIN), "fn main() {}\n\n");
        assert_eq!(own_code("fn main() {}\n"), "fn main() {}\n");
    }

    #[test]
    fn the_region_does_not_count_and_any_edit_above_it_does() {
        let revendored = MAIN.replace("mod cpkit {}", "mod cpkit { pub mod input {} }");
        assert_eq!(fingerprint(MAIN), fingerprint(&revendored));
        assert_ne!(
            fingerprint(MAIN),
            fingerprint(&MAIN.replace("main() {}", "main() { }"))
        );
    }

    #[test]
    fn the_local_main_does_not_count_either() {
        let with_main = format!(
            "{}\nfn main() {{}}\n{}\n{}",
            crate::region::LOCAL_MAIN_BEGIN,
            crate::region::LOCAL_MAIN_END,
            MAIN
        );
        let regenerated = with_main.replacen("fn main() {}", "fn main() { run(); }", 1);
        assert_eq!(fingerprint(&with_main), fingerprint(&regenerated));
        assert_ne!(
            fingerprint(&with_main),
            fingerprint(&format!("x\n{}", with_main))
        );
    }

    fn problem(main_rs: &str, cargo_toml: &str) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("src")).unwrap();
        fs::write(dir.path().join("src/main.rs"), main_rs).unwrap();
        fs::write(dir.path().join("Cargo.toml"), cargo_toml).unwrap();
        dir
    }

    #[test]
    fn a_problem_is_not_started_until_its_code_changes() {
        let manifest = format!("[package]\nname = \"p\"\n\n{}", table(MAIN));
        let dir = problem(MAIN, &manifest);
        assert!(not_started(dir.path()));
        fs::write(
            dir.path().join("src/main.rs"),
            MAIN.replace("{}", "{ println!(\"1\"); }"),
        )
        .unwrap();
        assert!(!not_started(dir.path()));
    }

    #[test]
    fn without_a_fingerprint_a_problem_is_started() {
        let dir = problem(MAIN, "[package]\nname = \"p\"\n");
        assert!(!not_started(dir.path()));
        let dir = problem(MAIN, "not toml [");
        assert!(!not_started(dir.path()));
    }

    #[test]
    fn the_waiting_line_counts_samples() {
        assert_eq!(
            waiting("cf-1a", 2),
            "cf-1a: not started, 2 samples waiting (the first edit to src/main.rs starts it)"
        );
        assert!(waiting("cf-1a", 1).contains(" 1 sample waiting"));
    }
}
