//! Writing a judge's output: a large buffer, flushed in few big writes.
//!
//! `print!` locks stdout and may write on every newline; this buffer writes
//! only when it is full or dropped. A write can fail only because the reader
//! went away or the disk is full, and no caller can do anything useful about
//! either, so [`Output`] handles it itself: a closed pipe (`| head`) ends the
//! program quietly with success, as `cat` does; anything else prints one
//! `error:` line and exits with code 2. No method returns a `Result`.

use std::io::{self, Write};

/// How many bytes are gathered before a write: large enough that printing
/// millions of boards costs few system calls, small enough to stay in cache.
const CAPACITY: usize = 1 << 16;

/// A buffered writer over stdout (or any `Write`: tests pass `&mut Vec<u8>`
/// and read the vector after the `Output` is dropped).
#[derive(Debug)]
pub struct Output<W: Write = io::Stdout> {
    sink: W,
    buf: Vec<u8>,
}

impl Output<io::Stdout> {
    /// Buffered stdout.
    pub fn stdout() -> Self {
        Output::new(io::stdout())
    }
}

impl<W: Write> Output<W> {
    pub fn new(sink: W) -> Self {
        Output {
            sink,
            buf: Vec::with_capacity(CAPACITY),
        }
    }

    pub fn bytes(&mut self, bytes: &[u8]) {
        if self.buf.len() + bytes.len() > CAPACITY {
            self.flush();
        }
        if bytes.len() > CAPACITY {
            // Too big to buffer: one direct write beats copying it in pieces.
            let result = self.sink.write_all(bytes);
            self.check(result);
        } else {
            self.buf.extend_from_slice(bytes);
        }
    }

    pub fn str(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    pub fn byte(&mut self, byte: u8) {
        if self.buf.len() == CAPACITY {
            self.flush();
        }
        self.buf.push(byte);
    }

    /// An unsigned integer in decimal.
    pub fn uint(&mut self, mut value: u64) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b'0' + (value % 10) as u8;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        self.bytes(&digits[start..]);
    }

    /// Writes out everything buffered so far.
    pub fn flush(&mut self) {
        if !self.buf.is_empty() {
            let result = self.sink.write_all(&self.buf);
            self.check(result);
            self.buf.clear();
        }
        let result = self.sink.flush();
        self.check(result);
    }

    fn check(&mut self, result: io::Result<()>) {
        if let Err(err) = result {
            if err.kind() == io::ErrorKind::BrokenPipe {
                // The reader has all it wanted (`| head`): not a failure.
                std::process::exit(0);
            }
            let _ = writeln!(io::stderr(), "error: cannot write the output; {}", err);
            std::process::exit(2);
        }
    }
}

impl<W: Write> Drop for Output<W> {
    fn drop(&mut self) {
        self.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(write: impl FnOnce(&mut Output<&mut Vec<u8>>)) -> Vec<u8> {
        let mut sink = Vec::new();
        write(&mut Output::new(&mut sink));
        sink
    }

    #[test]
    fn everything_written_arrives_in_order_once_dropped() {
        let text = written(|out| {
            out.str("n = ");
            out.uint(0);
            out.byte(b' ');
            out.uint(u64::MAX);
            out.bytes(b"\n");
        });
        assert_eq!(text, b"n = 0 18446744073709551615\n");
    }

    #[test]
    fn writes_larger_than_the_buffer_keep_their_order() {
        let big = vec![b'x'; CAPACITY * 2 + 7];
        let text = written(|out| {
            out.str("head ");
            out.bytes(&big);
            for _ in 0..CAPACITY + 3 {
                out.byte(b'y');
            }
        });
        assert_eq!(text.len(), 5 + big.len() + CAPACITY + 3);
        assert!(text.starts_with(b"head xx"));
        assert_eq!(&text[5 + big.len() - 1..5 + big.len() + 1], b"xy");
        assert!(text.ends_with(b"yy"));
    }
}
