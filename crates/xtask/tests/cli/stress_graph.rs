//! `cargo xtask stress` with no `gen.rs` on a graph problem (issue 47): the
//! graph is drawn as constraints.txt says (connected, simple), so a
//! solution right only on such graphs passes, and a planted bug is found
//! and shrunk to a graph of that shape.

use std::collections::HashSet;
use std::fs;

use crate::stress_drawn::{kit_with, saved, solution_file, xtask};

/// Reads `n m` and `m` edges; panics on a self-loop, a second edge between
/// two vertices, or a vertex not reached from vertex 1 (right only on a
/// connected simple graph); prints the sum of the distances from vertex 1.
/// `{visit}` marks a vertex seen: when it is pushed (right) or popped.
const BFS: &str = "use std::collections::{HashSet, VecDeque};\n\
fn main() {\n    input! { n: usize, m: usize, e: [(Usize1, Usize1); m] }\n    \
let mut adj = vec![Vec::new(); n];\n    let mut seen_edges = HashSet::new();\n    \
for (u, v) in e {\n        assert_ne!(u, v, \"a self-loop\");\n        \
assert!(seen_edges.insert((u.min(v), u.max(v))), \"a second edge\");\n        \
adj[u].push(v);\n        adj[v].push(u);\n    }\n    \
let mut dist: Vec<Option<usize>> = vec![None; n];\n    let mut done = vec![false; n];\n    \
dist[0] = Some(0);\n    let mut queue = VecDeque::from([0]);\n    \
while let Some(u) = queue.pop_front() {\n        {popped}\n        \
for &w in &adj[u] {\n            if {unseen} {\n                \
dist[w] = Some(dist[u].unwrap() + 1);\n                queue.push_back(w);\n            }\n        }\n    }\n    \
let _ = &mut done;\n    \
println!(\"{}\", dist.iter().map(|d| d.expect(\"a vertex not reached\")).sum::<usize>());\n}";

/// Distances by relaxing every edge n times: right on any graph.
const BRUTE: &str =
    "fn main() {\n    input! { n: usize, m: usize, e: [(Usize1, Usize1); m] }\n    \
let mut dist = vec![u64::MAX / 2; n];\n    dist[0] = 0;\n    for _ in 0..n {\n        \
for &(u, v) in &e {\n            dist[v] = dist[v].min(dist[u] + 1);\n            \
dist[u] = dist[u].min(dist[v] + 1);\n        }\n    }\n    \
println!(\"{}\", dist.iter().sum::<u64>());\n}";

const CONSTRAINTS: &str = "2 ≤ N ≤ 100\n1 ≤ M ≤ 100\n1 ≤ u_i, v_i ≤ N\n\
    The given graph is simple and connected.\n";

/// Whether `text` is `n m` and `m` edges of a connected simple graph on
/// `1..=n`.
fn connected_simple(text: &str) -> bool {
    let numbers: Vec<usize> = text
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (n, m) = (numbers[0], numbers[1]);
    let edges: Vec<(usize, usize)> = numbers[2..].chunks(2).map(|e| (e[0], e[1])).collect();
    let mut pairs = HashSet::new();
    let simple = edges.len() == m
        && edges.iter().all(|&(u, v)| {
            u != v
                && (1..=n).contains(&u)
                && (1..=n).contains(&v)
                && pairs.insert((u.min(v), u.max(v)))
        });
    let mut reached = HashSet::from([1]);
    for _ in 0..n {
        for &(u, v) in &edges {
            if reached.contains(&u) || reached.contains(&v) {
                reached.extend([u, v]);
            }
        }
    }
    simple && reached.len() == n
}

#[test]
fn a_graph_is_drawn_connected_and_simple_and_a_bfs_bug_is_shrunk_to_one() {
    let right = BFS
        .replace("{popped}", "let _ = u;")
        .replace("{unseen}", "dist[w].is_none()");
    let kit = kit_with("bfs", &right, BRUTE, CONSTRAINTS);
    // 100 cases after the exhaustive search's smallest graphs: sizes up to
    // 13, where a self-loop or a second edge would have shown.
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", "bfs", "--cases", "100"]);
    assert_eq!(code, 0, "{}{}", stdout, stderr);
    assert!(stdout.contains("100 cases passed"), "{}", stdout);
    assert!(
        stderr.contains("assumed m is at least n - 1 (the graph is connected)"),
        "{}",
        stderr
    );
    // The gen.rs `--init` writes draws such graphs too.
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", "bfs", "--init"]);
    assert_eq!(code, 0, "{}{}", stdout, stderr);
    let generator = fs::read_to_string(kit.path().join("problems/bfs/gen.rs")).unwrap();
    assert!(
        generator.contains("// e: a connected simple graph on n vertices: a spanning tree first"),
        "{}",
        generator
    );
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", "bfs", "--cases", "100"]);
    assert_eq!(code, 0, "{}{}", stdout, stderr);

    // Seen when popped, not when pushed: a vertex pushed again from a
    // farther one takes the longer distance (a triangle is the least). In
    // the same kit (its brute force and gen.rs built once), drawn first:
    // gen.rs set aside.
    let popped = BFS
        .replace(
            "{popped}",
            "if done[u] {\n            continue;\n        }\n        done[u] = true;",
        )
        .replace("{unseen}", "!done[w]");
    fs::write(
        kit.path().join("problems/bfs/src/main.rs"),
        solution_file(&popped),
    )
    .unwrap();
    let generator_rs = kit.path().join("problems/bfs/gen.rs");
    let aside = kit.path().join("gen.rs.aside");
    fs::rename(&generator_rs, &aside).unwrap();
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", "bfs", "--cases", "300"]);
    assert_eq!(code, 1, "{}{}", stdout, stderr);
    assert!(
        stdout.lines().next().unwrap_or("").ends_with(": WA"),
        "{}",
        stdout
    );
    let (_, input) = saved(kit.path(), "bfs");
    assert!(connected_simple(&input), "{:?}\n{}", input, stdout);
    assert!(
        input.starts_with("3 3\n"),
        "a triangle: {:?}\n{}",
        input,
        stdout
    );

    // From the gen.rs `--init` wrote (the same for this solution: it reads
    // the same declaration): found, read back through the declaration (its
    // spanning tree first) and shrunk to a valid graph.
    fs::remove_dir_all(kit.path().join("testdata/bfs")).unwrap();
    fs::rename(&aside, &generator_rs).unwrap();
    let (code, stdout, stderr) = xtask(kit.path(), &["stress", "bfs", "--cases", "300"]);
    assert_eq!(code, 1, "{}{}", stdout, stderr);
    assert!(stdout.contains("  shrunk from "), "{}", stdout);
    let (_, input) = saved(kit.path(), "bfs");
    assert!(connected_simple(&input), "{:?}\n{}", input, stdout);
    let n: usize = input.split_whitespace().next().unwrap().parse().unwrap();
    assert!(n <= 4, "{:?}\n{}", input, stdout);
}
