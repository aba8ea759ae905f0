//! The six strategies in `cpkit::queens::strategies` find exactly what the solver
//! finds, in the same order: every placement for n = 0..=10, the counts for
//! n = 0..=12.

use std::ops::ControlFlow;

use cpkit::queens::strategies::{Strategy, Visitor, ALL};
use cpkit::queens::{self, counting};

/// The largest n whose placements are compared one by one.
const LISTED_UP_TO: usize = 10;
/// The largest n whose counts are compared.
const COUNTED_UP_TO: usize = 12;

/// Every placement `for_each` visits, in order.
fn placements(for_each: impl FnOnce(Visitor<'_>) -> ControlFlow<()>) -> Vec<Vec<u8>> {
    let mut found = Vec::new();
    let flow = for_each(&mut |cols| {
        found.push(cols.to_vec());
        ControlFlow::Continue(())
    });
    assert_eq!(flow, ControlFlow::Continue(()), "the search ended early");
    found
}

fn strategy(name: &str) -> Strategy {
    *ALL.iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no strategy named {:?}", name))
}

/// Compares the placements of `name` with the solver's for every n up to
/// `LISTED_UP_TO`; a failure shows the first one that differs.
fn lists_the_solvers_placements(name: &str) {
    let strategy = strategy(name);
    for n in 0..=LISTED_UP_TO {
        let expected = placements(|visit| queens::for_each(n, visit));
        let found = placements(|visit| (strategy.for_each)(n, visit));
        if let Some(i) =
            (0..expected.len().max(found.len())).find(|&i| expected.get(i) != found.get(i))
        {
            panic!(
                "{}, n = {}: placement #{} is {:?}, the solver's is {:?} ({} placements found, {} expected)",
                name,
                n,
                i,
                found.get(i),
                expected.get(i),
                found.len(),
                expected.len()
            );
        }
    }
}

fn counts_as_the_solver(name: &str) {
    let strategy = strategy(name);
    for n in 0..=COUNTED_UP_TO {
        assert_eq!(
            (strategy.count)(n),
            counting::count(n),
            "{}: count({})",
            name,
            n
        );
    }
}

/// A `Break` from the visitor ends the search at once, and comes back out.
fn stops_at_a_break(name: &str) {
    let strategy = strategy(name);
    let mut seen = Vec::new();
    let flow = (strategy.for_each)(8, &mut |cols| {
        seen.push(cols.to_vec());
        if seen.len() == 3 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert_eq!(flow, ControlFlow::Break(()), "{}", name);
    assert_eq!(seen.len(), 3, "{}", name);
}

/// A board whose first placement comes after few steps (48,684 nodes of the
/// search), yet large enough to use most of the strategies' fixed-size arrays.
const LARGE: usize = 25;

/// The first placement `for_each` visits on an `n` × `n` board.
fn first_placement(
    n: usize,
    for_each: impl FnOnce(usize, Visitor<'_>) -> ControlFlow<()>,
) -> Vec<u8> {
    let mut first = Vec::new();
    let flow = for_each(n, &mut |cols| {
        first = cols.to_vec();
        ControlFlow::Break(())
    });
    assert_eq!(flow, ControlFlow::Break(()), "no placement for n = {}", n);
    first
}

fn starts_a_large_board_right(name: &str) {
    let strategy = strategy(name);
    assert_eq!(
        first_placement(LARGE, strategy.for_each),
        first_placement(LARGE, |n, visit| queens::for_each(n, visit)),
        "{}",
        name
    );
}

/// The largest board: nothing may overflow. Its first placement comes only
/// after 87 million nodes of the search, 5 to 50 seconds a strategy in a
/// release build and far longer in a debug one, so this runs on request:
/// `cargo test --release -p cpkit --test strategies_agree -- --ignored`.
fn starts_the_largest_board_right(name: &str) {
    let strategy = strategy(name);
    assert_eq!(
        first_placement(queens::MAX_N, strategy.for_each),
        first_placement(queens::MAX_N, |n, visit| queens::for_each(n, visit)),
        "{}",
        name
    );
}

/// One module of tests per strategy, so that they run in parallel and a
/// failure names the strategy.
macro_rules! agree {
    ($($module:ident => $name:literal,)*) => {
        $(
            mod $module {
                #[test]
                fn lists_the_solvers_placements_in_order() {
                    super::lists_the_solvers_placements($name);
                }

                #[test]
                fn counts_as_the_solver() {
                    super::counts_as_the_solver($name);
                }

                #[test]
                fn stops_at_a_break() {
                    super::stops_at_a_break($name);
                }

                #[test]
                fn starts_a_large_board_right() {
                    super::starts_a_large_board_right($name);
                }

                #[test]
                #[ignore = "minutes in a debug build; run with --release"]
                fn starts_the_largest_board_right() {
                    super::starts_the_largest_board_right($name);
                }
            }
        )*

        #[test]
        fn every_strategy_is_tested() {
            let tested = [$($name),*];
            let all: Vec<&str> = ALL.iter().map(|s| s.name).collect();
            assert_eq!(all.len(), tested.len(), "tested {:?}, strategies {:?}", tested, all);
            for name in &all {
                assert!(tested.contains(name), "{} has no tests", name);
            }
        }
    };
}

agree! {
    cell_by_cell => "cell-by-cell",
    row_flags => "row-flags",
    attack_matrix => "attack-matrix",
    iterative => "iterative",
    scan_rows => "scan-rows",
    bitmask => "bitmask",
}
