//! Item by item: which parts of the core a piece of code reaches, and the
//! core with only those.
//!
//! The core becomes a graph: its modules (with the names each defines and
//! imports) and its items. A solution names some items; each kept item names
//! more, through paths resolved from the module it stands in (`super::x::Y`,
//! `$crate::input::read`, a name its module defines or imports) and through
//! macro calls (by name: `#[macro_export]` puts macros at the root). An impl
//! is kept once its type and its trait are (so a trait method called through
//! a generic bound has its impls); a macro call that writes impls (`signed!(i8
//! "an i8", ...)`) is kept once the types and traits of one of them are, and
//! one that defines items (`monoid_type! { Max }`) when they are named; an
//! inherent method, associated const or type is kept when its name occurs in
//! kept code where a member's name may stand (after `.` or `::`, in a macro
//! call's arguments or a macro's transcriber), because a method call does
//! not say the receiver's type; a trait a kept module imports, when one of
//! its members' names occurs so. A kept `macro_rules!` keeps only the arms
//! some call can select (see [`super::arms`]): those whose matcher's literal
//! identifiers all occur in the arguments of macro calls in kept code (kept
//! arms' transcribers included); only those arms' transcribers are followed.
//!
//! Where a name cannot be settled it keeps more, never less: every macro of
//! that name, every item a glob import could bring, every member of that
//! name, every arm of a kept macro none of whose arms a call can select.
//! What cannot be judged at all (an `extern crate`, a macro call that
//! writes nothing it can read) goes with its module. Modules keep their place and names,
//! so every path means what it does in the core; a `use` keeps the names
//! whose items are kept (and every name from outside the core).

use std::collections::{BTreeMap, BTreeSet};

use anyhow::{bail, Result};
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::visit::Visit;
use syn::{ImplItem, Item, UseTree, Visibility};

use super::arms::{self, Arm};
use super::usage::{scan, Refs};
use crate::project::CORE_CRATE;

/// The scope of the code outside the core (the solution), which reaches the
/// core only through the name `cpkit` and its own `use` lines.
const SOLUTION: usize = usize::MAX;
/// Imports may lead through imports and globs; this bounds the search.
const MAX_DEPTH: usize = 32;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Target {
    Item(usize),
    Module(usize),
}

/// One name a `use` brings into a module (or all, for a glob).
#[derive(Debug, Clone)]
struct Import {
    /// `None` for a glob.
    binding: Option<String>,
    path: Vec<String>,
}

#[derive(Debug, Clone, Default)]
struct Module {
    /// The names from the root to this module.
    path: Vec<String>,
    parent: Option<usize>,
    /// Whether the module can be named from outside the core.
    public: bool,
    children: BTreeMap<String, usize>,
    /// The items defined here, by name (all namespaces).
    names: BTreeMap<String, Vec<usize>>,
    imports: Vec<Import>,
}

/// A method, associated const or type of an inherent impl.
#[derive(Debug, Clone)]
struct Member {
    /// `None` for a macro call in the impl, which stays with it.
    name: Option<String>,
    #[cfg_attr(not(test), allow(dead_code))] // read by the probes, in tests
    public: bool,
    refs: Refs,
}

#[derive(Debug, Clone)]
enum Kind {
    /// Kept when a path or macro call reaches it.
    Named {
        name: String,
        #[cfg_attr(not(test), allow(dead_code))]
        public: bool,
    },
    /// Kept when its trait and type are (either outside the core counts as
    /// kept). `members` is `Some` for an inherent impl.
    Impl {
        requirement: Vec<Vec<String>>,
        #[cfg_attr(not(test), allow(dead_code))]
        self_name: Option<String>,
        members: Option<Vec<Member>>,
    },
    /// An item-position macro call; see [`Condition`].
    Call { mac: String, defines: Vec<String> },
    /// Kept with its module.
    WithModule,
    /// A `use`: pruned leaf by leaf.
    Use,
}

/// When an item is kept, apart from being named.
#[derive(Debug, Clone)]
enum Condition {
    Named,
    WithModule,
    /// When every requirement of one group holds, a requirement holding when
    /// one of its targets is kept.
    AnyGroup(Vec<Vec<Vec<Target>>>),
}

#[derive(Debug, Clone)]
struct Node {
    module: usize,
    kind: Kind,
    refs: Refs,
}

/// The core as modules and items.
#[derive(Debug, Clone)]
pub struct Graph {
    modules: Vec<Module>,
    nodes: Vec<Node>,
    conditions: Vec<Condition>,
    /// Every `macro_rules!` by name, with its body.
    macros: BTreeMap<String, Vec<(usize, TokenStream)>>,
    /// The arms of every `macro_rules!`, by its node.
    arms: BTreeMap<usize, Vec<Arm>>,
    /// The `#[macro_export]` macros, by name.
    exported: BTreeMap<String, usize>,
    /// Each trait's own items' names.
    traits: BTreeMap<usize, Vec<String>>,
    /// For each module, the core traits its `use` lines bring into scope.
    imported_traits: Vec<Vec<usize>>,
}

/// What a piece of code reaches.
#[derive(Debug, Clone)]
pub struct Kept {
    items: Vec<bool>,
    modules: Vec<bool>,
    members: Vec<Vec<bool>>,
    /// For each `macro_rules!`, which arms stay.
    arms: Vec<Vec<bool>>,
}

impl Graph {
    /// The graph of the core whose root module holds `items` (with every
    /// module inlined).
    pub fn build(items: &[Item]) -> Result<Graph> {
        let mut graph = Graph {
            modules: vec![Module {
                public: true,
                ..Module::default()
            }],
            nodes: Vec::new(),
            conditions: Vec::new(),
            macros: BTreeMap::new(),
            arms: BTreeMap::new(),
            exported: BTreeMap::new(),
            traits: BTreeMap::new(),
            imported_traits: Vec::new(),
        };
        graph.add_items(items, 0)?;
        graph.define_expansions();
        let crate_path = |refs: &Refs| refs.paths.iter().any(|path| path[0] == "crate");
        for (id, node) in graph.nodes.iter().enumerate() {
            if crate_path(&node.refs)
                || matches!(&node.kind, Kind::Impl { members: Some(members), .. }
                    if members.iter().any(|m| crate_path(&m.refs)))
                || graph
                    .arms
                    .get(&id)
                    .into_iter()
                    .flatten()
                    .any(|arm| crate_path(&arm.refs))
            {
                bail!(
                    "the core module `{}` uses `crate::` paths; write `super::` instead, \
                     because in a vendored copy `crate` is the solution",
                    graph.modules[node.module].path.join("::")
                );
            }
        }
        graph.conditions = (0..graph.nodes.len())
            .map(|id| graph.condition(id))
            .collect();
        graph.imported_traits = (0..graph.modules.len())
            .map(|module| graph.imported_traits(module))
            .collect();
        Ok(graph)
    }

    fn add_items(&mut self, items: &[Item], module: usize) -> Result<()> {
        for item in items {
            let kind = match item {
                Item::Mod(inner) => {
                    let id = self.modules.len();
                    let name = inner.ident.to_string();
                    let mut path = self.modules[module].path.clone();
                    path.push(name.clone());
                    self.modules.push(Module {
                        path,
                        parent: Some(module),
                        public: self.modules[module].public
                            && matches!(inner.vis, Visibility::Public(_)),
                        ..Module::default()
                    });
                    self.modules[module].children.insert(name, id);
                    if let Some((_, content)) = &inner.content {
                        self.add_items(content, id)?;
                    }
                    continue;
                }
                Item::Use(item) => {
                    let mut imports = Vec::new();
                    use_imports(&item.tree, &mut Vec::new(), &mut imports);
                    self.modules[module].imports.extend(imports);
                    // Never followed (a `use` is pruned by what it names),
                    // but read for `crate::` paths.
                    self.push(module, Kind::Use, scan(item.to_token_stream()));
                    continue;
                }
                Item::Impl(block) => {
                    self.add_impl(block, module);
                    continue;
                }
                Item::Macro(mac) => self.macro_kind(mac, module)?,
                Item::Const(item) if item.ident == "_" => Kind::WithModule,
                Item::Const(item) => named(&item.ident, &item.vis),
                Item::Enum(item) => named(&item.ident, &item.vis),
                Item::Fn(item) => named(&item.sig.ident, &item.vis),
                Item::Static(item) => named(&item.ident, &item.vis),
                Item::Struct(item) => named(&item.ident, &item.vis),
                Item::Trait(item) => {
                    let names = item
                        .items
                        .iter()
                        .filter_map(|member| match member {
                            syn::TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
                            syn::TraitItem::Const(c) => Some(c.ident.to_string()),
                            syn::TraitItem::Type(t) => Some(t.ident.to_string()),
                            _ => None,
                        })
                        .collect();
                    self.traits.insert(self.nodes.len(), names);
                    named(&item.ident, &item.vis)
                }
                Item::TraitAlias(item) => named(&item.ident, &item.vis),
                Item::Type(item) => named(&item.ident, &item.vis),
                Item::Union(item) => named(&item.ident, &item.vis),
                _ => Kind::WithModule,
            };
            let id = self.nodes.len();
            match &kind {
                // A macro is reached by a call (`name!`), which `macros`
                // settles by name; as a plain name it would be reached by
                // any variable of that name (a parameter `input`).
                Kind::Named { .. } if matches!(item, Item::Macro(_)) => {}
                Kind::Named { name, .. } => self.define(module, name, id),
                Kind::Call { defines, .. } => {
                    for name in defines.clone() {
                        self.define(module, &name, id);
                    }
                }
                _ => {}
            }
            let refs = match item {
                // The arms are followed one by one, once a call can select them.
                Item::Macro(mac) if mac.ident.is_some() => {
                    let mut header = mac.clone();
                    header.mac.tokens = TokenStream::new();
                    scan(header.to_token_stream())
                }
                _ => scan(item.to_token_stream()),
            };
            self.push(module, kind, refs);
        }
        Ok(())
    }

    /// An `impl` block: what it requires (its trait and type) and its
    /// members, each followed once something reaches it.
    fn add_impl(&mut self, block: &syn::ItemImpl, module: usize) {
        let mut requirement = Vec::new();
        requirement.extend(block.trait_.as_ref().map(|(path, _)| segments(path)));
        let self_path = type_path(&block.self_ty);
        requirement.extend(self_path.clone());
        let inherent = block.trait_.is_none();
        let (refs, members) = if inherent {
            let mut header = block.clone();
            header.items.clear();
            let members = block.items.iter().map(member).collect();
            (scan(header.to_token_stream()), Some(members))
        } else {
            (scan(block.to_token_stream()), None)
        };
        let kind = Kind::Impl {
            requirement,
            self_name: self_path.and_then(|path| path.last().cloned()),
            members,
        };
        self.push(module, kind, refs);
    }

    /// A `macro_rules!` (its arms kept for the pruner, its export
    /// checked) or a macro call at item level.
    fn macro_kind(&mut self, mac: &syn::ItemMacro, module: usize) -> Result<Kind> {
        Ok(match &mac.ident {
            Some(ident) => {
                let name = ident.to_string();
                let id = self.nodes.len();
                self.macros
                    .entry(name.clone())
                    .or_default()
                    .push((id, mac.mac.tokens.clone()));
                self.arms.insert(id, arms::read(mac.mac.tokens.clone()));
                let exported = mac.attrs.iter().any(|a| a.path().is_ident("macro_export"));
                if exported {
                    if let Some(other) = self.exported.insert(name.clone(), id) {
                        bail!(
                            "the core modules `{}` and `{}` both export a macro `{}`",
                            self.modules[self.nodes[other].module].path.join("::"),
                            self.modules[module].path.join("::"),
                            name
                        );
                    }
                }
                Kind::Named {
                    name,
                    public: exported,
                }
            }
            None => Kind::Call {
                mac: mac
                    .mac
                    .path
                    .segments
                    .last()
                    .map(|s| s.ident.to_string())
                    .unwrap_or_default(),
                defines: statics(mac.mac.tokens.clone()),
            },
        })
    }

    fn push(&mut self, module: usize, kind: Kind, refs: Refs) {
        self.nodes.push(Node { module, kind, refs });
    }

    fn define(&mut self, module: usize, name: &str, id: usize) {
        self.modules[module]
            .names
            .entry(name.to_string())
            .or_default()
            .push(id);
    }

    fn condition(&self, id: usize) -> Condition {
        let node = &self.nodes[id];
        let group = |requirement: &[Vec<String>]| -> Vec<Vec<Target>> {
            requirement
                .iter()
                .map(|path| {
                    if path[0] == "$" {
                        // Whatever the call passes for it.
                        let mut targets: Vec<Target> = self
                            .call_idents(id)
                            .iter()
                            .flat_map(|name| self.lookup(node.module, name, &[], 0))
                            .collect();
                        targets.sort();
                        targets.dedup();
                        targets
                    } else {
                        self.resolve(node.module, path, &[], 0)
                    }
                })
                .filter(|targets| !targets.is_empty())
                .collect()
        };
        match &node.kind {
            Kind::Named { .. } | Kind::Use => Condition::Named,
            Kind::WithModule => Condition::WithModule,
            Kind::Impl { requirement, .. } => Condition::AnyGroup(vec![group(requirement)]),
            Kind::Call { mac, defines } => {
                if !self.macros.contains_key(mac) {
                    // A macro from outside the core: `thread_local!` defines
                    // statics and is kept with their names.
                    return if defines.is_empty() {
                        Condition::WithModule
                    } else {
                        Condition::Named
                    };
                }
                let expansion = self.expansion(mac);
                let groups: Vec<Vec<Vec<Target>>> = expansion
                    .headers
                    .iter()
                    .map(|header| group(header))
                    .collect();
                if defines.is_empty() {
                    return if groups.is_empty() {
                        Condition::WithModule
                    } else {
                        Condition::AnyGroup(groups)
                    };
                }
                // It defines items: kept when they are named, or for an impl
                // it writes on something of the core that is kept.
                let groups: Vec<Vec<Vec<Target>>> =
                    groups.into_iter().filter(|g| !g.is_empty()).collect();
                if groups.is_empty() {
                    Condition::Named
                } else {
                    Condition::AnyGroup(groups)
                }
            }
        }
    }

    /// The core traits `module`'s `use` lines bring into scope, by name or
    /// by glob: a method of one may be called with no other mention of it.
    fn imported_traits(&self, module: usize) -> Vec<usize> {
        let mut found = BTreeSet::new();
        for import in &self.modules[module].imports {
            for target in self.resolve(module, &import.path, &[], 0) {
                match (target, &import.binding) {
                    (Target::Item(id), Some(_)) if self.traits.contains_key(&id) => {
                        found.insert(id);
                    }
                    (Target::Module(from), None) => {
                        let names = self.modules[from].names.values().flatten();
                        found.extend(names.filter(|id| self.traits.contains_key(id)));
                    }
                    _ => {}
                }
            }
        }
        found.into_iter().collect()
    }

    /// Registers the names each call of a core macro may define: the names
    /// its expansion defines outright, and if it defines an item named by a
    /// metavariable (`struct $name`), every identifier of the call.
    fn define_expansions(&mut self) {
        for id in 0..self.nodes.len() {
            let Kind::Call { mac, .. } = &self.nodes[id].kind else {
                continue;
            };
            if !self.macros.contains_key(mac) {
                continue;
            }
            let expansion = self.expansion(mac);
            let mut names: BTreeSet<String> = expansion.names.into_iter().collect();
            if expansion.by_metavariable {
                names.extend(self.call_idents(id));
            }
            let module = self.nodes[id].module;
            for name in &names {
                self.define(module, name, id);
            }
            if let Kind::Call { defines, .. } = &mut self.nodes[id].kind {
                defines.extend(names);
            }
        }
    }

    /// The identifiers of a macro call's arguments (the macro's name left out).
    fn call_idents(&self, id: usize) -> BTreeSet<String> {
        let node = &self.nodes[id];
        let mut idents = node.refs.idents.clone();
        if let Kind::Call { mac, .. } = &node.kind {
            idents.remove(mac);
        }
        idents
    }

    /// What calling core macro `mac` writes, through the core macros it
    /// calls in turn.
    fn expansion(&self, mac: &str) -> Expansion {
        let mut expansion = Expansion::default();
        let mut seen = BTreeSet::new();
        self.impl_headers(mac, &mut expansion, &mut seen);
        expansion
    }

    /// The trait and type of every impl that calling macro `mac` writes,
    /// through the core macros it calls in turn.
    fn impl_headers(&self, mac: &str, out: &mut Expansion, seen: &mut BTreeSet<String>) {
        if !seen.insert(mac.to_string()) {
            return;
        }
        for (_, body) in self.macros.get(mac).into_iter().flatten() {
            let mut calls = Vec::new();
            headers_in(body.clone(), out, &mut calls);
            for call in calls {
                self.impl_headers(&call, out, seen);
            }
        }
    }

    /// What `path`, written in `scope`, may name in the core.
    fn resolve(
        &self,
        scope: usize,
        path: &[String],
        solution: &[Import],
        depth: usize,
    ) -> Vec<Target> {
        if depth > MAX_DEPTH || path.is_empty() {
            return Vec::new();
        }
        let (mut current, rest) = match path[0].as_str() {
            "$crate" if scope != SOLUTION => (vec![Target::Module(0)], &path[1..]),
            "crate" if scope != SOLUTION => (vec![Target::Module(0)], &path[1..]),
            "$crate" | "crate" | "self" | "super" if scope == SOLUTION => return Vec::new(),
            "self" => (vec![Target::Module(scope)], &path[1..]),
            "super" => {
                let mut module = scope;
                let mut supers = 0;
                while path.get(supers).map(String::as_str) == Some("super") {
                    match self.modules[module].parent {
                        Some(parent) => module = parent,
                        None => return Vec::new(),
                    }
                    supers += 1;
                }
                (vec![Target::Module(module)], &path[supers..])
            }
            first => (self.lookup(scope, first, solution, depth + 1), &path[1..]),
        };
        let mut found = Vec::new();
        for segment in rest {
            let mut next = Vec::new();
            for target in current {
                match target {
                    Target::Module(module) => {
                        next.extend(self.lookup(module, segment, solution, depth + 1))
                    }
                    // The rest names a variant or an associated item.
                    Target::Item(_) => found.push(target),
                }
            }
            current = next;
        }
        found.extend(current);
        found.sort();
        found.dedup();
        found
    }

    /// What `name` may mean in `scope`: what the module defines or imports
    /// by that name, or else what its globs may bring.
    fn lookup(&self, scope: usize, name: &str, solution: &[Import], depth: usize) -> Vec<Target> {
        if depth > MAX_DEPTH {
            return Vec::new();
        }
        let mut found = Vec::new();
        let imports = if scope == SOLUTION {
            if name == CORE_CRATE {
                found.push(Target::Module(0));
            }
            solution
        } else {
            let module = &self.modules[scope];
            found.extend(
                module
                    .names
                    .get(name)
                    .into_iter()
                    .flatten()
                    .map(|&id| Target::Item(id)),
            );
            found.extend(module.children.get(name).map(|&id| Target::Module(id)));
            &module.imports[..]
        };
        for import in imports {
            if import.binding.as_deref() == Some(name) {
                found.extend(self.resolve(scope, &import.path, solution, depth + 1));
            }
        }
        if found.is_empty() {
            for import in imports.iter().filter(|import| import.binding.is_none()) {
                for target in self.resolve(scope, &import.path, solution, depth + 1) {
                    match target {
                        Target::Module(module) => {
                            found.extend(self.lookup(module, name, solution, depth + 1))
                        }
                        // `use Enum::*`: any name may be one of its variants.
                        Target::Item(_) => found.push(target),
                    }
                }
            }
        }
        found
    }

    /// Everything `code` (parsed as `file`) reaches, and what that reaches.
    pub fn reach(&self, file: &syn::File, code: TokenStream) -> Kept {
        let mut imports = Vec::new();
        UseLines(&mut imports).visit_file(file);
        let mut state = State {
            graph: self,
            solution: imports,
            kept: Kept {
                items: vec![false; self.nodes.len()],
                modules: vec![false; self.modules.len()],
                members: self
                    .nodes
                    .iter()
                    .map(|node| match &node.kind {
                        Kind::Impl {
                            members: Some(members),
                            ..
                        } => vec![false; members.len()],
                        _ => Vec::new(),
                    })
                    .collect(),
                arms: self.arm_flags(false),
            },
            members: BTreeSet::new(),
            call_args: BTreeSet::new(),
            todo: Vec::new(),
        };
        state.kept.modules[0] = true;
        let refs = scan(code);
        state.process(&refs, SOLUTION);
        state.settle();
        state.kept
    }

    /// Everything, for the whole core.
    #[cfg(test)]
    pub fn everything(&self) -> Kept {
        Kept {
            items: vec![true; self.nodes.len()],
            modules: vec![true; self.modules.len()],
            members: self
                .nodes
                .iter()
                .map(|node| match &node.kind {
                    Kind::Impl {
                        members: Some(members),
                        ..
                    } => vec![true; members.len()],
                    _ => Vec::new(),
                })
                .collect(),
            arms: self.arm_flags(true),
        }
    }

    /// For each node, one `value` per arm if it is a `macro_rules!`.
    fn arm_flags(&self, value: bool) -> Vec<Vec<bool>> {
        (0..self.nodes.len())
            .map(|id| vec![value; self.arms.get(&id).map_or(0, Vec::len)])
            .collect()
    }

    /// The items of the root module, keeping only what `kept` holds.
    pub fn emit(&self, items: &[Item], kept: &Kept) -> Vec<Item> {
        let mut counters = (0, 0);
        self.emit_items(items, 0, kept, &mut counters)
    }

    fn emit_items(
        &self,
        items: &[Item],
        here: usize,
        kept: &Kept,
        counters: &mut (usize, usize),
    ) -> Vec<Item> {
        let mut out = Vec::new();
        for item in items {
            if let Item::Mod(inner) = item {
                // Numbered in the order `add_items` met them.
                counters.1 += 1;
                let id = counters.1;
                let content = inner
                    .content
                    .as_ref()
                    .map(|(_, items)| &items[..])
                    .unwrap_or(&[]);
                let content = self.emit_items(content, id, kept, counters);
                if kept.modules[id] {
                    // The module's shell, not its items: cloning the whole
                    // module to replace its content copied every item of
                    // `math` for each region (a third of a region's time).
                    let brace = inner
                        .content
                        .as_ref()
                        .map(|(brace, _)| *brace)
                        .unwrap_or_default();
                    out.push(Item::Mod(syn::ItemMod {
                        attrs: inner.attrs.clone(),
                        vis: inner.vis.clone(),
                        unsafety: inner.unsafety,
                        mod_token: inner.mod_token,
                        ident: inner.ident.clone(),
                        content: Some((brace, content)),
                        semi: inner.semi,
                    }));
                }
                continue;
            }
            let id = counters.0;
            counters.0 += 1;
            match item {
                Item::Use(item) => {
                    if let Some(tree) = self.prune_use(&item.tree, here, &mut Vec::new(), kept) {
                        let mut item = item.clone();
                        item.tree = tree;
                        out.push(Item::Use(item));
                    }
                }
                Item::Macro(mac) if kept.items[id] && self.arms.contains_key(&id) => {
                    let mut mac = mac.clone();
                    mac.mac.tokens = arms::keep(&mac.mac.tokens, &kept.arms[id]);
                    out.push(Item::Macro(mac));
                }
                Item::Impl(block) if kept.items[id] && block.trait_.is_none() => {
                    let mut block = block.clone();
                    let mut index = 0;
                    block.items.retain(|_| {
                        index += 1;
                        kept.members[id][index - 1]
                    });
                    out.push(Item::Impl(block));
                }
                _ if kept.items[id] => out.push(item.clone()),
                _ => {}
            }
        }
        out
    }

    fn prune_use(
        &self,
        tree: &UseTree,
        here: usize,
        prefix: &mut Vec<String>,
        kept: &Kept,
    ) -> Option<UseTree> {
        match tree {
            UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                let inner = self.prune_use(&path.tree, here, prefix, kept);
                prefix.pop();
                let mut path = path.clone();
                path.tree = Box::new(inner?);
                Some(UseTree::Path(path))
            }
            UseTree::Name(syn::UseName { ident })
            | UseTree::Rename(syn::UseRename { ident, .. }) => {
                let mut path = prefix.clone();
                if ident != "self" {
                    path.push(ident.to_string());
                }
                self.keeps_import(here, &path, kept).then(|| tree.clone())
            }
            UseTree::Glob(_) => self.keeps_import(here, prefix, kept).then(|| tree.clone()),
            UseTree::Group(group) => {
                let items: Punctuated<UseTree, syn::Token![,]> = group
                    .items
                    .iter()
                    .filter_map(|tree| self.prune_use(tree, here, prefix, kept))
                    .collect();
                if items.is_empty() {
                    return None;
                }
                let mut group = group.clone();
                group.items = items;
                Some(UseTree::Group(group))
            }
        }
    }

    /// Whether an import of `path` in module `here` stays: it names
    /// something outside the core, or something kept.
    fn keeps_import(&self, here: usize, path: &[String], kept: &Kept) -> bool {
        let Some(first) = path.first() else {
            return true;
        };
        let in_core = matches!(first.as_str(), "super" | "self" | "crate" | "$crate")
            || !self.lookup(here, first, &[], 0).is_empty();
        !in_core
            || self
                .resolve(here, path, &[], 0)
                .iter()
                .any(|target| kept.holds(*target))
    }

    /// The top-level modules' names.
    pub fn top_modules(&self) -> BTreeSet<String> {
        self.modules[0].children.keys().cloned().collect()
    }

    /// Every public item of the core (each public method, associated const
    /// and type of an inherent impl too), as a program naming it alone.
    #[cfg(test)]
    pub fn probes(&self) -> Vec<Probe> {
        let mut probes = Vec::new();
        for (id, node) in self.nodes.iter().enumerate() {
            let module = &self.modules[node.module];
            if !module.public {
                continue;
            }
            let path = |name: &str| {
                let mut path = vec![CORE_CRATE.to_string()];
                path.extend(module.path.iter().cloned());
                path.push(name.to_string());
                path.join("::")
            };
            let is_macro = self.macros.values().flatten().any(|(def, _)| *def == id);
            match &node.kind {
                Kind::Named { name, public: true }
                    if is_macro && self.exported.get(name) == Some(&id) =>
                {
                    probes.push(Probe {
                        path: None,
                        mention: Some(format!("{}!()", name)),
                    })
                }
                Kind::Named { public: true, .. } if is_macro => {}
                Kind::Named { name, public: true } => probes.push(Probe {
                    path: Some(path(name)),
                    mention: None,
                }),
                Kind::Impl {
                    self_name: Some(type_name),
                    members: Some(members),
                    ..
                } => {
                    let public_type =
                        module.names.get(type_name).into_iter().flatten().any(|&t| {
                            matches!(&self.nodes[t].kind, Kind::Named { public: true, .. })
                        });
                    if !public_type {
                        continue;
                    }
                    for member in members.iter().filter(|m| m.public) {
                        if let Some(name) = &member.name {
                            probes.push(Probe {
                                path: Some(path(type_name)),
                                mention: Some(format!("{}::{}", type_name, name)),
                            });
                        }
                    }
                }
                _ => {}
            }
        }
        probes
    }
}

/// A program that names one public item of the core: a `use` line proves
/// its path; `stringify!` names a method or macro, so that the vendoring
/// keeps it (rustc then checks its body, as it does every kept item's).
#[cfg(test)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Probe {
    pub path: Option<String>,
    pub mention: Option<String>,
}

#[cfg(test)]
impl Probe {
    /// The probe alone: what the vendoring reads.
    pub fn program(&self) -> String {
        Probe::programs(std::slice::from_ref(self), false)
    }

    /// Several probes in one program (their `use` lines as `_`, so that two
    /// items of one name do not clash).
    pub fn programs(probes: &[Probe], underscore: bool) -> String {
        let mut text = String::from("#![allow(unused_imports)]\n");
        for path in probes.iter().filter_map(|p| p.path.as_ref()) {
            let alias = if underscore { " as _" } else { "" };
            text.push_str(&format!("use {}{};\n", path, alias));
        }
        text.push_str("\nfn main() {\n");
        for mention in probes.iter().filter_map(|p| p.mention.as_ref()) {
            text.push_str(&format!("    let _ = stringify!({});\n", mention));
        }
        text.push_str("}\n");
        text
    }

    /// What the probe names, for messages.
    pub fn name(&self) -> String {
        match (&self.path, &self.mention) {
            (Some(path), Some(mention)) => {
                let module = path.rsplit_once("::").map_or("", |(m, _)| m);
                format!("{}::{}", module, mention)
            }
            (Some(path), None) => path.clone(),
            (None, Some(mention)) => mention.clone(),
            (None, None) => String::new(),
        }
    }
}

impl Kept {
    fn holds(&self, target: Target) -> bool {
        match target {
            Target::Item(id) => self.items[id],
            Target::Module(id) => self.modules[id],
        }
    }
}

struct State<'g> {
    graph: &'g Graph,
    solution: Vec<Import>,
    kept: Kept,
    /// The names that occur in kept code where a member's name may stand.
    members: BTreeSet<String>,
    /// The identifiers in the arguments of macro calls in kept code (kept
    /// arms' transcribers included): all a kept macro's matcher can meet.
    call_args: BTreeSet<String>,
    todo: Vec<(&'g Refs, usize)>,
}

impl<'g> State<'g> {
    fn mark(&mut self, target: Target) {
        match target {
            Target::Item(id) => {
                if !self.kept.items[id] {
                    self.kept.items[id] = true;
                    let node = &self.graph.nodes[id];
                    self.mark_module(node.module);
                    self.todo.push((&node.refs, node.module));
                }
            }
            Target::Module(id) => self.mark_module(id),
        }
    }

    fn mark_module(&mut self, mut module: usize) {
        loop {
            self.kept.modules[module] = true;
            match self.graph.modules[module].parent {
                Some(parent) => module = parent,
                None => break,
            }
        }
    }

    fn process(&mut self, refs: &Refs, scope: usize) {
        for path in &refs.paths {
            for target in self.graph.resolve(scope, path, &self.solution, 0) {
                self.mark(target);
            }
        }
        for name in &refs.macros {
            for (id, _) in self.graph.macros.get(name).into_iter().flatten() {
                self.mark(Target::Item(*id));
            }
        }
        // A glob in a body: any name of the same code may come through it.
        for glob in &refs.globs {
            for target in self.graph.resolve(scope, glob, &self.solution, 0) {
                match target {
                    Target::Module(module) => {
                        for name in &refs.idents {
                            for found in self.graph.lookup(module, name, &self.solution, 0) {
                                self.mark(found);
                            }
                        }
                    }
                    Target::Item(_) => self.mark(target),
                }
            }
        }
        self.members.extend(refs.members.iter().cloned());
        self.call_args.extend(refs.call_args.iter().cloned());
    }

    /// Follows every kept item's names until nothing more is kept.
    fn settle(&mut self) {
        loop {
            while let Some((refs, scope)) = self.todo.pop() {
                self.process(refs, scope);
            }
            // `|`, not `||`: every rule has its turn each round.
            let changed = self.keep_by_condition()
                | self.keep_members()
                | self.keep_imported_traits()
                | self.keep_arms();
            // Last, once nothing else moves: until then an arm may still
            // become selectable.
            if !changed && self.todo.is_empty() && !self.keep_unmatched_macros() {
                break;
            }
        }
    }

    /// Keeps the items whose condition now holds; whether any.
    fn keep_by_condition(&mut self) -> bool {
        let graph = self.graph;
        let mut changed = false;
        for (id, node) in graph.nodes.iter().enumerate() {
            if self.kept.items[id] {
                continue;
            }
            let keep = match &graph.conditions[id] {
                Condition::Named => false,
                Condition::WithModule => self.kept.modules[node.module],
                // A group that waits for nothing in the core (an impl read
                // from a macro's body that names only std, say) goes with its
                // module, not into every solution.
                Condition::AnyGroup(groups) => groups.iter().any(|group| {
                    if group.is_empty() {
                        return self.kept.modules[node.module];
                    }
                    group
                        .iter()
                        .all(|targets| targets.iter().any(|t| self.kept.holds(*t)))
                }),
            };
            if keep {
                self.mark(Target::Item(id));
                changed = true;
            }
        }
        changed
    }

    /// Keeps the members of kept inherent impls whose names occur where a
    /// member's may; whether any.
    fn keep_members(&mut self) -> bool {
        let graph = self.graph;
        let mut changed = false;
        for (id, node) in graph.nodes.iter().enumerate() {
            let Kind::Impl {
                members: Some(members),
                ..
            } = &node.kind
            else {
                continue;
            };
            if !self.kept.items[id] {
                continue;
            }
            for (index, member) in members.iter().enumerate() {
                let named = member
                    .name
                    .as_ref()
                    .is_none_or(|name| self.members.contains(name));
                if named && !self.kept.members[id][index] {
                    self.kept.members[id][index] = true;
                    self.todo.push((&member.refs, node.module));
                    changed = true;
                }
            }
        }
        changed
    }

    /// Keeps a trait in scope through a `use` of a kept module, whose method
    /// may be called (`x.twice()`) with no other mention of the trait;
    /// whether any.
    fn keep_imported_traits(&mut self) -> bool {
        let graph = self.graph;
        let mut changed = false;
        for (module, traits) in graph.imported_traits.iter().enumerate() {
            if !self.kept.modules[module] {
                continue;
            }
            for &id in traits {
                let called = graph.traits[&id]
                    .iter()
                    .any(|name| self.members.contains(name));
                if !self.kept.items[id] && called {
                    self.mark(Target::Item(id));
                    changed = true;
                }
            }
        }
        changed
    }

    /// Keeps the arms of kept macros that some call can now select: every
    /// literal identifier of the matcher occurs in a call's arguments;
    /// whether any.
    fn keep_arms(&mut self) -> bool {
        let graph = self.graph;
        let mut changed = false;
        for (&id, arms) in &graph.arms {
            if !self.kept.items[id] {
                continue;
            }
            for (index, arm) in arms.iter().enumerate() {
                if !self.kept.arms[id][index] && arm.literals.is_subset(&self.call_args) {
                    self.kept.arms[id][index] = true;
                    self.todo.push((&arm.refs, graph.nodes[id].module));
                    changed = true;
                }
            }
        }
        changed
    }

    /// Once all else is settled: keeps every arm of a kept macro that no call
    /// can select (named where nothing expands it, as in `stringify!(m!())`),
    /// rather than an empty `macro_rules!`; whether any.
    fn keep_unmatched_macros(&mut self) -> bool {
        let graph = self.graph;
        let mut changed = false;
        for (&id, arms) in &graph.arms {
            if !self.kept.items[id] || self.kept.arms[id].iter().any(|&live| live) {
                continue;
            }
            for (index, arm) in arms.iter().enumerate() {
                self.kept.arms[id][index] = true;
                self.todo.push((&arm.refs, graph.nodes[id].module));
                changed = true;
            }
        }
        changed
    }
}

/// The `use` lines of the solution, wherever they stand.
struct UseLines<'a>(&'a mut Vec<Import>);

impl<'ast> Visit<'ast> for UseLines<'_> {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        use_imports(&item.tree, &mut Vec::new(), self.0);
    }
}

fn use_imports(tree: &UseTree, prefix: &mut Vec<String>, out: &mut Vec<Import>) {
    match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            use_imports(&path.tree, prefix, out);
            prefix.pop();
        }
        UseTree::Name(syn::UseName { ident }) | UseTree::Rename(syn::UseRename { ident, .. }) => {
            let binding = match tree {
                UseTree::Rename(rename) => rename.rename.to_string(),
                _ if ident == "self" => prefix.last().cloned().unwrap_or_default(),
                _ => ident.to_string(),
            };
            let mut path = prefix.clone();
            if ident != "self" {
                path.push(ident.to_string());
            }
            out.push(Import {
                binding: Some(binding),
                path,
            });
        }
        UseTree::Glob(_) => out.push(Import {
            binding: None,
            path: prefix.clone(),
        }),
        UseTree::Group(group) => {
            for tree in &group.items {
                use_imports(tree, prefix, out);
            }
        }
    }
}

fn named(ident: &syn::Ident, vis: &Visibility) -> Kind {
    Kind::Named {
        name: ident.to_string(),
        public: matches!(vis, Visibility::Public(_)),
    }
}

fn segments(path: &syn::Path) -> Vec<String> {
    path.segments.iter().map(|s| s.ident.to_string()).collect()
}

/// The path of the type an impl is for, through references and parentheses
/// (`None` for a slice, a tuple, ...: nothing in the core to wait for).
fn type_path(ty: &syn::Type) -> Option<Vec<String>> {
    match ty {
        syn::Type::Path(path) if path.qself.is_none() => Some(segments(&path.path)),
        syn::Type::Reference(reference) => type_path(&reference.elem),
        syn::Type::Paren(paren) => type_path(&paren.elem),
        syn::Type::Group(group) => type_path(&group.elem),
        _ => None,
    }
}

fn member(item: &ImplItem) -> Member {
    let (name, vis) = match item {
        ImplItem::Fn(f) => (Some(f.sig.ident.to_string()), Some(&f.vis)),
        ImplItem::Const(c) => (Some(c.ident.to_string()), Some(&c.vis)),
        ImplItem::Type(t) => (Some(t.ident.to_string()), Some(&t.vis)),
        _ => (None, None),
    };
    Member {
        name,
        public: matches!(vis, Some(Visibility::Public(_))),
        refs: scan(item.to_token_stream()),
    }
}

/// The names of the statics a macro call such as `thread_local!` defines.
fn statics(tokens: TokenStream) -> Vec<String> {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut names = Vec::new();
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Ident(ident) if ident == "static" => {
                let mut j = i + 1;
                if matches!(trees.get(j), Some(TokenTree::Ident(m)) if m == "mut") {
                    j += 1;
                }
                if let Some(TokenTree::Ident(name)) = trees.get(j) {
                    names.push(name.to_string());
                }
            }
            TokenTree::Group(group) => names.extend(statics(group.stream())),
            _ => {}
        }
    }
    names
}

/// The keywords that define an item by the name after them.
const DEFINING: [&str; 9] = [
    "struct", "enum", "union", "trait", "type", "fn", "const", "static", "mod",
];

/// What a macro's expansion writes, as far as its body says.
#[derive(Debug, Clone, Default)]
struct Expansion {
    /// The trait and type paths of each `impl` header (`["$"]` for a
    /// metavariable: something named in the call).
    headers: Vec<Vec<Vec<String>>>,
    /// The items it defines by a name of its own.
    names: Vec<String>,
    /// Whether it defines an item whose name is a metavariable.
    by_metavariable: bool,
}

/// In a macro's body: the trait and type paths of each `impl` header, the
/// items defined outside impls, and the macros it calls.
fn headers_in(tokens: TokenStream, out: &mut Expansion, calls: &mut Vec<String>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let punct =
        |i: usize, ch: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ch);
    let mut i = 0;
    while i < trees.len() {
        match &trees[i] {
            TokenTree::Ident(ident) if ident == "impl" && !(i > 0 && punct(i - 1, '$')) => {
                let mut j = i + 1;
                if punct(j, '<') {
                    let mut depth = 0;
                    while j < trees.len() {
                        if punct(j, '<') {
                            depth += 1;
                        } else if punct(j, '>') && !punct(j - 1, '-') {
                            depth -= 1;
                            if depth == 0 {
                                j += 1;
                                break;
                            }
                        }
                        j += 1;
                    }
                }
                let start = j;
                while j < trees.len()
                    && !matches!(&trees[j], TokenTree::Group(g) if g.delimiter() == Delimiter::Brace)
                {
                    j += 1;
                }
                let header = &trees[start..j];
                let split = header
                    .iter()
                    .position(|tree| matches!(tree, TokenTree::Ident(id) if id == "for"));
                let mut requirement = Vec::new();
                match split {
                    Some(at) => {
                        requirement.extend(first_path(&header[..at]));
                        requirement.extend(first_path(&header[at + 1..]));
                    }
                    None => requirement.extend(first_path(header)),
                }
                out.headers.push(requirement);
                i = j + 1;
            }
            TokenTree::Ident(ident)
                if DEFINING.contains(&ident.to_string().as_str())
                    && !(i > 0 && punct(i - 1, '$')) =>
            {
                match trees.get(i + 1) {
                    Some(TokenTree::Punct(p)) if p.as_char() == '$' => out.by_metavariable = true,
                    Some(TokenTree::Ident(name)) => out.names.push(name.to_string()),
                    _ => {}
                }
                i += 1;
            }
            TokenTree::Ident(ident) if punct(i + 1, '!') && !(i > 0 && punct(i - 1, '$')) => {
                calls.push(ident.to_string());
                i += 1;
            }
            TokenTree::Group(group) => {
                headers_in(group.stream(), out, calls);
                i += 1;
            }
            _ => i += 1,
        }
    }
}

/// The path a type or trait in an impl header starts with, past `&`, `mut`,
/// `dyn` and lifetimes; `["$"]` for a metavariable, `None` if not a path.
fn first_path(trees: &[TokenTree]) -> Option<Vec<String>> {
    let punct =
        |i: usize, ch: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ch);
    let mut i = 0;
    loop {
        match trees.get(i)? {
            TokenTree::Punct(p) if p.as_char() == '&' => i += 1,
            TokenTree::Punct(p) if p.as_char() == '\'' => i += 2,
            TokenTree::Ident(id) if id == "mut" || id == "dyn" => i += 1,
            _ => break,
        }
    }
    let mut path = Vec::new();
    if punct(i, '$') {
        match trees.get(i + 1) {
            Some(TokenTree::Ident(id)) if id == "crate" => path.push("$crate".to_string()),
            _ => return Some(vec!["$".to_string()]),
        }
        i += 2;
    } else {
        match trees.get(i)? {
            TokenTree::Ident(id) => path.push(id.to_string()),
            _ => return None,
        }
        i += 1;
    }
    while punct(i, ':') && punct(i + 1, ':') {
        match trees.get(i + 2) {
            Some(TokenTree::Ident(id)) => path.push(id.to_string()),
            _ => break,
        }
        i += 3;
    }
    Some(path)
}
