//! The input a solution reads, from its own `input!` declarations (read with
//! syn, never run): each call in order from `main`, through the functions it
//! calls, and a call inside `for _ in 0..t` repeated `t` times.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::{Block, Expr, Item, Stmt};

use super::num::Num;

/// One value's type, as `input!` reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ty {
    /// An integer between the type's limits; `one_based` for `Usize1` and
    /// `Isize1`, whose token is one more than the value.
    Int {
        lo: i128,
        hi: i128,
        one_based: bool,
    },
    Float,
    Char,
    Bool,
    /// `String`, `Chars` or `Bytes`: one word.
    Word,
    Tuple(Vec<Ty>),
    /// `[T; len]`, or `[T]` (`len` none: the length comes first).
    List {
        item: Box<Ty>,
        len: Option<Num>,
    },
}

/// `name: ty in lo..=hi`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decl {
    /// Lower-cased, as constraints are matched.
    pub name: String,
    pub ty: Ty,
    /// The declaration's own range, both ends included: of the value, or
    /// of each item of a list.
    pub range: Option<(Option<Num>, Option<Num>)>,
}

/// What the solution reads, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    Read(Decl),
    /// A loop `for _ in a..b` around reads: `count` times.
    Repeat {
        count: Num,
        body: Vec<Step>,
    },
}

/// The steps, and what could not be read (each a line for the user).
#[derive(Debug, Clone, Default)]
pub struct Declaration {
    pub steps: Vec<Step>,
    pub notes: Vec<String>,
}

/// Reads the declarations of a solution's source.
pub fn read(source: &str) -> Result<Declaration, String> {
    let file = syn::parse_file(source)
        .map_err(|err| format!("the solution is not Rust code ({})", err))?;
    let functions: Vec<&syn::ItemFn> = file
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Fn(function) => Some(function),
            _ => None,
        })
        .collect();
    let main = functions
        .iter()
        .find(|function| function.sig.ident == "main")
        .ok_or("the solution has no `fn main`")?;
    let mut walker = Walker {
        functions: &functions,
        notes: Vec::new(),
        depth: 0,
    };
    let steps = walker.block(&main.block);
    let mut notes = walker.notes;
    notes.dedup();
    if steps.is_empty() {
        return Err("the solution's `main` reads nothing with `input!`".to_string());
    }
    Ok(Declaration { steps, notes })
}

struct Walker<'a> {
    functions: &'a [&'a syn::ItemFn],
    notes: Vec<String>,
    depth: usize,
}

impl Walker<'_> {
    fn block(&mut self, block: &Block) -> Vec<Step> {
        let mut steps = Vec::new();
        for stmt in &block.stmts {
            match stmt {
                Stmt::Macro(stmt) => steps.extend(self.mac(&stmt.mac)),
                Stmt::Expr(expr, _) => steps.extend(self.expr(expr)),
                Stmt::Local(local) => {
                    if let Some(init) = &local.init {
                        steps.extend(self.expr(&init.expr));
                    }
                }
                _ => {}
            }
        }
        steps
    }

    fn mac(&mut self, mac: &syn::Macro) -> Vec<Step> {
        let named = mac.path.segments.last().map(|s| s.ident.to_string());
        if !matches!(named.as_deref(), Some("input" | "try_input")) {
            return Vec::new();
        }
        match decls(mac.tokens.clone()) {
            Ok(decls) => decls.into_iter().map(Step::Read).collect(),
            Err(note) => {
                self.notes.push(note);
                Vec::new()
            }
        }
    }

    fn expr(&mut self, expr: &Expr) -> Vec<Step> {
        match expr {
            Expr::Macro(mac) => self.mac(&mac.mac),
            Expr::Block(block) => self.block(&block.block),
            Expr::Unsafe(block) => self.block(&block.block),
            Expr::ForLoop(lp) => {
                let body = self.block(&lp.body);
                if body.is_empty() {
                    return body;
                }
                match count(&lp.expr) {
                    Some(count) => vec![Step::Repeat { count, body }],
                    None => {
                        self.notes.push(format!(
                            "cannot tell how often `for _ in {}` reads; assumed once",
                            quote::quote!(#lp.expr).to_string().replace(" . ", ".")
                        ));
                        body
                    }
                }
            }
            Expr::Call(call) => {
                let mut steps: Vec<Step> = call.args.iter().flat_map(|a| self.expr(a)).collect();
                if let Expr::Path(path) = &*call.func {
                    let called = path.path.get_ident().map(|i| i.to_string());
                    let function = self
                        .functions
                        .iter()
                        .find(|f| Some(f.sig.ident.to_string()) == called);
                    if let Some(function) = function {
                        if self.depth < 8 {
                            self.depth += 1;
                            steps.extend(self.block(&function.block));
                            self.depth -= 1;
                        }
                    }
                }
                steps
            }
            Expr::If(branch) => {
                let then = self.block(&branch.then_branch);
                if !then.is_empty() {
                    self.notes.push(
                        "an `input!` inside an `if` is read as if the branch were always taken"
                            .to_string(),
                    );
                }
                then
            }
            Expr::While(lp) if !self.block(&lp.body).is_empty() => {
                self.notes
                    .push("an `input!` inside a `while` loop is not drawn".to_string());
                Vec::new()
            }
            Expr::Loop(lp) if !self.block(&lp.body).is_empty() => {
                self.notes
                    .push("an `input!` inside a `loop` is not drawn".to_string());
                Vec::new()
            }
            _ => Vec::new(),
        }
    }
}

/// How many times `for _ in <range>` runs: `0..t`, `1..=t`, `0..t - 1`.
fn count(range: &Expr) -> Option<Num> {
    let Expr::Range(range) = range else {
        return None;
    };
    let start = match &range.start {
        Some(start) => Num::from_rust(start)?,
        None => Num::Const(0),
    };
    let end = Num::from_rust(range.end.as_deref()?)?;
    let span = match start {
        Num::Const(0) => end,
        start => Num::Sub(Box::new(end), Box::new(start)),
    };
    Some(match range.limits {
        syn::RangeLimits::Closed(_) => Num::Add(Box::new(span), Box::new(Num::Const(1))),
        syn::RangeLimits::HalfOpen(_) => span,
    })
}

/// The declarations of one `input!` call's tokens.
pub fn decls(tokens: TokenStream) -> Result<Vec<Decl>, String> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut parts = split(&tokens, ',');
    if let Some(TokenTree::Ident(first)) = parts.first().and_then(|p| p.first()) {
        if first == "from" {
            parts.remove(0);
        }
    }
    let mut decls = Vec::new();
    for part in parts.into_iter().filter(|part| !part.is_empty()) {
        let shown = part
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        let part = match part.first() {
            Some(TokenTree::Ident(word)) if word == "mut" => &part[1..],
            _ => &part[..],
        };
        let (name, rest) = match part {
            [TokenTree::Ident(name), TokenTree::Punct(colon), rest @ ..]
                if colon.as_char() == ':' =>
            {
                (name.to_string().to_lowercase(), rest)
            }
            _ => return Err(format!("cannot read `{}` in an `input!`", shown)),
        };
        let at_in = rest
            .iter()
            .position(|t| matches!(t, TokenTree::Ident(word) if word == "in"));
        let (ty_tokens, range_tokens) = match at_in {
            Some(at) => (&rest[..at], Some(&rest[at + 1..])),
            None => (rest, None),
        };
        let ty = match ty_tokens {
            [one] => ty(one),
            _ => None,
        }
        .ok_or_else(|| {
            format!(
                "cannot draw `{}` (its type is not one `input!` reads)",
                shown
            )
        })?;
        let range = match range_tokens {
            None => None,
            Some(tokens) => Some(
                range(tokens.iter().cloned().collect())
                    .ok_or_else(|| format!("cannot read the range of `{}`", shown))?,
            ),
        };
        decls.push(Decl { name, ty, range });
    }
    Ok(decls)
}

/// The tokens split at each `sep` outside groups.
fn split(tokens: &[TokenTree], sep: char) -> Vec<Vec<TokenTree>> {
    let mut parts = vec![Vec::new()];
    for token in tokens {
        match token {
            TokenTree::Punct(punct) if punct.as_char() == sep => parts.push(Vec::new()),
            other => parts.last_mut().expect("one part").push(other.clone()),
        }
    }
    parts
}

fn ty(token: &TokenTree) -> Option<Ty> {
    let int = |lo: i128, hi: i128| Ty::Int {
        lo,
        hi,
        one_based: false,
    };
    Some(match token {
        TokenTree::Ident(word) => match word.to_string().as_str() {
            "u8" => int(0, u8::MAX.into()),
            "u16" => int(0, u16::MAX.into()),
            "u32" => int(0, u32::MAX.into()),
            "u64" | "usize" | "u128" => int(0, u64::MAX.into()),
            "i8" => int(i8::MIN.into(), i8::MAX.into()),
            "i16" => int(i16::MIN.into(), i16::MAX.into()),
            "i32" => int(i32::MIN.into(), i32::MAX.into()),
            "i64" | "isize" | "i128" => int(i64::MIN.into(), i64::MAX.into()),
            "Usize1" => Ty::Int {
                lo: 0,
                hi: u64::MAX.into(),
                one_based: true,
            },
            "Isize1" => Ty::Int {
                lo: i64::MIN.into(),
                hi: i64::MAX.into(),
                one_based: true,
            },
            "f64" | "f32" => Ty::Float,
            "char" => Ty::Char,
            "bool" => Ty::Bool,
            "String" | "Chars" | "Bytes" => Ty::Word,
            _ => return None,
        },
        TokenTree::Group(group) if group.delimiter() == Delimiter::Bracket => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            let parts = split(&inner, ';');
            match parts.as_slice() {
                [item] if item.len() == 1 => Ty::List {
                    item: Box::new(ty(&item[0])?),
                    len: None,
                },
                [item, len] if item.len() == 1 => {
                    let len: Expr = syn::parse2(len.iter().cloned().collect()).ok()?;
                    Ty::List {
                        item: Box::new(ty(&item[0])?),
                        len: Some(Num::from_rust(&len)?),
                    }
                }
                _ => return None,
            }
        }
        TokenTree::Group(group) if group.delimiter() == Delimiter::Parenthesis => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            let fields = split(&inner, ',')
                .into_iter()
                .filter(|field| !field.is_empty())
                .map(|field| match field.as_slice() {
                    [one] => ty(one),
                    _ => None,
                })
                .collect::<Option<Vec<Ty>>>()?;
            Ty::Tuple(fields)
        }
        _ => return None,
    })
}

/// `lo..=hi`, `lo..hi`, `..=hi`, `lo..`: both ends included.
fn range(tokens: TokenStream) -> Option<(Option<Num>, Option<Num>)> {
    let Expr::Range(range) = syn::parse2::<Expr>(tokens).ok()? else {
        return None;
    };
    let lo = match &range.start {
        Some(start) => Some(Num::from_rust(start)?),
        None => None,
    };
    let hi = match &range.end {
        Some(end) => {
            let end = Num::from_rust(end)?;
            Some(match range.limits {
                syn::RangeLimits::Closed(_) => end,
                syn::RangeLimits::HalfOpen(_) => Num::Sub(Box::new(end), Box::new(Num::Const(1))),
            })
        }
        None => None,
    };
    Some((lo, hi))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(source: &str) -> Vec<Step> {
        read(source).unwrap().steps
    }

    fn decl(name: &str, ty: Ty) -> Step {
        Step::Read(Decl {
            name: name.into(),
            ty,
            range: None,
        })
    }

    fn int(lo: i128, hi: i128) -> Ty {
        Ty::Int {
            lo,
            hi,
            one_based: false,
        }
    }

    #[test]
    fn every_form_input_reads_is_read() {
        let read = steps(
            "fn main() { input! { n: usize, mut a: [i64; n], e: [(Usize1, Usize1); n - 1], \
             g: [Chars; n], s: String, l: [[u32]], x: f64 } }",
        );
        let name = |n: &str| Box::new(Num::Name(n.into()));
        assert_eq!(
            read,
            vec![
                decl("n", int(0, u64::MAX.into())),
                decl(
                    "a",
                    Ty::List {
                        item: Box::new(int(i64::MIN.into(), i64::MAX.into())),
                        len: Some(Num::Name("n".into()))
                    }
                ),
                decl(
                    "e",
                    Ty::List {
                        item: Box::new(Ty::Tuple(vec![
                            Ty::Int {
                                lo: 0,
                                hi: u64::MAX.into(),
                                one_based: true
                            };
                            2
                        ])),
                        len: Some(Num::Sub(name("n"), Box::new(Num::Const(1))))
                    }
                ),
                decl(
                    "g",
                    Ty::List {
                        item: Box::new(Ty::Word),
                        len: Some(Num::Name("n".into()))
                    }
                ),
                decl("s", Ty::Word),
                decl(
                    "l",
                    Ty::List {
                        item: Box::new(Ty::List {
                            item: Box::new(int(0, u32::MAX.into())),
                            len: None
                        }),
                        len: None
                    }
                ),
                decl("x", Ty::Float),
            ]
        );
    }

    #[test]
    fn a_range_bounds_the_value_or_each_item() {
        let read = steps("fn main() { input! { w: u32 in 1..=100, a: [u8; 3] in 0..2 } }");
        let Step::Read(w) = &read[0] else { panic!() };
        assert_eq!(w.range, Some((Some(Num::Const(1)), Some(Num::Const(100)))));
        let Step::Read(a) = &read[1] else { panic!() };
        assert_eq!(
            a.range,
            Some((
                Some(Num::Const(0)),
                Some(Num::Sub(Box::new(Num::Const(2)), Box::new(Num::Const(1))))
            ))
        );
    }

    #[test]
    fn a_loop_around_reads_repeats_them_and_calls_are_followed() {
        let read = steps(
            "fn solve(out: &mut u8) { input! { n: usize, a: [i32; n] } }\n\
             fn main() { input! { t: usize } for _ in 0..t { solve(&mut 0); } }",
        );
        assert_eq!(read.len(), 2);
        let Step::Repeat { count, body } = &read[1] else {
            panic!("{:?}", read)
        };
        assert_eq!(count, &Num::Name("t".into()));
        assert_eq!(body.len(), 2);
    }

    #[test]
    fn what_cannot_be_drawn_is_said() {
        let declared = read("fn main() { input! { v: Vec<u8> } input! { n: usize } }").unwrap();
        assert_eq!(declared.steps.len(), 1);
        assert_eq!(
            declared.notes,
            ["cannot draw `v : Vec < u8 >` (its type is not one `input!` reads)"]
        );
        assert!(read("fn other() {}").is_err());
    }
}
