//! The README's walk-through, typed exactly as it is written: its step 2's
//! code and commands, read from the README itself, on a new Codeforces
//! problem (4A, Watermelon) with its sample. Issue 42 found the code of
//! step 2 failing `cargo test -p cf-4a` with a macro error from inside the
//! core.

use std::path::Path;

use crate::kit::Kit;

/// The README of this checkout.
fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md")).unwrap()
}

/// The first fenced block of `language` after `heading`, in `text`.
fn block_after(text: &str, heading: &str, language: &str) -> String {
    let at = text
        .find(heading)
        .unwrap_or_else(|| panic!("the README has no {:?}", heading));
    let fence = format!("```{}\n", language);
    let start = at + text[at..].find(&fence).unwrap() + fence.len();
    let end = start + text[start..].find("```").unwrap();
    text[start..end].to_string()
}

#[test]
fn the_walk_through_typed_as_written_passes() {
    let readme = readme();
    let code = block_after(&readme, "**2. Solve it**", "rust");
    let commands = block_after(&readme, "**2. Solve it**", "sh");
    let test = block_after(&readme, "**3. Test it**", "sh");
    let kit = Kit::new();
    // Step 1, without the extension: `new` with the page, then the page's
    // example pasted into `sample`.
    kit.xtask(&[
        "new",
        "cf-4a",
        "--url",
        "https://codeforces.com/problemset/problem/4/A",
    ])
    .code(0);
    kit.xtask_pasted(&["sample", "cf-4a"], "Examples\nInput\n8\nOutput\nYES\n")
        .code(0);
    assert_eq!(kit.read("testdata/cf-4a/sample-1.in"), "8\n");
    assert_eq!(kit.read("testdata/cf-4a/sample-1.out"), "YES\n");
    // Step 2: the code above the vendored core, then its commands.
    let main_rs = kit.read("problems/cf-4a/src/main.rs");
    let region = main_rs.find("// ---- begin vendored cpkit").unwrap();
    kit.write(
        "problems/cf-4a/src/main.rs",
        &format!("{}\n{}", code, &main_rs[region..]),
    );
    for line in commands.lines().chain(test.lines()) {
        let line = line.split('#').next().unwrap().trim();
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            ["cargo", "xtask", rest @ ..] => {
                kit.xtask_typed(rest).code(0);
            }
            ["cargo", rest @ ..] => {
                kit.cargo(rest).code(0);
            }
            other => panic!(
                "the README's step runs {:?}, which this test does not know",
                other
            ),
        }
    }
    // Step 4: as the judge builds it.
    let judged = kit.xtask(&["judge", "cf-4a", "--release"]);
    judged
        .code(0)
        .expect(judged.stdout.contains("1/1 AC"), "step 4 judges it AC");
}
