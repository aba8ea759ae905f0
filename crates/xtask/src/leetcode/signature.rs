//! A LeetCode signature given alone (`new --signature`): checked to be one
//! LeetCode calls, the method's name, and a body that compiles warning-free
//! until it is written. The local `main` that calls it is generated like
//! any other (see [`crate::leetcode::main_region`]); which types it can read
//! and write is [`in_notation`].

use anyhow::{anyhow, bail, Result};
use syn::{FnArg, Pat, ReturnType, Type};

/// The method's name, and its placeholder body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parts {
    pub method: String,
    pub body: String,
}

/// The parts for `signature` (`pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32>`).
pub fn parts(signature: &str) -> Result<Parts> {
    let method = crate::leetcode::signature::parse_signature(signature)
        .map_err(|err| anyhow!("--signature is {}", err))?;
    if !matches!(method.vis, syn::Visibility::Public(_)) {
        bail!(
            "--signature must start with `pub fn`, as LeetCode's do; found `{}`",
            signature
        );
    }
    let mut names = Vec::new();
    for input in &method.sig.inputs {
        let typed = match input {
            FnArg::Typed(typed) => typed,
            FnArg::Receiver(_) => {
                bail!("--signature takes no `self`: LeetCode calls `Solution::method(...)`")
            }
        };
        match &*typed.pat {
            Pat::Ident(ident) => names.push(ident.ident.to_string()),
            _ => bail!("--signature: each argument needs a plain name, as in `n: i32`"),
        }
    }
    let mut body = String::new();
    match &names[..] {
        [] => {}
        [one] => body.push_str(&format!("        let _ = {};\n", one)),
        many => body.push_str(&format!("        let _ = ({});\n", many.join(", "))),
    }
    if let ReturnType::Type(..) = method.sig.output {
        body.push_str("        Default::default()\n");
    }
    Ok(Parts {
        method: method.sig.ident.to_string(),
        body,
    })
}

/// Whether `cpkit::leetcode` reads and writes the type: integers, `f64`,
/// `bool`, `String`, `char`, LeetCode's lists and trees, `Option`s of the
/// plain ones (`null`), and `Vec`s of all of them nested to any depth.
pub(crate) fn in_notation(ty: &Type) -> bool {
    const OTHERS: [&str; 12] = [
        "Option<Box<ListNode>>",
        "Option<Rc<RefCell<TreeNode>>>",
        "Option<i32>",
        "Option<i64>",
        "Option<u32>",
        "Option<u64>",
        "Option<usize>",
        "Option<f64>",
        "Option<bool>",
        "Option<String>",
        "Option<char>",
        "Option<Vec<i32>>",
    ];
    if OTHERS.contains(&type_text(ty).as_str()) {
        return true;
    }
    const SCALARS: [&str; 16] = [
        "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
        "f64", "bool", "String", "char",
    ];
    let path = match ty {
        Type::Path(path) if path.qself.is_none() => &path.path,
        _ => return false,
    };
    let last = match path.segments.last() {
        Some(last) if path.segments.len() == 1 => last,
        _ => return false,
    };
    match &last.arguments {
        syn::PathArguments::None => SCALARS.contains(&last.ident.to_string().as_str()),
        syn::PathArguments::AngleBracketed(args) if last.ident == "Vec" => {
            match args.args.iter().collect::<Vec<_>>()[..] {
                [syn::GenericArgument::Type(item)] => in_notation(item),
                _ => false,
            }
        }
        _ => false,
    }
}

fn type_text(ty: &Type) -> String {
    quote::ToTokens::to_token_stream(ty)
        .to_string()
        .replace(' ', "")
}

/// A LeetCode signature (`pub fn name(args) -> T`) parsed as a method.
pub fn parse_signature(signature: &str) -> Result<syn::ImplItemFn> {
    syn::parse_str(&format!("{} {{}}", signature))
        .map_err(|err| anyhow!("not a method signature: `{}`; {}", signature, err))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn notation(ty: &str) -> bool {
        in_notation(&syn::parse_str(ty).unwrap())
    }

    #[test]
    fn nested_vecs_strings_chars_floats_lists_trees_and_nulls_are_in_notation() {
        for ty in [
            "Vec<Vec<char>>",
            "Vec<String>",
            "f64",
            "Vec<Vec<Vec<i64>>>",
            "bool",
            "Option<Box<ListNode>>",
            "Vec<Option<Box<ListNode>>>",
            "Option<Rc<RefCell<TreeNode>>>",
            "Option<i32>",
        ] {
            assert!(notation(ty), "{}", ty);
        }
        for ty in ["HashMap<i32, i32>", "Option<(i32, i32)>", "&str", "&[i32]"] {
            assert!(!notation(ty), "{}", ty);
        }
    }

    #[test]
    fn one_argument_or_none_keep_the_body_tidy() {
        assert_eq!(
            parts("pub fn f(n: i32) -> i32").unwrap().body,
            "        let _ = n;\n        Default::default()\n"
        );
        assert_eq!(
            parts("pub fn rotate(nums: &mut Vec<i32>, k: i32)")
                .unwrap()
                .body,
            "        let _ = (nums, k);\n"
        );
        assert_eq!(parts("pub fn f()").unwrap().body, "");
    }

    #[test]
    fn bad_signatures_are_refused() {
        let error = |signature: &str| parts(signature).unwrap_err().to_string();
        assert!(error("fn f(n: i32)").starts_with("--signature must start with `pub fn`"));
        assert!(error("pub fn f(&self)").starts_with("--signature takes no `self`"));
        assert!(error("pub fn (").starts_with("--signature is not a method signature"));
        assert!(error("pub fn f((a, b): (i32, i32))").starts_with("--signature: each argument"));
    }
}
