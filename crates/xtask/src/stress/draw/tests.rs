use super::*;
use crate::stress::constraints;
use crate::stress::declaration;
use std::collections::HashSet;

fn model(source: &str, constraints: &str) -> Model {
    let declaration = declaration::read(source).unwrap();
    Model::new(declaration.steps, constraints::read(constraints))
}

fn random(model: &Model, seed: u64, size: u64) -> Drawn {
    model.draw(Mode::Random {
        rng: Rng::new(seed),
        size,
    })
}

fn numbers(text: &str) -> Vec<i64> {
    text.split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

#[test]
fn choices_and_values_map_both_ways_nearest_zero_first() {
    let order: Vec<i128> = (0..7).map(|c| value_of(c, -2, 10)).collect();
    assert_eq!(order, [0, 1, -1, 2, -2, 3, 4]);
    assert_eq!(
        (0..3).map(|c| value_of(c, 5, 9)).collect::<Vec<_>>(),
        [5, 6, 7]
    );
    assert_eq!(
        (0..3).map(|c| value_of(c, -9, -5)).collect::<Vec<_>>(),
        [-5, -6, -7]
    );
    for (lo, hi) in [
        (-2, 10),
        (-10, 3),
        (5, 9),
        (-9, -5),
        (-1_000_000_000, 1_000_000_000),
    ] {
        for value in lo..=hi.min(lo + 40) {
            assert_eq!(value_of(choice_of(value, lo, hi), lo, hi), value);
        }
    }
}

#[test]
fn a_drawn_case_is_drawn_again_from_its_choices_and_read_back_from_its_text() {
    let model = model(
        "fn main() { input! { t: usize } for _ in 0..t { input! { n: usize, a: [i64; n], \
         s: Chars, p: [(u32, u32); n] } } }",
        "1 ≤ t ≤ 5\n1 ≤ n ≤ 10\n-10^9 ≤ a_i ≤ 10^9\n1 ≤ |S| ≤ 4\n",
    );
    for seed in 0..50 {
        let drawn = random(&model, seed, 6);
        let again = model.draw(Mode::Replay(drawn.choices.clone()));
        assert_eq!(again.text, drawn.text, "{:?}", drawn.choices);
        let read = model.draw(Mode::Text {
            tokens: drawn.text.split_whitespace().map(String::from).collect(),
            at: 0,
        });
        assert_eq!(read.misfit, None, "{}", drawn.text);
        // The same case again (all equal values are read back one by one).
        assert_eq!(model.draw(Mode::Replay(read.choices)).text, drawn.text);
    }
}

#[test]
fn all_choices_zero_is_the_smallest_case() {
    let model = model(
        "fn main() { input! { n: usize, a: [i64; n], s: String } }",
        "1 ≤ N ≤ 10\n-5 ≤ a_i ≤ 5\n1 ≤ |S| ≤ 3\n",
    );
    assert_eq!(model.draw(Mode::Replay(Choices::new())).text, "1\n0\na\n");
}

#[test]
fn values_reach_both_ends_and_all_equal_within_the_first_cases() {
    let model = model(
        "fn main() { input! { n: usize, a: [i64; n] } }",
        "1 ≤ N ≤ 100\n1 ≤ a_i ≤ 10^9\n",
    );
    let (mut low, mut high, mut equal) = (None, None, None);
    for seed in 0..30 {
        let size = 1 + seed / 8;
        let values = numbers(&random(&model, seed, size).text);
        assert!(values[0] as u64 <= size, "sizes grow from small");
        let a = &values[1..];
        if a.contains(&1) {
            low.get_or_insert(seed);
        }
        if a.contains(&1_000_000_000) {
            high.get_or_insert(seed);
        }
        if a.len() > 1 && a.iter().all(|&x| x == a[0]) {
            equal.get_or_insert(seed);
        }
    }
    assert!(
        low.is_some() && high.is_some() && equal.is_some(),
        "{:?}",
        (low, high, equal)
    );
}

/// Is `edges` a tree on 1..=n?
fn is_tree(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut parent: Vec<usize> = (0..=n).collect();
    fn find(parent: &mut Vec<usize>, x: usize) -> usize {
        if parent[x] != x {
            let root = find(parent, parent[x]);
            parent[x] = root;
        }
        parent[x]
    }
    edges.len() + 1 == n
        && edges.iter().all(|&(u, v)| {
            let (a, b) = (find(&mut parent, u), find(&mut parent, v));
            (1..=n).contains(&u) && (1..=n).contains(&v) && a != b && {
                parent[a] = b;
                true
            }
        })
}

#[test]
fn any_choices_draw_a_tree_a_permutation_and_distinct_values() {
    let model = model(
        "fn main() { input! { n: usize, e: [(Usize1, Usize1); n - 1], p: [usize; n], d: [u32; n] } }",
        "2 ≤ N ≤ 8\nThe given graph is a tree.\nP is a permutation of 1, ..., N.\n\
         1 ≤ d_i ≤ 9\nThe values of D are distinct.\n",
    );
    let mut rng = Rng::new(3);
    for seed in 0..200 {
        let drawn = random(&model, seed, 8);
        // Any edit of the choices (as shrinking makes) still draws a valid case.
        let mut choices = drawn.choices.clone();
        for choice in choices.values_mut() {
            *choice = rng.below(*choice + 2);
        }
        // Read back from its text, the same case is drawn again.
        let read = model.draw(Mode::Text {
            tokens: drawn.text.split_whitespace().map(String::from).collect(),
            at: 0,
        });
        assert_eq!(read.misfit, None, "{}", drawn.text);
        assert_eq!(model.draw(Mode::Replay(read.choices)).text, drawn.text);
        for text in [drawn.text, model.draw(Mode::Replay(choices)).text] {
            let values = numbers(&text);
            let n = values[0] as usize;
            let edges: Vec<(usize, usize)> = values[1..2 * n - 1]
                .chunks(2)
                .map(|e| (e[0] as usize, e[1] as usize))
                .collect();
            assert!(is_tree(n, &edges), "{}", text);
            let mut p = values[2 * n - 1..3 * n - 1].to_vec();
            p.sort_unstable();
            assert_eq!(p, (1..=n as i64).collect::<Vec<_>>(), "{}", text);
            let mut d = values[3 * n - 1..].to_vec();
            d.sort_unstable();
            d.dedup();
            assert_eq!(d.len(), n, "{}", text);
            assert!(d.iter().all(|x| (1..=9).contains(x)), "{}", text);
        }
    }
}

#[test]
fn a_grid_takes_its_rows_width_and_alphabet_from_the_constraints() {
    let model = model(
        "fn main() { input! { h: usize, w: usize, g: [Chars; h] } }",
        "1 ≤ H, W ≤ 8\nS_i is a string of length W consisting of `#` and `.`.\n",
    );
    for seed in 0..40 {
        let text = random(&model, seed, 10).text;
        let lines: Vec<&str> = text.lines().collect();
        let hw = numbers(lines[0]);
        assert_eq!(lines.len() as i64, 1 + hw[0], "{}", text);
        for row in &lines[1..] {
            assert_eq!(row.len() as i64, hw[1], "{}", text);
            assert!(row.bytes().all(|b| b == b'#' || b == b'.'), "{}", text);
        }
    }
}

#[test]
fn the_sum_over_test_cases_stays_within_its_limit() {
    let model = model(
        "fn main() { input! { t: usize } for _ in 0..t { input! { n: usize, a: [u8; n] } } }",
        "1 ≤ t ≤ 100\n1 ≤ n ≤ 100\nThe sum of n over all test cases does not exceed 12.\n",
    );
    for seed in 0..100 {
        let text = random(&model, seed, 100).text;
        let lines: Vec<&str> = text.lines().collect();
        let total: i64 = lines[1..].iter().step_by(2).map(|l| numbers(l)[0]).sum();
        assert!(total <= 12, "{}", text);
    }
}

/// What is wrong with `text` as the graph `n m`, then `m` edges `u v` (a
/// weight may follow) on `1..=n`, under the shape the constraints say;
/// `None` when nothing is.
fn graph_fault(text: &str, connected: bool, simple: bool, directed: bool) -> Option<String> {
    let lines: Vec<Vec<i64>> = text.lines().map(numbers).collect();
    let (n, m) = (lines[0][0] as usize, lines[0][1] as usize);
    if lines.len() != m + 1 {
        return Some(format!("{} edge lines for m = {}", lines.len() - 1, m));
    }
    let mut parent: Vec<usize> = (0..=n).collect();
    fn find(parent: &mut Vec<usize>, x: usize) -> usize {
        if parent[x] != x {
            let root = find(parent, parent[x]);
            parent[x] = root;
        }
        parent[x]
    }
    let mut seen = HashSet::new();
    for edge in &lines[1..] {
        let (u, v) = (edge[0] as usize, edge[1] as usize);
        if !(1..=n).contains(&u) || !(1..=n).contains(&v) {
            return Some(format!("edge {} {} is not on 1..={}", u, v, n));
        }
        let key = if directed {
            (u, v)
        } else {
            (u.min(v), u.max(v))
        };
        if simple && (u == v || !seen.insert(key)) {
            return Some(format!("edge {} {} is a self-loop or a second edge", u, v));
        }
        let (a, b) = (find(&mut parent, u), find(&mut parent, v));
        parent[a] = b;
    }
    let roots: HashSet<usize> = (1..=n).map(|v| find(&mut parent, v)).collect();
    if connected && roots.len() > 1 {
        return Some(format!("{} components", roots.len()));
    }
    None
}

/// The graph shapes the constraints can say, each with its model.
fn graph_models() -> Vec<((bool, bool, bool), Model)> {
    let undirected = "fn main() { input! { n: usize, m: usize, e: [(Usize1, Usize1); m] } }";
    let weighted = "fn main() { input! { n: usize, m: usize, e: [(usize, usize, u32); m] } }";
    let bounds = "1 ≤ N ≤ 2·10^5\n1 ≤ M ≤ 2·10^5\n1 ≤ u_i, v_i ≤ N\n";
    [
        (
            (true, true, false),
            undirected,
            "The given graph is simple and connected.",
        ),
        (
            (true, false, false),
            undirected,
            "The given graph is connected.",
        ),
        (
            (false, true, false),
            undirected,
            "The graph has no self-loops or multiple edges.",
        ),
        (
            (false, true, true),
            weighted,
            "The given directed graph is simple.\n1 ≤ w_i ≤ 10",
        ),
        (
            (true, true, true),
            weighted,
            "The given directed graph is simple and weakly connected.",
        ),
    ]
    .into_iter()
    .map(|(shape, source, says)| (shape, model(source, &format!("{}{}\n", bounds, says))))
    .collect()
}

proptest::proptest! {
    /// Any seed, any size and any edit of the choices (as shrinking and the
    /// exhaustive search make) draw a graph of the shape the constraints
    /// say, with as many edges as `m` says, read back from its text to the
    /// same choices.
    #[test]
    fn any_choices_draw_a_graph_of_the_shape_said(
        seed in 0u64..1 << 40,
        size in 1u64..40,
        edits in proptest::collection::vec(0u64..4, 64),
    ) {
        for ((connected, simple, directed), model) in graph_models() {
            let drawn = random(&model, seed, size);
            let mut choices = drawn.choices.clone();
            for (choice, edit) in choices.values_mut().zip(edits.iter().cycle()) {
                *choice = match edit {
                    0 => 0,
                    1 => *choice / 2,
                    2 => choice.saturating_sub(1),
                    _ => *choice,
                };
            }
            let edited = model.draw(Mode::Replay(choices)).text;
            for text in [&drawn.text, &edited] {
                let fault = graph_fault(text, connected, simple, directed);
                proptest::prop_assert!(fault.is_none(), "{:?} in {:?}", fault, text);
            }
            let read = model.draw(Mode::Text {
                tokens: drawn.text.split_whitespace().map(String::from).collect(),
                at: 0,
            });
            proptest::prop_assert_eq!(&read.misfit, &None, "{}", drawn.text);
            proptest::prop_assert_eq!(model.draw(Mode::Replay(read.choices)).text, drawn.text);
        }
    }
}

#[test]
fn a_connected_graph_has_at_least_n_minus_1_edges_and_a_simple_one_at_most_every_pair() {
    let model = model(
        "fn main() { input! { n: usize, m: usize, e: [(Usize1, Usize1); m] } }",
        "2 ≤ N ≤ 6\n1 ≤ M ≤ 100\nThe given graph is simple and connected.\n",
    );
    let (mut fewest, mut most) = (usize::MAX, usize::MAX);
    let mut assumed = HashSet::new();
    for seed in 0..300 {
        let drawn = random(&model, seed, 100);
        let head = numbers(drawn.text.lines().next().unwrap());
        let (n, m) = (head[0] as usize, head[1] as usize);
        assert!(
            n > 1 && m + 1 >= n && m <= n * (n - 1) / 2,
            "{}",
            drawn.text
        );
        fewest = fewest.min(m + 1 - n);
        most = most.min(n * (n - 1) / 2 - m);
        assumed.extend(drawn.assumed);
    }
    for said in [
        "m is at least n - 1 (the graph is connected)",
        "m is at most n(n - 1)/2 (the graph is simple; the constraints allow more)",
    ] {
        assert!(assumed.contains(said), "{:?}", assumed);
    }
    // Trees and complete graphs are both drawn.
    assert_eq!((fewest, most), (0, 0));
    // All choices 0: a star around vertex 1, a tree.
    assert_eq!(model.draw(Mode::Replay(Choices::new())).text, "2 1\n1 2\n");
}

#[test]
fn the_exhaustive_search_meets_only_graphs_of_the_shape_said() {
    for ((connected, simple, directed), model) in graph_models() {
        for weight in 0..4 {
            let inputs = crate::stress::exhaustive::of_weight(&model, weight, 10_000).unwrap();
            assert!(!inputs.is_empty());
            for drawn in inputs {
                let fault = graph_fault(&drawn.text, connected, simple, directed);
                assert!(fault.is_none(), "{:?} in {:?}", fault, drawn.text);
            }
        }
    }
}

#[test]
fn shrinking_a_graph_meets_only_graphs_of_the_shape_said_down_to_the_least_that_fails() {
    // Fails on a vertex of degree 3 or more: the least is a star of 4
    // vertices in a simple graph, two self-loops on one vertex otherwise.
    for ((connected, simple, directed), model) in graph_models() {
        for seed in 0..20 {
            let drawn = random(&model, seed, 30);
            let faults = std::sync::Mutex::new(Vec::new());
            let degree_3 = |text: &str| {
                if let Some(fault) = graph_fault(text, connected, simple, directed) {
                    faults
                        .lock()
                        .unwrap()
                        .push(format!("{:?} in {:?}", fault, text));
                }
                let mut degree = HashMap::new();
                for edge in text.lines().skip(1) {
                    for end in numbers(edge).into_iter().take(2) {
                        *degree.entry(end).or_insert(0) += 1;
                    }
                }
                degree.values().any(|&d| d >= 3)
            };
            if !degree_3(&drawn.text) {
                continue;
            }
            let shrunk = crate::stress::shrink::shrink(
                &model,
                drawn,
                2,
                std::time::Duration::from_secs(60),
                &degree_3,
            );
            assert_eq!(faults.lock().unwrap().as_slice(), &[] as &[String]);
            let head = numbers(shrunk.drawn.text.lines().next().unwrap());
            // Three edges on one vertex: a star of 4 (a connected or a
            // simple graph), or one vertex with loops and repeats.
            // A star of 4 is the least simple graph with a vertex of degree
            // 3. Directed, 3 vertices can do (`1 2` and `2 1` are two
            // edges), and with loops and repeats 1 can: shrinking ends at a
            // local minimum, a star of 4 or below it.
            let (n, m) = (head[0], head[1]);
            match (simple, directed) {
                (true, false) => assert_eq!((n, m), (4, 3), "{:?}", shrunk.drawn.text),
                _ => assert!(n <= 4 && m <= 3, "{:?}", shrunk.drawn.text),
            }
        }
    }
}

#[test]
fn a_value_the_constraints_name_otherwise_takes_the_bounds_they_share() {
    // `p` is what the statement calls a_i and b_i.
    let pairs = model(
        "fn main() { input! { n: usize, p: [(u64, u64); n] } }",
        "1 ≤ N ≤ 10\n1 ≤ a_i, b_i ≤ 100\n",
    );
    for seed in 0..50 {
        let drawn = random(&pairs, seed, 10);
        let values = numbers(&drawn.text);
        assert!(
            values[1..].iter().all(|v| (1..=100).contains(v)),
            "{}",
            drawn.text
        );
        assert!(
            drawn
                .assumed
                .contains(&"p is bounded as a, b (the constraints name no p)".to_string()),
            "{:?}",
            drawn.assumed
        );
    }
    // Not when the names differ in their bounds, or bound by a name.
    for constraints in ["1 ≤ a_i ≤ 100\n1 ≤ b_i ≤ 5\n", "1 ≤ u_i, v_i ≤ N\n"] {
        let other = model(
            "fn main() { input! { n: usize, p: [(u64, u64); n] } }",
            constraints,
        );
        assert_eq!(other.unnamed, None, "{}", constraints);
    }
}
