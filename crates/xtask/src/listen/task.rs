//! The document Competitive Companion sends for each problem, and what the
//! kit needs of it.
//!
//! The extension POSTs one JSON object per problem (for a contest, one per
//! problem, all with the same `batch.id`). Only `url` and `tests` are
//! required here; the rest has defaults, so a document from an older version
//! of the extension, or typed by hand for `cargo xtask new --from`, works too.

use serde::Deserialize;

/// One problem as the extension describes it.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub group: String,
    pub url: String,
    #[serde(default)]
    pub interactive: bool,
    /// Megabytes, as the problem's page states them.
    #[serde(default)]
    pub memory_limit: Option<f64>,
    /// Milliseconds.
    #[serde(default)]
    pub time_limit: Option<f64>,
    pub tests: Vec<Test>,
    #[serde(default)]
    pub input: Option<Stream>,
    #[serde(default)]
    pub output: Option<Stream>,
    #[serde(default)]
    pub batch: Option<Batch>,
}

/// One sample: its input and the expected output, each ending in a newline.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct Test {
    pub input: String,
    pub output: String,
}

/// Where input comes from or output goes: `stdin`/`stdout`, a `file` (with
/// `fileName`), or for input a `regex` (with `pattern`).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stream {
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub file_name: Option<String>,
}

/// The problems of one contest parse share `id`; `size` is how many there are.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct Batch {
    pub id: String,
    pub size: usize,
}

impl Task {
    /// Reads a document; the error is one line saying what is wrong and
    /// where (`missing field `url` at line 1 column 40`).
    pub fn parse(body: &[u8]) -> Result<Task, String> {
        serde_json::from_slice(body).map_err(|err| match err.classify() {
            serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
                format!("not JSON: {}", err)
            }
            _ => format!("not a problem from Competitive Companion: {}", err),
        })
    }

    /// Why the kit cannot build this problem as a stdin/stdout program, if
    /// it cannot: file input or output. (An interactive problem is built
    /// with a starter interactor; see `receive`.)
    pub fn unsupported(&self) -> Option<String> {
        for (stream, standard) in [(&self.input, "stdin"), (&self.output, "stdout")] {
            if let Some(stream) = stream {
                if stream.kind != standard {
                    let file = stream.file_name.as_deref().unwrap_or("a file");
                    return Some(format!(
                        "it uses {} instead of {}: the kit's programs read stdin and write stdout",
                        if stream.kind == "file" {
                            file
                        } else {
                            stream.kind.as_str()
                        },
                        standard
                    ));
                }
            }
        }
        None
    }

    /// The time limit in whole milliseconds, if the page gave a usable one.
    pub fn time_limit_ms(&self) -> Option<u64> {
        positive(self.time_limit)
    }

    /// The memory limit in MiB (judges' "MB" are MiB), if usable.
    pub fn memory_limit_mib(&self) -> Option<u64> {
        positive(self.memory_limit)
    }
}

fn positive(value: Option<f64>) -> Option<u64> {
    value
        .filter(|v| v.is_finite() && *v >= 1.0 && *v < 1e12)
        .map(|v| v.round() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    const WATERMELON: &str = r#"{"name":"A. Watermelon","group":"Codeforces - Codeforces Beta Round 4 (Div. 2 Only)","url":"https://codeforces.com/problemset/problem/4/A","interactive":false,"memoryLimit":64,"timeLimit":1000,"tests":[{"input":"8\n","output":"YES\n"}],"testType":"single","input":{"type":"stdin"},"output":{"type":"stdout"},"languages":{"java":{"mainClass":"Main","taskClass":"AWatermelon"}},"batch":{"id":"123e67c8-03c6-44a4-a3f9-5918b8f5cd1d","size":1}}"#;

    #[test]
    fn a_document_from_the_extension_is_read_whole() {
        let task = Task::parse(WATERMELON.as_bytes()).unwrap();
        assert_eq!(task.name, "A. Watermelon");
        assert_eq!(task.time_limit_ms(), Some(1000));
        assert_eq!(task.memory_limit_mib(), Some(64));
        assert_eq!(
            task.tests,
            [Test {
                input: "8\n".into(),
                output: "YES\n".into()
            }]
        );
        assert_eq!(task.batch.as_ref().map(|b| b.size), Some(1));
        assert_eq!(task.unsupported(), None);
    }

    #[test]
    fn only_url_and_tests_are_required() {
        let task = Task::parse(br#"{"url":"https://x.org/p","tests":[]}"#).unwrap();
        assert_eq!((task.time_limit_ms(), task.batch), (None, None));
        let error = Task::parse(br#"{"tests":[]}"#).unwrap_err();
        assert!(
            error.starts_with("not a problem from Competitive Companion: missing field `url`"),
            "{}",
            error
        );
        let error = Task::parse(br#"{"url":"https://x.org/p"}"#).unwrap_err();
        assert!(error.contains("missing field `tests`"), "{}", error);
        let error = Task::parse(b"{\"url\": ").unwrap_err();
        assert!(
            error.starts_with("not JSON: EOF while parsing"),
            "{}",
            error
        );
        let error = Task::parse(b"<html>").unwrap_err();
        assert!(
            error.starts_with("not JSON: expected value at line 1 column 1"),
            "{}",
            error
        );
    }

    #[test]
    fn file_io_is_named_as_unsupported_and_interactive_problems_are_not() {
        let interactive = WATERMELON.replace("\"interactive\":false", "\"interactive\":true");
        let task = Task::parse(interactive.as_bytes()).unwrap();
        assert!(task.interactive);
        assert_eq!(task.unsupported(), None);
        let file = WATERMELON.replace(
            r#""input":{"type":"stdin"}"#,
            r#""input":{"type":"file","fileName":"input.txt"}"#,
        );
        let reason = Task::parse(file.as_bytes()).unwrap().unsupported().unwrap();
        assert_eq!(
            reason,
            "it uses input.txt instead of stdin: the kit's programs read stdin and write stdout"
        );
    }
}
