//! Checker for verify-primitive-root (Library Checker "Primitive
//! Root"): for each prime p, any r in 0..p whose powers reach every nonzero
//! residue is right, that is r^((p-1)/q) ≠ 1 for every prime q dividing
//! p - 1. It is run as `checker <input> <output> <answer>` (testlib's
//! order). Exit code 0 accepts; 1 rejects, with the reason on the first
//! line; 3 says an input file is unreadable or malformed.
//!
//! p - 1 is factored here on its own (trial division, then Pollard's rho
//! with Miller–Rabin), not with the kit's code it checks.

use std::env;
use std::fs;
use std::process;

fn read(path: &str) -> String {
    match fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) => {
            println!("cannot read {}: {}", path, err);
            process::exit(3);
        }
    }
}

fn fail(message: String) -> ! {
    println!("{}", message);
    process::exit(3);
}

fn reject(message: String) -> ! {
    println!("{}", message);
    process::exit(1);
}

fn numbers(text: &str, bad: fn(String) -> !) -> Vec<u64> {
    text.split_ascii_whitespace()
        .map(|t| t.parse().unwrap_or_else(|_| bad(format!("expected a number; found {:?}", t))))
        .collect()
}

fn mul(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

fn pow(mut x: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, x, m);
        }
        x = mul(x, x, m);
        e >>= 1;
    }
    r
}

/// Miller–Rabin with the first twelve primes as bases: right for every u64.
fn is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    if let Some(&b) = BASES.iter().find(|&&b| n % b == 0) {
        return n == b;
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    BASES.iter().all(|&a| {
        let mut x = pow(a, d, n);
        if x == 1 || x == n - 1 {
            return true;
        }
        (1..s).any(|_| {
            x = mul(x, x, n);
            x == n - 1
        })
    })
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// A nontrivial factor of the odd composite n, by Floyd's cycle finding.
fn rho(n: u64) -> u64 {
    for c in 1.. {
        let f = |x: u64| (mul(x, x, n) + c) % n;
        let (mut x, mut y, mut d) = (2, 2, 1);
        while d == 1 {
            x = f(x);
            y = f(f(y));
            d = gcd(x.max(y) - x.min(y), n);
        }
        if d != n {
            return d;
        }
    }
    unreachable!()
}

fn prime_factors(mut n: u64, out: &mut Vec<u64>) {
    for q in 2..1000 {
        if n % q == 0 {
            out.push(q);
            while n % q == 0 {
                n /= q;
            }
        }
    }
    let mut stack = vec![n];
    while let Some(m) = stack.pop() {
        if m == 1 {
            continue;
        }
        if is_prime(m) {
            if !out.contains(&m) {
                out.push(m);
            }
            continue;
        }
        let d = rho(m);
        stack.push(d);
        stack.push(m / d);
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        println!("usage: checker <input> <output> <answer>");
        process::exit(3);
    }
    let input = numbers(&read(&args[1]), fail);
    let output = numbers(&read(&args[2]), reject);
    let q = input[0] as usize;
    if input.len() != 1 + q {
        fail(format!("the input has {} numbers for Q = {}", input.len(), q));
    }
    if output.len() != q {
        reject(format!("expected {} answers; found {}", q, output.len()));
    }
    for (i, (&p, &r)) in input[1..].iter().zip(&output).enumerate() {
        if r >= p {
            reject(format!("query {}: {} is not below p = {}", i + 1, r, p));
        }
        let mut primes = Vec::new();
        prime_factors(p - 1, &mut primes);
        if let Some(q) = primes.iter().find(|&&q| pow(r, (p - 1) / q, p) == 1) {
            reject(format!("query {}: {}^((p-1)/{}) ≡ 1 (mod {}): not a primitive root", i + 1, r, q, p));
        }
    }
}
