//! The listener tried as an attacker would: requests any web page could
//! send to 127.0.0.1, and documents built to break a file or leave the
//! folder, each sent to the real server on a loopback port. Each gets 4xx,
//! one `error:` line in the listener's output, and leaves the kit exactly
//! as it was; Competitive Companion's own requests are still received.

use crate::kit::scratch_kit;
use crate::listener::{document, Listener};
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// Every file under `root` with its bytes, to tell any change.
fn files(root: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(dir: &Path, root: &Path, found: &mut BTreeMap<String, Vec<u8>>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, root, found);
            } else {
                let name = path.strip_prefix(root).unwrap().display().to_string();
                found.insert(name, fs::read(&path).unwrap());
            }
        }
    }
    let mut found = BTreeMap::new();
    walk(root, root, &mut found);
    found
}

/// Sends `body` with `headers`, expects `status` with a body containing
/// `reason`, the listener's `error:` line, and no change on disk.
fn refused(
    listener: &Listener,
    kit: &Path,
    headers: &[(&str, &str)],
    body: &str,
    status: u16,
    reason: &str,
) {
    let before = files(kit);
    let (got, text) = listener.post_with(headers, body);
    assert_eq!(got, status, "{:?} answered {:?}", headers, text);
    assert!(text.contains(reason), "{:?}: {:?}", headers, text);
    let line = listener.line();
    assert!(
        line.starts_with("error: refused a request; ") && line.contains(reason),
        "{}",
        line
    );
    let after = files(kit);
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>(),
        "files appeared or went"
    );
    assert!(before == after, "a file changed");
}

#[test]
fn a_web_page_cannot_create_problems() {
    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    let doc = document("codeforces-4a.json").replace("problem/4/A", "problem/9999/Z");
    // A "simple" request, which browsers send from any page without asking.
    refused(
        &listener,
        kit.path(),
        &[
            ("Content-Type", "text/plain"),
            ("Origin", "https://evil.example"),
        ],
        &doc,
        403,
        "never a web page",
    );
    // The same without an Origin (a form, say): the content type alone.
    refused(
        &listener,
        kit.path(),
        &[("Content-Type", "text/plain")],
        &doc,
        403,
        "only application/json",
    );
    // JSON from a page (had the preflight been skipped), or a sandboxed frame.
    for origin in ["https://evil.example", "http://127.0.0.1:8000", "null"] {
        refused(
            &listener,
            kit.path(),
            &[("Content-Type", "application/json"), ("Origin", origin)],
            &doc,
            403,
            "never a web page",
        );
    }
    // DNS rebinding: the page's own name, resolved to 127.0.0.1.
    refused(
        &listener,
        kit.path(),
        &[
            ("Content-Type", "application/json"),
            ("Host", "evil.example:6174"),
        ],
        &doc,
        403,
        "only localhost",
    );
    assert!(!kit.path().join("problems/cf-9999z").exists());
}

#[test]
fn documents_that_would_break_a_file_or_leave_the_folder_are_refused() {
    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    let json = [("Content-Type", "application/json")];
    let original = document("codeforces-4a.json");
    let with_url = |url: &str| {
        original.replace(
            "\"https://codeforces.com/problemset/problem/4/A\"",
            &serde_json::to_string(url).unwrap(),
        )
    };
    refused(
        &listener,
        kit.path(),
        &json,
        &with_url("https://codeforces.com/problemset/problem/9998/A\"\nbuild = \"x.rs\"\n#"),
        400,
        "an address has no spaces, control characters or backslashes",
    );
    refused(
        &listener,
        kit.path(),
        &json,
        &with_url("https://codeforces.com/problemset/problem/../../../../tmp/evil"),
        400,
        "segment; give the problem's own address",
    );
    refused(
        &listener,
        kit.path(),
        &json,
        &with_url("file:///etc/passwd"),
        400,
        "not an http(s) address",
    );
}

#[test]
fn competitive_companion_is_still_received_and_titles_stay_one_line() {
    let kit = scratch_kit();
    let listener = Listener::start(kit.path());
    let doc = document("codeforces-4a.json").replace(
        "\"A. Watermelon\"",
        "\"A. Watermelon\\n}\\nfn evil() {}\\n//\"",
    );
    let (status, _) = listener.post_with(
        &[
            ("Content-Type", "application/json; charset=utf-8"),
            (
                "Origin",
                "moz-extension://4b1c9a0e-0000-4000-8000-000000000000",
            ),
        ],
        &doc,
    );
    assert_eq!(status, 200);
    assert!(listener.line().starts_with("cf-4a ("));
    let main = fs::read_to_string(kit.path().join("problems/cf-4a/src/main.rs")).unwrap();
    let first = main.lines().next().unwrap();
    assert_eq!(
        first,
        "//! cf-4a: A. Watermelon } fn evil() {} // (codeforces: https://codeforces.com/problemset/problem/4/A)."
    );
    assert!(
        !main.lines().any(|line| line.starts_with("fn evil")),
        "{}",
        main
    );

    let (status, _) = listener.post_with(
        &[
            ("Content-Type", "application/json"),
            (
                "Origin",
                "chrome-extension://cjnmckjndlpiamhfimnnjmnckgghkjbl",
            ),
        ],
        &document("luogu-p1001.json"),
    );
    assert_eq!(status, 200);
    assert!(listener.line().starts_with("luogu-p1001 ("));
}
