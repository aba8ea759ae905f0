//! The one kit builder: scratch copies of the kit, in the style of cargo's
//! own `project()`, and the helpers every test of the command line shares.

use std::fs;
use std::path::Path;

/// Copies the folder `from` to `to`, recursively.
pub fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &to.join(entry.file_name()));
        } else {
            fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
        }
    }
}

/// A scratch kit, the one every command-line test starts from: the core's
/// source (scaffolding vendors it) and empty `problems/` and `testdata/`,
/// removed when dropped.
pub fn scratch_kit() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    lay_kit(dir.path());
    dir
}

/// Lays [`scratch_kit`]'s files in `dir`, for a test that owns the folder.
pub fn lay_kit(dir: &Path) {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cpkit/src");
    copy_dir(&core, &dir.join("crates/cpkit/src"));
    fs::create_dir_all(dir.join("problems")).unwrap();
    fs::create_dir_all(dir.join("testdata")).unwrap();
}

/// A `cargo` command (the one running this suite, as Cargo says in
/// `CARGO`), made to die with the test that starts it: a suite killed even
/// by SIGKILL leaves no build running on.
pub fn cargo_command() -> std::process::Command {
    let mut command =
        std::process::Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    judging::runner::confine::die_with_parent(&mut command);
    command
}

/// The target folder this test suite was built into (`CARGO_TARGET_DIR`, or
/// the checkout's `target/`): where xtask writes its own files, and where a
/// test's nested cargo builds so that it reuses what is built.
pub fn target_dir() -> std::path::PathBuf {
    // The xtask binary lives in <target>/<profile>/xtask.
    Path::new(env!("CARGO_BIN_EXE_xtask"))
        .parent()
        .and_then(Path::parent)
        .expect("the xtask binary lives in <target>/<profile>/")
        .to_path_buf()
}

/// The `[profile.*]` sections of this checkout's root manifest, for a
/// miniature kit's: built with the same settings, a miniature reuses the
/// dependencies this suite built instead of building them again. A section
/// for one registry crate only the tools use (`opt-level = 0` for clap, ...)
/// is left out: the miniature has no such package, and Cargo would warn
/// that the section matches none.
pub fn root_profiles() -> String {
    let manifest =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.toml")).unwrap();
    let start = manifest
        .find("\n[profile.")
        .expect("the root manifest sets profiles");
    let kept = [
        "\"*\"",
        "judging",
        "workspace-hack",
        "cpkit",
        "xtask",
        "queens-testkit",
    ];
    manifest[start..]
        .split("\n[")
        .filter(|section| !section.trim().is_empty())
        .filter(
            |section| match section.strip_prefix("profile.dev.package.") {
                Some(rest) => kept
                    .iter()
                    .any(|name| rest.starts_with(&format!("{}]", name))),
                None => true,
            },
        )
        .map(|section| format!("\n[{}", section))
        .collect()
}

/// The kit checkout this suite was built from.
pub fn workspace() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Lays a kit Cargo can build in `dir`: the core's source, a workspace of
/// `problems/*` with `judging` and `cpkit` by path (what every problem's
/// manifest names), this checkout's lints and profiles (so it reuses what
/// this suite built), its lock file, and no problems.
pub fn lay_cargo_kit(dir: &Path) {
    let judging = workspace().join("crates/judging").canonicalize().unwrap();
    let cpkit = workspace().join("crates/cpkit").canonicalize().unwrap();
    let manifest = fs::read_to_string(workspace().join("Cargo.toml")).unwrap();
    let lints_start = manifest.find("[workspace.lints.rust]").unwrap();
    let lints_end = manifest[lints_start..]
        .find("\n\n#")
        .map_or(manifest.len(), |end| lints_start + end);
    let lints = &manifest[lints_start..lints_end];
    lay_kit(dir);
    fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[workspace]\nresolver = \"2\"\nmembers = [\"problems/*\"]\n\n\
             [workspace.package]\nedition = \"2021\"\nlicense = \"MIT\"\npublish = false\n\n\
             [workspace.dependencies]\njudging = {{ path = {:?} }}\ncpkit = {{ path = {:?} }}\n\n{}\n{}",
            judging.display().to_string(),
            cpkit.display().to_string(),
            lints,
            root_profiles()
        ),
    )
    .unwrap();
    fs::copy(workspace().join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
}

/// A scratch kit Cargo can build, removed when dropped, in the style of
/// cargo's own `project()`: made with [`Kit::new`], given problems by
/// running `cargo xtask new` in it, and driven through [`Kit::xtask`] and
/// [`Kit::cargo`], whose [`Ran`] prints everything when a check fails.
#[derive(Debug)]
pub struct Kit {
    dir: tempfile::TempDir,
}

impl Kit {
    /// An empty kit (see [`lay_cargo_kit`]).
    pub fn new() -> Kit {
        let dir = tempfile::tempdir().unwrap();
        lay_cargo_kit(dir.path());
        Kit { dir }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// `path` in the kit.
    pub fn join(&self, path: &str) -> std::path::PathBuf {
        self.dir.path().join(path)
    }

    /// Writes `text` to `path` in the kit, its folders made.
    pub fn write(&self, path: &str, text: &str) {
        let path = self.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    pub fn read(&self, path: &str) -> String {
        fs::read_to_string(self.join(path)).unwrap()
    }

    /// The command `cargo xtask <args>` in the kit, not yet run.
    fn xtask_command(&self, args: &[&str]) -> std::process::Command {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_xtask"));
        command
            .arg("--root")
            .arg(self.path())
            .args(args)
            .current_dir(self.path())
            .env("CARGO_TARGET_DIR", target_dir());
        command
    }

    /// `cargo xtask <args>` in the kit.
    pub fn xtask(&self, args: &[&str]) -> Ran {
        Ran::of(
            format!("cargo xtask {}", args.join(" ")),
            self.xtask_command(args),
        )
    }

    /// `cargo xtask <args>` in the kit with `pasted` on its stdin, as a
    /// paste into `sample`.
    pub fn xtask_pasted(&self, args: &[&str], pasted: &str) -> Ran {
        use std::io::Write;
        use std::process::Stdio;
        let mut child = self
            .xtask_command(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Written and closed before the output is read: a paste is small.
        child
            .stdin
            .take()
            .unwrap()
            .write_all(pasted.as_bytes())
            .unwrap();
        Ran::from_output(
            format!("cargo xtask {} < paste", args.join(" ")),
            child.wait_with_output().unwrap(),
        )
    }

    /// `cargo xtask <args>` as a user types it at their desk: with `CI`
    /// unset, so `accept` writes the snapshots it is asked to.
    pub fn xtask_typed(&self, args: &[&str]) -> Ran {
        let mut command = self.xtask_command(args);
        command.env_remove("CI");
        Ran::of(format!("cargo xtask {}", args.join(" ")), command)
    }

    /// `cargo <args>` in the kit, built into this suite's target folder
    /// (so it reuses what is built), CI unset.
    pub fn cargo(&self, args: &[&str]) -> Ran {
        let mut command = cargo_command();
        command
            .args(args)
            .current_dir(self.path())
            .env("CARGO_TARGET_DIR", target_dir())
            // Not this checkout's, which `cargo test` set for this suite.
            .env("INSTA_WORKSPACE_ROOT", self.path())
            .env_remove("CI")
            .env_remove("INSTA_UPDATE");
        Ran::of(format!("cargo {}", args.join(" ")), command)
    }
}

/// A command that ran, with everything it said: shown whole when a check
/// on it fails.
#[derive(Debug)]
pub struct Ran {
    pub command: String,
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Ran {
    fn of(command: String, mut process: std::process::Command) -> Ran {
        Ran::from_output(command, process.output().unwrap())
    }

    fn from_output(command: String, output: std::process::Output) -> Ran {
        Ran {
            command,
            code: output.status.code(),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        }
    }

    /// Panics with `what` and the whole run unless `ok`.
    pub fn expect(&self, ok: bool, what: &str) -> &Ran {
        assert!(ok, "{}\n{}", what, self);
        self
    }

    /// Panics with the whole run unless it exited with `code`.
    pub fn code(&self, code: i32) -> &Ran {
        self.expect(
            self.code == Some(code),
            &format!("expected exit code {}", code),
        )
    }
}

impl std::fmt::Display for Ran {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "--- command: {}", self.command)?;
        writeln!(f, "--- status:  {:?}", self.code)?;
        writeln!(f, "--- stdout:\n{}", self.stdout)?;
        write!(f, "--- stderr:\n{}", self.stderr)
    }
}
