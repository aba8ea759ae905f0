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
    /// Always `CAPACITY` bytes long; `buf[..len]` is what waits to be written.
    buf: Vec<u8>,
    len: usize,
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
            buf: vec![0; CAPACITY],
            len: 0,
        }
    }

    pub fn bytes(&mut self, bytes: &[u8]) {
        if self.len + bytes.len() > CAPACITY {
            self.flush();
        }
        if bytes.len() > CAPACITY {
            // Too big to buffer: one direct write beats copying it in pieces.
            let result = self.sink.write_all(bytes);
            self.check(result);
        } else {
            self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
            self.len += bytes.len();
        }
    }

    /// Lets `write` fill the buffer directly: it gets at least `room` bytes
    /// (`room <= CAPACITY`) and returns how many of them it wrote, from the
    /// start. Bytes it touched past that count are ignored, so it may copy in
    /// fixed-size chunks that overshoot.
    ///
    /// # Panics
    ///
    /// If `room > CAPACITY`, or `write` claims more than `room` bytes.
    pub fn in_place(&mut self, room: usize, write: impl FnOnce(&mut [u8]) -> usize) {
        assert!(room <= CAPACITY, "{} bytes do not fit the buffer", room);
        if self.len + room > CAPACITY {
            self.flush();
        }
        let written = write(&mut self.buf[self.len..self.len + room]);
        assert!(written <= room, "wrote {} bytes into {}", written, room);
        self.len += written;
    }

    pub fn str(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    pub fn byte(&mut self, byte: u8) {
        if self.len == CAPACITY {
            self.flush();
        }
        self.buf[self.len] = byte;
        self.len += 1;
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
        if self.len > 0 {
            let result = self.sink.write_all(&self.buf[..self.len]);
            self.check(result);
            self.len = 0;
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
    fn in_place_keeps_only_what_was_claimed() {
        let text = written(|out| {
            out.str("a");
            out.in_place(8, |buf| {
                buf[..8].copy_from_slice(b"bcdefghi");
                3
            });
            out.str("z");
        });
        assert_eq!(text, b"abcdz");
    }

    #[test]
    fn in_place_flushes_when_the_room_is_short() {
        let text = written(|out| {
            out.bytes(&vec![b'x'; CAPACITY - 2]);
            out.in_place(4, |buf| {
                assert!(buf.len() >= 4);
                buf[..4].copy_from_slice(b"1234");
                4
            });
        });
        assert_eq!(text.len(), CAPACITY + 2);
        assert!(text.ends_with(b"xx1234"));
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
