//! The `gen.rs` that `cargo xtask stress --init` writes from the solution's
//! `input!` declarations and `constraints.txt`: the drawing of
//! [`super::draw`] as plain code over `cpkit::random`, for the user to edit
//! (counts no larger than the size, values often at an edge, the same
//! shapes: a tree, a connected or simple graph, a permutation, distinct or
//! sorted values, an alphabet, a sum over test cases).

use super::declaration::{Decl, Step, Ty};
use super::draw::Model;
use super::num::Num;

/// The generator's source (before vendoring), for the problem `name`.
pub fn generator(name: &str, model: &Model, source: &str) -> String {
    let mut code = Code {
        model,
        out: String::new(),
        depth: 1,
        declared: Vec::new(),
        sums: Vec::new(),
        test: None,
    };
    code.steps(&model.steps);
    let header = format!(
        "//! Test generator for {name}, run by `cargo xtask stress {name}` as\n\
         //! `gen <seed> <size>`: prints one random input. Written by `cargo xtask\n\
         //! stress {name} --init` from {source}'s `input!` declaration and\n\
         //! constraints.txt: it draws what `stress` draws with no gen.rs (counts no\n\
         //! larger than the size, values often at an edge of their range); edit it\n\
         //! to draw what they do not say.\n\n\
         use cpkit::output::Output;\n\
         use cpkit::random::Rng;\n\n\
         fn main() {{\n    \
         let (seed, size) = cpkit::random::generator_args();\n    \
         let size = size as i64;\n    \
         let mut rng = Rng::new(seed);\n    \
         let mut out = Output::stdout();\n",
    );
    format!(
        "{}{}    let _ = (&mut rng, size);\n}}\n\n{{begin}}\n{{end}}\n",
        header, code.out
    )
}

struct Code<'a> {
    model: &'a Model,
    out: String,
    depth: usize,
    /// Integer names declared so far (as `i64` variables).
    declared: Vec<String>,
    /// Names whose sum over the tests is limited, with their budget variable.
    sums: Vec<String>,
    /// The loop variable and count of the test loop around, if any.
    test: Option<(String, String)>,
}

/// An expression that can take a method: in parentheses unless one word.
fn atom(text: &str) -> String {
    if text.contains(' ') {
        format!("({})", text)
    } else {
        text.to_string()
    }
}

/// An expression that takes a method call: a literal typed (`10i64`, as
/// `10.min(x)` is ambiguous), else [`atom`].
fn recv(text: &str) -> String {
    match text.parse::<i64>() {
        Ok(value) if value < 0 => format!("({}i64)", value),
        Ok(value) => format!("{}i64", value),
        Err(_) => atom(text),
    }
}

/// A name as a Rust variable (`type` is a keyword).
fn var(name: &str) -> String {
    match name {
        "type" | "match" | "loop" | "move" | "ref" | "in" | "fn" | "let" | "mod" | "use"
        | "impl" | "self" | "box" | "out" | "rng" | "size" | "seed" => format!("{}_", name),
        other => other.to_string(),
    }
}

impl Code<'_> {
    fn line(&mut self, text: &str) {
        self.out.push_str(&"    ".repeat(self.depth));
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A bound as Rust over the variables declared so far.
    fn rust(&self, num: &Num) -> Option<String> {
        let both = |a: &Num, b: &Num| Some((self.rust(a)?, self.rust(b)?));
        Some(match num {
            Num::Const(value) => i64::try_from(*value).ok()?.to_string(),
            Num::Name(name) if self.declared.contains(name) => var(name),
            Num::Name(_) => return None,
            Num::Sub(a, b) if **a == Num::Const(0) => format!("-{}", atom(&self.rust(b)?)),
            Num::Add(a, b) => both(a, b).map(|(a, b)| format!("{} + {}", a, atom(&b)))?,
            Num::Sub(a, b) => both(a, b).map(|(a, b)| format!("{} - {}", a, atom(&b)))?,
            Num::Mul(a, b) => both(a, b).map(|(a, b)| format!("{} * {}", atom(&a), atom(&b)))?,
            Num::Div(a, b) => both(a, b).map(|(a, b)| format!("{} / {}", atom(&a), atom(&b)))?,
            Num::Pow(a, b) => {
                let base = match **a {
                    Num::Const(value) => format!("{}i64", value),
                    _ => atom(&self.rust(a)?),
                };
                let exponent = match **b {
                    Num::Const(value) => value.to_string(),
                    _ => format!("{} as u32", atom(&self.rust(b)?)),
                };
                format!("{}.pow({})", base, exponent)
            }
            Num::Min(a, b) => both(a, b).map(|(a, b)| format!("{}.min({})", recv(&a), b))?,
        })
    }

    fn steps(&mut self, steps: &[Step]) {
        for step in steps {
            match step {
                Step::Read(decl) => self.decl(decl),
                Step::Repeat { count, body } => {
                    let count = self.rust(count).unwrap_or_else(|| "1".to_string());
                    for (name, limit) in &self.model.facts.sums {
                        if let Some(limit) = self.rust(limit) {
                            let budget = format!("sum_{}", var(name));
                            self.line(&format!(
                                "// The sum of {} over the tests is at most {}.",
                                name, limit
                            ));
                            self.line(&format!("let mut {} = {};", budget, limit));
                            self.sums.push(name.clone());
                        }
                    }
                    self.line(&format!("for test in 0..{} {{", count));
                    self.depth += 1;
                    let saved = self.test.replace(("test".to_string(), count));
                    let declared = self.declared.len();
                    self.steps(body);
                    self.declared.truncate(declared);
                    self.test = saved;
                    self.line("let _ = test;");
                    self.depth -= 1;
                    self.line("}");
                }
            }
        }
    }

    /// `(lo, hi)` of an integer named `name`, as Rust.
    fn bounds(&self, decl: &Decl, ty: &Ty, name: &str) -> (String, String) {
        let Ty::Int { lo, hi, one_based } = *ty else {
            return ("-1000000000".into(), "1000000000".into());
        };
        let shift = |text: String| {
            if one_based {
                format!("{} + 1", text)
            } else {
                text
            }
        };
        let mut low = None;
        let mut high = None;
        if let Some((l, h)) = &decl.range {
            low = l.as_ref().and_then(|n| self.rust(n)).map(shift);
            high = h.as_ref().and_then(|n| self.rust(n)).map(shift);
        }
        if let Some((l, h)) = self.model.facts.value(name) {
            low = low.or_else(|| l.as_ref().and_then(|n| self.rust(n)));
            high = high.or_else(|| h.as_ref().and_then(|n| self.rust(n)));
        }
        let size = self.model.is_size(name);
        // Bounded as the names the constraints give it instead (see
        // `Model::unnamed`).
        let unbounded = decl.range.is_none() && self.model.facts.value(name).is_none();
        if let (true, false, Some((_, (l, h)))) = (unbounded, size, &self.model.unnamed) {
            low = low.or_else(|| l.as_ref().and_then(|n| self.rust(n)));
            high = high.or_else(|| h.as_ref().and_then(|n| self.rust(n)));
        }
        let first_count = self
            .declared
            .iter()
            .find(|d| self.model.is_size(d))
            .cloned();
        if one_based && high.is_none() {
            if let Some(count) = first_count {
                low = low.or(Some("1".into()));
                high = Some(var(&count));
            }
        }
        let type_lo = if one_based { lo + 1 } else { lo };
        let low = low.unwrap_or_else(|| {
            if size || one_based {
                "1".into()
            } else if type_lo < 0 {
                "-1000000000".into()
            } else {
                "0".into()
            }
        });
        let high = high.unwrap_or_else(|| {
            if size {
                "200000".into()
            } else {
                i64::try_from(hi.min(1_000_000_000))
                    .unwrap_or(1_000_000_000)
                    .to_string()
            }
        });
        (low, high)
    }

    fn int(&mut self, decl: &Decl, ty: &Ty, name: &str) -> String {
        let (lo, mut hi) = self.bounds(decl, ty, name);
        if self.sums.iter().any(|s| s == name) {
            if let Some((test, count)) = &self.test {
                hi = format!(
                    "{}.min(sum_{} - ({} - 1 - {}) * {})",
                    recv(&hi),
                    var(name),
                    count,
                    test,
                    atom(&lo)
                );
            }
        }
        let (lo, mut hi) = self.graph_bounds(name, lo, hi);
        if self.model.is_size(name) {
            for (summed, limit) in &self.model.facts.sums {
                if self.model.counts_tests(name) {
                    let _ = summed;
                    if let Some(limit) = self.rust(limit) {
                        hi = format!("{}.min({})", recv(&hi), limit);
                    }
                }
            }
            format!(
                "rng.int({lo}, {hi}.min(size.max({lo})))",
                lo = lo,
                hi = recv(&hi)
            )
        } else {
            format!("rng.edge_int({}, {})", lo, hi)
        }
    }

    /// A graph's counts as its shape needs them (as [`super::draw`] bounds
    /// them): the edge count at least `n - 1` (connected) and at most the
    /// pairs there are (simple); the vertex count with room for them.
    fn graph_bounds(&self, name: &str, lo: String, hi: String) -> (String, String) {
        let Some(graph) = &self.model.graph else {
            return (lo, hi);
        };
        let facts = &self.model.facts;
        let n = var(&graph.vertices);
        if graph.count == name && self.declared.contains(&graph.vertices) {
            let lo = match facts.connected {
                true => format!("{}.max({} - 1)", recv(&lo), n),
                false => lo,
            };
            let hi = match (facts.simple, facts.directed) {
                (true, false) => format!("{}.min({n} * ({n} - 1) / 2)", recv(&hi), n = n),
                (true, true) => format!("{}.min({n} * ({n} - 1))", recv(&hi), n = n),
                (false, _) => hi,
            };
            return (lo, hi);
        }
        if graph.vertices != name {
            return (lo, hi);
        }
        let count = facts.value(&graph.count).cloned().unwrap_or((None, None));
        let constant = |num: &Option<Num>| num.as_ref().and_then(|n| n.eval(&Default::default()));
        let mut lo = lo;
        let mut hi = hi;
        if let (true, Some(least)) = (facts.simple, constant(&count.0)) {
            let fewest = (1..)
                .find(|&k: &i128| super::draw::most_edges(k, facts.directed) >= least)
                .unwrap_or(1);
            lo = format!("{}.max({})", recv(&lo), fewest);
        }
        if let (true, Some(most)) = (facts.connected, constant(&count.1)) {
            hi = format!("{}.min({})", recv(&hi), most + 1);
        }
        (lo, hi)
    }

    /// The graph's edges, as [`super::draw`] draws them: a spanning tree
    /// first where it is connected, then pairs at random, distinct and
    /// `u != v` where it is simple.
    fn graph(&mut self, decl: &Decl, fields: &[Ty], len: &str, vertices: &str) {
        let facts = &self.model.facts;
        let (connected, simple, directed) = (facts.connected, facts.simple, facts.directed);
        let said: Vec<&str> = [
            (connected, "connected"),
            (simple, "simple"),
            (directed, "directed"),
        ]
        .iter()
        .filter(|(is, _)| *is)
        .map(|(_, word)| *word)
        .collect();
        self.line(&format!(
            "// {}: a {} graph on {} vertices{}{}.",
            decl.name,
            said.join(" "),
            vertices,
            if connected {
                ": a spanning tree first (each vertex under an earlier one, renamed at random), then more edges"
            } else {
                ""
            },
            if simple { ", never a self-loop or a pair twice" } else { "" },
        ));
        self.line(&format!("let vertices = {};", vertices));
        self.line("let mut label: Vec<i64> = (1..=vertices).collect();");
        self.line("rng.shuffle(&mut label);");
        self.line("let mut taken = std::collections::HashSet::new();");
        self.line(&format!(
            "for {} in 0..{} {{",
            if connected { "i" } else { "_" },
            len
        ));
        self.depth += 1;
        let random_pair = match simple {
            true => {
                "loop {
            let (u, v) = (rng.int(1, vertices), rng.int(1, vertices));
                             if u != v && !taken.contains(&(u, v)) && !taken.contains(&(v, u)) {
                                 break (u, v);
            }
        }"
            }
            false => "(rng.int(1, vertices), rng.int(1, vertices))",
        };
        let random_pair = if directed {
            random_pair.replace(" && !taken.contains(&(v, u))", "")
        } else {
            random_pair.to_string()
        };
        if connected {
            self.line("let (u, v) = if i < vertices - 1 {");
            self.line("    (label[rng.int(0, i) as usize], label[i as usize + 1])");
            self.line("} else {");
            self.line(&format!("    {}", random_pair));
            self.line("};");
        } else {
            self.line(&format!("let (u, v) = {};", random_pair));
        }
        // Either way round, but a directed pair drawn as distinct stays as
        // it is.
        match (directed, connected) {
            (false, _) => {
                self.line("let (u, v) = if rng.below(2) == 1 { (v, u) } else { (u, v) };")
            }
            (true, true) => self.line(
                "let (u, v) = if i < vertices - 1 && rng.below(2) == 1 { (v, u) } else { (u, v) };",
            ),
            (true, false) => {}
        }
        self.line("taken.insert((u, v));");
        let mut values = vec!["u".to_string(), "v".to_string()];
        for field in &fields[2..] {
            values.push(self.item(decl, field, &decl.name));
        }
        self.line(&format!("putln!(out, {});", values.join(", ")));
        self.depth -= 1;
        self.line("}");
    }

    fn alphabet(&self, name: &str) -> String {
        let alphabet = self
            .model
            .facts
            .alphabet(name)
            .cloned()
            .unwrap_or_else(|| (b'a'..=b'z').collect());
        format!("b{:?}", String::from_utf8_lossy(&alphabet))
    }

    fn word(&mut self, name: &str) -> String {
        let len = match self
            .model
            .facts
            .exact_length(name)
            .and_then(|n| self.rust(n))
        {
            Some(len) => len,
            None => {
                let (lo, hi) = match self.model.facts.lengths.get(name) {
                    Some((l, h)) => (
                        l.as_ref().and_then(|n| self.rust(n)).unwrap_or("1".into()),
                        h.as_ref()
                            .and_then(|n| self.rust(n))
                            .unwrap_or("200000".into()),
                    ),
                    None => ("1".into(), "200000".into()),
                };
                format!(
                    "rng.int({lo}, {hi}.min(size.max({lo})))",
                    lo = lo,
                    hi = recv(&hi)
                )
            }
        };
        format!(
            "(0..{}).map(|_| *rng.pick({}) as char).collect::<String>()",
            len,
            self.alphabet(name)
        )
    }

    fn decl(&mut self, decl: &Decl) {
        let name = decl.name.clone();
        let v = var(&name);
        match &decl.ty {
            Ty::Int { .. } => {
                let value = self.int(decl, &decl.ty, &name);
                self.line(&format!("let {}: i64 = {};", v, value));
                self.line(&format!("putln!(out, {});", v));
                if self.sums.contains(&name) {
                    self.line(&format!("sum_{} -= {};", v, v));
                }
                self.declared.push(name);
            }
            Ty::Float | Ty::Bool | Ty::Char => {
                let value = match &decl.ty {
                    Ty::Float => self.int(
                        decl,
                        &Ty::Int {
                            lo: -(1 << 62),
                            hi: 1 << 62,
                            one_based: false,
                        },
                        &name,
                    ),
                    Ty::Bool => "rng.below(2) == 1".to_string(),
                    _ => format!("*rng.pick({}) as char", self.alphabet(&name)),
                };
                self.line(&format!("putln!(out, {});", value));
            }
            Ty::Word => {
                let word = self.word(&name);
                self.line(&format!("putln!(out, {});", word));
            }
            Ty::Tuple(fields) => {
                let values: Vec<String> =
                    fields.iter().map(|f| self.item(decl, f, &name)).collect();
                self.line(&format!("putln!(out, {});", values.join(", ")));
            }
            Ty::List { item, len } => self.list(decl, item, len.as_ref(), &name),
        }
    }

    /// One item's value as an expression (a scalar or a word).
    fn item(&mut self, decl: &Decl, ty: &Ty, name: &str) -> String {
        match ty {
            Ty::Int { .. } => self.int(decl, ty, name),
            Ty::Word => self.word(name),
            Ty::Char => format!("*rng.pick({}) as char", self.alphabet(name)),
            Ty::Bool => "rng.below(2) == 1".to_string(),
            _ => self.int(
                decl,
                &Ty::Int {
                    lo: -(1 << 62),
                    hi: 1 << 62,
                    one_based: false,
                },
                name,
            ),
        }
    }

    fn list(&mut self, decl: &Decl, item: &Ty, len: Option<&Num>, name: &str) {
        let v = var(name);
        let len = match len {
            Some(len) => self.rust(len).unwrap_or_else(|| "1".to_string()),
            None => {
                let count = format!("{}_len", v);
                self.line(&format!(
                    "let {}: i64 = rng.int(0, 200000i64.min(size));",
                    count
                ));
                self.line(&format!("putln!(out, {});", count));
                count
            }
        };
        let graph = self.model.graph.as_ref().filter(|g| g.edges == name);
        if let (Some(graph), Ty::Tuple(fields)) = (graph, item) {
            let vertices = var(&graph.vertices);
            return self.graph(decl, fields, &len, &vertices);
        }
        let facts = &self.model.facts;
        let pair = matches!(item, Ty::Tuple(fields) if fields.len() == 2);
        if pair && facts.tree {
            self.line(&format!(
                "// {}: a tree, each vertex under an earlier one, renamed at random.",
                name
            ));
            let vertices = match len.strip_suffix(" - 1") {
                Some(count) => count.to_string(),
                None => format!("{} + 1", len),
            };
            self.line(&format!("let vertices = {};", vertices));
            self.line("let mut label: Vec<i64> = (1..=vertices).collect();");
            self.line("rng.shuffle(&mut label);");
            self.line("for child in 1..vertices {");
            self.line("    let parent = rng.int(0, child - 1);");
            self.line("    putln!(out, label[parent as usize], label[child as usize]);");
            self.line("}");
            return;
        }
        let int_item = matches!(item, Ty::Int { .. });
        if int_item && facts.permutations.iter().any(|p| p == name) {
            self.line(&format!("// {}: a permutation of 1..={}.", name, len));
            self.line(&format!(
                "let mut {}: Vec<i64> = (1..={}).collect();",
                v, len
            ));
            self.line(&format!("rng.shuffle(&mut {});", v));
            self.line(&format!("putln!(out, {});", v));
            return;
        }
        if int_item {
            let value = self.int(decl, item, name);
            if facts.distinct.iter().any(|p| p == name) {
                self.line(&format!("// {}: distinct values.", name));
                self.line(&format!("let mut {}: Vec<i64> = Vec::new();", v));
                self.line(&format!("while ({}.len() as i64) < {} {{", v, len));
                self.line(&format!("    let value = {};", value));
                self.line(&format!("    if !{}.contains(&value) {{", v));
                self.line(&format!("        {}.push(value);", v));
                self.line("    }");
                self.line("}");
            } else {
                self.line(&format!(
                    "// {}: often all equal, else each at random.",
                    name
                ));
                self.line("let equal = rng.below(4) == 0;");
                self.line(&format!("let mut {}: Vec<i64> = Vec::new();", v));
                self.line(&format!("for i in 0..{} {{", len));
                self.line(&format!(
                    "    let value = if equal && i > 0 {{ {}[0] }} else {{ {} }};",
                    v, value
                ));
                self.line(&format!("    {}.push(value);", v));
                self.line("}");
            }
            if facts.sorted.iter().any(|p| p == name) {
                self.line(&format!("{}.sort();", v));
            }
            self.line(&format!("putln!(out, {});", v));
            return;
        }
        self.line(&format!("for _ in 0..{} {{", len));
        self.depth += 1;
        match item {
            Ty::Tuple(fields) => {
                let values: Vec<String> = fields.iter().map(|f| self.item(decl, f, name)).collect();
                self.line(&format!("putln!(out, {});", values.join(", ")));
            }
            Ty::List { item, len } => {
                let inner = Decl {
                    name: decl.name.clone(),
                    ty: Ty::List {
                        item: item.clone(),
                        len: len.clone(),
                    },
                    range: decl.range.clone(),
                };
                self.decl(&inner);
            }
            other => {
                let value = self.item(decl, other, name);
                self.line(&format!("putln!(out, {});", value));
            }
        }
        self.depth -= 1;
        self.line("}");
    }
}
