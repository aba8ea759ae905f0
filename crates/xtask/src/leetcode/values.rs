//! A pasted example's values checked against the method's types, as the
//! solution will read them, so that `sample` refuses `nums = [2,x]` when it
//! is pasted rather than when the tests run; the error names the example,
//! the argument, the item and the column.
//!
//! The reading is the core's own (`cpkit::leetcode`), chosen at run time
//! from the signature's types; a type the notation does not cover is not
//! checked.

use std::cell::RefCell;
use std::rc::Rc;

use cpkit::input::{Input, InputError};
use cpkit::leetcode::{self, LeetCode, ListNode, TreeNode};
use syn::{GenericArgument, PathArguments, Type};

use super::template::type_text;

/// The types of a method's arguments and of its answer (what it returns,
/// or the argument it changes in place).
#[derive(Debug)]
pub struct Typed {
    arguments: Vec<Type>,
    answer: Option<Type>,
}

impl Typed {
    /// The types of the method `signature` (`pub fn f(x: i32) -> i64`).
    pub fn of(signature: &str) -> Result<Typed, String> {
        let function = crate::leetcode::signature::parse_signature(signature)
            .map_err(|err| format!("the problem's signature is {:#}", err))?;
        let method = super::template::method(&function).map_err(|err| err.to_string())?;
        let in_place = method
            .args
            .iter()
            .find(|arg| arg.by_mut)
            .map(|arg| arg.ty.clone());
        Ok(Typed {
            arguments: method.args.into_iter().map(|arg| arg.ty).collect(),
            answer: method.output.or(in_place),
        })
    }

    /// Checks argument `index`, named `name` in Rust and `shown` on the page.
    pub fn argument(
        &self,
        index: usize,
        name: &str,
        shown: &str,
        value: &str,
    ) -> Result<(), String> {
        match self.arguments.get(index) {
            Some(ty) => check_argument(name, shown, ty, value),
            None => Ok(()),
        }
    }

    /// Checks the expected answer.
    pub fn output(&self, value: &str) -> Result<(), String> {
        match &self.answer {
            Some(ty) => check_output(ty, value),
            None => Ok(()),
        }
    }
}

/// Whether [`check`] can read values of `ty`.
pub fn checkable(ty: &Type) -> bool {
    match vec_item(ty) {
        Some(item) => checkable(item),
        None => read_as(&type_text(ty)).is_some(),
    }
}

/// Reads one value of a type, or says why it does not read.
type Reader = fn(&mut Input) -> Result<(), InputError>;

/// The reader of a type the notation covers, by its text.
fn read_as(text: &str) -> Option<Reader> {
    fn read<T: LeetCode>(input: &mut Input) -> Result<(), InputError> {
        T::parse(input).map(drop)
    }
    macro_rules! types {
        ($($t:ty),*) => {
            $(
                if text == stringify!($t).replace(' ', "") {
                    return Some(read::<$t>);
                }
            )*
        };
    }
    types!(
        i8,
        i16,
        i32,
        i64,
        i128,
        isize,
        u8,
        u16,
        u32,
        u64,
        u128,
        usize,
        f64,
        bool,
        String,
        char,
        Option<Box<ListNode>>,
        Option<Rc<RefCell<TreeNode>>>,
        Option<i32>,
        Option<i64>,
        Option<u32>,
        Option<u64>,
        Option<usize>,
        Option<f64>,
        Option<bool>,
        Option<String>,
        Option<char>,
        Option<Vec<i32>>
    );
    None
}

/// `T` of `Vec<T>`.
fn vec_item(ty: &Type) -> Option<&Type> {
    let path = match ty {
        Type::Path(path) if path.qself.is_none() && path.path.segments.len() == 1 => &path.path,
        _ => return None,
    };
    let last = path.segments.last()?;
    match &last.arguments {
        PathArguments::AngleBracketed(args) if last.ident == "Vec" && args.args.len() == 1 => {
            match &args.args[0] {
                GenericArgument::Type(item) => Some(item),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Reads one value of `ty` (which must be [`checkable`]).
pub fn check(ty: &Type, input: &mut Input) -> Result<(), InputError> {
    match vec_item(ty) {
        Some(item) => leetcode::list(input, |input| check(item, input)).map(drop),
        None => match read_as(&type_text(ty)) {
            Some(read) => read(input),
            None => Ok(()),
        },
    }
}

/// Checks `value` as the argument `name` of type `ty`, shown as `shown =
/// value`; the error is `nums[2] expected an i32; found "x" (column 11 of
/// nums = [2,7,x,15])`.
pub fn check_argument(name: &str, shown: &str, ty: &Type, value: &str) -> Result<(), String> {
    if !checkable(ty) {
        return Ok(());
    }
    let text = format!("{} = {}", shown, value);
    let mut input = Input::from_bytes(text.as_bytes());
    leetcode::read_arg_with(&mut input, name, |input| check(ty, input))
        .and_then(|()| input.end())
        .map_err(|err| described(&err, &text))
}

/// Checks an output `value` of type `ty`.
pub fn check_output(ty: &Type, value: &str) -> Result<(), String> {
    if !checkable(ty) {
        return Ok(());
    }
    let mut input = Input::from_bytes(value.as_bytes());
    check(ty, &mut input)
        .map_err(|err| err.named("the output"))
        .and_then(|()| input.end().map_err(|err| err.named("the output")))
        .map_err(|err| described(&err, value))
}

/// The error without its `line 1, column c:`, the column said after it.
fn described(err: &InputError, text: &str) -> String {
    let message = err.to_string();
    let (_, column) = err.line_and_column();
    let detail = message.split_once(": ").map_or(&*message, |(_, rest)| rest);
    format!("{} (column {} of {})", detail, column, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(text: &str) -> Type {
        syn::parse_str(text).unwrap()
    }

    #[test]
    fn values_of_the_notations_types_are_checked_and_others_are_not() {
        let vec = ty("Vec<i32>");
        assert_eq!(check_argument("nums", "nums", &vec, "[2,7,11,15]"), Ok(()));
        assert_eq!(
            check_argument("nums", "nums", &vec, "[2,7,x,15]"),
            Err("nums[2] expected an i32; found \"x\" (column 13 of nums = [2,7,x,15])".into())
        );
        let tree = ty("Option<Rc<RefCell<TreeNode>>>");
        assert_eq!(
            check_argument("root", "root", &tree, "[3,9,20,null,null,15,7]"),
            Ok(())
        );
        assert!(check_argument("root", "root", &tree, "[3,nul]").is_err());
        let grid = ty("Vec<Vec<char>>");
        assert_eq!(
            check_argument("board", "board", &grid, "[[\"a\",\"b\"]]"),
            Ok(())
        );
        assert_eq!(
            check_argument("board", "board", &grid, "[[\"ab\"]]"),
            Err("board[0][0] expected one character in double quotes; found \"ab\" (column 11 of board = [[\"ab\"]])".into())
        );
        assert_eq!(
            check_argument("m", "m", &ty("HashMap<i32, i32>"), "{1: 2}"),
            Ok(())
        );
        assert_eq!(check_output(&ty("i64"), "12"), Ok(()));
        assert_eq!(
            check_output(&ty("bool"), "yes"),
            Err("the output expected true or false; found \"yes\" (column 1 of yes)".into())
        );
    }
}
