//! The runner for interactive problems: the solution and the interactor
//! cross-wired, each one's stdout relayed to the other's stdin by this
//! process, which records the dialogue as it passes.
//!
//! Relaying rather than joining the two pipes directly costs a copy per
//! message and buys three things: the dialogue, in the order the lines
//! crossed; a side that exits early never kills the other with SIGPIPE (what
//! it would have received is read and dropped); and knowing, at a deadlock,
//! who spoke last. Both processes start in process groups of their own and
//! run under one wall-clock deadline, at which both groups are killed; the
//! solution's time and peak memory are its own, measured as [`super::run`]
//! measures them. `judge` runs the solution under a fresh monitor (see
//! [`crate::monitor::piped_job`]), so that its memory figure is not this
//! large process's; the monitor's children are killed with it.

use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::signal::{killpg, Signal};
use nix::sys::wait::{waitid, Id, WaitPidFlag};
use nix::unistd::Pid;
use wait4::Wait4;

use super::{own_peak_kib, show_duration, End, Job, Peak, Run};

/// Which side of a dialogue wrote a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Solution,
    Interactor,
}

impl Side {
    fn name(self) -> &'static str {
        match self {
            Side::Solution => "solution",
            Side::Interactor => "interactor",
        }
    }
}

/// What went between the two, in the order it crossed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Dialogue {
    /// Each side's lines (a last line without a newline included), in order.
    pub lines: Vec<(Side, String)>,
    /// Bytes each side wrote in all: solution, interactor.
    pub bytes: (u64, u64),
}

/// How many lines a shown dialogue keeps (the last ones), and how many
/// characters of each.
pub const SHOWN_LINES: usize = 16;
const SHOWN_CHARS: usize = 100;
/// How many lines the recorder keeps in memory (the last ones).
const KEPT_LINES: usize = 256;

impl Dialogue {
    /// The last lines, `> ` for the solution's and `< ` for the
    /// interactor's, capped in number and length.
    pub fn show(&self) -> String {
        if self.lines.is_empty() {
            return "  (nothing was said by either side)\n".to_string();
        }
        let skip = self.lines.len().saturating_sub(SHOWN_LINES);
        let mut text = String::new();
        if skip > 0 || self.lines.len() == KEPT_LINES {
            text.push_str("  ... (earlier lines left out)\n");
        }
        for (side, line) in &self.lines[skip..] {
            let mark = match side {
                Side::Solution => '>',
                Side::Interactor => '<',
            };
            let mut shown: String = line.chars().take(SHOWN_CHARS).collect();
            if shown.len() < line.len() {
                shown.push_str(&format!(" ... ({} bytes)", line.len()));
            }
            text.push_str(&format!("  {} {}\n", mark, shown));
        }
        text
    }
}

/// One run of a solution against an interactor.
#[derive(Debug, Clone)]
pub struct Interaction {
    /// The solution's run: its end, time, memory and stderr (its stdout
    /// went to the interactor; see `dialogue`).
    pub solution: Run,
    /// The interactor's run (its stdout went to the solution).
    pub interactor: Run,
    pub dialogue: Dialogue,
    /// At a deadline: who was waiting for whom, in words.
    pub waiting: Option<String>,
    /// Which ended first, when it ended by itself: the side whose output
    /// reached its end first, as the relays saw it (see [`first_to_end`]).
    pub first_to_end: Option<Side>,
}

/// Runs `solution` (its stdin and stdout ignored: they are the dialogue)
/// against `interactor` (a job whose arguments are usually the test's input
/// and an output file), both under `solution.deadline`.
pub fn run_interactive(solution: &Job, interactor: &Job) -> io::Result<Interaction> {
    let deadline = solution.deadline;
    let spawner_peak = own_peak_kib();
    let started = Instant::now();
    let tokens = [super::sweep::token(), super::sweep::token()];
    // Counted before both spawns: whatever either side starts comes after.
    let before = super::sweep::window::Before::now();
    let mut sol = spawn(solution, Stdio::piped(), &tokens[0])?;
    let _listed = super::sweep::list(sol.id() as i32, &tokens[0]);
    let mut int = match spawn(interactor, Stdio::piped(), &tokens[1]) {
        Ok(child) => child,
        Err(err) => {
            let _ = killpg(Pid::from_raw(sol.id() as i32), Signal::SIGKILL);
            super::sweep::sweep(
                &tokens[0],
                super::sweep::Scope::of_run(sol.id() as i32, before, false),
            );
            let _ = sol.wait();
            return Err(err);
        }
    };
    let pids = [sol.id() as i32, int.id() as i32].map(Pid::from_raw);

    let record = Arc::new(Mutex::new(Recorder::default()));
    let relays = [
        relay(
            sol.stdout.take(),
            int.stdin.take(),
            Side::Solution,
            Arc::clone(&record),
        ),
        relay(
            int.stdout.take(),
            sol.stdin.take(),
            Side::Interactor,
            Arc::clone(&record),
        ),
    ];
    let stderrs = [sol.stderr.take().map(drain), int.stderr.take().map(drain)];

    let (walls, order, waiting) = wait_for_both(pids, started, deadline, &record);
    for pid in pids {
        kill_side(pid);
    }
    for ((token, pid), wall) in tokens.iter().zip(pids).zip(walls) {
        super::sweep::sweep(
            token,
            super::sweep::Scope::of_run(pid.as_raw(), before, wall.is_none()),
        );
    }
    let sol_usage = sol.wait4()?;
    let int_usage = int.wait4()?;
    for relay in relays {
        let _ = relay.join();
    }
    let [sol_err, int_err] =
        stderrs.map(|handle| handle.map_or_else(Vec::new, |h| h.join().unwrap_or_default()));

    let end_of = |status: std::process::ExitStatus, wall: Option<Duration>| match wall {
        None => End::TimedOut,
        Some(_) => match status.code() {
            Some(code) => End::Exited(code),
            None => End::Signaled(status.signal().unwrap_or(0)),
        },
    };
    let measured = sol_usage.rusage.maxrss / 1024;
    let peak = match spawner_peak {
        Some(spawner) if measured <= spawner => Peak::AtMost(spawner),
        _ => Peak::Exact(measured),
    };
    let wall_or_deadline = |wall: Option<Duration>| wall.unwrap_or(deadline);
    let (dialogue, closed) = {
        let record = record
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        (record.dialogue(), record.closed.clone())
    };
    let exited = order
        .iter()
        .map(|&which| {
            if which == 0 {
                Side::Solution
            } else {
                Side::Interactor
            }
        })
        .collect::<Vec<_>>();
    Ok(Interaction {
        solution: Run {
            end: end_of(sol_usage.status, walls[0]),
            wall: wall_or_deadline(walls[0]),
            peak,
            stdout: Vec::new(),
            stderr: sol_err,
        },
        interactor: Run {
            end: end_of(int_usage.status, walls[1]),
            wall: wall_or_deadline(walls[1]),
            peak: Peak::Exact(int_usage.rusage.maxrss / 1024),
            stdout: Vec::new(),
            stderr: int_err,
        },
        dialogue,
        waiting,
        first_to_end: first_to_end(&closed, &exited, walls.map(|wall| wall.is_some())),
    })
}

/// Waits for both programs to end, or for the deadline: when each ended
/// (`None`: still running at the deadline, then killed), the order they
/// ended in, and at a deadline who was waiting for whom.
fn wait_for_both(
    pids: [Pid; 2],
    started: Instant,
    deadline: Duration,
    record: &Arc<Mutex<Recorder>>,
) -> ([Option<Duration>; 2], Vec<usize>, Option<String>) {
    let (done, ended) = mpsc::channel();
    for (which, pid) in pids.into_iter().enumerate() {
        let done = done.clone();
        thread::spawn(move || {
            while waitid(Id::Pid(pid), WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT)
                == Err(nix::errno::Errno::EINTR)
            {}
            let _ = done.send((which, started.elapsed()));
        });
    }
    drop(done);

    let mut walls: [Option<Duration>; 2] = [None, None];
    let mut order = Vec::new();
    let mut waiting = None;
    while walls.iter().any(Option::is_none) {
        let left = deadline.saturating_sub(started.elapsed());
        match ended.recv_timeout(left) {
            Ok((which, wall)) => {
                walls[which] = Some(wall);
                order.push(which);
                // Whatever it left running in its group goes now.
                let _ = killpg(pids[which], Signal::SIGKILL);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let states = pids.map(side_state);
                let last = record.lock().map(|r| r.last_writer).unwrap_or(None);
                waiting = Some(who_waits(walls, states, last, deadline));
                for pid in pids {
                    kill_side(pid);
                }
                break;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    (walls, order, waiting)
}

/// Which side ended first, by cause rather than by clock. The relays note
/// each side's output ending under one lock, and the one relaying the
/// interactor notes it before it closes the solution's input: a solution
/// that fails on that closed input ends after the note, every time. The
/// order the two exits were reported in cannot say this (two waiting
/// threads race to report, and a solution that fails at once can win),
/// which gave an interactor's WA as RE in about one run of seven. The
/// report order is used only where an output never ended by itself: a side
/// that closed its stdout and went on, or one killed at the deadline.
fn first_to_end(closed: &[Side], exited: &[Side], ended: [bool; 2]) -> Option<Side> {
    let ended_alone = |side: Side| ended[side as usize];
    match closed.first() {
        Some(&side) if ended_alone(side) => Some(side),
        _ => exited.first().copied(),
    }
}

/// Kills a side's process group and the groups of its children: a
/// solution run under a monitor (see [`crate::monitor::piped_job`]) is in a
/// group of its own below it, and must not outlive the run when the monitor
/// is killed at the deadline. The children are read before the kill, while
/// they are still the side's.
fn kill_side(pid: Pid) {
    let children = children(pid);
    let _ = killpg(pid, Signal::SIGKILL);
    for child in children {
        let _ = killpg(child, Signal::SIGKILL);
    }
}

/// The children of `pid`, from `/proc/<pid>/task/<tid>/children`.
fn children(pid: Pid) -> Vec<Pid> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{}/task", pid)) else {
        return Vec::new();
    };
    tasks
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.path().join("children")).ok())
        .flat_map(|list| {
            list.split_whitespace()
                .filter_map(|child| child.parse().ok())
                .map(Pid::from_raw)
                .collect::<Vec<_>>()
        })
        .collect()
}

fn spawn(job: &Job, stdout: Stdio, token: &str) -> io::Result<Child> {
    let mut command = Command::new(&job.program);
    command
        .args(&job.args)
        .process_group(0)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped());
    super::confine::confine(&mut command, super::confinement(job), token);
    super::stack::spawn(&mut command, job.stack_mib).map_err(|err| {
        io::Error::new(
            err.kind(),
            format!("cannot run {}: {}", job.program.display(), err),
        )
    })
}

/// The dialogue as it is recorded: complete lines, and each side's line in
/// progress.
#[derive(Debug, Default)]
struct Recorder {
    lines: std::collections::VecDeque<(Side, String)>,
    partial: [Vec<u8>; 2],
    bytes: [u64; 2],
    last_writer: Option<Side>,
    dropped: bool,
    /// The sides whose output ended, in the order the relays saw it end.
    closed: Vec<Side>,
}

impl Recorder {
    fn heard(&mut self, side: Side, bytes: &[u8]) {
        let at = side as usize;
        self.bytes[at] += bytes.len() as u64;
        self.last_writer = Some(side);
        for &byte in bytes {
            if byte == b'\n' {
                let line = std::mem::take(&mut self.partial[at]);
                self.push(side, line);
            } else if self.partial[at].len() < 4 * SHOWN_CHARS {
                self.partial[at].push(byte);
            }
        }
    }

    fn push(&mut self, side: Side, line: Vec<u8>) {
        let mut text = String::from_utf8_lossy(&line).into_owned();
        if text.ends_with('\r') {
            text.pop();
        }
        if self.lines.len() == KEPT_LINES {
            self.lines.pop_front();
            self.dropped = true;
        }
        self.lines.push_back((side, text));
    }

    fn dialogue(&self) -> Dialogue {
        let mut lines: Vec<(Side, String)> = self.lines.iter().cloned().collect();
        for side in [Side::Solution, Side::Interactor] {
            let partial = &self.partial[side as usize];
            if !partial.is_empty() {
                lines.push((
                    side,
                    format!(
                        "{} (no newline yet)",
                        String::from_utf8_lossy(partial).trim_end()
                    ),
                ));
            }
        }
        Dialogue {
            lines,
            bytes: (self.bytes[0], self.bytes[1]),
        }
    }
}

/// Copies `from` to `to`, recording it as `side`'s; once `to` is gone, goes
/// on reading (so the writer never blocks or dies of SIGPIPE) and drops it.
/// At `from`'s end, closes `to`, which the reader sees as the end of input.
fn relay(
    from: Option<impl Read + Send + 'static>,
    to: Option<impl Write + Send + 'static>,
    side: Side,
    record: Arc<Mutex<Recorder>>,
) -> thread::JoinHandle<()> {
    thread::spawn(move || {
        let (mut from, mut to) = match from {
            Some(from) => (from, to),
            None => return,
        };
        let mut buf = vec![0u8; 1 << 16];
        loop {
            let count = match from.read(&mut buf) {
                Ok(0) => break,
                Ok(count) => count,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            if let Ok(mut record) = record.lock() {
                record.heard(side, &buf[..count]);
            }
            if let Some(pipe) = to.as_mut() {
                if pipe
                    .write_all(&buf[..count])
                    .and_then(|()| pipe.flush())
                    .is_err()
                {
                    to = None;
                }
            }
        }
        // Noted before the other side's input closes, so anything that
        // side does about the end of its input comes after this note.
        if let Ok(mut record) = record.lock() {
            record.closed.push(side);
        }
        drop(to);
    })
}

fn drain(pipe: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        super::bounded::read_into(
            pipe,
            super::bounded::Kept::new(super::bounded::STDERR_KEPT, super::bounded::STDERR_KEPT),
            || {},
        )
        .into_bytes()
    })
}

/// A side's state for [`who_waits`]. A monitored solution (see
/// [`kill_side`]) is the monitor's child, and the monitor itself wakes
/// every tick, so a side with children is running (`R`) when one of them
/// is, whatever the parent's own state; otherwise it is its process's.
fn side_state(pid: Pid) -> char {
    let children = children(pid);
    if children.is_empty() {
        return state(pid.as_raw());
    }
    if children.iter().any(|child| state(child.as_raw()) == 'R') {
        'R'
    } else {
        'S'
    }
}

/// The state letter of a process (`R` running, `S` sleeping, ...), from
/// `/proc`; `?` where it cannot be read.
fn state(pid: i32) -> char {
    std::fs::read_to_string(format!("/proc/{}/stat", pid))
        .ok()
        .and_then(|stat| stat.rsplit(')').next()?.trim_start().chars().next())
        .unwrap_or('?')
}

/// Says, at the deadline, who was waiting for whom.
fn who_waits(
    walls: [Option<Duration>; 2],
    states: [char; 2],
    last: Option<Side>,
    deadline: Duration,
) -> String {
    let at = show_duration(deadline);
    let running = |which: usize| walls[which].is_none() && states[which] == 'R';
    match (walls[0], walls[1]) {
        (None, Some(_)) if running(0) => format!(
            "the solution was still computing at the {} deadline, after the interactor had ended",
            at
        ),
        (None, Some(_)) => format!(
            "the solution was still waiting at the {} deadline, after the interactor had ended",
            at
        ),
        (Some(_), None) => format!(
            "the interactor was still running at the {} deadline, after the solution had ended",
            at
        ),
        _ if running(0) => format!(
            "the solution was computing (not waiting) at the {} deadline",
            at
        ),
        _ if running(1) => format!(
            "the interactor was computing (not waiting) at the {} deadline",
            at
        ),
        _ => match last {
            Some(Side::Interactor) | None => format!(
                "deadlock: at the {} deadline both were waiting to read; the interactor \
                 waited for the solution, which had everything the interactor sent{}: \
                 the solution's last line never arrived (was it flushed?) or it waits \
                 for more than the interactor says",
                at,
                if last.is_none() { " (nothing)" } else { "" }
            ),
            Some(Side::Solution) => format!(
                "deadlock: at the {} deadline both were waiting to read; the solution \
                 waited for a reply to its last line, which the interactor had received \
                 but not answered (a line the interactor cannot take, or one without \
                 its end)",
                at
            ),
        },
    }
}

/// The verdict-relevant part of an end, for messages: `exit code 1`.
pub fn describe(run: &Run, deadline: Duration) -> String {
    run.describe_end(deadline)
}

/// Which side of the dialogue a [`Side`] is, in words.
pub fn side_name(side: Side) -> &'static str {
    side.name()
}

#[cfg(test)]
mod tests;
