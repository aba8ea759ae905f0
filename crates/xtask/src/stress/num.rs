//! A bound or a length as written (`n - 1`, `2·10^5`, `10i64.pow(9)`):
//! numbers, names and arithmetic, evaluated once the names it uses are drawn.

use std::collections::HashMap;

/// An integer expression over the names read so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Num {
    Const(i128),
    /// A name, lower-cased (`N` and `n` are one name).
    Name(String),
    Add(Box<Num>, Box<Num>),
    Sub(Box<Num>, Box<Num>),
    Mul(Box<Num>, Box<Num>),
    Div(Box<Num>, Box<Num>),
    Pow(Box<Num>, Box<Num>),
    Min(Box<Num>, Box<Num>),
}

/// The values of the names drawn so far (lower-cased).
pub type Env = HashMap<String, i128>;

impl Num {
    /// Its value, or `None` when it names something not drawn (yet).
    pub fn eval(&self, env: &Env) -> Option<i128> {
        let both = |a: &Num, b: &Num| Some((a.eval(env)?, b.eval(env)?));
        match self {
            Num::Const(value) => Some(*value),
            Num::Name(name) => env.get(name).copied(),
            Num::Add(a, b) => both(a, b).and_then(|(a, b)| a.checked_add(b)),
            Num::Sub(a, b) => both(a, b).and_then(|(a, b)| a.checked_sub(b)),
            Num::Mul(a, b) => both(a, b).and_then(|(a, b)| a.checked_mul(b)),
            Num::Div(a, b) => both(a, b).and_then(|(a, b)| a.checked_div(b)),
            Num::Pow(a, b) => both(a, b).and_then(|(a, b)| a.checked_pow(u32::try_from(b).ok()?)),
            Num::Min(a, b) => both(a, b).map(|(a, b)| a.min(b)),
        }
    }

    /// The names it uses.
    pub fn names(&self, into: &mut Vec<String>) {
        match self {
            Num::Const(_) => {}
            Num::Name(name) => into.push(name.clone()),
            Num::Add(a, b)
            | Num::Sub(a, b)
            | Num::Mul(a, b)
            | Num::Div(a, b)
            | Num::Pow(a, b)
            | Num::Min(a, b) => {
                a.names(into);
                b.names(into);
            }
        }
    }

    /// Read from Rust: literals (`1_000`, `5u64`), names, `+ - * /`,
    /// parentheses, casts and `.pow(k)`; `None` for anything else.
    pub fn from_rust(expr: &syn::Expr) -> Option<Num> {
        use syn::{BinOp, Expr, Lit, UnOp};
        Some(match expr {
            Expr::Lit(lit) => match &lit.lit {
                Lit::Int(int) => Num::Const(int.base10_parse::<i128>().ok()?),
                _ => return None,
            },
            Expr::Path(path) => Num::Name(path.path.get_ident()?.to_string().to_lowercase()),
            Expr::Paren(inner) => Num::from_rust(&inner.expr)?,
            Expr::Group(inner) => Num::from_rust(&inner.expr)?,
            Expr::Cast(cast) => Num::from_rust(&cast.expr)?,
            Expr::Unary(unary) if matches!(unary.op, UnOp::Neg(_)) => Num::Sub(
                Box::new(Num::Const(0)),
                Box::new(Num::from_rust(&unary.expr)?),
            ),
            Expr::Binary(binary) => {
                let (a, b) = (
                    Box::new(Num::from_rust(&binary.left)?),
                    Box::new(Num::from_rust(&binary.right)?),
                );
                match binary.op {
                    BinOp::Add(_) => Num::Add(a, b),
                    BinOp::Sub(_) => Num::Sub(a, b),
                    BinOp::Mul(_) => Num::Mul(a, b),
                    BinOp::Div(_) => Num::Div(a, b),
                    _ => return None,
                }
            }
            Expr::MethodCall(call) if call.method == "pow" && call.args.len() == 1 => Num::Pow(
                Box::new(Num::from_rust(&call.receiver)?),
                Box::new(Num::from_rust(&call.args[0])?),
            ),
            _ => return None,
        })
    }

    /// Read from a statement's notation once normalised (see
    /// [`crate::stress::constraints`]): `2*10^5`, `10^18`, `N-1`, `N(N-1)/2`,
    /// `1e5`, `min(N, 10)`; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Num> {
        let tokens = lex(text)?;
        let mut parser = Parser { tokens, at: 0 };
        let num = parser.sum()?;
        (parser.at == parser.tokens.len()).then_some(num)
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Int(i128),
    Name(String),
    Op(char),
}

fn lex(text: &str) -> Option<Vec<Token>> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '_') {
                i += 1;
            }
            let digits: String = chars[start..i].iter().filter(|c| **c != '_').collect();
            let mut value: i128 = digits.parse().ok()?;
            // 1e5, 2e18
            if i + 1 < chars.len() && chars[i] == 'e' && chars[i + 1].is_ascii_digit() {
                let start = i + 1;
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let exp: u32 = chars[start..i].iter().collect::<String>().parse().ok()?;
                value = value.checked_mul(10i128.checked_pow(exp)?)?;
            }
            tokens.push(Token::Int(value));
        } else if c.is_alphabetic() {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            tokens.push(Token::Name(word.to_lowercase()));
        } else if "+-*/^(),".contains(c) {
            tokens.push(Token::Op(c));
            i += 1;
        } else {
            return None;
        }
    }
    Some(tokens)
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn eat(&mut self, op: char) -> bool {
        if self.peek() == Some(&Token::Op(op)) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn sum(&mut self) -> Option<Num> {
        let mut num = self.product()?;
        loop {
            if self.eat('+') {
                num = Num::Add(Box::new(num), Box::new(self.product()?));
            } else if self.eat('-') {
                num = Num::Sub(Box::new(num), Box::new(self.product()?));
            } else {
                return Some(num);
            }
        }
    }

    fn product(&mut self) -> Option<Num> {
        let mut num = self.power()?;
        loop {
            if self.eat('*') {
                num = Num::Mul(Box::new(num), Box::new(self.power()?));
            } else if self.eat('/') {
                num = Num::Div(Box::new(num), Box::new(self.power()?));
            } else if matches!(self.peek(), Some(Token::Op('(')) | Some(Token::Name(_))) {
                // N(N-1): a product written without its sign.
                num = Num::Mul(Box::new(num), Box::new(self.power()?));
            } else {
                return Some(num);
            }
        }
    }

    fn power(&mut self) -> Option<Num> {
        let base = self.atom()?;
        if self.eat('^') {
            return Some(Num::Pow(Box::new(base), Box::new(self.power()?)));
        }
        Some(base)
    }

    fn atom(&mut self) -> Option<Num> {
        if self.eat('-') {
            return Some(Num::Sub(Box::new(Num::Const(0)), Box::new(self.power()?)));
        }
        if self.eat('(') {
            let num = self.sum()?;
            return self.eat(')').then_some(num);
        }
        match self.peek()?.clone() {
            Token::Int(value) => {
                self.at += 1;
                Some(Num::Const(value))
            }
            Token::Name(name)
                if name == "min" && self.tokens.get(self.at + 1) == Some(&Token::Op('(')) =>
            {
                self.at += 2;
                let a = self.sum()?;
                if !self.eat(',') {
                    return None;
                }
                let b = self.sum()?;
                self.eat(')').then_some(Num::Min(Box::new(a), Box::new(b)))
            }
            Token::Name(name) => {
                self.at += 1;
                Some(Num::Name(name))
            }
            Token::Op(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str) -> Option<i128> {
        Num::from_text(text)?.eval(&Env::from([("n".to_string(), 10)]))
    }

    #[test]
    fn a_statements_numbers_are_read() {
        assert_eq!(value("2*10^5"), Some(200_000));
        assert_eq!(value("10^18"), Some(1_000_000_000_000_000_000));
        assert_eq!(value("-10^9"), Some(-1_000_000_000));
        assert_eq!(value("N-1"), Some(9));
        assert_eq!(value("N(N-1)/2"), Some(45));
        assert_eq!(value("min(2*10^5, N(N-1)/2)"), Some(45));
        assert_eq!(value("1e5"), Some(100_000));
        assert_eq!(value("200_000"), Some(200_000));
        assert_eq!(value("M"), None);
        assert_eq!(Num::from_text("1 <"), None);
    }

    #[test]
    fn rusts_numbers_are_read() {
        let read = |text: &str| {
            Num::from_rust(&syn::parse_str(text).unwrap())
                .and_then(|num| num.eval(&Env::from([("n".to_string(), 10)])))
        };
        assert_eq!(read("n - 1"), Some(9));
        assert_eq!(read("10i64.pow(9)"), Some(1_000_000_000));
        assert_eq!(read("2 * n as usize"), Some(20));
        assert_eq!(read("1_000_000_007"), Some(1_000_000_007));
        assert_eq!(read("a.len()"), None);
    }
}
