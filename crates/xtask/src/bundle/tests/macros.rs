//! The core's macros as a judge builds them: inside the vendored `mod cpkit`
//! of a one-file program, under every edition, where `$crate` is the
//! solution and not the core (the core's own tests cover the crate form).

use std::fs;
use std::process::Command;

use crate::bundle;
use crate::project::Project;
use judging::rustc::{self, Emit, EDITIONS};

/// A solution that uses every form of `input!` and `try_input!`, `put!`/`putln!` and the
/// LeetCode notation, as a user would write it: no `use` for the macros.
const SOLUTION: &str = r#"use cpkit::input::Input;
use cpkit::leetcode;
use cpkit::output::{Fixed, Output};

fn main() {
    input! {
        n: usize in 1..=10,
        a: [i64; n],
        mut k: Usize1,
        w: Chars,
        grid: [Bytes; 2],
        e: [(Usize1, Isize1)],
        x: f64,
        s: String,
        c: char,
        b: bool,
        r: [[u8]],
    }
    k += 1;
    input! { rest: i128 }
    let mut out = Output::stdout();
    putln!(out, n, &a, k, w.len(), grid[1].len(), e.len(), Fixed(x, 3), s, c, b);
    put!(out, r.len(), rest);
    putln!(out);
    let mut second = Input::from_bytes("[[1,2],[3]]\n\"q\"\n");
    let nested: Vec<Vec<i32>> = leetcode::arg(&mut second, "nested");
    let word: String = leetcode::arg(&mut second, "word");
    leetcode::answer(&mut out, &nested);
    leetcode::answer(&mut out, &word);
    let mut third = Input::from_bytes("7 8");
    input! { from &mut third, p: (u8, u16) }
    putln!(out, format_args!("{:?}", p));
    putln!(out, format_args!("{:?}", pair("3 1 2")));
    putln!(out, format_args!("{:?}", pair("0 1 2").map_err(|e| e.to_string())));
}

fn pair(text: &str) -> Result<Vec<usize>, cpkit::input::InputError> {
    let mut src = Input::from_bytes(text);
    try_input! { from &mut src, n: u8 in 1..=9, mut v: [Usize1; 2], }
    v.push(usize::from(n));
    Ok(v)
}
"#;

const INPUT: &str = "3\n-1 0 5\n2 xyz\n#. ..\n2 1 -4 3 5\n-0.0004 word z true\n2 1 9 0 -170141183460469231731687303715884105728\n";

const OUTPUT: &str = "3 -1 0 5 2 3 2 2 0.000 word z true\n2 -170141183460469231731687303715884105728\n[[1,2],[3]]\n\"q\"\n(7, 8)\nOk([0, 1, 3])\nErr(\"line 1, column 1: n expected a u8 in 1..=9; found \\\"0\\\"\")\n";

#[test]
fn the_vendored_macros_read_and_print_under_every_edition() {
    let project = Project::locate();
    let core = crate::bundle::cache::load_of(&project).unwrap_or_else(|err| panic!("{:#}", err));
    let region = bundle::region_for(&core, SOLUTION).unwrap_or_else(|err| panic!("{:#}", err));
    for module in ["mod input", "mod output", "mod leetcode"] {
        assert!(
            region.contains(module),
            "{} missing from\n{}",
            module,
            region
        );
    }
    assert!(!region.contains("mod queens"), "{}", region);
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("main.rs");
    fs::write(&source, format!("{}\n{}", SOLUTION, region)).unwrap();
    for edition in EDITIONS {
        let binary = dir.path().join(format!("macros-{}", edition));
        if let Err(error) = rustc::compile(&source, edition, Emit::Binary { opt_level: 0 }, &binary)
        {
            panic!("--edition {}: {}", edition, error);
        }
        let run = |stdin: &str| {
            let mut child = Command::new(&binary)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            std::io::Write::write_all(&mut child.stdin.take().unwrap(), stdin.as_bytes()).unwrap();
            child.wait_with_output().unwrap()
        };
        let good = run(INPUT);
        assert_eq!(
            (
                String::from_utf8_lossy(&good.stdout),
                String::from_utf8_lossy(&good.stderr)
            ),
            (OUTPUT.into(), "".into()),
            "--edition {}",
            edition
        );
        let bad = run(&INPUT.replacen("2 1 -4 3 5", "2 1 -4 0 5", 1));
        assert_eq!(bad.status.code(), Some(2), "--edition {}", edition);
        assert_eq!(
            String::from_utf8_lossy(&bad.stderr),
            "error: line 5, column 8: e[1].0 expected a 1-based index (a usize from 1); found \"0\"\n",
            "--edition {}",
            edition
        );
    }
}

/// Issue 32: a range written inside a list's brackets got only rustc's
/// "expected `;` or `]`, found keyword `in`"; the error now shows the form
/// that works, for a list of a given length and for one with its length.
#[test]
fn a_range_inside_the_brackets_is_refused_with_the_form_that_works() {
    let project = Project::locate();
    let core = crate::bundle::cache::load_of(&project).unwrap_or_else(|err| panic!("{:#}", err));
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "n: usize, a: [u8 in 0..=1; n]",
            "input!: a range goes after the brackets: write `[u8; n] in 0..=1`",
        ),
        (
            "a: [[i64 in -5..5]; 2]",
            "input!: a range goes after the brackets: write `[i64] in -5..5`",
        ),
    ];
    for (declaration, expected) in cases {
        let solution = format!("fn main() {{\n    input! {{ {} }}\n}}\n", declaration);
        let region = bundle::region_for(&core, &solution).unwrap_or_else(|err| panic!("{:#}", err));
        let source = dir.path().join("main.rs");
        fs::write(&source, format!("{}\n{}", solution, region)).unwrap();
        for edition in EDITIONS {
            let error = rustc::compile(&source, edition, Emit::Check, &dir.path().join("out"))
                .expect_err(declaration)
                .detail();
            assert!(
                error.contains(expected),
                "--edition {}, {}: {}",
                edition,
                declaration,
                error
            );
        }
    }
}
