//! Starters for `cargo xtask stress` on a LeetCode problem: a `gen.rs` that
//! prints random arguments in LeetCode's notation, one per line as the
//! solution reads them (lists and trees of random shapes included), or for
//! a class a random sequence of calls, the two lines of a design example;
//! and a `brute.rs` that is the solution's own file, whose `impl` is to be
//! rewritten the obvious way, so both read and print alike.

use std::fs;

use anyhow::{Context, Result};
use judging::metadata::Kind;
use syn::Type;

use super::camel_case;
use super::constraints::{self, Bounds, Constraints};
use super::template::{self, type_text, Arg, Method, Shape};
use crate::project::{Layout, Load, Project};
use judging::layout::{BRUTE, GENERATOR};

/// The starters for `problem`, or `None` when it is not a LeetCode problem.
pub fn starters(
    project: &Project,
    problem: &Layout,
) -> Result<Option<[(&'static str, String); 2]>> {
    let metadata = problem.metadata()?;
    if !matches!(metadata.kind, Kind::LeetCode { .. }) {
        return Ok(None);
    }
    let path = problem.main_rs();
    let main_rs = fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", project.show(&path)))?;
    // The methods as the solution's paste part declares them.
    let start = main_rs
        .find(judging::region::PASTE_MARKER)
        .map_or(0, |at| at + judging::region::PASTE_MARKER.len());
    let end = main_rs
        .find(judging::region::BEGIN)
        .unwrap_or(main_rs.len());
    let template = template::parse_solution(&main_rs[start..end])?;
    // What `sample` kept of the page's Constraints, if it was given them.
    let kept = problem.dir.join(constraints::FILE);
    let constraints = match fs::read_to_string(&kept) {
        Ok(text) => constraints::parse(&text),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Constraints::default(),
        Err(err) => {
            return Err(err).with_context(|| format!("cannot read {}", project.show(&kept)))
        }
    };
    Ok(Some([
        (
            GENERATOR,
            generator(&problem.name, &template.shape, &constraints),
        ),
        (BRUTE, brute(&problem.name, &main_rs)),
    ]))
}

/// The solution's file under a brute force's header.
fn brute(name: &str, main_rs: &str) -> String {
    let without_header: String = main_rs
        .lines()
        .skip_while(|line| line.starts_with("//!"))
        .map(|line| format!("{}\n", line))
        .collect();
    format!(
        "//! Brute force for {name}, run by `cargo xtask stress {name}` on each\n\
         //! generated example: the solution's own `main`, with its `impl` to be\n\
         //! rewritten the slow, plainly right way; its answers are what the\n\
         //! solution's are checked against.\n{}",
        without_header,
        name = name
    )
}

/// `gen.rs`: random arguments, or a random sequence of calls, within the
/// page's `constraints` where they say.
fn generator(name: &str, shape: &Shape, constraints: &Constraints) -> String {
    let body = match shape {
        Shape::Functions(methods) => {
            let mut lines = String::new();
            for arg in &methods[0].args {
                lines.push_str(&draw(arg, constraints));
                lines.push_str(&format!("    leetcode::answer(&mut out, &{});\n", arg.name));
            }
            lines
        }
        Shape::Design {
            class,
            constructor,
            methods,
            ..
        } => {
            let mut lines = format!(
                "    let mut names = vec![\"{}\".to_string()];\n{}    let mut calls = vec![{}];\n",
                class,
                arguments(constructor, constraints),
                call_text(constructor)
            );
            if !methods.is_empty() {
                // The first call is one that takes arguments (an insertion):
                // a query of an empty structure is seldom allowed (issue 47:
                // LeetCode 295's findMedian came before any addNum).
                let first: Vec<String> = methods
                    .iter()
                    .enumerate()
                    .filter(|(_, method)| !method.args.is_empty())
                    .map(|(i, _)| i.to_string())
                    .collect();
                let pick = if first.is_empty() || first.len() == methods.len() {
                    format!("rng.index({})", methods.len())
                } else {
                    format!(
                        "if step == 0 {{ *rng.pick(&[{}]) }} else {{ rng.index({}) }}",
                        first.join(", "),
                        methods.len()
                    )
                };
                let step = if pick.contains("step") { "step" } else { "_" };
                lines.push_str(&format!(
                    "    for {} in 0..size {{\n        let method = {};\n        match method {{\n",
                    step, pick
                ));
                for (i, method) in methods.iter().enumerate() {
                    let inner: String = arguments(method, constraints)
                        .lines()
                        .map(|line| format!("                {}\n", line.trim_start()))
                        .collect();
                    lines.push_str(&format!(
                        "            {} => {{\n{}                names.push(\"{}\".to_string());\n                calls.push({});\n            }}\n",
                        i,
                        inner,
                        camel_case(&method.name),
                        call_text(method)
                    ));
                }
                lines.push_str("            _ => unreachable!(),\n        }\n    }\n");
            }
            lines.push_str(
                "    leetcode::answer(&mut out, &names);\n    out.str(&format!(\"[{}]\", calls.join(\",\")));\n    out.ln();\n",
            );
            lines
        }
    };
    let uses_n = body.contains("(0..n)") || body.contains(", n,");
    let sized = if uses_n {
        "    // The sizes of lists, strings and trees.\n    let n = rng.int(0, size as i64) as usize;\n"
    } else {
        ""
    };
    let mut uses = vec!["use cpkit::output::Output;", "use cpkit::random::Rng;"];
    uses.push(if body.contains("random::") {
        "use cpkit::leetcode::{self, random};"
    } else {
        "use cpkit::leetcode;"
    });
    for (used, line) in [
        ("ListNode", "use cpkit::leetcode::ListNode;"),
        ("TreeNode", "use cpkit::leetcode::TreeNode;"),
        ("Rc<", "use std::rc::Rc;"),
        ("RefCell<", "use std::cell::RefCell;"),
    ] {
        if body.contains(used) {
            uses.push(line);
        }
    }
    uses.sort();
    let size = if uses_n || body.contains("0..size") || body.contains("size as i64") {
        "size"
    } else {
        "_size"
    };
    format!(
        "//! Test generator for {name}, run by `cargo xtask stress {name}` as\n\
         //! `gen <seed> <size>`: prints one random example in LeetCode's notation,\n\
         //! as the solution reads it. The size starts at 1 and grows, so small\n\
         //! sizes give small examples and the first failure found is small too.\n\
         //! {bounds_said}\n\n\
         {uses}\n\n\
         {bounds}fn main() {{\n    let (seed, {size}) = cpkit::random::generator_args();\n    \
         let mut rng = Rng::new(seed);\n    let mut out = Output::stdout();\n{sized}{body}}}\n\n{begin}\n{end}\n",
        name = name,
        uses = uses.join("\n"),
        // The bounds only where something is drawn within them: the page's
        // constraints set the others (issue 47: LeetCode 295 declared them
        // and drew from its constraints' -100000..100000).
        bounds_said = if body.contains("MIN_VALUE") {
            "Set the bounds below, and what is drawn, to the statement's\n//! constraints."
        } else {
            "Values are drawn within the page's constraints (constraints.txt);\n//! set what is drawn to what they do not say."
        },
        bounds = if body.contains("MIN_VALUE") {
            "/// The smallest and the largest value the statement allows.\n\
             const MIN_VALUE: i64 = -1_000;\n\
             const MAX_VALUE: i64 = 1_000;\n\n"
        } else {
            ""
        },
        size = size,
        sized = sized,
        body = body,
        begin = judging::region::BEGIN,
        end = judging::region::END,
    )
}

/// The lines drawing a call's arguments.
fn arguments(method: &Method, constraints: &Constraints) -> String {
    method
        .args
        .iter()
        .map(|arg| draw(arg, constraints))
        .collect()
}

/// The line drawing `arg` (`let nums: Vec<i32> = ...;`), within what the
/// constraints say of it, and the line sorting it where they say it is
/// sorted.
fn draw(arg: &Arg, constraints: &Constraints) -> String {
    let text = type_text(&arg.ty);
    let has_nodes = text.contains("ListNode") || text.contains("TreeNode");
    let bounds = constraints.of(&arg.name, has_nodes);
    let expression = value(&arg.ty, &bounds, 0);
    if bounds.sorted && text.starts_with("Vec<") {
        return format!(
            "    let mut {name}: {ty} = {expression};\n    {name}.sort();\n",
            name = arg.name,
            ty = text,
            expression = expression
        );
    }
    format!("    let {}: {} = {};\n", arg.name, text, expression)
}

/// The length of a list, string or tree at `depth` (0: the argument, 1: its
/// items): within the constraints' bounds and the generator's size, or `n`.
fn length(bounds: &Bounds, depth: usize) -> String {
    let range = if depth == 0 {
        bounds.length
    } else {
        bounds.inner_length
    };
    match range {
        // At least the page's least, at most its most, and no more than the
        // size allows when it can: small sizes give small failures.
        Some((lo, hi)) => format!(
            "rng.int({lo}, (size as i64).max({lo}).min({hi})) as usize",
            lo = lo,
            hi = hi
        ),
        None => "n".to_string(),
    }
}
/// A call's arguments as the notation's text: `format!("[{},{}]", ...)`.
fn call_text(method: &Method) -> String {
    if method.args.is_empty() {
        return "\"[]\".to_string()".to_string();
    }
    let texts: Vec<String> = method
        .args
        .iter()
        .map(|arg| format!("random::text(&{})", arg.name))
        .collect();
    format!("format!(\"[{{}}]\", [{}].join(\",\"))", texts.join(", "))
}

/// An expression drawing a random value of `ty` at `depth` (0: the
/// argument, 1 and 2: its items), within `bounds`; `Default::default()`
/// with a TODO for a type the starter does not know.
fn value(ty: &Type, bounds: &Bounds, depth: usize) -> String {
    let text = type_text(ty);
    let range = if depth == 0 {
        bounds.value
    } else {
        bounds.items
    };
    let (lo, hi) = match range {
        Some((lo, hi)) => (lo.to_string(), hi.to_string()),
        None => ("MIN_VALUE".to_string(), "MAX_VALUE".to_string()),
    };
    let integer = |t: &str| format!("rng.edge_int({}, {}) as {}", lo, hi, t);
    let unsigned_lo = match range {
        Some((lo, _)) => lo.max(0).to_string(),
        None => "0".to_string(),
    };
    match text.as_str() {
        "i8" | "i16" | "i32" | "i64" | "isize" => integer(&text),
        "u8" | "u16" | "u32" | "u64" | "usize" => {
            format!("rng.edge_int({}, {}) as {}", unsigned_lo, hi, text)
        }
        "bool" => "rng.below(2) == 1".into(),
        "f64" => format!("rng.int({}, {}) as f64 / 4.0", lo, hi),
        "char" => "(b'a' + rng.below(26) as u8) as char".into(),
        "String" => format!(
            "(0..{}).map(|_| (b'a' + rng.below(26) as u8) as char).collect()",
            length(bounds, depth)
        ),
        "Option<Box<ListNode>>" => format!(
            "random::list(&(0..{}).map(|_| rng.edge_int({}, {}) as i32).collect::<Vec<_>>())",
            length(bounds, depth),
            lo,
            hi
        ),
        // The length first: drawn inside the call, it would borrow `rng`
        // twice (issue 47: LeetCode 124's gen.rs did not compile, E0499).
        "Option<Rc<RefCell<TreeNode>>>" => match length(bounds, depth).as_str() {
            "n" => format!("random::tree(&mut rng, n, {}, {})", lo, hi),
            drawn => format!(
                "{{ let nodes = {}; random::tree(&mut rng, nodes, {}, {}) }}",
                drawn, lo, hi
            ),
        },
        _ => match text
            .strip_prefix("Vec<")
            .and_then(|rest| rest.strip_suffix('>'))
        {
            Some(item) => {
                match syn::parse_str::<Type>(item).map(|item| value(&item, bounds, depth + 1)) {
                    Ok(item) if !item.starts_with("Default") => {
                        format!("(0..{}).map(|_| {}).collect()", length(bounds, depth), item)
                    }
                    _ => "Default::default() /* TODO: draw this argument */".into(),
                }
            }
            None => "Default::default() /* TODO: draw this argument */".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leetcode::template::parse;

    #[test]
    fn a_design_generator_draws_calls_by_their_page_names() {
        let template = parse(crate::leetcode::template::tests_support::DESIGN).unwrap();
        let text = generator("p", &template.shape, &Constraints::default());
        assert!(
            text.contains("names.push(\"sumRange\".to_string());"),
            "{}",
            text
        );
        assert!(text.contains("calls.push(format!(\"[{}]\", [random::text(&left), random::text(&right)].join(\",\")));"), "{}", text);
        assert!(text.contains("let nums: Vec<i32> = (0..n).map(|_| rng.edge_int(MIN_VALUE, MAX_VALUE) as i32).collect();"), "{}", text);
    }

    #[test]
    fn a_tree_generator_draws_a_random_tree() {
        let template = parse(crate::leetcode::template::tests_support::TREE).unwrap();
        let text = generator("p", &template.shape, &Constraints::default());
        assert!(text.contains("let root: Option<Rc<RefCell<TreeNode>>> = random::tree(&mut rng, n, MIN_VALUE, MAX_VALUE);"), "{}", text);
        assert!(
            text.contains("leetcode::answer(&mut out, &root);"),
            "{}",
            text
        );
    }

    #[test]
    fn the_pages_constraints_bound_what_is_drawn() {
        let template = parse(
            "impl Solution {\n    pub fn search(nums: Vec<i32>, grid: Vec<Vec<i64>>, k: u32, s: String) -> i32 {\n        \n    }\n}\n",
        )
        .unwrap();
        let constraints = crate::leetcode::constraints::parse(
            "1 <= nums.length <= 10^4\n-10^4 < nums[i] <= 10^4\n-10^9 <= nums[i] <= 10^9\n\
             nums is sorted in ascending order.\n1 <= grid.length <= 50\n\
             1 <= grid[i].length <= 7\n-5 <= grid[i][j] <= 5\n1 <= k <= 30\n1 <= s.length <= 8\n",
        );
        let text = generator("p", &template.shape, &constraints);
        for line in [
            "let mut nums: Vec<i32> = (0..rng.int(1, (size as i64).max(1).min(10000)) as usize).map(|_| rng.edge_int(-1000000000, 1000000000) as i32).collect();\n    nums.sort();",
            "let grid: Vec<Vec<i64>> = (0..rng.int(1, (size as i64).max(1).min(50)) as usize).map(|_| (0..rng.int(1, (size as i64).max(1).min(7)) as usize).map(|_| rng.edge_int(-5, 5) as i64).collect()).collect();",
            "let k: u32 = rng.edge_int(1, 30) as u32;",
            "let s: String = (0..rng.int(1, (size as i64).max(1).min(8)) as usize).map(|_| (b'a' + rng.below(26) as u8) as char).collect();",
            "let (seed, size) = cpkit::random::generator_args();",
        ] {
            assert!(text.contains(line), "no `{}` in:\n{}", line, text);
        }
    }
}
