//! A running `cargo xtask listen` in a scratch kit, and a real HTTP client
//! to talk to it, for the listener's tests.

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

pub fn document(name: &str) -> String {
    fs::read_to_string(repo().join("crates/xtask/tests/fixtures/listen").join(name)).unwrap()
}

/// A running listener and the lines it prints.
pub struct Listener {
    pub child: Child,
    pub url: String,
    lines: mpsc::Receiver<String>,
}

impl Listener {
    pub fn start(root: &Path) -> Listener {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .arg("--root")
            .arg(root)
            .args(["listen", "--port", "0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (send, lines) = mpsc::channel();
        forward(child.stdout.take().unwrap(), send.clone());
        forward_err(child.stderr.take().unwrap(), send);
        let first = lines
            .recv_timeout(Duration::from_secs(30))
            .expect("the listener starts");
        let url = first
            .split_whitespace()
            .find(|word| word.starts_with("http://127.0.0.1:"))
            .unwrap_or_else(|| panic!("no address in {:?}", first))
            .to_string();
        Listener { child, url, lines }
    }

    /// The next line printed (stdout or stderr), waiting up to 30 s.
    pub fn line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(30))
            .expect("the listener prints a line")
    }

    /// POSTs `body` as Competitive Companion does: JSON, no `Origin`.
    pub fn post(&self, body: &str) -> (u16, String) {
        self.post_with(&[("Content-Type", "application/json")], body)
    }

    /// POSTs `body` with exactly these extra headers.
    pub fn post_with(&self, headers: &[(&str, &str)], body: &str) -> (u16, String) {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        let mut request = agent.post(&self.url);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let mut response = request.send(body).unwrap();
        let status = response.status().as_u16();
        let text = response.body_mut().read_to_string().unwrap();
        (status, text)
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn forward(stream: ChildStdout, send: mpsc::Sender<String>) {
    thread::spawn(move || {
        for line in BufReader::new(stream).lines() {
            let _ = send.send(line.unwrap());
        }
    });
}

fn forward_err(stream: std::process::ChildStderr, send: mpsc::Sender<String>) {
    thread::spawn(move || {
        for line in BufReader::new(stream).lines() {
            let _ = send.send(line.unwrap());
        }
    });
}

pub fn read(root: &Path, path: &str) -> String {
    fs::read_to_string(root.join(path)).unwrap_or_else(|err| panic!("{}: {}", path, err))
}
