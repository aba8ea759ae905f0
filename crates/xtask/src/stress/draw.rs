//! Drawing a case from what the solution reads: every count, value and
//! character is a choice at a place in the case (its path: the step, the
//! repetition, the item, the field), and the case is drawn from those
//! choices. A choice of 0 is the simplest there (the lower bound, the value
//! nearest 0, `a`, the first tree), and any choices draw a valid case, so
//! shrinking edits choices (see [`super::shrink`]) and every candidate is
//! valid: counts and the lists they count stay consistent, a tree stays a
//! tree, a permutation a permutation.

use std::collections::{BTreeMap, HashMap, HashSet};

use cpkit::random::Rng;

use super::constraints::{Facts, Range};
use super::declaration::{Decl, Step, Ty};
use super::num::{Env, Num};

/// Where a choice sits in the case.
pub type Path = Vec<u32>;
/// A case: the choices made, by place; a place not here chose 0.
pub type Choices = BTreeMap<Path, u64>;

/// A list's length, under its list.
pub const LEN: u32 = u32::MAX;
/// Whether a list's values are all one, under its list.
pub const MODE: u32 = u32::MAX - 1;

/// What the solution reads and what the constraints say of it.
#[derive(Debug, Clone)]
pub struct Model {
    pub steps: Vec<Step>,
    pub facts: Facts,
    /// Names that count something (a list's length, a loop's repetitions).
    sizes: HashSet<String>,
    /// The graph the constraints describe (`connected`, `simple`,
    /// `directed`), where the solution reads one.
    pub graph: Option<Graph>,
    /// The names the constraints bound and the solution does not read
    /// (`1 ≤ a_i, b_i ≤ 10^9` for `p: [(u64, u64); n]`), when they share
    /// one constant range: the bounds of a value they do not name.
    pub unnamed: Option<(Vec<String>, Range)>,
}

/// A graph read as `n`, `m`, then `m` edges `(u, v, ...)`: which names are
/// which.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// The list of edges.
    pub edges: String,
    /// The edge count (the list's length).
    pub count: String,
    /// The vertex count: the integer read last before the edge count.
    pub vertices: String,
}

/// How each choice is made.
#[derive(Debug)]
pub enum Mode {
    /// At random, counts no larger than `size`; values often at an edge.
    Random { rng: Rng, size: u64 },
    /// As in `choices`; 0 where none.
    Replay(Choices),
    /// The `i`-th choice made is `prefix[i]`, 0 after it (exhaustive search).
    Sequence(Vec<u64>),
    /// Read back from a case's text (the user's generator drew it).
    Text { tokens: Vec<String>, at: usize },
}

/// A list in a drawn case: where its items are, and the count that says
/// how many there are (to take an item out, the count goes down by one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct List {
    pub path: Path,
    pub owner: Option<Path>,
    pub len: usize,
}

/// A case drawn: its text, the choices that draw it again, their order,
/// the lists in it, and what was assumed where the constraints were silent.
#[derive(Debug, Clone, Default)]
pub struct Drawn {
    pub text: String,
    pub choices: Choices,
    /// Each choice made, in order, with the largest it could have been.
    pub trace: Vec<(Path, u64, u64)>,
    pub lists: Vec<List>,
    pub assumed: Vec<String>,
    /// Read back from text: the text did not fit the declaration or its
    /// constraints (so drawing the choices again gives another case).
    pub misfit: Option<String>,
}

impl Model {
    pub fn new(steps: Vec<Step>, facts: Facts) -> Model {
        let mut sizes = HashSet::new();
        fn walk(steps: &[Step], sizes: &mut HashSet<String>) {
            for step in steps {
                match step {
                    Step::Repeat { count, body } => {
                        let mut names = Vec::new();
                        count.names(&mut names);
                        sizes.extend(names);
                        walk(body, sizes);
                    }
                    Step::Read(decl) => lens(&decl.ty, sizes),
                }
            }
        }
        fn lens(ty: &Ty, sizes: &mut HashSet<String>) {
            match ty {
                Ty::List { item, len } => {
                    if let Some(len) = len {
                        let mut names = Vec::new();
                        len.names(&mut names);
                        sizes.extend(names);
                    }
                    lens(item, sizes);
                }
                Ty::Tuple(fields) => fields.iter().for_each(|f| lens(f, sizes)),
                _ => {}
            }
        }
        walk(&steps, &mut sizes);
        for num in facts.exact_lengths.values() {
            let mut names = Vec::new();
            num.names(&mut names);
            sizes.extend(names);
        }
        let shaped = facts.connected || facts.simple || facts.directed;
        let graph = if shaped {
            find_graph(&steps, &facts, &mut Vec::new())
        } else {
            None
        };
        if let Some(graph) = &graph {
            // The vertex count is drawn as a size: small while the size is.
            sizes.insert(graph.vertices.clone());
        }
        let unnamed = unnamed(&steps, &facts, &sizes);
        Model {
            steps,
            facts,
            sizes,
            graph,
            unnamed,
        }
    }

    /// Whether `name` counts something.
    pub fn is_size(&self, name: &str) -> bool {
        self.sizes.contains(name)
    }

    /// Whether `name` is how many times a loop reads (the test count).
    pub fn counts_tests(&self, name: &str) -> bool {
        fn counts(steps: &[Step], name: &str) -> bool {
            steps.iter().any(|step| match step {
                Step::Repeat { count, body } => {
                    single_name(count).as_deref() == Some(name) || counts(body, name)
                }
                Step::Read(_) => false,
            })
        }
        counts(&self.steps, name)
    }

    /// Draws one case.
    pub fn draw(&self, mode: Mode) -> Drawn {
        let mut drawer = Drawer {
            model: self,
            mode,
            out: Drawn::default(),
            env: Env::new(),
            owners: HashMap::new(),
            used: HashMap::new(),
            vertices: None,
            left: Vec::new(),
            line: Vec::new(),
        };
        drawer.steps(&self.steps, &[]);
        drawer.end_line();
        drawer.out.assumed.sort();
        drawer.out.assumed.dedup();
        drawer.out
    }
}

/// The value a choice stands for in `lo..=hi`: 0 is the value nearest 0
/// (`lo` when it is above 0), then outwards, positive first.
pub fn value_of(choice: u64, lo: i128, hi: i128) -> i128 {
    let choice = i128::from(choice).min(hi - lo);
    if lo >= 0 {
        return lo + choice;
    }
    if hi <= 0 {
        return hi - choice;
    }
    let both = hi.min(-lo);
    if choice <= 2 * both {
        if choice % 2 == 1 {
            (choice + 1) / 2
        } else {
            -(choice / 2)
        }
    } else if hi > -lo {
        choice - both
    } else {
        -(choice - both)
    }
}

/// The choice that stands for `value` in `lo..=hi` (the inverse of
/// [`value_of`]).
pub fn choice_of(value: i128, lo: i128, hi: i128) -> u64 {
    let value = value.clamp(lo, hi);
    let choice = if lo >= 0 {
        value - lo
    } else if hi <= 0 {
        hi - value
    } else {
        let both = hi.min(-lo);
        if value.abs() <= both {
            if value > 0 {
                2 * value - 1
            } else {
                -2 * value
            }
        } else {
            value.abs() + both
        }
    };
    u64::try_from(choice).unwrap_or(u64::MAX)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A count: small while the size is.
    Size,
    /// A value: often at an edge.
    Value,
    /// A structural choice (a tree's parent, a permutation's next item).
    Shape,
}

struct Drawer<'a> {
    model: &'a Model,
    mode: Mode,
    out: Drawn,
    env: Env,
    /// The path of the choice of each size name drawn.
    owners: HashMap<String, Path>,
    /// What the sums limited so far add up to.
    used: HashMap<String, i128>,
    /// The vertex count an index (`Usize1`) is assumed below.
    vertices: Option<(String, i128)>,
    /// The repetitions left after this one, innermost loop last.
    left: Vec<i128>,
    line: Vec<String>,
}

impl Drawer<'_> {
    fn end_line(&mut self) {
        if !self.line.is_empty() {
            self.out.text.push_str(&self.line.join(" "));
            self.out.text.push('\n');
            self.line.clear();
        }
    }

    fn assume(&mut self, what: String) {
        self.out.assumed.push(what);
    }

    /// One choice in `0..=max` at `path`.
    fn choose(&mut self, path: &Path, max: u64, kind: Kind) -> u64 {
        let choice = match &mut self.mode {
            Mode::Random { rng, size } => match kind {
                Kind::Size => rng.below(max.min(size.saturating_sub(1)) + 1),
                Kind::Value if rng.next_u64() >> 63 == 1 => match rng.below(4) {
                    0 => 0,
                    1 => 1.min(max),
                    2 => max.saturating_sub(1),
                    _ => max,
                },
                Kind::Value | Kind::Shape => {
                    if max == u64::MAX {
                        rng.next_u64()
                    } else {
                        rng.below(max + 1)
                    }
                }
            },
            Mode::Replay(choices) => choices.get(path).copied().unwrap_or(0).min(max),
            Mode::Sequence(prefix) => prefix
                .get(self.out.trace.len())
                .copied()
                .unwrap_or(0)
                .min(max),
            Mode::Text { .. } => 0,
        };
        self.record(path, choice, max);
        choice
    }

    fn record(&mut self, path: &Path, choice: u64, max: u64) {
        if choice > 0 {
            self.out.choices.insert(path.clone(), choice);
        }
        self.out.trace.push((path.clone(), choice, max));
    }

    /// The next token, reading a case back; `None` when drawing.
    fn token(&mut self) -> Option<String> {
        match &mut self.mode {
            Mode::Text { tokens, at } => {
                let token = tokens.get(*at).cloned();
                *at += 1;
                if token.is_none() && self.out.misfit.is_none() {
                    self.out.misfit = Some("the input ended early".to_string());
                }
                Some(token.unwrap_or_default())
            }
            _ => None,
        }
    }

    fn misfit(&mut self, what: String) {
        if self.out.misfit.is_none() {
            self.out.misfit = Some(what);
        }
    }

    /// An integer in `lo..=hi`.
    fn int(&mut self, path: &Path, lo: i128, hi: i128, kind: Kind) -> i128 {
        let span = u64::try_from(hi - lo).unwrap_or(u64::MAX);
        if let Some(token) = self.token() {
            let value = match token.parse::<i128>() {
                Ok(value) if (lo..=hi).contains(&value) => value,
                Ok(value) => {
                    self.misfit(format!("{} is not in {}..={}", value, lo, hi));
                    value.clamp(lo, hi)
                }
                Err(_) => {
                    self.misfit(format!("{:?} is not a number", token));
                    lo
                }
            };
            self.record(path, choice_of(value, lo, hi), span);
            return value;
        }
        if let (Mode::Random { .. }, Kind::Value) = (&self.mode, kind) {
            // Edges in value terms: lo, lo + 1, hi - 1, hi.
            let choice = self.choose(path, span, Kind::Value);
            let edge = match choice {
                0 => Some(lo),
                1 => Some((lo + 1).min(hi)),
                c if c == span => Some(hi),
                c if c + 1 == span => Some((hi - 1).max(lo)),
                _ => None,
            };
            let value = edge.unwrap_or_else(|| value_of(choice, lo, hi));
            // The choice recorded is the one that draws this value again.
            let last = self.out.trace.len() - 1;
            let again = choice_of(value, lo, hi);
            self.out.trace[last].1 = again;
            self.out.choices.remove(path);
            if again > 0 {
                self.out.choices.insert(path.clone(), again);
            }
            return value;
        }
        let choice = self.choose(path, span, kind);
        value_of(choice, lo, hi)
    }

    fn steps(&mut self, steps: &[Step], at: &[u32]) {
        for (i, step) in steps.iter().enumerate() {
            let mut path = at.to_vec();
            path.push(i as u32);
            match step {
                Step::Read(decl) => self.decl(decl, path),
                Step::Repeat { count, body } => {
                    let times = count.eval(&self.env).unwrap_or_else(|| {
                        self.assume("a loop's count is unknown: once".to_string());
                        1
                    });
                    let owner = single_name(count).and_then(|name| self.owners.get(&name).cloned());
                    self.end_line();
                    let times = times.clamp(0, 1 << 20);
                    for j in 0..times {
                        let mut inner = path.clone();
                        inner.push(j as u32);
                        let saved = self.vertices.clone();
                        self.left.push(times - j - 1);
                        self.steps(body, &inner);
                        self.left.pop();
                        self.vertices = saved;
                        self.end_line();
                    }
                    self.out.lists.push(List {
                        path,
                        owner,
                        len: times.max(0) as usize,
                    });
                }
            }
        }
    }

    fn decl(&mut self, decl: &Decl, path: Path) {
        let scalar = matches!(decl.ty, Ty::Int { .. } | Ty::Float | Ty::Char | Ty::Bool);
        if !scalar {
            self.end_line();
        }
        self.value(decl, &decl.ty, &path, &decl.name);
        if !scalar {
            self.end_line();
        }
    }

    /// The bounds of an integer named `name` (its token's, for `Usize1`).
    fn bounds(&mut self, decl: &Decl, ty: &Ty, name: &str) -> (i128, i128) {
        let Ty::Int { lo, hi, one_based } = *ty else {
            return (-1_000_000_000, 1_000_000_000);
        };
        let (type_lo, type_hi) = if one_based {
            (lo.saturating_add(1), hi)
        } else {
            (lo, hi)
        };
        let eval = |num: &Option<Num>, env: &Env| num.as_ref().and_then(|n| n.eval(env));
        let mut low = None;
        let mut high = None;
        if let Some((l, h)) = &decl.range {
            low = eval(l, &self.env).map(|v| if one_based { v + 1 } else { v });
            high = eval(h, &self.env).map(|v| if one_based { v + 1 } else { v });
        }
        if let Some((l, h)) = self.model.facts.value(name).cloned() {
            low = low.or(eval(&l, &self.env));
            high = high.or(eval(&h, &self.env));
        }
        let size = self.model.sizes.contains(name);
        let unbounded = decl.range.is_none() && self.model.facts.value(name).is_none();
        if let (true, false, Some((names, (l, h)))) = (unbounded, size, &self.model.unnamed) {
            low = low.or(eval(l, &self.env));
            high = high.or(eval(h, &self.env));
            self.assume(format!(
                "{} is bounded as {} (the constraints name no {})",
                name,
                names.join(", "),
                name
            ));
        }
        if one_based && high.is_none() {
            if let Some((vertices, count)) = self.vertices.clone() {
                low = low.or(Some(1));
                high = Some(count);
                self.assume(format!(
                    "{} is an index: 1 to {} (the constraints give no bound)",
                    name, vertices
                ));
            }
        }
        if low.is_none() || high.is_none() {
            let (l, h) = if size {
                (1, 200_000)
            } else if one_based {
                (1, 1_000_000_000)
            } else if type_lo < 0 {
                (-1_000_000_000, 1_000_000_000)
            } else {
                (0, 1_000_000_000)
            };
            let (l, h) = (low.unwrap_or(l), high.unwrap_or(h));
            self.assume(format!(
                "{} is from {} to {} (the constraints do not bound it{})",
                name,
                l,
                h,
                if low.is_some() || high.is_some() {
                    " at both ends"
                } else {
                    ""
                }
            ));
            low = Some(l);
            high = Some(h);
        }
        let mut lo = low.unwrap_or(0).max(type_lo);
        let mut hi = high.unwrap_or(0).min(type_hi);
        // A sum over test cases: room for the tests left at their least.
        if let Some(limit) = self.model.facts.sums.get(name) {
            if let Some(limit) = limit.eval(&self.env) {
                let left = self.left.last().copied().unwrap_or(0);
                let used = self.used.get(name).copied().unwrap_or(0);
                hi = hi.min(limit - used - left * lo.max(1));
            }
        }
        if self.is_repeat_count(name) {
            for (summed, limit) in &self.model.facts.sums {
                let least = self
                    .model
                    .facts
                    .value(summed)
                    .and_then(|(l, _)| l.as_ref().and_then(|l| l.eval(&self.env)))
                    .unwrap_or(1)
                    .max(1);
                if let Some(limit) = limit.eval(&self.env) {
                    hi = hi.min(limit / least);
                }
            }
        }
        if size {
            lo = lo.max(0);
        }
        self.graph_bounds(name, &mut lo, &mut hi);
        if hi < lo {
            hi = lo;
        }
        (lo, hi)
    }

    /// A graph's counts as its shape needs them: a connected graph's edge
    /// count at least `n - 1`, a simple graph's at most the pairs there
    /// are; the vertex count with room for them.
    fn graph_bounds(&mut self, name: &str, lo: &mut i128, hi: &mut i128) {
        let Some(graph) = &self.model.graph else {
            return;
        };
        let facts = &self.model.facts;
        let directed = facts.directed;
        if graph.count == name {
            let Some(&n) = self.env.get(&graph.vertices) else {
                return;
            };
            if facts.connected && *lo < n - 1 {
                *lo = n - 1;
                self.assume(format!(
                    "{} is at least {} - 1 (the graph is connected)",
                    name, graph.vertices
                ));
            }
            let most = most_edges(n, directed);
            if facts.simple && *hi > most {
                *hi = most;
                self.assume(format!(
                    "{} is at most {v}({v} - 1){} (the graph is simple; the constraints allow more)",
                    name,
                    if directed { "" } else { "/2" },
                    v = graph.vertices,
                ));
            }
        } else if graph.vertices == name {
            let count = facts.value(&graph.count).cloned().unwrap_or((None, None));
            let eval = |num: &Option<Num>| num.as_ref().and_then(|n| n.eval(&self.env));
            // Enough vertices for the fewest edges a simple graph has.
            if let (true, Some(least)) = (facts.simple, eval(&count.0)) {
                let (mut low, mut high) = (*lo, (*hi).max(*lo));
                while low < high {
                    let mid = low + (high - low) / 2;
                    if most_edges(mid, directed) >= least {
                        high = mid;
                    } else {
                        low = mid + 1;
                    }
                }
                *lo = low;
            }
            // No more vertices than the most edges can connect.
            if let (true, Some(most)) = (facts.connected, eval(&count.1)) {
                *hi = (*hi).min(most + 1);
            }
        }
    }

    fn value(&mut self, decl: &Decl, ty: &Ty, path: &Path, name: &str) {
        match ty {
            Ty::Int { .. } => {
                let (lo, hi) = self.bounds(decl, ty, name);
                let size = self.model.sizes.contains(name);
                let kind = if size { Kind::Size } else { Kind::Value };
                let value = self.int(path, lo, hi, kind);
                self.line.push(value.to_string());
                if size && self.vertices.is_none() && !self.is_repeat_count(name) {
                    self.vertices = Some((name.to_string(), value));
                }
                if self.model.facts.sums.contains_key(name) {
                    *self.used.entry(name.to_string()).or_insert(0) += value;
                }
                self.env.insert(name.to_string(), value);
                self.owners.insert(name.to_string(), path.clone());
            }
            Ty::Float => {
                let int = Ty::Int {
                    lo: i64::MIN.into(),
                    hi: i64::MAX.into(),
                    one_based: false,
                };
                let (lo, hi) = self.bounds(decl, &int, name);
                let value = match self.token() {
                    Some(token) => {
                        let value = token.parse::<f64>().unwrap_or(0.0).round() as i128;
                        self.record(path, choice_of(value, lo, hi), 0);
                        value
                    }
                    None => self.int(path, lo, hi, Kind::Value),
                };
                self.line.push(value.to_string());
            }
            Ty::Bool => {
                let value = match self.token() {
                    Some(token) => u64::from(token == "true"),
                    None => self.choose(path, 1, Kind::Value),
                };
                self.line.push((value == 1).to_string());
            }
            Ty::Char => {
                let alphabet = self.alphabet(name);
                let c = self.character(path, &alphabet);
                self.line.push((c as char).to_string());
            }
            Ty::Word => {
                let word = self.word(path, name);
                self.line.push(word);
            }
            Ty::Tuple(fields) => {
                let letters: Vec<String> = name.chars().map(String::from).collect();
                let named_fields = letters.len() == fields.len()
                    && letters.iter().all(|l| self.model.facts.value(l).is_some());
                for (f, field) in fields.iter().enumerate() {
                    let mut inner = path.clone();
                    inner.push(f as u32);
                    let field_name = if named_fields {
                        letters[f].as_str()
                    } else {
                        name
                    };
                    self.value(decl, field, &inner, field_name);
                }
            }
            Ty::List { item, len } => self.list(decl, item, len.as_ref(), path, name),
        }
    }

    fn is_repeat_count(&self, name: &str) -> bool {
        self.model.counts_tests(name)
    }

    fn alphabet(&mut self, name: &str) -> Vec<u8> {
        match self.model.facts.alphabet(name) {
            Some(alphabet) => alphabet.clone(),
            None => {
                self.assume(format!(
                    "{} is made of lowercase letters (the constraints name no alphabet)",
                    name
                ));
                (b'a'..=b'z').collect()
            }
        }
    }

    fn character(&mut self, path: &Path, alphabet: &[u8]) -> u8 {
        let max = alphabet.len().saturating_sub(1) as u64;
        let choice = self.choose(path, max, Kind::Value);
        alphabet.get(choice as usize).copied().unwrap_or(b'a')
    }

    fn word(&mut self, path: &Path, name: &str) -> String {
        let alphabet = self.alphabet(name);
        if let Some(token) = self.token() {
            let mut len_path = path.clone();
            len_path.push(LEN);
            let len = token.len() as i128;
            let (lo, hi) = self.word_bounds(name);
            if let Some((lo, hi)) = lo.zip(hi) {
                if !(lo..=hi).contains(&len) {
                    self.misfit(format!("{:?} is not {} to {} long", token, lo, hi));
                }
                self.record(&len_path, choice_of(len, lo, hi), 0);
            }
            for (i, byte) in token.bytes().enumerate() {
                let mut at = path.clone();
                at.push(i as u32);
                let choice = match alphabet.iter().position(|&c| c == byte) {
                    Some(choice) => choice as u64,
                    None => {
                        self.misfit(format!(
                            "{:?} is not one of the characters of {}",
                            byte as char, name
                        ));
                        0
                    }
                };
                self.record(&at, choice, 0);
            }
            self.out.lists.push(List {
                path: path.clone(),
                owner: Some(len_path),
                len: token.len(),
            });
            return token;
        }
        let (len, owner) = match self.word_bounds(name) {
            (Some(lo), Some(hi)) if lo == hi => {
                let owner = self
                    .model
                    .facts
                    .exact_length(name)
                    .and_then(single_name)
                    .and_then(|n| self.owners.get(&n).cloned());
                (lo, owner)
            }
            (lo, hi) => {
                let lo = lo.unwrap_or(1).max(0);
                let hi = hi.unwrap_or_else(|| {
                    self.assume(format!(
                        "{} is at most 200000 long (the constraints give no length)",
                        name
                    ));
                    200_000
                });
                let mut len_path = path.clone();
                len_path.push(LEN);
                let len = self.int(&len_path, lo, hi.max(lo), Kind::Size);
                (len, Some(len_path))
            }
        };
        let mut word = String::new();
        for i in 0..len.clamp(0, 1 << 24) {
            let mut at = path.clone();
            at.push(i as u32);
            word.push(self.character(&at, &alphabet) as char);
        }
        self.out.lists.push(List {
            path: path.clone(),
            owner,
            len: len.max(0) as usize,
        });
        word
    }

    /// A word's length bounds: exact (`of length W`), or `|S|`'s.
    fn word_bounds(&mut self, name: &str) -> (Option<i128>, Option<i128>) {
        if let Some(exact) = self.model.facts.exact_length(name).cloned() {
            if let Some(len) = exact.eval(&self.env) {
                return (Some(len), Some(len));
            }
        }
        match self.model.facts.lengths.get(name).cloned() {
            Some((lo, hi)) => (
                lo.and_then(|n| n.eval(&self.env)),
                hi.and_then(|n| n.eval(&self.env)),
            ),
            None => (None, None),
        }
    }

    fn list(&mut self, decl: &Decl, item: &Ty, len: Option<&Num>, path: &Path, name: &str) {
        let facts = &self.model.facts;
        let (count, owner) = match len {
            Some(len) => {
                let count = len.eval(&self.env).unwrap_or_else(|| {
                    self.assume(format!("{}'s length is unknown: 1", name));
                    1
                });
                let owner = counted_by(len).and_then(|n| self.owners.get(&n).cloned());
                (count.max(0), owner)
            }
            None => {
                let mut len_path = path.clone();
                len_path.push(LEN);
                let (lo, hi) = match facts.lengths.get(name).cloned() {
                    Some((lo, hi)) => (
                        lo.and_then(|n| n.eval(&self.env)).unwrap_or(0),
                        hi.and_then(|n| n.eval(&self.env)).unwrap_or(200_000),
                    ),
                    None => (0, 200_000),
                };
                let count = self.int(&len_path, lo.max(0), hi.max(lo), Kind::Size);
                self.line.push(count.to_string());
                (count, Some(len_path))
            }
        };
        let count = count.min(1 << 24) as usize;
        let int_item = matches!(item, Ty::Int { .. });
        let pair = matches!(item, Ty::Tuple(fields) if fields.len() == 2 && fields.iter().all(|f| matches!(f, Ty::Int { .. })));
        let is_tree = pair && facts.tree && len.is_some_and(|len| minus_one(len).is_some());
        let nested = !matches!(item, Ty::Int { .. } | Ty::Float | Ty::Char | Ty::Bool);
        let is_graph = self
            .model
            .graph
            .as_ref()
            .is_some_and(|graph| graph.edges == name && len.is_some());
        if is_tree {
            let vertices = len.and_then(minus_one).expect("a tree's count");
            self.tree(decl, item, path, count + 1, &vertices);
        } else if let (true, Ty::Tuple(fields)) = (is_graph, item) {
            self.graph(decl, item, fields, path, count);
        } else if int_item && facts.permutations.iter().any(|p| p == name) {
            self.permutation(decl, item, path, count, name);
        } else if int_item && facts.distinct.iter().any(|p| p == name) {
            self.distinct(decl, item, path, count, name);
        } else {
            let all_equal = int_item && {
                let mut mode_path = path.clone();
                mode_path.push(MODE);
                match &self.mode {
                    Mode::Text { .. } => false,
                    Mode::Random { .. } => {
                        let equal = match &mut self.mode {
                            Mode::Random { rng, .. } => rng.below(4) == 0,
                            _ => false,
                        };
                        self.record(&mode_path, u64::from(equal), 1);
                        equal
                    }
                    _ => self.choose(&mode_path, 1, Kind::Shape) == 1,
                }
            };
            let sorted = int_item && facts.sorted.iter().any(|p| p == name);
            let start = self.line.len();
            for i in 0..count {
                let mut at = path.clone();
                at.push(i as u32);
                if all_equal && i > 0 {
                    let first = self.line[start].clone();
                    self.line.push(first);
                    continue;
                }
                self.value(decl, item, &at, name);
                if nested {
                    self.end_line();
                }
            }
            if sorted && !matches!(self.mode, Mode::Text { .. }) {
                let mut values: Vec<i128> = self.line[start..]
                    .iter()
                    .filter_map(|v| v.parse().ok())
                    .collect();
                values.sort_unstable();
                self.line.truncate(start);
                self.line.extend(values.iter().map(i128::to_string));
            }
        }
        self.out.lists.push(List {
            path: path.clone(),
            owner,
            len: count,
        });
    }

    /// The base of an index list's values: what its items' lower bound is.
    fn base(&mut self, decl: &Decl, item: &Ty, name: &str) -> i128 {
        let field = match item {
            Ty::Tuple(fields) => fields[0].clone(),
            other => other.clone(),
        };
        match self.model.facts.value(name).and_then(|(lo, _)| lo.clone()) {
            Some(lo) => lo.eval(&self.env).unwrap_or(1),
            None => match (&decl.range, field) {
                (Some((Some(lo), _)), _) => lo.eval(&self.env).unwrap_or(1),
                (
                    _,
                    Ty::Int {
                        one_based: true, ..
                    },
                ) => 1,
                _ => {
                    self.assume(format!("{}'s vertices are numbered from 1", name));
                    1
                }
            },
        }
    }

    /// A tree on `n` vertices: vertex `i` hangs from one of `0..i`, then
    /// the vertices are renamed by a permutation. All choices 0: a star
    /// around vertex 1, its edges in order.
    fn tree(&mut self, decl: &Decl, item: &Ty, path: &Path, n: usize, vertices: &Num) {
        let base = self.base(decl, item, &decl.name);
        if let Some(name) = single_name(vertices) {
            self.vertices = Some((name, n as i128));
        }
        if let Mode::Text { .. } = self.mode {
            self.read_tree(path, n, base);
            return;
        }
        let mut parent = vec![0usize; n];
        for (i, p) in parent.iter_mut().enumerate().skip(1) {
            let mut at = path.clone();
            at.push(i as u32 - 1);
            at.push(0);
            *p = self.choose(&at, i as u64 - 1, Kind::Shape) as usize;
        }
        let names = self.lehmer(path, n, 1);
        for i in 1..n {
            self.line
                .push((names[parent[i]] as i128 + base).to_string());
            self.line.push((names[i] as i128 + base).to_string());
            self.end_line();
        }
    }

    /// `m` edges on the graph's `n` vertices, as the constraints say: a
    /// spanning tree first where it is connected (as [`Self::tree`] draws
    /// one), then each edge the choice-th pair `u != v`, or the next pair
    /// not taken, where it is simple; any two ends where it is not. An
    /// undirected edge's ends (and a directed tree edge's) are swapped or
    /// not. Under `path + [k]`: 0 the parent or the pair (or the first end),
    /// 1 the renaming, 2 the swap, 3 the second end, 4 on the fields after
    /// the ends (a weight). All choices 0: a star around vertex 1, then the
    /// first pairs in order.
    fn graph(&mut self, decl: &Decl, item: &Ty, fields: &[Ty], path: &Path, m: usize) {
        let graph = self.model.graph.clone().expect("a graph");
        let (connected, simple, directed) = {
            let facts = &self.model.facts;
            (facts.connected, facts.simple, facts.directed)
        };
        let base = self.base(decl, item, &decl.name);
        let n = self.env.get(&graph.vertices).copied().unwrap_or(1).max(1);
        self.vertices = Some((graph.vertices.clone(), n));
        let n = n.min(1 << 24) as usize;
        let spanning = if connected { m.min(n - 1) } else { 0 };
        if let Mode::Text { .. } = self.mode {
            return self.read_graph(decl, fields, path, (n, m, spanning), base);
        }
        let mut parent = vec![0usize; n];
        for (i, p) in parent.iter_mut().enumerate().skip(1).take(spanning) {
            *p = self.choose(&at(path, i - 1, 0), i as u64 - 1, Kind::Shape) as usize;
        }
        let names: Vec<usize> = match connected {
            true => self.lehmer(path, n, 1),
            false => (0..n).collect(),
        };
        let total = most_edges(n as i128, directed);
        let key = |u: i128, v: i128| match directed {
            true => (u, v),
            false => (u.min(v), u.max(v)),
        };
        let mut taken = HashSet::new();
        for k in 0..m {
            let (u, v, swappable) = if k < spanning {
                (names[parent[k + 1]] as i128, names[k + 1] as i128, true)
            } else if simple && (taken.len() as i128) < total {
                let choice = self.choose(&at(path, k, 0), (total - 1) as u64, Kind::Shape);
                let mut index = i128::from(choice);
                // Linear probing: the choice-th pair, or the next one free.
                let (u, v) = loop {
                    let (u, v) = pair(index, n as i128, directed);
                    if !taken.contains(&key(u, v)) {
                        break (u, v);
                    }
                    index = (index + 1) % total;
                };
                (u, v, !directed)
            } else {
                let last = n as u64 - 1;
                let u = self.choose(&at(path, k, 0), last, Kind::Shape);
                let v = self.choose(&at(path, k, 3), last, Kind::Shape);
                (u as i128, v as i128, false)
            };
            let swap = swappable && self.choose(&at(path, k, 2), 1, Kind::Shape) == 1;
            let (u, v) = if swap { (v, u) } else { (u, v) };
            taken.insert(key(u, v));
            self.line.push((u + base).to_string());
            self.line.push((v + base).to_string());
            for (f, field) in fields.iter().enumerate().skip(2) {
                self.value(decl, field, &at(path, k, 2 + f as u32), &decl.name);
            }
            self.end_line();
        }
    }

    /// A graph read back: its spanning tree (where it is connected) must be
    /// its first `n - 1` edges, each joining a vertex met before (or the
    /// root) to a new one, as [`Self::graph`] prints it; a simple graph's
    /// edges must be pairs `u != v`, each once.
    fn read_graph(
        &mut self,
        decl: &Decl,
        fields: &[Ty],
        path: &Path,
        (n, m, spanning): (usize, usize, usize),
        base: i128,
    ) {
        let (simple, directed) = (self.model.facts.simple, self.model.facts.directed);
        let mut edges = Vec::with_capacity(m);
        for k in 0..m {
            let mut ends = [0i128; 2];
            for end in &mut ends {
                let token = self.token().unwrap_or_default();
                *end = token.parse::<i128>().unwrap_or(base - 1) - base;
                self.line.push(token);
            }
            for (f, field) in fields.iter().enumerate().skip(2) {
                self.value(decl, field, &at(path, k, 2 + f as u32), &decl.name);
            }
            self.end_line();
            edges.push((ends[0], ends[1]));
        }
        let n_ = n as i128;
        if let Some(&(u, v)) = edges
            .iter()
            .find(|&&(u, v)| !(0..n_).contains(&u) || !(0..n_).contains(&v))
        {
            let shown = if (0..n_).contains(&u) { v } else { u };
            return self.misfit(format!(
                "vertex {} is not in {}..={}",
                shown + base,
                base,
                n_ - 1 + base
            ));
        }
        if spanning > 0 {
            let (a, b) = edges[0];
            let found = [a, b]
                .iter()
                .find_map(|&root| spanning_order(&edges[..spanning], root, n));
            let Some((found, choices)) = found else {
                return self.misfit(format!(
                    "the graph's first {} edges are not a spanning tree, each from a vertex met before to a new one",
                    spanning
                ));
            };
            let mut order = found;
            for (i, (parent, swap)) in choices.into_iter().enumerate() {
                self.record(&at(path, i, 0), parent, i as u64);
                self.record(&at(path, i, 2), u64::from(swap), 1);
            }
            // The renaming: the vertices in the order met, then the rest.
            let mut met = vec![false; n];
            order.iter().for_each(|&v| met[v] = true);
            order.extend((0..n).filter(|&v| !met[v]));
            let mut left: Vec<usize> = (0..n).collect();
            for (i, name) in order.iter().enumerate() {
                let choice = left.iter().position(|v| v == name).unwrap_or(0);
                left.remove(choice);
                self.record(&at(path, i, 1), choice as u64, (n - 1 - i) as u64);
            }
        }
        let key = |u: i128, v: i128| match directed {
            true => (u, v),
            false => (u.min(v), u.max(v)),
        };
        let mut taken: HashSet<(i128, i128)> =
            edges[..spanning].iter().map(|&(u, v)| key(u, v)).collect();
        let total = most_edges(n_, directed);
        for (k, &(u, v)) in edges.iter().enumerate().skip(spanning) {
            if !simple {
                self.record(&at(path, k, 0), u as u64, n as u64 - 1);
                self.record(&at(path, k, 3), v as u64, n as u64 - 1);
                continue;
            }
            if u == v {
                return self.misfit(format!(
                    "{} {} is a self-loop in a simple graph",
                    u + base,
                    v + base
                ));
            }
            if !taken.insert(key(u, v)) {
                return self.misfit(format!(
                    "{} {} is a second edge between them in a simple graph",
                    u + base,
                    v + base
                ));
            }
            let index = pair_index(u, v, n_, directed);
            self.record(&at(path, k, 0), index as u64, (total - 1) as u64);
            if !directed {
                self.record(&at(path, k, 2), u64::from(u > v), 1);
            }
        }
    }

    /// A tree read back: its choices are found when each edge is printed
    /// as this drawing prints it, `parent child`, every parent met before
    /// as a child (or the root), as most generators print a tree.
    fn read_tree(&mut self, path: &Path, n: usize, base: i128) {
        let mut edges = Vec::new();
        for _ in 1..n {
            let mut pair = [0i128; 2];
            for end in &mut pair {
                let token = self.token().unwrap_or_default();
                *end = token.parse::<i128>().unwrap_or(base - 1) - base;
                self.line.push(token);
            }
            self.end_line();
            edges.push((pair[0], pair[1]));
        }
        let in_range = |v: i128| (0..n as i128).contains(&v);
        let mut names: Vec<i128> = vec![-1];
        names.extend(edges.iter().map(|&(_, child)| child));
        let mut seen = vec![false; n];
        for &name in &names[1..] {
            if !in_range(name) || seen[name as usize] {
                return self.misfit("the tree's edges are not one a vertex".to_string());
            }
            seen[name as usize] = true;
        }
        names[0] = seen.iter().position(|&s| !s).map_or(0, |v| v as i128);
        for (i, &(parent, _)) in edges.iter().enumerate() {
            let child = i + 1;
            match names[..child].iter().position(|&name| name == parent) {
                Some(at) => {
                    let mut at_path = path.clone();
                    at_path.push(i as u32);
                    at_path.push(0);
                    self.record(&at_path, at as u64, i as u64);
                }
                None => {
                    return self.misfit(
                        "the tree's edges are not each `parent child`, parents first".to_string(),
                    )
                }
            }
        }
        let mut left: Vec<i128> = (0..n as i128).collect();
        for (i, name) in names.iter().enumerate() {
            let choice = left.iter().position(|v| v == name).unwrap_or(0);
            left.remove(choice);
            let mut at = path.clone();
            at.push(i as u32);
            at.push(1);
            self.record(&at, choice as u64, (n - 1 - i) as u64);
        }
    }

    /// A permutation of `0..n` from choices under `path + [i, field]`: the
    /// `i`-th item is the choice-th of those left (all 0: in order).
    fn lehmer(&mut self, path: &Path, n: usize, field: u32) -> Vec<usize> {
        let mut left: Vec<usize> = (0..n).collect();
        let mut order = Vec::with_capacity(n);
        for i in 0..n {
            let mut at = path.clone();
            at.push(i as u32);
            at.push(field);
            let choice = self.choose(&at, (n - 1 - i) as u64, Kind::Shape) as usize;
            order.push(left.remove(choice.min(left.len() - 1)));
        }
        order
    }

    fn permutation(&mut self, decl: &Decl, item: &Ty, path: &Path, n: usize, name: &str) {
        let base = self.base(decl, item, name);
        if let Mode::Text { .. } = self.mode {
            let mut values = Vec::new();
            for _ in 0..n {
                let token = self.token().unwrap_or_default();
                values.push(token.parse::<i128>().unwrap_or(base) - base);
                self.line.push(token);
            }
            // The Lehmer code of what was read.
            let mut left: Vec<i128> = (0..n as i128).collect();
            for (i, value) in values.iter().enumerate() {
                let mut at = path.clone();
                at.push(i as u32);
                at.push(0);
                match left.iter().position(|v| v == value) {
                    Some(choice) => {
                        left.remove(choice);
                        self.record(&at, choice as u64, (n - 1 - i) as u64);
                    }
                    None => self.misfit(format!("{} is not a permutation", name)),
                }
            }
            return;
        }
        for value in self.lehmer(path, n, 0) {
            self.line.push((value as i128 + base).to_string());
        }
    }

    /// Distinct values: the `i`-th is the choice-th of the values not taken.
    fn distinct(&mut self, decl: &Decl, item: &Ty, path: &Path, n: usize, name: &str) {
        let (lo, hi) = self.bounds(decl, item, name);
        let mut taken: Vec<i128> = Vec::new();
        for i in 0..n {
            let mut at = path.clone();
            at.push(i as u32);
            let room = (hi - lo + 1 - taken.len() as i128).max(1);
            let value = if let Some(token) = self.token() {
                let value: i128 = token.parse().unwrap_or(lo);
                let below = taken.iter().filter(|&&t| t < value).count() as i128;
                if taken.contains(&value) {
                    self.misfit(format!("{} is not distinct", name));
                }
                self.record(&at, (value - lo - below).max(0) as u64, 0);
                value
            } else {
                let choice = self.int(&at, 0, room - 1, Kind::Value);
                let mut value = lo + choice;
                let mut sorted = taken.clone();
                sorted.sort_unstable();
                for t in sorted {
                    if t <= value {
                        value += 1;
                    }
                }
                value
            };
            taken.push(value);
            self.line.push(value.to_string());
        }
    }
}

/// The first list of pairs of integers (more fields may follow: a weight)
/// counted by a name of its own, `m`, after an integer `n` read before `m`
/// (`ints`: the integers read so far, in order). A list counted by `n - 1`
/// under `The given graph is a tree` is a tree, not this.
fn find_graph(steps: &[Step], facts: &Facts, ints: &mut Vec<String>) -> Option<Graph> {
    for step in steps {
        match step {
            Step::Repeat { body, .. } => {
                if let Some(graph) = find_graph(body, facts, ints) {
                    return Some(graph);
                }
            }
            Step::Read(decl) => match &decl.ty {
                Ty::Int { .. } => ints.push(decl.name.clone()),
                Ty::List {
                    item,
                    len: Some(len),
                } => {
                    let pairs = matches!(&**item, Ty::Tuple(fields)
                        if fields.len() >= 2 && fields[..2].iter().all(|f| matches!(f, Ty::Int { .. })));
                    let tree = facts.tree && minus_one(len).is_some();
                    let Some(count) = single_name(len) else {
                        continue;
                    };
                    if !pairs || tree {
                        continue;
                    }
                    let at = ints.iter().rposition(|name| *name == count)?;
                    let vertices = ints[..at].last()?.clone();
                    return Some(Graph {
                        edges: decl.name.clone(),
                        count,
                        vertices,
                    });
                }
                _ => {}
            },
        }
    }
    None
}

/// The names `facts` bound that no declaration reads, when they share one
/// constant range (a name in it, `≤ N`, is a vertex's or a count's).
fn unnamed(steps: &[Step], facts: &Facts, sizes: &HashSet<String>) -> Option<(Vec<String>, Range)> {
    fn declared(steps: &[Step], names: &mut HashSet<String>) {
        for step in steps {
            match step {
                Step::Repeat { body, .. } => declared(body, names),
                Step::Read(decl) => {
                    names.insert(decl.name.clone());
                    // `ab: [(i64, i64); n]` reads `a` and `b`.
                    names.extend(decl.name.chars().map(String::from));
                }
            }
        }
    }
    let mut read = HashSet::new();
    declared(steps, &mut read);
    let mut others: Vec<(&String, &Range)> = facts
        .values
        .iter()
        .filter(|(name, _)| !read.contains(*name) && !sizes.contains(*name))
        .collect();
    others.sort_by(|a, b| a.0.cmp(b.0));
    let (_, range) = others.first()?;
    let constant = |num: &Option<Num>| num.as_ref().and_then(|n| n.eval(&Env::new())).is_some();
    let shared = others.iter().all(|(_, r)| r == range) && constant(&range.0) && constant(&range.1);
    shared.then(|| {
        (
            others.iter().map(|(n, _)| n.to_string()).collect(),
            (*range).clone(),
        )
    })
}

/// The place `path + [item, field]`.
fn at(path: &Path, item: usize, field: u32) -> Path {
    let mut at = path.clone();
    at.push(item as u32);
    at.push(field);
    at
}

/// A spanning tree edge's choices: its parent's place, and its swap.
type EdgeChoices = (u64, bool);

/// The order in which `edges` meet the vertices from `root`, each edge
/// from one met before to a new one, with each edge's choices: the index
/// of its parent in that order, and whether it is printed `child parent`.
fn spanning_order(
    edges: &[(i128, i128)],
    root: i128,
    n: usize,
) -> Option<(Vec<usize>, Vec<EdgeChoices>)> {
    let mut at: Vec<Option<usize>> = vec![None; n];
    at[root as usize] = Some(0);
    let mut order = vec![root as usize];
    let mut choices = Vec::new();
    for &(a, b) in edges {
        let (parent, child, swap) = match (at[a as usize], at[b as usize]) {
            (Some(p), None) => (p, b, false),
            (None, Some(p)) => (p, a, true),
            _ => return None,
        };
        at[child as usize] = Some(order.len());
        order.push(child as usize);
        choices.push((parent as u64, swap));
    }
    Some((order, choices))
}

/// The most edges a simple graph on `n` vertices has.
pub fn most_edges(n: i128, directed: bool) -> i128 {
    let n = n.max(0);
    if directed {
        n * (n - 1).max(0)
    } else {
        n * (n - 1).max(0) / 2
    }
}

/// The `index`-th pair `u != v` of `0..n`, as `u < v` in order (or every
/// ordered pair, `directed`).
fn pair(index: i128, n: i128, directed: bool) -> (i128, i128) {
    if directed {
        let (u, r) = (index / (n - 1), index % (n - 1));
        return (u, if r < u { r } else { r + 1 });
    }
    let (mut u, mut index) = (0, index);
    while index >= n - 1 - u {
        index -= n - 1 - u;
        u += 1;
    }
    (u, u + 1 + index)
}

/// The index of the pair `(u, v)`, `u != v` (the inverse of [`pair`]; an
/// undirected pair as `u < v`).
fn pair_index(u: i128, v: i128, n: i128, directed: bool) -> i128 {
    if directed {
        return u * (n - 1) + if v < u { v } else { v - 1 };
    }
    let (u, v) = (u.min(v), u.max(v));
    u * (n - 1) - u * (u - 1) / 2 + (v - u - 1)
}

/// `n` for `n`, none for anything else.
fn single_name(num: &Num) -> Option<String> {
    match num {
        Num::Name(name) => Some(name.clone()),
        Num::Sub(a, b) if **b == Num::Const(0) => single_name(a),
        _ => None,
    }
}

/// The name a length counts by: `n` for `n`, `n - 1` and `n + 1`.
fn counted_by(num: &Num) -> Option<String> {
    match num {
        Num::Name(name) => Some(name.clone()),
        Num::Sub(a, b) | Num::Add(a, b) if matches!(**b, Num::Const(_)) => counted_by(a),
        _ => None,
    }
}

/// `n` for `n - 1`: a tree's edge count.
fn minus_one(num: &Num) -> Option<Num> {
    match num {
        Num::Sub(a, b) if **b == Num::Const(1) => Some((**a).clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
