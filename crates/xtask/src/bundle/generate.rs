//! Building the vendored `mod cpkit { ... }` from the core crate's source.
//!
//! The core is parsed with syn, not matched with regular expressions: `mod x;`
//! declarations are followed to their files and inlined, items marked
//! `#[cfg(test)]` or `#[test]` are dropped, and so are doc comments, because a
//! judge's page is where the result is read and the core's own files are where
//! the documentation lives. prettyplease prints the tree back as formatted code.
//!
//! The core's `#[macro_export]` macros reach the core as `$crate::<module>::`.
//! In the core as a crate `$crate` is the core; in a solution it is the
//! solution, whose `mod cpkit` holds the modules, so the vendored copy says
//! `$crate::cpkit::<module>::` (`$crate::<macro>!` stays: an exported macro
//! lives at the root of whichever crate defines it).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, File, Item, ItemMod, Meta};

use super::prune::{Graph, Kept};
use crate::project::CORE_CRATE;
use judging::region::{BEGIN, END};

/// The core crate, parsed, with every `mod x;` replaced by its file's items
/// and its doc comments and tests left out, and the graph of its items.
#[derive(Debug, Clone)]
pub struct Core {
    items: Vec<Item>,
    graph: Graph,
}

impl Core {
    pub fn load(core_src: &Path) -> Result<Core> {
        let items = load_file(&core_src.join("lib.rs"), core_src)?;
        let items = strip_doc_comments(&File {
            shebang: None,
            frontmatter: None,
            attrs: Vec::new(),
            items,
        })?
        .items;
        let graph = Graph::build(&items)?;
        Ok(Core { items, graph })
    }

    /// The core's items as code: its modules inlined, its doc comments and
    /// tests left out, what [`Core::read_back`] reads. A third the size of
    /// the core's source and read in one parse, not two (see
    /// [`super::cache::load`]).
    pub fn text(&mut self) -> String {
        let file = File {
            shebang: None,
            frontmatter: None,
            attrs: Vec::new(),
            items: std::mem::take(&mut self.items),
        };
        let text = prettyplease::unparse(&file);
        self.items = file.items;
        text
    }

    /// The core whose [`Core::text`] is `text`.
    pub fn read_back(text: &str) -> Result<Core> {
        let items = syn::parse_file(text)
            .context("the kept copy of the core does not parse")?
            .items;
        let graph = Graph::build(&items)?;
        Ok(Core { items, graph })
    }

    /// Every top-level module, sorted.
    pub fn modules(&self) -> BTreeSet<String> {
        self.graph.top_modules()
    }

    /// The region holding the whole core.
    #[cfg(test)]
    pub fn region_all(&self) -> Result<String> {
        self.region(&self.graph.everything())
    }

    /// The region holding what the code outside it, `file` (whose tokens
    /// are `tokens`), reaches of the core.
    pub fn region_for(&self, file: &File, tokens: TokenStream) -> Result<String> {
        self.region(&self.graph.reach(file, tokens))
    }

    /// One small program per public item of the core (see [`Graph::probes`]).
    #[cfg(test)]
    pub fn probes(&self) -> Vec<super::prune::Probe> {
        self.graph.probes()
    }

    /// The text of the whole region, markers included, holding what `kept`
    /// holds.
    fn region(&self, kept: &Kept) -> Result<String> {
        let items = self.graph.emit(&self.items, kept);
        let name = syn::Ident::new(CORE_CRATE, proc_macro2::Span::call_site());
        let mut module: ItemMod = syn::parse_quote! {
            // Solutions use part of what they carry; the rest must not warn.
            // Clippy would rather see `#[rustfmt::skip]`: see below.
            #[allow(dead_code, unused_imports, clippy::deprecated_cfg_attr)]
            // rustfmt would reformat the region and make it stale. Not a bare
            // `#[rustfmt::skip]`: a tool attribute on the module makes rustc
            // treat its `#[macro_export]` macros as macro-expanded, and those
            // cannot be called by path (`$crate::name!`), which the core's
            // macros do. The `cfg_attr` is gone before that check and rustfmt
            // still reads it.
            #[cfg_attr(rustfmt, rustfmt::skip)]
            // The editor reads the library crate instead (below).
            #[cfg(not(rust_analyzer))]
            mod #name {}
        };
        // The items go in as they are: through `#(#items)*` above they were
        // printed to tokens and parsed back, a fifth of a region's time.
        module.content = Some((syn::token::Brace::default(), items));
        // rust-analyzer sets `cfg(rust_analyzer)`, Cargo and the judges never
        // do: in the editor the file uses the library crate itself (a
        // dev-dependency of every problem), with its documentation and every
        // module, and the copy above is not read at all (see docs/editor.md).
        let editor: syn::ItemExternCrate = syn::parse_quote! {
            #[cfg(rust_analyzer)]
            #[macro_use]
            extern crate #name;
        };
        let mut code = File {
            shebang: None,
            frontmatter: None,
            attrs: Vec::new(),
            items: vec![Item::ExternCrate(editor), Item::Mod(module)],
        };
        DollarCrate {
            modules: self.modules(),
        }
        .visit_file_mut(&mut code);
        Ok(format!(
            "{}\n{}{}\n",
            BEGIN,
            with_tabs(&prettyplease::unparse(&code))?,
            END
        ))
    }
}

/// `code` with each four spaces of indentation made one tab, and the
/// modules' own nesting not indented at all.
///
/// prettyplease indents by four spaces, and in a region nested three and four
/// modules deep that was 40 % of its bytes; judges limit a file's size
/// (64 KiB). With tabs, the modules' nesting (`mod cpkit { pub mod math {
/// pub mod convolution {`) was still a sixth of a large region, three tabs
/// on nearly every line: an item inside a module now starts at the line's
/// start, as it does in its own file of the core, and its body is indented
/// as before. Only whitespace between tokens changes, unless a string
/// literal spans lines; the tokens are compared to make sure of it.
fn with_tabs(code: &str) -> Result<String> {
    let mut text = String::with_capacity(code.len());
    // The indentation levels of the modules open at this line.
    let mut modules: Vec<usize> = Vec::new();
    for line in code.lines() {
        let spaces = line.len() - line.trim_start_matches(' ').len();
        let level = spaces / 4;
        let trimmed = line.trim();
        if trimmed == "}" && modules.last() == Some(&level) {
            modules.pop();
        }
        text.extend(std::iter::repeat_n(
            '\t',
            level.saturating_sub(modules.len()),
        ));
        text.push_str(&line[spaces - spaces % 4..]);
        text.push('\n');
        if opens_module(trimmed) {
            modules.push(level);
        }
    }
    let tokens = |code: &str| syn::parse_file(code).map(|file| quote_file(&file).to_string());
    if tokens(&text).ok() != tokens(code).ok() {
        bail!("indenting the vendored core with tabs would change a string literal that spans lines; keep such literals on one line");
    }
    Ok(text)
}

/// Whether a line prettyplease printed opens a module: `mod name {`, with
/// any visibility.
fn opens_module(line: &str) -> bool {
    let Some(head) = line.strip_suffix(" {") else {
        return false;
    };
    let words: Vec<&str> = head.split(' ').collect();
    matches!(words.as_slice(), [.., "mod", name] if name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        && words[..words.len() - 2]
            .iter()
            .all(|word| word.starts_with("pub"))
}

/// Rewrites `$crate::<module>::` to `$crate::cpkit::<module>::` in every
/// macro definition, for the copy that lives inside a solution.
struct DollarCrate {
    modules: BTreeSet<String>,
}

impl DollarCrate {
    fn rewrite(&self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let punct = |i: usize, ch: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ch);
        let ident = |i: usize| match trees.get(i) {
            Some(TokenTree::Ident(ident)) => Some(ident.to_string()),
            _ => None,
        };
        let mut out = Vec::with_capacity(trees.len());
        for (i, tree) in trees.iter().enumerate() {
            out.push(match tree {
                TokenTree::Group(group) => {
                    let mut rewritten = Group::new(group.delimiter(), self.rewrite(group.stream()));
                    rewritten.set_span(group.span());
                    TokenTree::Group(rewritten)
                }
                other => other.clone(),
            });
            // At the second `:` of `$crate ::`, before a module's name that
            // goes on into a path (not `$crate::name!`, a macro).
            let at_module = i >= 3
                && punct(i - 3, '$')
                && ident(i - 2).as_deref() == Some("crate")
                && punct(i - 1, ':')
                && punct(i, ':')
                && ident(i + 1).is_some_and(|name| self.modules.contains(&name))
                && punct(i + 2, ':');
            if at_module {
                let span = tree.span();
                out.push(TokenTree::Ident(syn::Ident::new(CORE_CRATE, span)));
                let mut first = proc_macro2::Punct::new(':', proc_macro2::Spacing::Joint);
                first.set_span(span);
                out.push(TokenTree::Punct(first));
                let mut second = proc_macro2::Punct::new(':', proc_macro2::Spacing::Alone);
                second.set_span(span);
                out.push(TokenTree::Punct(second));
            }
        }
        out.into_iter().collect()
    }
}

impl VisitMut for DollarCrate {
    fn visit_item_macro_mut(&mut self, item: &mut syn::ItemMacro) {
        item.mac.tokens = self.rewrite(std::mem::take(&mut item.mac.tokens));
    }
}

/// Parses one source file of the core and inlines the modules it declares;
/// their files are looked up in `children_dir`.
fn load_file(path: &Path, children_dir: &Path) -> Result<Vec<Item>> {
    let source =
        fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut file =
        syn::parse_file(&source).with_context(|| format!("cannot parse {}", path.display()))?;
    StripTests.visit_file_mut(&mut file);
    for item in &mut file.items {
        if let Item::Mod(module) = item {
            if module.content.is_none() {
                inline_module(module, path, children_dir)?;
            }
        }
    }
    Ok(file.items)
}

/// Replaces `mod name;` by `mod name { ... }` with the items of its file.
fn inline_module(module: &mut ItemMod, parent: &Path, children_dir: &Path) -> Result<()> {
    let name = module.ident.to_string();
    if module.attrs.iter().any(|attr| attr.path().is_ident("path")) {
        bail!(
            "{}: `#[path]` on `mod {}` is not supported by the vendoring; move the file to {}/{}.rs",
            parent.display(),
            name,
            children_dir.display(),
            name
        );
    }
    let flat = children_dir.join(format!("{}.rs", name));
    let nested = children_dir.join(&name).join("mod.rs");
    let path: PathBuf = match (flat.is_file(), nested.is_file()) {
        (true, false) => flat,
        (false, true) => nested,
        (true, true) => bail!(
            "{}: both {} and {} exist for `mod {}`; keep one",
            parent.display(),
            flat.display(),
            nested.display(),
            name
        ),
        (false, false) => bail!(
            "{}: `mod {};` has no file; expected {} or {}",
            parent.display(),
            name,
            flat.display(),
            nested.display()
        ),
    };
    let items = load_file(&path, &children_dir.join(&name))?;
    module.content = Some((Default::default(), items));
    module.semi = None;
    Ok(())
}

/// Whether an attribute makes its item exist only in tests.
fn is_test_only(attr: &Attribute) -> bool {
    match &attr.meta {
        Meta::Path(path) => path.is_ident("test"),
        Meta::List(list) => list.path.is_ident("cfg") && list.tokens.to_string().trim() == "test",
        Meta::NameValue(_) => false,
    }
}

fn keeps(attrs: &[Attribute]) -> bool {
    !attrs.iter().any(is_test_only)
}

/// Drops test-only items wherever items can stand.
struct StripTests;

impl VisitMut for StripTests {
    fn visit_file_mut(&mut self, file: &mut File) {
        file.items.retain(|item| keeps(item_attrs(item)));
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        if let Some((_, items)) = &mut module.content {
            items.retain(|item| keeps(item_attrs(item)));
        }
        visit_mut::visit_item_mod_mut(self, module);
    }

    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        block.items.retain(|item| match item {
            syn::ImplItem::Const(c) => keeps(&c.attrs),
            syn::ImplItem::Fn(f) => keeps(&f.attrs),
            syn::ImplItem::Type(t) => keeps(&t.attrs),
            syn::ImplItem::Macro(m) => keeps(&m.attrs),
            _ => true,
        });
        visit_mut::visit_item_impl_mut(self, block);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain(|stmt| match stmt {
            syn::Stmt::Item(item) => keeps(item_attrs(item)),
            _ => true,
        });
        visit_mut::visit_block_mut(self, block);
    }
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// The file without doc comments (`///`, `//!`, `#[doc = ...]`).
///
/// Attributes sit in dozens of node types; removing them from the token
/// stream and parsing again reaches every one of them.
fn strip_doc_comments(file: &File) -> Result<File> {
    let tokens = without_doc_attrs(quote_file(file));
    syn::parse2(tokens).context("the core no longer parses once its doc comments are removed")
}

fn quote_file(file: &File) -> TokenStream {
    let mut tokens = TokenStream::new();
    quote::ToTokens::to_tokens(file, &mut tokens);
    tokens
}

fn without_doc_attrs(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut kept = Vec::with_capacity(trees.len());
    let mut i = 0;
    while i < trees.len() {
        if let Some(len) = doc_attr_len(&trees[i..]) {
            i += len;
            continue;
        }
        kept.push(match &trees[i] {
            TokenTree::Group(group) => {
                let mut inner = Group::new(group.delimiter(), without_doc_attrs(group.stream()));
                inner.set_span(group.span());
                TokenTree::Group(inner)
            }
            other => other.clone(),
        });
        i += 1;
    }
    kept.into_iter().collect()
}

/// If `trees` starts with `#[doc ...]` or `#![doc ...]`, its length in tokens.
fn doc_attr_len(trees: &[TokenTree]) -> Option<usize> {
    let is_punct = |tree: Option<&TokenTree>, ch: char| matches!(tree, Some(TokenTree::Punct(p)) if p.as_char() == ch);
    if !is_punct(trees.first(), '#') {
        return None;
    }
    let bang = usize::from(is_punct(trees.get(1), '!'));
    match trees.get(1 + bang) {
        Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Bracket => {
            match group.stream().into_iter().next() {
                Some(TokenTree::Ident(ident)) if ident == "doc" => Some(2 + bang),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn core(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (path, text) in files {
            let path = dir.path().join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        }
        dir
    }

    // The kept copy of the core (`cache::load`) stands for the core: read
    // back, the whole core bundles byte for byte as the parsed source does.
    #[test]
    fn the_core_read_back_from_its_text_bundles_as_its_source_does() {
        let project = crate::project::Project::locate();
        let mut parsed = Core::load(&project.core_src()).unwrap();
        let text = parsed.text();
        assert!(
            !text.contains("///") && !text.contains("//!"),
            "doc comments are left out"
        );
        assert!(!text.contains("#[cfg(test)]"), "tests are left out");
        let back = Core::read_back(&text).unwrap();
        assert_eq!(back.modules(), parsed.modules());
        assert!(back.region_all().unwrap() == parsed.region_all().unwrap());
    }

    fn body(core: &tempfile::TempDir) -> String {
        let core = Core::load(core.path()).unwrap();
        core.region_all().unwrap()
    }

    fn error(core: &tempfile::TempDir) -> String {
        format!("{:#}", Core::load(core.path()).unwrap_err())
    }

    #[test]
    fn modules_are_inlined_from_flat_and_nested_files() {
        let core = core(&[
            ("lib.rs", "pub mod a;\npub mod b;\n"),
            ("a.rs", "pub fn a() {}\n"),
            ("b/mod.rs", "pub mod c;\n"),
            ("b/c.rs", "pub fn c() {}\n"),
        ]);
        let text = body(&core);
        assert!(text.starts_with(BEGIN), "{}", text);
        assert!(text.ends_with(&format!("{}\n", END)), "{}", text);
        for needle in [
            "mod cpkit {",
            "pub mod a {",
            "pub fn a() {}",
            "pub mod b {",
            "pub mod c {",
        ] {
            assert!(text.contains(needle), "{:?} missing in\n{}", needle, text);
        }
    }

    #[test]
    fn tests_and_doc_comments_are_left_out() {
        let core = core(&[
            ("lib.rs", "//! crate docs\npub mod a;\n"),
            (
                "a.rs",
                "//! module docs\n/// fn docs\npub fn kept() {}\n#[cfg(test)]\nfn helper() {}\n\
                 #[cfg(test)]\nmod tests { #[test] fn t() {} }\n\
                 pub struct S;\nimpl S { #[cfg(test)] fn only_in_tests() {} pub fn m() {} }\n\
                 #[cfg(not(test))]\npub fn not_test() {}\n",
            ),
        ]);
        let text = body(&core);
        for gone in ["docs", "helper", "tests", "only_in_tests", "#[test]"] {
            assert!(!text.contains(gone), "{:?} present in\n{}", gone, text);
        }
        for kept in ["pub fn kept()", "pub fn m()", "pub fn not_test()"] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
    }

    #[test]
    fn indentation_is_tabs_and_nothing_else_changes() {
        let core = core(&[(
            "lib.rs",
            "pub mod a { pub fn f() { if true { let _ = \"  x  \"; } } }\n",
        )]);
        let text = body(&core);
        // The modules' nesting (`mod cpkit`, `pub mod a`) is not indented;
        // what is inside an item is, a tab a level.
        assert!(
            text.contains(
                "\npub mod a {\npub fn f() {\n\tif true {\n\t\tlet _ = \"  x  \";\n\t}\n}\n}\n"
            ),
            "{:?}",
            text
        );
        assert!(!text.contains("\n "), "{:?}", text);
    }

    #[test]
    fn a_string_literal_across_lines_stops_the_tabs() {
        let core = core(&[("lib.rs", "pub const A: &str = \"one\n    two\";\n")]);
        let core = Core::load(core.path()).unwrap();
        let message = format!("{:#}", core.region_all().unwrap_err());
        assert!(
            message.contains("string literal that spans lines"),
            "{}",
            message
        );
    }

    #[test]
    fn string_literals_that_mention_doc_are_kept() {
        let core = core(&[("lib.rs", "pub const A: &str = \"#[doc]\";\n")]);
        assert!(body(&core).contains("\"#[doc]\""));
    }

    #[test]
    fn a_missing_module_file_is_named() {
        let core = core(&[("lib.rs", "pub mod gone;\n")]);
        let message = error(&core);
        assert!(message.contains("`mod gone;` has no file"), "{}", message);
        assert!(message.contains("gone.rs"), "{}", message);
    }

    #[test]
    fn a_syntax_error_names_the_file() {
        let core = core(&[("lib.rs", "pub mod a;\n"), ("a.rs", "fn (\n")]);
        let message = error(&core);
        assert!(
            message.contains("cannot parse") && message.contains("a.rs"),
            "{}",
            message
        );
    }

    /// The region `code` gets from `core`, flattened to one line of tokens
    /// separated by single spaces, for `contains` checks.
    fn lean(core: &tempfile::TempDir, code: &str) -> String {
        let core = Core::load(core.path()).unwrap();
        let text = super::super::region_for(&core, code).unwrap();
        flat(&text)
    }

    fn flat(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn lean_core() -> tempfile::TempDir {
        core(&[
            (
                "lib.rs",
                "pub mod a;\npub mod b;\npub mod c;\npub const ROOT: u8 = 1;\n",
            ),
            (
                "a.rs",
                "use super::b::{B, Unused};\nuse std::fmt;\n\
                 pub fn a() -> B { B::new() }\npub fn lone() -> u8 { 2 }\n",
            ),
            (
                "b.rs",
                "pub struct B;\npub struct Unused;\n\
                 impl B { pub fn new() -> B { B } pub fn other(&self) -> Unused { Unused } }\n\
                 impl Default for B { fn default() -> B { helper() } }\n\
                 fn helper() -> B { B }\n",
            ),
            ("c.rs", "pub struct C;\n"),
        ])
    }

    #[test]
    fn only_the_items_reached_are_kept_with_what_they_name() {
        let text = lean(&lean_core(), "fn main() { cpkit::a::a(); }");
        for kept in [
            "pub mod a {",
            "pub fn a() -> B",
            "pub mod b {",
            "pub struct B;",
            "pub fn new() -> B",
            // An impl of a trait from elsewhere goes with its type, and
            // what it names goes with it.
            "impl Default for B",
            "fn helper() -> B",
            "use std::fmt;",
            "use super::b::B;",
        ] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
        for gone in ["fn lone", "Unused", "fn other", "pub mod c", "ROOT"] {
            assert!(!text.contains(gone), "{:?} present in\n{}", gone, text);
        }
    }

    #[test]
    fn nothing_used_means_an_empty_module() {
        let text = lean(&lean_core(), "fn main() {}");
        assert!(text.contains("mod cpkit {}"), "{}", text);
    }

    #[test]
    fn use_lines_globs_and_renames_in_the_solution_are_followed() {
        let core = lean_core();
        let text = lean(
            &core,
            "use cpkit::a::{self, lone as l};\nfn main() { a::a(); l(); }",
        );
        assert!(
            text.contains("pub fn a()") && text.contains("pub fn lone()"),
            "{}",
            text
        );
        let text = lean(&core, "use cpkit::b::*;\nfn main() { let _ = Unused; }");
        assert!(text.contains("pub struct Unused;"), "{}", text);
        assert!(!text.contains("pub struct B;"), "{}", text);
        // A module named alone stays, even empty, so the path still works.
        let text = lean(
            &core,
            "#[allow(unused_imports)]\nuse cpkit::c;\nfn main() {}",
        );
        assert!(text.contains("pub mod c {}"), "{}", text);
    }

    #[test]
    fn methods_stay_when_their_name_occurs_in_kept_code() {
        let text = lean(
            &lean_core(),
            "fn main() { let b = cpkit::b::B; b.other(); }",
        );
        assert!(text.contains("pub fn other(&self) -> Unused"), "{}", text);
        assert!(text.contains("pub struct Unused;"), "{}", text);
        assert!(!text.contains("pub fn new()"), "{}", text);
    }

    fn member_core() -> tempfile::TempDir {
        core(&[
            ("lib.rs", "pub mod b;\npub mod t;\npub mod u;\n"),
            (
                "b.rs",
                "pub struct B;\n\
                 impl B {\n\
                 pub fn new() -> B { B }\n\
                 pub fn end(&self) -> u8 { 1 }\n\
                 pub fn by_dot(&self) -> u8 { 2 }\n\
                 pub fn by_path() -> u8 { 3 }\n\
                 pub fn by_generic() -> u8 { 4 }\n\
                 pub const BY_SELF: u8 = 5;\n\
                 pub fn uses_self(&self) -> u8 { Self::BY_SELF }\n\
                 pub fn by_macro(&self) -> u8 { 6 }\n\
                 pub fn by_transcriber(&self) -> u8 { 7 }\n\
                 }\n\
                 #[macro_export]\nmacro_rules! call { ($x:expr, $m:ident) => { $x.$m() }; }\n",
            ),
            (
                "t.rs",
                "pub trait Twice { fn twice(&self) -> u8; }\n\
                 impl Twice for u8 { fn twice(&self) -> u8 { self * 2 } }\n",
            ),
            (
                "u.rs",
                "use super::t::Twice;\npub fn four() -> u8 { 2u8.twice() }\n\
                 pub fn local() -> u8 { let twice = 2; twice }\n",
            ),
        ])
    }

    #[test]
    fn members_stay_when_named_after_a_dot_or_colons_or_in_a_macro_call() {
        let text = lean(
            &member_core(),
            "fn main() {\n\
                 let b = cpkit::b::B::new();\n\
                 let end = 3;\n\
                 for _ in 0..end {}\n\
                 b.by_dot();\n\
                 cpkit::b::B::by_path();\n\
                 <cpkit::b::B>::by_generic();\n\
                 b.uses_self();\n\
                 let _ = stringify!(by_macro);\n\
                 call!(b, by_transcriber);\n\
             }",
        );
        for kept in [
            "pub fn new()",
            "pub fn by_dot(",
            "pub fn by_path()",
            "pub fn by_generic()",
            "pub fn uses_self(",
            "pub const BY_SELF",
            "pub fn by_macro(",
            "pub fn by_transcriber(",
            "macro_rules! call",
        ] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
        // A local variable and a range's end name no method.
        assert!(!text.contains("pub fn end("), "{}", text);
    }

    #[test]
    fn an_imported_trait_stays_only_when_a_method_of_it_is_called() {
        let text = lean(&member_core(), "fn main() { cpkit::u::four(); }");
        for kept in [
            "pub trait Twice",
            "impl Twice for u8",
            "use super::t::Twice;",
        ] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
        // `let twice` names no method: the trait and its `use` go.
        let text = lean(&member_core(), "fn main() { cpkit::u::local(); }");
        assert!(text.contains("pub fn local()"), "{}", text);
        assert!(!text.contains("Twice"), "{}", text);
    }

    fn trait_core() -> tempfile::TempDir {
        core(&[
            ("lib.rs", "pub mod t;\npub mod u;\n"),
            (
                "t.rs",
                "pub trait Show { fn show(&self) -> u8; }\n\
                 pub fn show_it<T: Show>(x: T) -> u8 { x.show() }\n\
                 impl Show for u8 { fn show(&self) -> u8 { *self } }\n\
                 pub struct Mine;\nimpl Show for Mine { fn show(&self) -> u8 { mine() } }\n\
                 fn mine() -> u8 { 7 }\n\
                 macro_rules! shows { ($($t:ty),*) => { $(impl Show for $t { fn show(&self) -> u8 { 0 } })* }; }\n\
                 shows!(i8, i16);\n\
                 macro_rules! plain { () => { pub fn made() {} }; }\nplain!();\n",
            ),
            (
                "u.rs",
                "pub struct U;\nimpl super::t::Show for U { fn show(&self) -> u8 { 1 } }\n",
            ),
        ])
    }

    #[test]
    fn a_trait_keeps_its_impls_for_kept_types_and_for_types_from_elsewhere() {
        let text = lean(&trait_core(), "fn main() { cpkit::t::show_it(1u8); }");
        for kept in [
            "pub trait Show",
            "impl Show for u8",
            "shows!(i8, i16);",
            "macro_rules! shows",
        ] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
        // A macro call that defines a function goes with its name.
        for gone in [
            "Mine",
            "fn mine",
            "pub mod u",
            "impl super::t::Show for U",
            "plain",
        ] {
            assert!(!text.contains(gone), "{:?} present in\n{}", gone, text);
        }
        let text = lean(&trait_core(), "fn main() { cpkit::t::made(); }");
        assert!(
            text.contains("plain!();") && text.contains("macro_rules! plain"),
            "{}",
            text
        );
        let text = lean(
            &trait_core(),
            "fn main() { cpkit::t::show_it(cpkit::u::U); }",
        );
        assert!(text.contains("impl super::t::Show for U"), "{}", text);
    }

    #[test]
    fn an_impl_whose_trait_is_not_kept_goes() {
        let text = lean(&trait_core(), "fn main() { let _ = cpkit::t::Mine; }");
        assert!(text.contains("pub struct Mine;"), "{}", text);
        assert!(!text.contains("impl Show for Mine"), "{}", text);
        assert!(!text.contains("shows!"), "{}", text);
    }

    #[test]
    fn items_a_macro_call_defines_are_kept_when_named() {
        // A regression test: calls that define a type and write an impl for
        // it from outside the core (`Debug`) were kept in every solution.
        let core = core(&[
            ("lib.rs", "pub mod m;\npub mod other;\npub mod lone;\n"),
            (
                "m.rs",
                "macro_rules! unit { ($name:ident) => { pub struct $name; \
                 impl std::fmt::Debug for $name { fn fmt(&self, f: &mut std::fmt::Formatter<'_>) \
                 -> std::fmt::Result { f.write_str(stringify!($name)) } } }; }\n\
                 unit!(Alpha);\nunit!(Beta);\n",
            ),
            (
                "other.rs",
                "pub fn f() {}\n",
            ),
            (
                "lone.rs",
                "macro_rules! shown { ($t:ty) => { impl std::fmt::Display for $t { \
                 fn fmt(&self, _: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { Ok(()) } } }; }\n\
                 shown!(u8);\n",
            ),
        ]);
        let text = lean(&core, "fn main() { cpkit::other::f(); }");
        assert!(!text.contains("pub mod m"), "{}", text);
        // An impl that waits for nothing of the core goes with its module.
        assert!(!text.contains("pub mod lone"), "{}", text);
        let text = lean(&core, "fn main() { let _ = cpkit::m::Alpha; }");
        assert!(text.contains("unit!(Alpha);"), "{}", text);
        assert!(text.contains("macro_rules! unit"), "{}", text);
        assert!(!text.contains("Beta"), "{}", text);
    }

    fn scope_core() -> tempfile::TempDir {
        core(&[
            ("lib.rs", "pub mod a;\npub mod b;\npub mod d;\n"),
            (
                "a.rs",
                "pub trait Twice { fn twice(&self) -> u8; }\n\
                 impl Twice for u8 { fn twice(&self) -> u8 { self * 2 } }\n\
                 pub trait Unused { fn never(&self); }\n",
            ),
            (
                "b.rs",
                "use super::a::{Twice, Unused};\npub fn four() -> u8 { 2u8.twice() }\n\
                 pub fn three() -> u8 { use super::d::{K, L}; K + L }\n\
                 pub fn five() -> u8 { use super::d::*; M }\n",
            ),
            (
                "d.rs",
                "pub const K: u8 = 1;\npub const L: u8 = 2;\npub const M: u8 = 5;\n",
            ),
        ])
    }

    #[test]
    fn a_trait_brought_in_by_use_for_its_methods_is_kept() {
        // A regression test: a trait named only in a `use` line, for method
        // syntax, was left out and the call did not compile.
        let text = lean(&scope_core(), "fn main() { cpkit::b::four(); }");
        for kept in [
            "pub trait Twice",
            "impl Twice for u8",
            "use super::a::Twice;",
        ] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
        assert!(!text.contains("Unused"), "{}", text);
    }

    #[test]
    fn use_groups_and_globs_inside_a_function_are_followed() {
        let text = lean(&scope_core(), "fn main() { cpkit::b::three(); }");
        assert!(
            text.contains("pub const K") && text.contains("pub const L"),
            "{}",
            text
        );
        assert!(!text.contains("pub const M"), "{}", text);
        let text = lean(&scope_core(), "fn main() { cpkit::b::five(); }");
        assert!(text.contains("pub const M"), "{}", text);
    }

    #[test]
    fn nested_modules_keep_their_place() {
        let core = core(&[
            ("lib.rs", "pub mod g;\n"),
            ("g/mod.rs", "pub mod x;\npub mod y;\n"),
            ("g/x.rs", "use super::y::Y;\npub fn x() -> Y { Y }\n"),
            ("g/y.rs", "pub struct Y;\npub struct Z;\n"),
        ]);
        let text = lean(&core, "use cpkit::g::x::x;\nfn main() { x(); }");
        assert!(
            text.contains("pub mod g { pub mod x { use super::y::Y; pub fn x() -> Y { Y } } pub mod y { pub struct Y; } }"),
            "{}",
            text
        );
    }

    #[test]
    fn crate_paths_in_the_core_are_refused() {
        let core = core(&[
            ("lib.rs", "pub mod a;\n"),
            ("a.rs", "use crate::a::X;\npub struct X;\n"),
        ]);
        let message = error(&core);
        assert!(message.contains("`a` uses `crate::` paths"), "{}", message);
    }

    fn macro_core() -> tempfile::TempDir {
        core(&[
            ("lib.rs", "pub mod a;\npub mod b;\npub mod c;\n"),
            (
                "a.rs",
                "pub fn read() -> u8 { 1 }\npub fn unread() {}\n\
                 #[macro_export]\nmacro_rules! read_a { () => { $crate::a::read() + $crate::b::B }; \
                 (@twice) => { $crate::read_a!() * 2 }; }\n",
            ),
            ("b.rs", "pub const B: u8 = 2;\n"),
            ("c.rs", "mod inner { #[macro_export]\nmacro_rules! in_c { () => {} } }\n"),
        ])
    }

    #[test]
    fn a_macro_call_keeps_the_macro_and_what_its_expansion_names() {
        let text = lean(&macro_core(), "fn main() { let _ = read_a!(); }");
        for kept in ["macro_rules! read_a", "pub fn read()", "pub const B"] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
        for gone in ["unread", "in_c", "pub mod c"] {
            assert!(!text.contains(gone), "{:?} present in\n{}", gone, text);
        }
        let text = lean(&macro_core(), "fn main() { in_c!(); }");
        assert!(text.contains("mod c { mod inner {"), "{}", text);
        assert!(!text.contains("mod a"), "{}", text);
        let text = lean(&macro_core(), "fn main() { println!(); }");
        assert!(text.contains("mod cpkit {}"), "{}", text);
    }

    #[test]
    fn a_variable_named_like_a_macro_does_not_keep_it() {
        // `read_a` as a parameter and a local in kept code is no call.
        let core = core(&[
            ("lib.rs", "pub mod a;\n"),
            (
                "a.rs",
                "pub fn take(read_a: u8) -> u8 { let in_a = read_a; in_a }\n\
                 #[macro_export]\nmacro_rules! read_a { () => { $crate::a::take(1) }; }\n\
                 #[macro_export]\nmacro_rules! in_a { () => {}; }\n",
            ),
        ]);
        let text = lean(&core, "fn main() { cpkit::a::take(2); }");
        assert!(text.contains("pub fn take("), "{}", text);
        for gone in ["macro_rules! read_a", "macro_rules! in_a"] {
            assert!(!text.contains(gone), "{:?} present in\n{}", gone, text);
        }
        let text = lean(&core, "fn main() { read_a!(); }");
        assert!(text.contains("macro_rules! read_a"), "{}", text);
    }

    fn arms_core() -> tempfile::TempDir {
        core(&[
            ("lib.rs", "pub mod a;\n"),
            (
                "a.rs",
                "pub fn plain() -> u8 { 1 }\npub fn marked() -> u8 { 2 }\n\
                 pub fn ranged(x: u8) -> u8 { x }\npub fn from_expr(x: u8) -> u8 { x }\n\
                 pub fn bracketed() -> u8 { 3 }\npub fn repeated() -> u8 { 4 }\n\
                 #[macro_export]\nmacro_rules! get {\n\
                 (from $e:expr) => { $crate::a::from_expr($e) };\n\
                 ($($rest:tt)*) => { $crate::__get!(@one $($rest)*) };\n\
                 }\n\
                 #[macro_export]\nmacro_rules! __get {\n\
                 (@one Marked) => { $crate::a::marked() };\n\
                 (@one $t:ident in $r:expr) => { $crate::__get!(@ranged $r) };\n\
                 (@ranged $r:expr) => { $crate::a::ranged($r) };\n\
                 (@one [mut $t:ident]) => { $crate::a::bracketed() };\n\
                 (@one $($x:ident mut)*) => { $crate::a::repeated() };\n\
                 (@one $t:ident) => { $crate::a::plain() };\n\
                 }\n",
            ),
        ])
    }

    #[test]
    fn macro_arms_no_call_can_select_go_with_what_they_name() {
        // `mut` and `in` outside a macro call reach no matcher.
        let text = lean(
            &arms_core(),
            "fn main() { let mut x = get!(Plain); for _ in 0..1 { x += 1; } }",
        );
        for kept in [
            "($($rest:tt)*) =>",
            "(@ one $t:ident) =>",
            // A literal inside a repetition may match nothing.
            "(@ one $($x:ident mut)*) =>",
            "pub fn plain()",
            "pub fn repeated()",
        ] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
        for gone in [
            "from",
            "Marked",
            "marked",
            "in $r",
            "ranged",
            "[mut $t:ident]",
            "bracketed",
        ] {
            assert!(!text.contains(gone), "{:?} present in\n{}", gone, text);
        }
    }

    #[test]
    fn macro_arms_stay_for_the_identifiers_calls_and_kept_transcribers_hold() {
        // `in` selects an arm whose transcriber calls the `@ranged` arm; the
        // literal inside `[...]` counts.
        let text = lean(
            &arms_core(),
            "fn main() { get!(x in 5); get!([mut y]); get!(from 1); }",
        );
        for kept in [
            "pub fn ranged(",
            "(@ ranged $r:expr) =>",
            "pub fn bracketed()",
            "pub fn from_expr(",
            "pub fn plain()",
        ] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
        assert!(!text.contains("marked"), "{}", text);
        // A macro no call can select keeps every arm.
        let text = lean(&arms_core(), "fn main() { let _ = stringify!(__get!()); }");
        for kept in ["pub fn marked()", "pub fn ranged(", "pub fn bracketed()"] {
            assert!(text.contains(kept), "{:?} missing in\n{}", kept, text);
        }
        assert!(!text.contains("macro_rules! get"), "{}", text);
    }

    #[test]
    fn dollar_crate_paths_gain_the_core_module_but_macro_calls_do_not() {
        let core = Core::load(macro_core().path()).unwrap();
        let text = core.region_all().unwrap();
        let flat: String = text.split_whitespace().collect();
        assert!(flat.contains("$crate::cpkit::a::read()"), "{}", text);
        assert!(flat.contains("$crate::cpkit::b::B"), "{}", text);
        assert!(flat.contains("$crate::read_a!()"), "{}", text);
        assert!(!flat.contains("$crate::cpkit::read_a"), "{}", text);
    }

    #[test]
    fn the_same_code_gives_the_same_bytes() {
        let core = Core::load(trait_core().path()).unwrap();
        let code = "fn main() { cpkit::t::show_it(cpkit::u::U); }";
        let first = super::super::region_for(&core, code).unwrap();
        for _ in 0..3 {
            let again = Core::load(trait_core().path()).unwrap();
            assert_eq!(super::super::region_for(&again, code).unwrap(), first);
        }
    }

    #[test]
    fn two_modules_exporting_one_macro_name_are_refused() {
        let core = core(&[
            ("lib.rs", "pub mod a;\npub mod b;\n"),
            ("a.rs", "#[macro_export]\nmacro_rules! m { () => {} }\n"),
            ("b.rs", "#[macro_export]\nmacro_rules! m { () => {} }\n"),
        ]);
        assert_eq!(
            error(&core),
            "the core modules `a` and `b` both export a macro `m`"
        );
    }
}
