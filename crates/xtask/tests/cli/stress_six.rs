//! The issue 47 check, on six problems of our own with a planted bug, as
//! the held-out check has them: pairs, an `i32` sum, a `#`/`.` grid, a
//! multi-test, a tree and a string, each with `brute.rs`, its Constraints
//! and no `gen.rs`. `stress` finds each bug, saves a case valid under the
//! declaration and constraints, shrunk to the smallest failing input (or,
//! from a `gen.rs`, close to it), names the overflow at its line; and the
//! `gen.rs` that `stress --init` writes finds each bug too.

use std::fs;

use crate::stress_drawn::{kit_with, saved, xtask};

/// One problem with a planted bug.
struct Planted {
    name: &'static str,
    solution: &'static str,
    brute: &'static str,
    constraints: &'static str,
    /// The smallest failing input (by tokens, then the sum of its choices;
    /// where several tie, the check that it is one of them).
    smallest: Smallest,
    /// Whether an input is valid under the declaration and constraints.
    valid: fn(&[i64], &str) -> bool,
    /// The verdict's first line of detail, when it is a runtime error.
    named: Option<&'static str>,
}

fn numbers(text: &str) -> Vec<i64> {
    text.split_whitespace()
        .filter_map(|t| t.parse().ok())
        .collect()
}

enum Smallest {
    Exactly(&'static str),
    Tied {
        tokens: usize,
        is: fn(&[i64]) -> bool,
    },
}

impl Smallest {
    fn tokens(&self) -> usize {
        match self {
            Smallest::Exactly(text) => text.split_whitespace().count(),
            Smallest::Tied { tokens, .. } => *tokens,
        }
    }
}

/// Runs stress with no gen.rs, then with the gen.rs `--init` writes.
fn check(planted: Planted) {
    let name = planted.name;
    let kit = kit_with(name, planted.solution, planted.brute, planted.constraints);
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", name]);
    assert_eq!(code, 1, "{}{}", stdout, stderr);
    let (_, input) = saved(kit.path(), name);
    assert!((planted.valid)(&numbers(&input), &input), "{:?}", input);
    match planted.smallest {
        Smallest::Exactly(text) => assert_eq!(input, text, "{}", stdout),
        Smallest::Tied { tokens, is } => assert!(
            input.split_whitespace().count() == tokens && is(&numbers(&input)),
            "{:?}\n{}",
            input,
            stdout
        ),
    }
    if let Some(named) = planted.named {
        assert!(
            stdout.lines().next().unwrap_or("").ends_with(": RE"),
            "{}",
            stdout
        );
        assert!(stdout.contains(named), "{}", stdout);
    }

    fs::remove_dir_all(kit.path().join("testdata").join(name)).unwrap();
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", name, "--init"]);
    assert_eq!(code, 0, "{}{}", stdout, stderr);
    assert!(kit
        .path()
        .join("problems")
        .join(name)
        .join("gen.rs")
        .is_file());
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", name]);
    assert_eq!(code, 1, "{}{}", stdout, stderr);
    assert!(stdout.contains("  shrunk from "), "{}", stdout);
    let (_, input) = saved(kit.path(), name);
    assert!((planted.valid)(&numbers(&input), &input), "{:?}", input);
    // A local minimum: no more tokens than the smallest, give or take one
    // item of a list.
    let tokens = |text: &str| text.split_whitespace().count();
    assert!(
        tokens(&input) <= planted.smallest.tokens() + 2,
        "{:?} against {} tokens\n{}",
        input,
        planted.smallest.tokens(),
        stdout
    );
    if let Some(named) = planted.named {
        assert!(stdout.contains(named), "{}", stdout);
    }
}

#[test]
fn pairs() {
    // The largest product a_i * b_i, but never below 0.
    check(Planted {
        name: "pairs",
        solution: "fn main() {\n    input! { n: usize, ab: [(i64, i64); n] }\n    let _ = n;\n    \
                   let mut best = 0;\n    for (a, b) in ab {\n        best = best.max(a * b);\n    }\n    \
                   println!(\"{}\", best);\n}",
        brute: "fn main() {\n    input! { n: usize, ab: [(i64, i64); n] }\n    let _ = n;\n    \
                println!(\"{}\", ab.iter().map(|(a, b)| a * b).max().unwrap());\n}",
        constraints: "1 ≤ N ≤ 100\n-10^9 ≤ A_i, B_i ≤ 10^9\n",
        smallest: Smallest::Exactly("1\n1 -1\n"),
        valid: |v, _| {
            let n = v[0] as usize;
            (1..=100).contains(&n)
                && v.len() == 1 + 2 * n
                && v[1..].iter().all(|x| x.abs() <= 1_000_000_000)
        },
        named: None,
    });
}

#[test]
fn an_i32_sum() {
    // Prefix sums in i32: the third of three large numbers overflows.
    check(Planted {
        name: "isum",
        solution: "fn main() {\n    input! { n: usize, a: [i32; n] }\n    let mut prefix = vec![0; n + 1];\n    \
                   for i in 0..n {\n        prefix[i + 1] = prefix[i] + a[i];\n    }\n    \
                   println!(\"{}\", prefix[n]);\n}",
        brute: "fn main() {\n    input! { n: usize, a: [i64; n] }\n    let _ = n;\n    \
                println!(\"{}\", a.iter().sum::<i64>());\n}",
        constraints: "1 ≤ N ≤ 10\n1 ≤ a_i ≤ 10^9\n",
        // Three numbers whose sum is the least that overflows: every such
        // three is as small (their choices add up to the same).
        smallest: Smallest::Tied {
            tokens: 4,
            is: |v| v[1..].iter().sum::<i64>() == i64::from(i32::MAX) + 1,
        },
        valid: |v, _| {
            let n = v[0] as usize;
            (1..=10).contains(&n)
                && v.len() == 1 + n
                && v[1..].iter().all(|x| (1..=1_000_000_000).contains(x))
                && v[1..].iter().sum::<i64>() > i64::from(i32::MAX)
        },
        named: Some("  attempt to add with overflow at problems/isum/src/main.rs:5\n"),
    });
}

#[test]
fn a_grid() {
    // Adjacent `##` in a row, but the last pair of each row is skipped.
    let count = |last: &str| {
        format!(
            "fn main() {{\n    input! {{ h: usize, w: usize, g: [Chars; h] }}\n    let mut pairs = 0;\n    \
             for row in &g {{\n        for j in 0..{} {{\n            \
             if row[j] == '#' && row[j + 1] == '#' {{\n                pairs += 1;\n            }}\n        }}\n    }}\n    \
             let _ = h;\n    println!(\"{{}}\", pairs);\n}}",
            last
        )
    };
    check(Planted {
        name: "grid",
        solution: Box::leak(count("w.saturating_sub(2)").into_boxed_str()),
        brute: Box::leak(count("w - 1").into_boxed_str()),
        constraints: "1 \\le H, W \\le 8\nS_i is a string of length W consisting of `#` and `.`.\n",
        smallest: Smallest::Exactly("1 2\n##\n"),
        valid: |v, text| {
            let lines: Vec<&str> = text.lines().collect();
            let (h, w) = (v[0] as usize, v[1] as usize);
            (1..=8).contains(&h)
                && (1..=8).contains(&w)
                && lines.len() == 1 + h
                && lines[1..]
                    .iter()
                    .all(|row| row.len() == w && row.bytes().all(|c| c == b'#' || c == b'.'))
        },
        named: None,
    });
}

#[test]
fn a_multi_test() {
    // Each test's largest number, but the largest starts at 0.
    check(Planted {
        name: "multi",
        solution: "fn main() {\n    input! { t: usize }\n    for _ in 0..t {\n        \
                   input! { n: usize, a: [i64; n] }\n        let _ = n;\n        \
                   println!(\"{}\", a.iter().fold(0, |m, &x| m.max(x)));\n    }\n}",
        brute: "fn main() {\n    input! { t: usize }\n    for _ in 0..t {\n        \
                input! { n: usize, a: [i64; n] }\n        let _ = n;\n        \
                println!(\"{}\", a.iter().max().unwrap());\n    }\n}",
        constraints: "1 ≤ t ≤ 10^4\n1 ≤ n ≤ 2·10^5\n-10^9 ≤ a_i ≤ 10^9\n\
                      The sum of n over all test cases does not exceed 2·10^5.\n",
        smallest: Smallest::Exactly("1\n1\n-1\n"),
        valid: |v, _| {
            let t = v[0] as usize;
            let (mut at, mut sum) = (1, 0);
            for _ in 0..t {
                let n = v[at] as usize;
                sum += n;
                if n == 0
                    || v[at + 1..at + 1 + n]
                        .iter()
                        .any(|x| x.abs() > 1_000_000_000)
                {
                    return false;
                }
                at += 1 + n;
            }
            t >= 1 && at == v.len() && sum <= 200_000
        },
        named: None,
    });
}

/// The farthest distance from vertex `{from}`, over every `{from}` (the
/// diameter) or from vertex 1 alone.
const TREE: &str = "fn main() {\n    input! { n: usize, e: [(Usize1, Usize1); n - 1] }\n    \
    let mut adj = vec![Vec::new(); n];\n    for (u, v) in e {\n        adj[u].push(v);\n        adj[v].push(u);\n    }\n    \
    let mut best = 0;\n    for from in {from} {\n        let mut dist = vec![usize::MAX; n];\n        \
    dist[from] = 0;\n        let mut queue = std::collections::VecDeque::from([from]);\n        \
    while let Some(u) = queue.pop_front() {\n            for &w in &adj[u] {\n                \
    if dist[w] == usize::MAX {\n                    dist[w] = dist[u] + 1;\n                    queue.push_back(w);\n                }\n            }\n        }\n        \
    best = best.max(*dist.iter().max().unwrap());\n    }\n    println!(\"{}\", best);\n}";

#[test]
fn a_tree() {
    check(Planted {
        name: "tree",
        solution: Box::leak(TREE.replace("{from}", "0..1").into_boxed_str()),
        brute: Box::leak(TREE.replace("{from}", "0..n").into_boxed_str()),
        constraints: "2 ≤ N ≤ 2·10^5\n1 ≤ u_i, v_i ≤ N\nThe given graph is a tree.\n",
        smallest: Smallest::Exactly("3\n1 2\n1 3\n"),
        valid: |v, _| {
            let n = v[0] as usize;
            let mut parent: Vec<usize> = (0..=n).collect();
            fn find(parent: &mut Vec<usize>, x: usize) -> usize {
                if parent[x] != x {
                    let root = find(parent, parent[x]);
                    parent[x] = root;
                }
                parent[x]
            }
            n >= 2
                && v.len() == 2 * n - 1
                && v[1..].chunks(2).all(|e| {
                    let (u, w) = (e[0] as usize, e[1] as usize);
                    (1..=n).contains(&u) && (1..=n).contains(&w) && {
                        let (a, b) = (find(&mut parent, u), find(&mut parent, w));
                        parent[a] = b;
                        a != b
                    }
                })
        },
        named: None,
    });
}

#[test]
fn a_string() {
    // Distinct letters, counted as the changes between neighbours plus one.
    check(Planted {
        name: "word",
        solution: "fn main() {\n    input! { s: Chars }\n    \
                   println!(\"{}\", s.windows(2).filter(|w| w[0] != w[1]).count() + 1);\n}",
        brute: "fn main() {\n    input! { s: Chars }\n    \
                println!(\"{}\", s.iter().collect::<std::collections::HashSet<_>>().len());\n}",
        constraints: "1 ≤ |S| ≤ 10\nS consists of lowercase English letters.\n",
        smallest: Smallest::Exactly("aba\n"),
        valid: |_, text| {
            let s = text.trim_end();
            text.lines().count() == 1
                && (1..=10).contains(&s.len())
                && s.bytes().all(|c| c.is_ascii_lowercase())
        },
        named: None,
    });
}

/// A solution that crashes on the first input the starter gen.rs prints
/// (here one not written yet) still gets its starters: the brute force,
/// a copy of the solution, fails there too, and that is the solution's
/// bug, not the kit's.
#[test]
fn a_solution_that_crashes_still_gets_its_starters() {
    let solution =
        "fn main() {\n    input! { s: Chars }\n    let _ = s;\n    todo!(\"the answer\");\n}";
    let kit = kit_with(
        "todo",
        solution,
        solution,
        "1 ≤ |S| ≤ 10\nS consists of lowercase English letters.\n",
    );
    fs::remove_file(kit.path().join("problems/todo/brute.rs")).unwrap();
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", "todo", "--init"]);
    assert_eq!(code, 0, "{}{}", stdout, stderr);
    assert!(
        stderr.contains("note: brute.rs (the solution's code, its answer to rewrite) fails on the first input of gen.rs"),
        "{}",
        stderr
    );
    for file in ["gen.rs", "brute.rs"] {
        assert!(
            kit.path().join("problems/todo").join(file).is_file(),
            "{}",
            file
        );
    }
}

/// Pairs the solution calls `p` where the statement says `1 ≤ a_i, b_i ≤
/// 10^9`: drawn within those bounds (a 0 is an input error of `u64`'s
/// reader here, and fails this solution), with no gen.rs and with the one
/// `--init` writes.
#[test]
fn pairs_named_otherwise_take_the_bounds_the_constraints_give() {
    let solution = "fn main() {\n    input! { n: usize, p: [(u64, u64); n] }\n    let _ = n;\n    \
                    assert!(p.iter().all(|&(a, b)| a >= 1 && b >= 1), \"a value below 1\");\n    \
                    println!(\"{}\", p.iter().filter(|(a, b)| a < b).count());\n}";
    let kit = kit_with(
        "named",
        solution,
        solution,
        "1 ≤ N ≤ 100\n1 ≤ a_i, b_i ≤ 10^9\n",
    );
    // Drawn at the bounds often: a 0 would show within a few cases.
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", "named", "--cases", "40"]);
    assert_eq!(code, 0, "{}{}", stdout, stderr);
    assert!(
        stderr.contains("assumed p is bounded as a, b (the constraints name no p)"),
        "{}",
        stderr
    );
    fs::remove_file(kit.path().join("problems/named/brute.rs")).unwrap();
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", "named", "--init"]);
    assert_eq!(code, 0, "{}{}", stdout, stderr);
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", "named", "--cases", "40"]);
    assert_eq!(code, 0, "{}{}", stdout, stderr);
}
