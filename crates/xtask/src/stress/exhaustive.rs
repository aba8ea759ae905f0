//! Every small input, smallest first, as SmallCheck does: the inputs whose
//! choices (see [`super::draw`]) add up to 0, then 1, then 2, ... are drawn
//! and judged in that order, while they are few enough. A failure found
//! here is the smallest there is by that measure (every smaller input was
//! judged and passed), not just a local minimum.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use super::draw::{Drawn, Mode, Model};

/// What the exhaustive search found.
#[derive(Debug)]
pub struct Exhaustive {
    /// The first failing input, smallest first.
    pub failing: Option<Drawn>,
    /// Every input of at most this weight was judged (and passed, when none
    /// failed); `None` when not even weight 0 was.
    pub complete: Option<u64>,
    /// Inputs judged.
    pub tried: u64,
    pub elapsed: Duration,
}

/// The inputs whose choices add up to exactly `weight`, in order; `None`
/// when there are more than `cap`.
pub fn of_weight(model: &Model, weight: u64, cap: usize) -> Option<Vec<Drawn>> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    if grow(model, Vec::new(), weight, cap, &mut out, &mut seen) {
        Some(out)
    } else {
        None
    }
}

/// Extends `prefix` (the first choices) with choices after its end adding
/// up to `left`; false once more than `cap` inputs are found.
fn grow(
    model: &Model,
    prefix: Vec<u64>,
    left: u64,
    cap: usize,
    out: &mut Vec<Drawn>,
    seen: &mut HashSet<String>,
) -> bool {
    let drawn = model.draw(Mode::Sequence(prefix.clone()));
    if left == 0 {
        if seen.insert(drawn.text.clone()) {
            out.push(drawn);
        }
        return out.len() <= cap;
    }
    for at in prefix.len()..drawn.trace.len() {
        let max = drawn.trace[at].2;
        for choice in 1..=max.min(left) {
            let mut longer = prefix.clone();
            longer.resize(at, 0);
            longer.push(choice);
            if !grow(model, longer, left - choice, cap, out, seen) {
                return false;
            }
        }
    }
    true
}

/// Judges every input of weight 0, 1, 2, ... while the next weight's
/// inputs fit in `budget` runs and `time`; stops at the first failing.
pub fn search(
    model: &Model,
    budget: u64,
    time: Duration,
    jobs: usize,
    fails: &(dyn Fn(&str) -> bool + Sync),
) -> Exhaustive {
    let started = Instant::now();
    let mut tried = 0u64;
    let mut complete = None;
    for weight in 0.. {
        let left = budget.saturating_sub(tried) as usize;
        let Some(inputs) = of_weight(model, weight, left) else {
            break;
        };
        for batch in inputs.chunks(jobs.max(1)) {
            if started.elapsed() >= time {
                return Exhaustive {
                    failing: None,
                    complete,
                    tried,
                    elapsed: started.elapsed(),
                };
            }
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
            tried += batch.len() as u64;
            if let Some(at) = verdicts.iter().position(|&failed| failed) {
                return Exhaustive {
                    failing: Some(batch[at].clone()),
                    complete,
                    tried,
                    elapsed: started.elapsed(),
                };
            }
        }
        complete = Some(weight);
        if inputs.is_empty() || weight > 64 {
            break;
        }
    }
    Exhaustive {
        failing: None,
        complete,
        tried,
        elapsed: started.elapsed(),
    }
}
