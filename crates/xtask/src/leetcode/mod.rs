//! LeetCode in one place: the editor's template read ([`template`]), the
//! file `new` writes from it ([`local_main`]) or from one signature
//! ([`signature`]), the local `main` as a generated region
//! ([`main_region`]) kept in step with the code ([`refresh`], recognising
//! files made before it with [`legacy`]), a design problem's pasted
//! examples ([`examples`]), and the harness that checks a submission
//! against only what LeetCode provides ([`harness`]).
//!
//! The notation itself (values, lists, trees, a design problem's calls) is
//! the core's `cpkit::leetcode`, which the solutions carry.

pub mod constraints;
pub mod examples;
pub mod harness;
pub mod legacy;
pub mod local_main;
pub mod main_region;
pub mod refresh;
pub mod signature;
pub mod stress;
pub mod template;
pub mod values;

/// The page's spelling of a Rust name: `sum_range` → `sumRange`.
pub fn camel_case(snake: &str) -> String {
    let snake = snake.trim_start_matches("r#");
    let mut camel = String::new();
    let mut upper = false;
    for ch in snake.chars() {
        if ch == '_' && !camel.is_empty() {
            upper = true;
        } else if upper {
            camel.extend(ch.to_uppercase());
            upper = false;
        } else {
            camel.push(ch);
        }
    }
    camel
}
