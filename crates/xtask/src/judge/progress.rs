//! The line on stderr that says a case is still running, once it has run
//! for a second: redrawn in place on a terminal, said once elsewhere.

use std::io::IsTerminal;
use std::time::Duration;

/// What a run's monitor reports its elapsed time to, for one case.
pub(crate) struct Progress<'a> {
    case: &'a str,
    terminal: bool,
    shown: bool,
}

impl<'a> Progress<'a> {
    pub(crate) fn new(case: &'a str) -> Progress<'a> {
        Progress {
            case,
            terminal: std::io::stderr().is_terminal(),
            shown: false,
        }
    }

    /// The run has taken `elapsed` so far.
    pub(crate) fn tick(&mut self, elapsed: Duration) {
        if elapsed < Duration::from_secs(1) {
            return;
        }
        if self.terminal {
            // Redrawn in place, and cleared by `done`.
            eprint!(
                "\r\x1b[2Krunning {} ... {:.1} s",
                self.case,
                elapsed.as_secs_f64()
            );
        } else if !self.shown {
            eprintln!("running {} (over 1 s) ...", self.case);
        }
        self.shown = true;
    }

    /// The run has ended: a line drawn in place is cleared.
    pub(crate) fn done(self) {
        if self.shown && self.terminal {
            eprint!("\r\x1b[2K");
        }
    }
}
