//! A real rust-analyzer, driven as an editor drives it: started on a kit
//! over LSP on stdio, given the settings the kit ships in
//! `.vscode/settings.json` (as `initializationOptions` and as the answer to
//! `workspace/configuration`), with its progress followed the way VS Code
//! follows it, while a sampler reads from /proc the memory of the server and
//! of every process it starts (`cargo metadata`, the build scripts' `cargo
//! check`, the proc-macro server, flycheck).

use std::collections::{HashMap, HashSet};
use std::ffi::OsString;
use std::fs;
use std::io::{BufReader, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::time::{Duration, Instant};

use lsp_server::{Message, Notification, Request, RequestId, Response};
use lsp_types::notification::Notification as _;
use lsp_types::request::Request as _;
use serde_json::{json, Value};

/// How to install what the editor's tests need, on Debian.
pub const INSTALL: &str = "apt-get install rust-web-analyzer rust-web-src";

/// The rust-analyzer to drive: `$RUST_ANALYZER`, else the first
/// `rust-analyzer` on `PATH` (or `/usr/bin`, Debian's) that answers
/// `--version`. rustup's proxy is on `PATH` even where the component is not
/// installed, and then fails: it is passed over.
pub fn rust_analyzer() -> Option<PathBuf> {
    let candidates: Vec<PathBuf> = match std::env::var_os("RUST_ANALYZER") {
        Some(path) => vec![path.into()],
        None => std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
            .map(|dir| dir.join("rust-analyzer"))
            .chain([PathBuf::from("/usr/bin/rust-analyzer")])
            .collect(),
    };
    candidates.into_iter().find(|path| {
        Command::new(path)
            .arg("--version")
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            .is_ok_and(|out| {
                out.status.success()
                    && String::from_utf8_lossy(&out.stdout).starts_with("rust-analyzer")
            })
    })
}

/// The standard library's source for rust-analyzer (`RUST_SRC_PATH`): the
/// variable's own value, else the toolchain's `rust-src` component, else the
/// newest Debian `rust-web-src` (`/usr/src/rustc-<version>/library`).
pub fn rust_src() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("RUST_SRC_PATH") {
        return Some(path.into());
    }
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .ok()
        .map(|out| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()));
    if let Some(library) = sysroot.map(|root| root.join("lib/rustlib/src/rust/library")) {
        if library.join("core").is_dir() {
            return Some(library);
        }
    }
    let mut debian: Vec<PathBuf> = fs::read_dir("/usr/src")
        .ok()?
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("rustc-"))
        .map(|entry| entry.path().join("library"))
        .filter(|library| library.join("core").is_dir())
        .collect();
    // rustc-1.85.0 before rustc-1.100.0: compare the numbers.
    debian.sort_by_key(|path| {
        let name = path
            .parent()
            .unwrap()
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        name["rustc-".len()..]
            .split('.')
            .map(|part| part.parse::<u64>().unwrap_or(0))
            .collect::<Vec<_>>()
    });
    debian.pop()
}

/// The settings of a VS Code `settings.json` (`"rust-analyzer.cargo.targetDir":
/// true`, ...), nested as rust-analyzer reads them (`{"cargo": {"targetDir":
/// true}}`); keys of other extensions are left out.
pub fn nested_settings(settings_json: &str) -> Value {
    let flat: serde_json::Map<String, Value> =
        serde_json::from_str(settings_json).expect("settings.json is a JSON object");
    let mut nested = json!({});
    for (key, value) in flat {
        let Some(path) = key.strip_prefix("rust-analyzer.") else {
            continue;
        };
        let mut at = &mut nested;
        let parts: Vec<&str> = path.split('.').collect();
        for part in &parts[..parts.len() - 1] {
            at = at
                .as_object_mut()
                .unwrap()
                .entry(part.to_string())
                .or_insert_with(|| json!({}));
        }
        at[parts[parts.len() - 1]] = value;
    }
    nested
}

/// The settings this checkout ships, nested (see [`nested_settings`]).
pub fn shipped_settings() -> Value {
    let path = crate::kit::workspace().join(".vscode/settings.json");
    nested_settings(
        &fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e)),
    )
}

/// `file://` address of an absolute path.
pub fn uri(path: &Path) -> lsp_types::Uri {
    let mut text = String::from("file://");
    for byte in path.to_str().expect("a UTF-8 path").bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'/' | b'-' | b'_' | b'.' | b'~' | b'+' => {
                text.push(byte as char)
            }
            _ => text.push_str(&format!("%{:02X}", byte)),
        }
    }
    text.parse().expect("a file address")
}

/// The path of a `file://` address.
pub fn path_of(uri: &lsp_types::Uri) -> PathBuf {
    let text = uri.as_str().strip_prefix("file://").unwrap_or(uri.as_str());
    let mut bytes = Vec::new();
    let mut rest = text.as_bytes();
    while let Some((&first, tail)) = rest.split_first() {
        match (first, tail.get(..2)) {
            (b'%', Some(hex)) => {
                bytes.push(u8::from_str_radix(std::str::from_utf8(hex).unwrap(), 16).unwrap());
                rest = &tail[2..];
            }
            _ => {
                bytes.push(first);
                rest = tail;
            }
        }
    }
    PathBuf::from(String::from_utf8(bytes).unwrap())
}

/// A running rust-analyzer and what it said.
pub struct Server {
    child: Child,
    stdin: ChildStdin,
    incoming: Receiver<Message>,
    settings: Value,
    next_id: i32,
    /// Progress begun and not ended, by token, with its title.
    progress: HashMap<String, String>,
    /// Every progress title seen, with the seconds since the start it began.
    pub titles: Vec<(f64, String)>,
    quiescent: bool,
    started: Instant,
    memory: Sampler,
    stderr: PathBuf,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "rust-analyzer (pid {})", self.child.id())
    }
}

impl Server {
    /// Starts `rust_analyzer` on the kit at `root` with `settings` (nested)
    /// and `env` added to its environment, and initialises it as VS Code does.
    pub fn start(
        rust_analyzer: &Path,
        root: &Path,
        settings: Value,
        env: &[(&str, OsString)],
    ) -> Server {
        let stderr = std::env::temp_dir().join(format!(
            "rust-analyzer-{}-{}.log",
            std::process::id(),
            root.file_name().unwrap().to_string_lossy()
        ));
        let mut command = Command::new(rust_analyzer);
        command
            .current_dir(root)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(fs::File::create(&stderr).unwrap())
            // Its own group, so that everything it starts is measured and
            // stopped with it.
            .process_group(0);
        for (key, value) in env {
            command.env(key, value);
        }
        // VS Code starts the server with `rust-analyzer.server.extraEnv`
        // added to its environment.
        if let Some(extra) = settings["server"]["extraEnv"].as_object() {
            for (key, value) in extra {
                match value {
                    Value::String(text) => command.env(key, text),
                    other => command.env(key, other.to_string()),
                };
            }
        }
        let started = Instant::now();
        let mut child = command.spawn().unwrap();
        let memory = Sampler::start(child.id());
        let stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let (send, incoming) = mpsc::channel();
        std::thread::spawn(move || {
            while let Ok(Some(message)) = Message::read(&mut stdout) {
                if send.send(message).is_err() {
                    break;
                }
            }
        });
        let mut server = Server {
            child,
            stdin,
            incoming,
            settings,
            next_id: 0,
            progress: HashMap::new(),
            titles: Vec::new(),
            quiescent: false,
            started,
            memory,
            stderr,
        };
        server.initialize(root);
        server
    }

    fn initialize(&mut self, root: &Path) {
        let params: lsp_types::InitializeParams = serde_json::from_value(json!({
            "processId": std::process::id(),
            "rootUri": uri(root),
            "workspaceFolders": [{ "uri": uri(root), "name": "kit" }],
            "initializationOptions": self.settings,
            "capabilities": {
                "workspace": {
                    "configuration": true,
                    "workspaceFolders": true,
                    "didChangeConfiguration": { "dynamicRegistration": true },
                },
                "window": { "workDoneProgress": true },
                "textDocument": {
                    "hover": { "contentFormat": ["markdown", "plaintext"] },
                    "completion": { "completionItem": { "snippetSupport": false } },
                    "definition": { "linkSupport": false },
                },
                // VS Code's: the server says when it has loaded the workspace.
                "experimental": { "serverStatusNotification": true },
            },
        }))
        .unwrap();
        self.request::<lsp_types::request::Initialize>(params, Duration::from_secs(60))
            .unwrap_or_else(|e| {
                panic!(
                    "rust-analyzer did not initialise: {}\n{}",
                    e,
                    self.log_tail()
                )
            });
        self.notify::<lsp_types::notification::Initialized>(lsp_types::InitializedParams {});
    }

    /// Seconds since the server started.
    pub fn elapsed(&self) -> f64 {
        self.started.elapsed().as_secs_f64()
    }

    /// The highest total resident memory, in bytes, of the server and the
    /// processes it started, sampled every 50 ms so far.
    pub fn peak_rss(&self) -> u64 {
        self.memory.peak.load(Ordering::Relaxed)
    }

    /// The highest resident memory of the server's own process, in bytes.
    pub fn peak_server_rss(&self) -> u64 {
        self.memory.peak_server.load(Ordering::Relaxed)
    }

    /// The end of what the server wrote on stderr, for a failure's message.
    pub fn log_tail(&self) -> String {
        let log = fs::read_to_string(&self.stderr).unwrap_or_default();
        let start = log.len().saturating_sub(4000);
        let start = (start..=log.len())
            .find(|&i| log.is_char_boundary(i))
            .unwrap();
        format!(
            "--- rust-analyzer's stderr ({}), its end:\n{}",
            self.stderr.display(),
            &log[start..]
        )
    }

    /// Sends a notification.
    pub fn notify<N: lsp_types::notification::Notification>(&mut self, params: N::Params) {
        self.send(Message::Notification(Notification::new(
            N::METHOD.to_string(),
            params,
        )));
    }

    /// Opens `path` in the editor with `text` (which need not be on disk).
    pub fn open(&mut self, path: &Path, text: &str) {
        self.notify::<lsp_types::notification::DidOpenTextDocument>(
            lsp_types::DidOpenTextDocumentParams {
                text_document: lsp_types::TextDocumentItem {
                    uri: uri(path),
                    language_id: "rust".into(),
                    version: 1,
                    text: text.into(),
                },
            },
        );
    }

    /// Sends a request and waits up to `timeout` for its answer, handling
    /// what the server sends meanwhile; `Err` is the server's error or a
    /// timeout.
    pub fn request<R: lsp_types::request::Request>(
        &mut self,
        params: R::Params,
        timeout: Duration,
    ) -> Result<R::Result, String> {
        self.next_id += 1;
        let id = RequestId::from(self.next_id);
        self.send(Message::Request(Request::new(
            id.clone(),
            R::METHOD.to_string(),
            params,
        )));
        let deadline = Instant::now() + timeout;
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            if let Some(response) = self.pump(left)? {
                if response.id == id {
                    return match response.response_result {
                        Ok(value) => serde_json::from_value(value).map_err(|e| e.to_string()),
                        Err(error) => Err(format!("{} (code {})", error.message, error.code)),
                    };
                }
            }
        }
        Err(format!("no answer to {} in {:?}", R::METHOD, timeout))
    }

    /// Handles what the server sends for `duration`.
    pub fn idle(&mut self, duration: Duration) -> Result<(), String> {
        let deadline = Instant::now() + duration;
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            self.pump(left)?;
        }
        Ok(())
    }

    /// Waits until the server has loaded the workspace (it says it is
    /// quiescent) and no progress is under way (indexing, build scripts,
    /// flycheck), for a whole second; `Err` names what still runs at
    /// `timeout`.
    pub fn settle(&mut self, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        let mut calm_since: Option<Instant> = None;
        while Instant::now() < deadline {
            self.pump(Duration::from_millis(100))?;
            if self.quiescent && self.progress.is_empty() {
                let since = *calm_since.get_or_insert_with(Instant::now);
                if since.elapsed() >= Duration::from_secs(1) {
                    return Ok(());
                }
            } else {
                calm_since = None;
            }
        }
        Err(format!(
            "still busy after {:?}: quiescent {}, under way: {:?}",
            timeout,
            self.quiescent,
            self.progress.values().collect::<Vec<_>>()
        ))
    }

    fn send(&mut self, message: Message) {
        message
            .write(&mut self.stdin)
            .expect("rust-analyzer's stdin");
        self.stdin.flush().unwrap();
    }

    /// Handles one message, if one comes within `timeout`: answers the
    /// server's requests, follows its progress, and returns a response.
    fn pump(&mut self, timeout: Duration) -> Result<Option<Response>, String> {
        let message = match self.incoming.recv_timeout(timeout) {
            Ok(message) => message,
            Err(RecvTimeoutError::Timeout) => return Ok(None),
            Err(RecvTimeoutError::Disconnected) => {
                return Err(format!(
                    "rust-analyzer exited: {:?}\n{}",
                    self.child.try_wait(),
                    self.log_tail()
                ))
            }
        };
        match message {
            Message::Response(response) => return Ok(Some(response)),
            Message::Request(request) => {
                let result = match request.method.as_str() {
                    lsp_types::request::WorkspaceConfiguration::METHOD => {
                        let items = request.params["items"].as_array().map_or(1, Vec::len);
                        Value::Array(vec![self.settings.clone(); items])
                    }
                    // Progress tokens, capability registrations: accepted.
                    _ => Value::Null,
                };
                self.send(Message::Response(Response::new_ok(request.id, result)));
            }
            Message::Notification(notification) => self.follow(notification),
        }
        Ok(None)
    }

    fn follow(&mut self, notification: Notification) {
        match notification.method.as_str() {
            lsp_types::notification::Progress::METHOD => {
                let token = notification.params["token"].to_string();
                let value = &notification.params["value"];
                match value["kind"].as_str() {
                    Some("begin") => {
                        let title = value["title"].as_str().unwrap_or("").to_string();
                        self.titles.push((self.elapsed(), title.clone()));
                        self.progress.insert(token, title);
                    }
                    Some("end") => {
                        self.progress.remove(&token);
                    }
                    _ => {}
                }
            }
            "experimental/serverStatus" => {
                self.quiescent = notification.params["quiescent"].as_bool().unwrap_or(false);
            }
            _ => {}
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        // The whole group: the server and the cargo and rustc it started.
        let group = nix::unistd::Pid::from_raw(self.child.id() as i32);
        let _ = nix::sys::signal::killpg(group, nix::sys::signal::Signal::SIGKILL);
        let _ = self.child.wait();
        self.memory.stop.store(true, Ordering::Relaxed);
        let _ = fs::remove_file(&self.stderr);
    }
}

/// A thread that sums the resident memory of a process group every 50 ms
/// and keeps the highest sum.
struct Sampler {
    peak: Arc<AtomicU64>,
    peak_server: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
}

impl Sampler {
    fn start(group: u32) -> Sampler {
        let peak = Arc::new(AtomicU64::new(0));
        let peak_server = Arc::new(AtomicU64::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let (peak_in, server_in, stop_in) = (peak.clone(), peak_server.clone(), stop.clone());
        std::thread::spawn(move || {
            while !stop_in.load(Ordering::Relaxed) {
                let (all, server) = group_rss(group);
                peak_in.fetch_max(all, Ordering::Relaxed);
                server_in.fetch_max(server, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(50));
            }
        });
        Sampler {
            peak,
            peak_server,
            stop,
        }
    }
}

/// The resident memory of every process in `group`, and of its leader
/// alone, in bytes.
fn group_rss(group: u32) -> (u64, u64) {
    let Ok(entries) = fs::read_dir("/proc") else {
        return (0, 0);
    };
    let mut leader = 0;
    let mut seen = HashSet::new();
    let mut total = 0;
    for entry in entries.flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = fs::read_to_string(format!("/proc/{}/stat", pid)) else {
            continue;
        };
        // "pid (name) state ppid pgrp ...": the name may hold spaces.
        let Some(after) = stat.rfind(')').map(|at| &stat[at + 1..]) else {
            continue;
        };
        let pgrp = after
            .split_whitespace()
            .nth(2)
            .and_then(|f| f.parse::<u32>().ok());
        if pgrp != Some(group) || !seen.insert(pid) {
            continue;
        }
        // "VmRSS:    123456 kB"
        let resident_kib = fs::read_to_string(format!("/proc/{}/status", pid))
            .ok()
            .and_then(|status| {
                let line = status.lines().find(|line| line.starts_with("VmRSS:"))?;
                line.split_whitespace().nth(1)?.parse::<u64>().ok()
            })
            .unwrap_or(0);
        total += resident_kib << 10;
        if pid == group {
            leader = resident_kib << 10;
        }
    }
    (total, leader)
}
