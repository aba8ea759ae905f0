//! Shrinking a failing case, as Hypothesis and proptest do: greedy passes
//! over its choices (see [`super::draw`]), each candidate judged, until no
//! candidate still fails the same way; an input judged once is not judged
//! again. Candidates are judged in parallel,
//! a batch of one a job; the first of a batch that fails is kept.
//!
//! The passes, in order: take items out of lists and repetitions out of a
//! multi-test (half of them, then fewer, down to one), their counts going
//! down with them; set a list's or a test's choices all to 0; move each
//! choice towards 0 (the lower bound, the value nearest 0, `a`).

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
        for pass in [deletions as fn(&Drawn) -> Vec<Choices>, zeroings, lowerings] {
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
        let mut seen = HashSet::new();
        let smaller: Vec<Drawn> = candidates
            .into_iter()
            .map(|choices| self.model.draw(Mode::Replay(choices)))
            .filter(|drawn| weight(drawn) < weight(current))
            .filter(|drawn| !passed.contains(&drawn.text) && seen.insert(drawn.text.clone()))
            .collect();
        for batch in smaller.chunks(self.jobs.max(1)) {
            if out_of_time() {
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
        None
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

fn zeroings(drawn: &Drawn) -> Vec<Choices> {
    let mut candidates = Vec::new();
    for list in &drawn.lists {
        let depth = list.path.len();
        let mut choices = drawn.choices.clone();
        choices.retain(|path, _| !(path.len() > depth && path[..depth] == list.path[..]));
        if choices.len() < drawn.choices.len() {
            candidates.push(choices);
        }
    }
    candidates
}

fn lowerings(drawn: &Drawn) -> Vec<Choices> {
    let mut candidates = Vec::new();
    for (path, &choice) in &drawn.choices {
        // 0, then half way, three quarters, ... one less: the first that
        // fails is near the smallest that does.
        let mut step = choice;
        let mut tried = Vec::new();
        loop {
            let lower = choice - step;
            tried.push(lower);
            if step <= 1 {
                break;
            }
            step = step.div_ceil(2);
        }
        tried.dedup();
        for lower in tried {
            let mut choices = drawn.choices.clone();
            if lower == 0 {
                choices.remove(path);
            } else {
                choices.insert(path.clone(), lower);
            }
            candidates.push(choices);
        }
    }
    candidates
}
