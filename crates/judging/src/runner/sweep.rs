//! Nothing a run started outlives it: every process that carries the run's
//! mark (see [`super::confine::MARK`]) is found in `/proc` and killed.
//!
//! Killing the run's process group is not enough: a child that calls
//! `setsid` (`setsid sleep 100 &`) leaves the group, and its parent's
//! death hands it to init, out of reach of any `wait`. It keeps its
//! environment, though, so the runner marks each run with a token of its
//! own and, once the program has ended or been stopped, kills every process
//! whose mark holds that token, until none is left. Only processes of this
//! user can be read, which are the only ones a run of ours could start.
//! Reading a process's environment is the costly part (on a busy machine,
//! hundreds of processes after every run), so only the processes created
//! since the program are read, where that is known ([`window`]).
//!
//! The runs under way are listed here too, so that a kit that is told to
//! stop (Ctrl-C, SIGTERM, SIGHUP) can end them all at once: [`end_all`].

use std::fs;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

use nix::sys::signal::{kill, killpg, Signal};
use nix::unistd::Pid;

use super::confine::MARK;

pub mod window;

use window::{Before, Window};

/// A token no other run shares: this process, a counter, the clock.
pub(crate) fn token() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.subsec_nanos());
    format!(
        "{}.{}.{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed),
        nanos
    )
}

/// The runs under way: each one's process group and token.
static LIVE: Mutex<Vec<(i32, String)>> = Mutex::new(Vec::new());

/// Lists a run under way, until the [`Listed`] is dropped.
pub(crate) fn list(group: i32, token: &str) -> Listed {
    LIVE.lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push((group, token.to_string()));
    Listed(token.to_string())
}

/// A run listed as under way.
#[derive(Debug)]
pub(crate) struct Listed(String);

impl Drop for Listed {
    fn drop(&mut self) {
        LIVE.lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|(_, token)| *token != self.0);
    }
}

/// Ends every run under way: its group, then every process it marked.
/// Every process is read: this happens once, as the kit stops.
pub fn end_all() {
    let live = LIVE.lock().unwrap_or_else(PoisonError::into_inner).clone();
    for (group, token) in live {
        let _ = killpg(Pid::from_raw(group), Signal::SIGKILL);
        sweep(&token, Scope::Everywhere);
    }
}

/// Where a sweep looks for a run's processes.
#[derive(Debug, Clone, Copy)]
pub enum Scope {
    /// In every process.
    Everywhere,
    /// In the processes created since the program whose pid is `program`
    /// was spawned, `before` being what was counted just before (see
    /// [`window`]); in every process when that is not known.
    Since {
        program: i32,
        before: Option<Before>,
    },
}

impl Scope {
    /// For a run whose program is `program`, read `before` its spawn, that
    /// met its deadline or not: a run that met it is swept everywhere, as
    /// one that forked in a loop until then may have made the pids go round
    /// without Linux counting it (see [`window`]).
    pub fn of_run(program: i32, before: Option<Before>, met_deadline: bool) -> Scope {
        if met_deadline {
            Scope::Everywhere
        } else {
            Scope::Since { program, before }
        }
    }

    /// The pids to read now; `None` for every process.
    fn window(self) -> Option<Window> {
        match self {
            Scope::Everywhere => None,
            Scope::Since { program, before } => window::now(program, before?),
        }
    }
}

/// Kills every process in `scope` marked with `token`, again until a pass
/// finds none (a process found may have started another meanwhile; the
/// window is read anew each pass, so it takes that one in); returns how
/// many it killed. Bounded, so a fork bomb cannot hold the kit forever.
pub fn sweep(token: &str, scope: Scope) -> usize {
    let me = std::process::id();
    let mut killed = 0;
    for _ in 0..50 {
        let found = marked(token, me, scope.window());
        if found.is_empty() {
            break;
        }
        for pid in found {
            // Stopped first, so it cannot fork between the pass and the kill.
            let _ = kill(Pid::from_raw(pid), Signal::SIGSTOP);
            let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
            killed += 1;
        }
    }
    killed
}

/// How many pids a window may hold and still be tried one by one.
const FEW: i32 = 64;

/// The living processes (not this one) in `window` (every one for `None`)
/// whose mark holds `token`.
fn marked(token: &str, me: u32, window: Option<Window>) -> Vec<i32> {
    let pids: Vec<i32> = match window.and_then(|window| window.few(FEW)) {
        // A pid not in use is a failed open: cheaper than listing /proc.
        Some(few) => few.collect(),
        None => {
            let Ok(entries) = fs::read_dir("/proc") else {
                return Vec::new();
            };
            entries
                .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<i32>().ok())
                .filter(|&pid| window.is_none_or(|window| window.holds(pid)))
                .collect()
        }
    };
    let prefix = format!("{}=", MARK);
    pids.into_iter()
        .filter(|&pid| pid as u32 != me)
        .filter(|pid| {
            // A zombie's environment reads empty: nothing left to kill.
            let Ok(environ) = fs::read(format!("/proc/{}/environ", pid)) else {
                return false;
            };
            environ.split(|&byte| byte == 0).any(|variable| {
                variable
                    .strip_prefix(prefix.as_bytes())
                    .is_some_and(|mark| {
                        mark.split(|&byte| byte == b':')
                            .any(|t| t == token.as_bytes())
                    })
            })
        })
        .collect()
}
