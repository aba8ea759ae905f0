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
//! the value nearest 0, `a`), a few points of its range at once.

use std::collections::HashSet;
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
            while let Some(&hi) = current.choices.get(&path) {
                if lo >= hi {
                    break;
                }
                let probes = probes(lo, hi, jobs.max(1));
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
                    None => lo = probes.last().copied().unwrap_or(hi) + 1,
                }
            }
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

/// `count` points from `lo` up, spread evenly below `hi`: `lo` first.
fn probes(lo: u64, hi: u64, count: usize) -> Vec<u64> {
    let span = u128::from(hi - lo);
    let mut points: Vec<u64> = (0..count as u128)
        .map(|i| lo + (span * i / count as u128) as u64)
        .collect();
    points.dedup();
    points
}
