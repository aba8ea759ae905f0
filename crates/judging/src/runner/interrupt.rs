//! A kit told to stop (Ctrl-C, SIGTERM, SIGHUP) ends its runs and removes
//! their folders before it goes.
//!
//! The runner starts each program in a process group of its own, so the
//! SIGINT a terminal sends to its foreground group never reaches it; a kit
//! that simply died would leave its solution running to a deadline nobody
//! enforces any more, and its run folder behind. So a program that runs
//! solutions calls [`end_runs_on_signal`] first thing: the three signals
//! are blocked in every thread (the mask is inherited by the threads
//! started later; the programs it starts get a clean mask from std), and a
//! thread of its own waits for them, ends every run under way
//! ([`super::sweep::end_all`]), removes the folders listed with
//! [`remove_on_signal`], and exits with 128 and the signal's number, as a
//! shell would report it. No signal handler runs: nothing `unsafe`.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

use nix::sys::signal::{SigSet, SigmaskHow, Signal};

/// Set once a signal is stopping the kit, before its runs are ended.
static STOPPING: AtomicBool = AtomicBool::new(false);

/// Whether a signal is stopping the kit: a run that ends now was ended by
/// it, and says nothing about the program (the monitor then writes no
/// report).
pub fn stopping() -> bool {
    STOPPING.load(Ordering::SeqCst)
}

/// The folders removed when a signal stops the kit.
static FOLDERS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Lists `path` for removal should a signal stop the kit, until
/// [`forget`] is called for it.
pub fn remove_on_signal(path: &Path) {
    FOLDERS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(path.to_path_buf());
}

/// Makes a folder with `make` and lists it as [`remove_on_signal`] does, in
/// one step under the list's lock, so a signal's cleanup (which holds the
/// lock from the moment it starts until the kit exits) either sees the
/// folder or stops it from being made; `None` once a signal is stopping
/// the kit.
pub fn make_listed<T>(
    make: impl FnOnce() -> T,
    path_of: impl Fn(&T) -> Option<PathBuf>,
) -> Option<T> {
    let mut folders = FOLDERS.lock().unwrap_or_else(PoisonError::into_inner);
    if stopping() {
        return None;
    }
    let made = make();
    folders.extend(path_of(&made));
    Some(made)
}

/// `path` is no longer removed on a signal (it was removed already).
pub fn forget(path: &Path) {
    FOLDERS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .retain(|listed| listed != path);
}

/// The signals that stop the kit.
fn signals() -> SigSet {
    let mut set = SigSet::empty();
    for signal in [Signal::SIGINT, Signal::SIGTERM, Signal::SIGHUP] {
        set.add(signal);
    }
    set
}

/// Blocks SIGINT, SIGTERM and SIGHUP and ends the runs when one comes (see
/// the module). Call it before starting any thread.
pub fn end_runs_on_signal() {
    let set = signals();
    if nix::sys::signal::pthread_sigmask(SigmaskHow::SIG_BLOCK, Some(&set), None).is_err() {
        return;
    }
    std::thread::spawn(move || {
        let signal = loop {
            if let Ok(signal) = set.wait() {
                break signal;
            }
        };
        // The list stays locked until the kit exits: no folder is made
        // (see `make_listed`) or forgotten after this point.
        let folders = FOLDERS.lock().unwrap_or_else(PoisonError::into_inner);
        STOPPING.store(true, Ordering::SeqCst);
        super::sweep::end_all();
        for folder in folders.iter() {
            let _ = std::fs::remove_dir_all(folder);
        }
        std::process::exit(128 + signal as i32);
    });
}
