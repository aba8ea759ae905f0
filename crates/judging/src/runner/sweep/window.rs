//! Which pids a run's processes can have, so that the sweep reads the
//! environment of the few processes created since the run began, not of
//! every process on the machine.
//!
//! Linux hands out pids in turn: a new process (or thread) gets the first
//! free pid after the last one handed out, and past
//! `/proc/sys/kernel/pid_max - 1` the count starts again from 300
//! (`RESERVED_PIDS`). Every process a run starts descends from its program,
//! so it was created after the program: its pid comes after the program's
//! in that order, up to the last pid handed out (the fifth field of
//! `/proc/loadavg`). So the run's processes lie in the [`Window`] from the
//! program's pid to that last pid, read anew at each pass of the sweep, and
//! wrapping round past `pid_max` when the count started again.
//!
//! That holds unless the count went once all the way round since the
//! program started: from its pid round to it again (or, for a program whose
//! pid is below 300, up to `pid_max` and back to 300). The count moves one
//! place a pid handed out, or more when it skips a pid in use, so going
//! round takes `pid_max - 300` places, each of them a pid handed out since
//! the run began (at most the forks Linux counts, the `processes` line of
//! `/proc/stat`) or a pid in use then (at most three a task: its own, its
//! process group's, its session's, for the tasks there were then, at most
//! those counted before the spawn and those forked since). [`window`]
//! trusts the window only when those cannot add up to a lap; otherwise,
//! and wherever `/proc` does not say, every process is read. The one way
//! round this count is a fork that fails after its pid was handed out (a
//! `pids` cgroup at its limit): a run that forks in a loop against such a
//! limit until its deadline is swept whole, as every run that met its
//! deadline is (see [`super::sweep`]).
//!
//! The pids are those of this process's pid namespace: the program's pid as
//! `fork` returned it, the last pid of `/proc/loadavg` (the reader's
//! namespace) and the names in `/proc` (which the sweep already takes to be
//! this namespace's, as it kills by them). A process in a namespace nested
//! in ours has a pid in ours too, handed out by the same count.

use std::fs;

/// The pids from `first` to `last` in the order Linux hands them out:
/// wrapped round past `pid_max` when `last` is below `first`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    first: i32,
    last: i32,
}

impl Window {
    /// The pids of the window, in order, when it is no wider than `most`
    /// and does not wrap: cheaper to try one by one than to list `/proc`.
    pub fn few(self, most: i32) -> Option<std::ops::RangeInclusive<i32>> {
        (self.first <= self.last && self.last - self.first < most).then_some(self.first..=self.last)
    }

    /// Whether `pid` may have been handed out in the window.
    pub fn holds(self, pid: i32) -> bool {
        if self.first <= self.last {
            (self.first..=self.last).contains(&pid)
        } else {
            pid >= self.first || pid <= self.last
        }
    }
}

/// What Linux had counted just before a run's program was spawned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Before {
    /// Forks since boot (`processes` in `/proc/stat`), read first.
    forks: u64,
    /// Tasks then (the total after the `/` in `/proc/loadavg`), read after.
    tasks: u64,
}

impl Before {
    /// Read now; `None` where `/proc` does not say.
    pub fn now() -> Option<Before> {
        // Forks first: a task created between the two reads is then counted
        // among the forks since, where the bound below wants it.
        let forks = forks()?;
        let tasks = loadavg()?.tasks;
        Some(Before { forks, tasks })
    }
}

/// The window of pids a run whose program has `program`'s pid can have now,
/// given what was counted `before` it; `None` when it cannot be trusted
/// (the count may have gone round) or `/proc` does not say.
pub fn now(program: i32, before: Before) -> Option<Window> {
    // The fork count is read before the last pid: a pid handed out in
    // between lies past the window and was forked by a process the pass
    // finds, so the next pass sees it.
    let forks = forks()?;
    let last = loadavg()?.last_pid;
    let pid_max = fs::read_to_string("/proc/sys/kernel/pid_max")
        .ok()?
        .trim()
        .parse()
        .ok()?;
    window(program, before, forks, last, pid_max)
}

/// The pids Linux starts again from when it wraps past `pid_max`.
const RESERVED_PIDS: u64 = 300;

/// The window from `program` to `last`, or `None` when `forks` (the count
/// now) says the pids handed out since `before` could have gone round.
fn window(program: i32, before: Before, forks: u64, last: i32, pid_max: u64) -> Option<Window> {
    let since = forks.checked_sub(before.forks)?;
    // Places passed since the program: each a pid handed out (`since`) or
    // skipped as in use (at most 3 a task, for `before.tasks + since`).
    let passed = since
        .saturating_mul(4)
        .saturating_add(before.tasks.saturating_mul(3));
    // A lap is `pid_max - 300` places; one more for good measure.
    let lap = pid_max.checked_sub(RESERVED_PIDS + 1)?;
    (passed < lap && program > 0 && last > 0).then_some(Window {
        first: program,
        last,
    })
}

/// Forks since boot: the `processes` line of `/proc/stat`.
fn forks() -> Option<u64> {
    let stat = fs::read_to_string("/proc/stat").ok()?;
    let line = stat.lines().find(|line| line.starts_with("processes "))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// What `/proc/loadavg` says of pids and tasks.
struct Loadavg {
    /// Tasks on the machine: the total after the `/` of the fourth field.
    tasks: u64,
    /// The last pid handed out, in this process's namespace: the fifth field.
    last_pid: i32,
}

/// `/proc/loadavg` read: `0.12 0.30 0.41 2/245 24671`.
fn loadavg() -> Option<Loadavg> {
    let text = fs::read_to_string("/proc/loadavg").ok()?;
    let mut fields = text.split_whitespace().skip(3);
    let tasks = fields.next()?.split('/').nth(1)?.parse().ok()?;
    let last_pid = fields.next()?.parse().ok()?;
    Some(Loadavg { tasks, last_pid })
}

#[cfg(test)]
mod tests {
    use super::*;

    const BEFORE: Before = Before {
        forks: 1000,
        tasks: 200,
    };

    #[test]
    fn a_window_holds_the_pids_from_the_program_to_the_last_one_handed_out() {
        let window = window(5000, BEFORE, 1010, 5012, 32768).unwrap();
        for pid in [5000, 5001, 5012] {
            assert!(window.holds(pid), "{}", pid);
        }
        for pid in [1, 300, 4999, 5013, 32767] {
            assert!(!window.holds(pid), "{}", pid);
        }
    }

    #[test]
    fn a_window_wraps_round_past_pid_max_to_the_reserved_pids() {
        // The program is 32760; pids went on to 32767, then from 300.
        let window = window(32760, BEFORE, 1020, 310, 32768).unwrap();
        for pid in [32760, 32767, 300, 305, 310] {
            assert!(window.holds(pid), "{}", pid);
        }
        for pid in [311, 5000, 32759] {
            assert!(!window.holds(pid), "{}", pid);
        }
    }

    #[test]
    fn enough_forks_to_go_round_leave_no_window() {
        // 3 * 200 tasks and 4 * 7900 forks: 32200 places, under a lap of
        // 32467; 8000 forks could make one.
        assert!(window(5000, BEFORE, 1000 + 7900, 5012, 32768).is_some());
        assert_eq!(window(5000, BEFORE, 1000 + 8000, 5012, 32768), None);
        // With pid_max at 4194304, as systemd sets it, far more.
        assert!(window(5000, BEFORE, 1000 + 1_000_000, 5012, 4_194_304).is_some());
        // A count that went backwards is no count (another boot's).
        assert_eq!(window(5000, BEFORE, 999, 5012, 32768), None);
    }

    #[test]
    fn this_machine_gives_a_window_that_holds_a_process_started_now() {
        let before = Before::now().expect("/proc says");
        let pid_max: u64 = fs::read_to_string("/proc/sys/kernel/pid_max")
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        if 3 * before.tasks + 4 * 1000 >= pid_max - RESERVED_PIDS - 1 {
            // So many tasks that a lap takes few forks: rightly no window.
            eprintln!("skipped: {} tasks for pid_max {}", before.tasks, pid_max);
            return;
        }
        let program = std::process::Command::new("true").spawn().unwrap();
        let child = std::process::Command::new("true").spawn().unwrap();
        let window = now(program.id() as i32, before).expect("a window");
        assert!(window.holds(program.id() as i32));
        assert!(window.holds(child.id() as i32));
        for mut started in [program, child] {
            started.wait().unwrap();
        }
    }
}
