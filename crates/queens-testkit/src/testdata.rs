//! Where the n-queens cases' expected outputs come from.
//!
//! `sample-*.in`/`.out` are the statement's samples, copied exactly. Every
//! other case's `.out` must be what the slow reference solver produces (see
//! [`crate::reference`]), never what the solution printed: this module checks
//! that, and rewrites such files only when asked to with `TESTDATA_WRITE=1`.

use std::env;
use std::fs;
use std::path::Path;

use judging::cases;

/// The board size a case's input holds.
fn board_size(input: &Path) -> usize {
    let text = fs::read_to_string(input)
        .unwrap_or_else(|err| panic!("cannot read {}: {}", input.display(), err));
    text.trim().parse().unwrap_or_else(|_| {
        panic!(
            "{}: expected one board size; found {:?}",
            input.display(),
            text
        )
    })
}

/// Checks every case of `problem` against `reference`, which formats the
/// reference solver's answer for a board size as the judge expects it:
/// statement samples must agree with it by the judge's `check` (which checks
/// the reference's formatting against the statement), and every other `.out`
/// must equal it byte for byte.
pub fn check_against_reference(
    problem: &str,
    check: fn(&str, &str) -> Result<(), String>,
    reference: impl Fn(usize) -> String,
) {
    let write = env::var_os("TESTDATA_WRITE").is_some() && env::var_os("CI").is_none();
    let dir = judging::layout::Layout::named(&judging::layout::this_checkout(), problem).cases;
    let inputs = cases::inputs_in(&dir)
        .unwrap_or_else(|err| panic!("cannot list {}: {}", dir.display(), err));
    assert!(!inputs.is_empty(), "testdata/{} has no .in files", problem);
    let mut stale = Vec::new();
    for input in inputs {
        let n = board_size(&input);
        let expected_path = input.with_extension("out");
        let on_disk = fs::read_to_string(&expected_path).unwrap_or_default();
        let from_reference = reference(n);
        if cases::is_sample(&input) {
            if let Err(difference) = check(&on_disk, &from_reference) {
                panic!(
                    "{}: the reference disagrees with the statement's sample:\n{}",
                    expected_path.display(),
                    difference
                );
            }
        } else if on_disk != from_reference {
            if write {
                fs::write(&expected_path, &from_reference).expect("write the expected output");
            } else {
                stale.push(expected_path.display().to_string());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "these expected outputs differ from the reference solver's:\n  {}\n\
         rewrite them with `TESTDATA_WRITE=1 cargo test -p {} --test reference`",
        stale.join("\n  "),
        problem
    );
}
