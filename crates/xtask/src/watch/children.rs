//! Ending every process `watch` started, when Ctrl-C stops it.
//!
//! The runner starts each solution, and the monitor above it, in a process
//! group of its own (see `judging::runner`), so the SIGINT a terminal sends
//! to its foreground group never reaches them; and a monitor killed alone
//! would leave its solution running until a deadline nobody enforces any
//! more. So the descendants of this process are read from the process
//! table and stopped first, again until no new one appears (a stopped
//! process cannot start another, and a child started meanwhile is found on
//! the next pass), then all of them are killed.

use std::collections::BTreeSet;
use std::fs;
use std::process::Command;

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;

/// One process in the table: its id, its parent's, and whether it is a
/// zombie (ended, waiting for its parent: nothing left to kill).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    pid: i32,
    parent: i32,
    zombie: bool,
}

/// Stops, then kills, every living descendant of this process; returns how
/// many there were.
pub fn end_descendants() -> usize {
    let me = std::process::id() as i32;
    let mut stopped = BTreeSet::new();
    // Bounded: a descendant that forks as fast as it is stopped is a fork
    // bomb, and it gets killed with what was found.
    for _ in 0..50 {
        let found: BTreeSet<i32> = descendants(me, &table()).into_iter().collect();
        let new: Vec<i32> = found.difference(&stopped).copied().collect();
        if new.is_empty() {
            break;
        }
        for pid in new {
            let _ = kill(Pid::from_raw(pid), Signal::SIGSTOP);
            stopped.insert(pid);
        }
    }
    for &pid in &stopped {
        let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
    }
    stopped.len()
}

/// The living processes below `root` in `table`, at any depth.
fn descendants(root: i32, table: &[Entry]) -> Vec<i32> {
    let mut found = Vec::new();
    let mut parents = vec![root];
    while let Some(parent) = parents.pop() {
        for entry in table {
            if entry.parent == parent && !entry.zombie && !found.contains(&entry.pid) {
                found.push(entry.pid);
                parents.push(entry.pid);
            }
        }
    }
    found
}

/// The process table: from `/proc` where there is one (Linux), else from
/// `ps` (macOS and the BSDs).
fn table() -> Vec<Entry> {
    match fs::read_dir("/proc") {
        Ok(entries) => entries
            .filter_map(|entry| {
                let name = entry.ok()?.file_name();
                let pid: i32 = name.to_str()?.parse().ok()?;
                let stat = fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
                parse_stat(pid, &stat)
            })
            .collect(),
        Err(_) => from_ps(),
    }
}

/// `/proc/<pid>/stat`: `pid (name) state ppid ...`; the name may hold
/// spaces and parentheses, so the fields are read after the last `)`.
fn parse_stat(pid: i32, stat: &str) -> Option<Entry> {
    let rest = &stat[stat.rfind(')')? + 1..];
    let mut fields = rest.split_whitespace();
    let state = fields.next()?;
    let parent = fields.next()?.parse().ok()?;
    Some(Entry {
        pid,
        parent,
        zombie: state == "Z",
    })
}

fn from_ps() -> Vec<Entry> {
    let output = match Command::new("ps")
        .args(["-A", "-o", "pid=", "-o", "ppid=", "-o", "stat="])
        .output()
    {
        Ok(output) => output,
        Err(_) => return Vec::new(),
    };
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            Some(Entry {
                pid: fields.next()?.parse().ok()?,
                parent: fields.next()?.parse().ok()?,
                zombie: fields.next()?.starts_with('Z'),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_lines_are_read_after_the_name() {
        let entry = parse_stat(42, "42 (a) b (c)) S 7 42 42 0 -1").unwrap();
        assert_eq!(
            entry,
            Entry {
                pid: 42,
                parent: 7,
                zombie: false
            }
        );
        assert!(parse_stat(9, "9 (x) Z 1 0").unwrap().zombie);
    }

    #[test]
    fn descendants_are_found_at_any_depth_without_zombies() {
        let entry = |pid, parent, zombie| Entry {
            pid,
            parent,
            zombie,
        };
        let table = [
            entry(2, 1, false),
            entry(3, 2, false),
            entry(4, 3, false),
            entry(5, 2, true),
            entry(6, 9, false),
        ];
        let mut found = descendants(2, &table);
        found.sort();
        assert_eq!(found, [3, 4]);
    }
}
