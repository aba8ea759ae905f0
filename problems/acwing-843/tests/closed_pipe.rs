//! A reader that stops early (`acwing-843 <<< 12 | head -c 100`) ends the
//! program quietly with success, not with a panic or an error.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

#[test]
fn a_closed_pipe_ends_the_program_quietly_with_success() {
    let program = judging::solution!().program;
    let mut child = Command::new(&program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start acwing-843");
    let mut stdin = child.stdin.take().expect("the child's stdin");
    stdin.write_all(b"12\n").expect("write n");
    drop(stdin);

    // n = 12 prints 14200 boards, 2.2 MB: far more than a pipe holds, so the
    // program is still writing when the pipe closes and must meet the error.
    let mut stdout = child.stdout.take().expect("the child's stdout");
    let mut head = [0u8; 100];
    stdout.read_exact(&mut head).expect("read 100 bytes");
    drop(stdout);

    let output = child.wait_with_output().expect("wait for acwing-843");
    assert!(
        head.starts_with(b"Q...........\n..Q.........\n"),
        "unexpected start of stdout: {:?}",
        String::from_utf8_lossy(&head)
    );
    assert_eq!(
        output.status.code(),
        Some(0),
        "exit status {}; stderr: {:?}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}
