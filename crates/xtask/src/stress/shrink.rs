//! Shrinking a failing case, as Hypothesis and proptest do: greedy passes
//! over its choices (see [`super::draw`]), each candidate judged, until no
//! candidate still fails the same way; an input judged once is not judged
//! again. Candidates are judged in parallel,
//! a batch of one a job; the first of a batch that fails is kept.
//!
//! The passes, in order: take items out of lists and repetitions out of a
//! multi-test (half of them, then fewer, down to one), their counts going
//! down with them; set a list's or a test's choices all to 0; search each
//! choice down to the least that still fails (towards 0: the lower bound,
//! the value nearest 0, `a`), a few points of its range at once (0 and
//! the choice just below first, then a bisection, or a finer cut with more
//! jobs).

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use super::draw::{Choices, Drawn, List, Mode, Model, Path};

/// What shrinking ended with.
#[derive(Debug)]
pub struct Shrunk {
    pub drawn: Drawn,
    /// Candidates judged.
    pub runs: u64,
    /// Candidates kept (each smaller than the last).
    pub steps: u64,
    pub elapsed: Duration,
    /// Stopped by the deadline before no candidate failed.
    pub timed_out: bool,
}

/// How big a case is, to order them: tokens, then the sum of its choices,
/// then its bytes.
pub fn weight(drawn: &Drawn) -> (usize, u128, usize) {
    (
        drawn.text.split_whitespace().count(),
        drawn.choices.values().map(|&c| u128::from(c)).sum(),
        drawn.text.len(),
    )
}

/// Shrinks `start` while `fails` says a candidate's text fails the same way.
pub fn shrink(
    model: &Model,
    start: Drawn,
    jobs: usize,
    deadline: Duration,
    fails: &(dyn Fn(&str) -> bool + Sync),
) -> Shrunk {
    let started = Instant::now();
    let mut current = start;
    let (mut runs, mut steps) = (0u64, 0u64);
    let mut timed_out = false;
    // Inputs judged and passed: never judged twice.
    let mut passed = HashSet::new();
    // The choice each place's search ended at.
    let mut settled: HashMap<Path, u64> = HashMap::new();
    let out_of_time = || started.elapsed() >= deadline;
    // Rounds of every pass, each pass run while it finds a smaller case,
    // until a round finds none.
    'rounds: loop {
        let mut smaller_found = false;
        for pass in [deletions as fn(&Drawn) -> Vec<Choices>, zeroings] {
            loop {
                let candidates = pass(&current);
                let judged = Judging { model, jobs, fails };
                match judged.first_failing(
                    &current,
                    candidates,
                    &mut passed,
                    &mut runs,
                    &out_of_time,
                ) {
                    Some(smaller) => {
                        current = smaller;
                        steps += 1;
                        smaller_found = true;
                    }
                    None if out_of_time() => {
                        timed_out = true;
                        break 'rounds;
                    }
                    None => break,
                }
            }
        }
        // Each choice searched down to the least that still fails, a few
        // points of its range judged at once (one a job).
        let judged = Judging { model, jobs, fails };
        let paths: Vec<Path> = current.choices.keys().cloned().collect();
        for path in paths {
            let mut lo = 0u64;
            // Searched to this very choice in an earlier round: 0 and the
            // two choices below (the next value down of either sign) are
            // checked, not searched again.
            let mut again = settled.get(&path) == current.choices.get(&path);
            while let Some(&hi) = current.choices.get(&path) {
                if lo >= hi {
                    break;
                }
                let probes = match again {
                    true => {
                        let mut below = vec![0, hi.saturating_sub(2), hi - 1];
                        below.dedup();
                        below
                    }
                    false => probes(lo, hi, jobs.max(1)),
                };
                let candidates = probes
                    .iter()
                    .map(|&probe| {
                        let mut choices = current.choices.clone();
                        if probe == 0 {
                            choices.remove(&path);
                        } else {
                            choices.insert(path.clone(), probe);
                        }
                        choices
                    })
                    .collect();
                match judged.first_failing(
                    &current,
                    candidates,
                    &mut passed,
                    &mut runs,
                    &out_of_time,
                ) {
                    Some(smaller) => {
                        current = smaller;
                        steps += 1;
                        smaller_found = true;
                    }
                    None if out_of_time() => {
                        timed_out = true;
                        break 'rounds;
                    }
                    None if again => break,
                    None => lo = probes.last().copied().unwrap_or(hi) + 1,
                }
                again = false;
            }
            settled.insert(
                path.clone(),
                current.choices.get(&path).copied().unwrap_or(0),
            );
        }
        if !smaller_found {
            break;
        }
    }
    Shrunk {
        drawn: current,
        runs,
        steps,
        elapsed: started.elapsed(),
        timed_out,
    }
}

/// How candidates are judged.
struct Judging<'a> {
    model: &'a Model,
    jobs: usize,
    fails: &'a (dyn Fn(&str) -> bool + Sync),
}

impl Judging<'_> {
    /// The first candidate, in order, that draws a smaller case that fails.
    fn first_failing(
        &self,
        current: &Drawn,
        candidates: Vec<Choices>,
        passed: &mut HashSet<String>,
        runs: &mut u64,
        out_of_time: &dyn Fn() -> bool,
    ) -> Option<Drawn> {
        // Drawn as judged, a batch at a time: drawing them all first costs
        // more than judging the few that are needed.
        let mut seen = HashSet::new();
        let mut candidates = candidates
            .into_iter()
            .map(|choices| self.model.draw(Mode::Replay(choices)))
            .filter(|drawn| weight(drawn) < weight(current))
            .filter(|drawn| seen.insert(drawn.text.clone()));
        loop {
            let mut batch: Vec<Drawn> = Vec::new();
            while batch.len() < self.jobs.max(1) {
                match candidates.next() {
                    Some(drawn) if passed.contains(&drawn.text) => {}
                    Some(drawn) => batch.push(drawn),
                    None => break,
                }
            }
            if batch.is_empty() || out_of_time() {
                return None;
            }
            let fails = self.fails;
            let verdicts: Vec<bool> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .iter()
                    .map(|drawn| scope.spawn(move || fails(&drawn.text)))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or(false))
                    .collect()
            });
            *runs += batch.len() as u64;
            for (drawn, &failed) in batch.iter().zip(&verdicts) {
                if !failed {
                    passed.insert(drawn.text.clone());
                }
            }
            if let Some(at) = verdicts.iter().position(|&failed| failed) {
                return Some(batch[at].clone());
            }
        }
    }
}

/// The lists that share a count (a grid's rows, `a` and `b` of length
/// `n`): taking item `i` out takes it out of each.
fn groups(drawn: &Drawn) -> Vec<(Path, Vec<&List>)> {
    let mut groups: Vec<(Path, Vec<&List>)> = Vec::new();
    for list in &drawn.lists {
        let Some(owner) = &list.owner else { continue };
        if list.len == 0 {
            continue;
        }
        match groups
            .iter_mut()
            .find(|(o, lists)| o == owner && lists[0].len == list.len)
        {
            Some((_, lists)) => lists.push(list),
            None => groups.push((owner.clone(), vec![list])),
        }
    }
    // Outer lists first (a multi-test's tests before a test's numbers):
    // taking out one of them takes out the most.
    groups.sort_by_key(|(_, lists)| lists[0].path.len());
    groups
}

/// Takes items `from..from + count` out of each list, their choices after
/// them moved up, and the count down by `count`.
fn without(
    choices: &Choices,
    owner: &Path,
    lists: &[&List],
    from: usize,
    count: usize,
) -> Option<Choices> {
    let mut out = Choices::new();
    for (path, &choice) in choices {
        let mut path = path.clone();
        let mut keep = true;
        for list in lists {
            let depth = list.path.len();
            if path.len() > depth && path[..depth] == list.path[..] {
                let item = path[depth] as usize;
                if item >= super::draw::MODE as usize {
                    continue;
                }
                if (from..from + count).contains(&item) {
                    keep = false;
                } else if item >= from + count {
                    path[depth] = (item - count) as u32;
                }
            }
        }
        if keep {
            out.insert(path, choice);
        }
    }
    let owned = out.get(owner).copied().unwrap_or(0);
    if owned < count as u64 {
        return None;
    }
    if owned == count as u64 {
        out.remove(owner);
    } else {
        out.insert(owner.clone(), owned - count as u64);
    }
    Some(out)
}

fn deletions(drawn: &Drawn) -> Vec<Choices> {
    let mut candidates = Vec::new();
    for (owner, lists) in groups(drawn) {
        let len = lists[0].len;
        let mut chunk = len;
        while chunk >= 1 {
            for from in (0..len).step_by(chunk).rev() {
                let count = chunk.min(len - from);
                if let Some(choices) = without(&drawn.choices, &owner, &lists, from, count) {
                    candidates.push(choices);
                }
            }
            chunk /= 2;
        }
    }
    candidates
}

/// A list's choices all 0, then halves of its items, quarters, ... (as
/// delta debugging does: the few items that matter keep their values).
fn zeroings(drawn: &Drawn) -> Vec<Choices> {
    let mut candidates = Vec::new();
    for list in &drawn.lists {
        let depth = list.path.len();
        let under = |path: &Path, items: &std::ops::Range<usize>| {
            path.len() > depth
                && path[..depth] == list.path[..]
                && (path[depth] as usize >= super::draw::MODE as usize
                    || items.contains(&(path[depth] as usize)))
        };
        let mut chunk = list.len.max(1);
        while chunk >= 2 || chunk == list.len.max(1) {
            for from in (0..list.len.max(1)).step_by(chunk) {
                let items = from..from + chunk;
                let mut choices = drawn.choices.clone();
                choices.retain(|path, _| !under(path, &items));
                if choices.len() < drawn.choices.len() {
                    candidates.push(choices);
                }
            }
            if chunk == 1 {
                break;
            }
            chunk /= 2;
        }
    }
    candidates
}

/// Choices to judge in `lo..hi`, where the least that fails is (`hi`
/// fails, and the probes below `lo` passed): 0 itself first (the
/// simplest), then points spread evenly inside, each with the choice after
/// it, so each round cuts the range to a `count / 2 + 1`-th part. A signed
/// value's choices alternate in sign (0, 1, -1, 2, -2, ...), so each point
/// and the next are the values of either sign at one distance from 0.
fn probes(lo: u64, hi: u64, count: usize) -> Vec<u64> {
    let span = u128::from(hi - lo);
    let mut points = Vec::new();
    if lo == 0 {
        points.push(0);
    }
    let inner = (count / 2).max(1) as u128;
    for i in 1..=inner {
        let point = lo + (span * i / (inner + 1)) as u64;
        points.push(point);
        if point + 1 < hi {
            points.push(point + 1);
        }
    }
    points.dedup();
    points
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stress::{constraints, declaration};

    /// The least failing value of a large range is found by bisection (a
    /// job or two) in a few dozen runs, not counted up to.
    #[test]
    fn a_value_is_searched_down_in_a_few_runs_whatever_the_jobs() {
        let steps = declaration::read("fn main() { input! { x: i64 } }")
            .unwrap()
            .steps;
        let model = Model::new(steps, constraints::read("0 ≤ x ≤ 10^9\n"));
        let fails = |text: &str| text.trim().parse::<i64>().unwrap() >= 123_456_789;
        for jobs in [1, 2, 4] {
            let start = model.draw(Mode::Replay(Choices::from([(vec![0], 999_999_999)])));
            let shrunk = shrink(&model, start, jobs, Duration::from_secs(20), &fails);
            assert_eq!(shrunk.drawn.text, "123456789\n", "{} jobs", jobs);
            assert!(
                !shrunk.timed_out && shrunk.runs <= 100,
                "{} jobs: {} runs",
                jobs,
                shrunk.runs
            );
        }
    }

    /// A signed value keeps its sign as it shrinks: a negative product
    /// of two values of ±10^9 ends as `1 -1` (or `-1 1`), whatever the
    /// jobs.
    #[test]
    fn signed_values_shrink_towards_0_keeping_their_sign() {
        let steps = declaration::read("fn main() { input! { a: i64, b: i64 } }")
            .unwrap()
            .steps;
        let model = Model::new(steps, constraints::read("-10^9 ≤ a, b ≤ 10^9\n"));
        let fails = |text: &str| {
            let v: Vec<i64> = text
                .split_whitespace()
                .map(|t| t.parse().unwrap())
                .collect();
            v[0] * v[1] < 0
        };
        for jobs in [1, 2, 4] {
            // 26433772 and -1000000000, as a failing case was drawn.
            let choices = Choices::from([(vec![0], 52_867_543), (vec![1], 2_000_000_000)]);
            let start = model.draw(Mode::Replay(choices));
            assert_eq!(start.text, "26433772 -1000000000\n");
            let shrunk = shrink(&model, start, jobs, Duration::from_secs(20), &fails);
            assert_eq!(shrunk.drawn.text, "1 -1\n", "{} jobs", jobs);
            assert!(
                !shrunk.timed_out && shrunk.runs <= 200,
                "{} runs",
                shrunk.runs
            );
        }
    }
}
