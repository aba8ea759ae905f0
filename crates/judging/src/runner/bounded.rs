//! A program's output read into bounded memory: however much it writes, the
//! kit keeps at most a fixed number of bytes.
//!
//! stdout read into memory keeps its first bytes up to the output limit;
//! past it the run is over its limit (and stopped by the caller). stderr
//! keeps its first and its last bytes with a line saying how much was left
//! out between them: a flood of stderr costs the kit nothing and never
//! changes a verdict.

use std::collections::VecDeque;
use std::io::Read;

/// How much of stderr is kept at each end.
pub const STDERR_KEPT: usize = 16 * 1024;

/// What was read from one stream.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Kept {
    head: Vec<u8>,
    tail: VecDeque<u8>,
    head_cap: usize,
    tail_cap: usize,
    /// Every byte read, kept or not.
    pub total: u64,
}

impl Kept {
    /// The first `head` bytes and the last `tail` bytes.
    pub fn new(head: usize, tail: usize) -> Kept {
        Kept {
            head_cap: head,
            tail_cap: tail,
            ..Kept::default()
        }
    }

    /// Takes `bytes`, the next ones read.
    pub fn push(&mut self, mut bytes: &[u8]) {
        self.total += bytes.len() as u64;
        let room = self.head_cap - self.head.len();
        let into_head = room.min(bytes.len());
        self.head.extend_from_slice(&bytes[..into_head]);
        bytes = &bytes[into_head..];
        if self.tail_cap == 0 || bytes.is_empty() {
            return;
        }
        if bytes.len() >= self.tail_cap {
            self.tail.clear();
            self.tail
                .extend(bytes[bytes.len() - self.tail_cap..].iter().copied());
            return;
        }
        let over = (self.tail.len() + bytes.len()).saturating_sub(self.tail_cap);
        self.tail.drain(..over);
        self.tail.extend(bytes.iter().copied());
    }

    /// Whether more was read than is kept.
    pub fn left_out(&self) -> u64 {
        self.total - (self.head.len() + self.tail.len()) as u64
    }

    /// The bytes kept, with a line where some were left out.
    pub fn into_bytes(self) -> Vec<u8> {
        let left_out = self.left_out();
        let mut bytes = self.head;
        if left_out > 0 && self.tail_cap > 0 {
            bytes
                .extend_from_slice(format!("\n... ({} bytes left out) ...\n", left_out).as_bytes());
        }
        bytes.extend(self.tail);
        bytes
    }
}

/// Reads `pipe` to its end into `kept`; `over` is called once, as soon as
/// more was read than `kept` can hold at its head and it keeps no tail (the
/// output limit of a stream read into memory).
pub fn read_into(mut pipe: impl Read, mut kept: Kept, mut over: impl FnMut()) -> Kept {
    let mut buffer = vec![0u8; 64 * 1024];
    let mut told = false;
    loop {
        match pipe.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => {
                kept.push(&buffer[..n]);
                if !told && kept.tail_cap == 0 && kept.left_out() > 0 {
                    told = true;
                    over();
                }
            }
            Err(err) if err.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_keeps_its_ends_and_says_how_much_is_left_out() {
        let mut kept = Kept::new(4, 3);
        for chunk in [&b"ab"[..], b"cdef", b"ghij", b"k"] {
            kept.push(chunk);
        }
        assert_eq!(kept.total, 11);
        assert_eq!(kept.left_out(), 4);
        assert_eq!(kept.into_bytes(), b"abcd\n... (4 bytes left out) ...\nijk");
    }

    #[test]
    fn a_short_stream_is_kept_whole() {
        let mut kept = Kept::new(4, 3);
        kept.push(b"abcdef");
        assert_eq!(kept.into_bytes(), b"abcdef");
    }

    #[test]
    fn a_stream_past_its_limit_is_told_once_and_stays_bounded() {
        let mut told = 0;
        let kept = read_into(&vec![7u8; 1 << 20][..], Kept::new(1000, 0), || told += 1);
        assert_eq!(told, 1);
        assert_eq!(kept.total, 1 << 20);
        assert_eq!(kept.into_bytes().len(), 1000);
    }
}
