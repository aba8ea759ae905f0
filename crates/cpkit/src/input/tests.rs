//! The readers and the `input!` family on inputs in memory: what each reads,
//! and the error line each gives (line, column, variable, expected, found).

use super::*;

fn input(text: &str) -> Input {
    Input::from_bytes(text)
}

/// The message of what `read` fails with.
fn message<T: std::fmt::Debug>(result: Result<T, InputError>) -> String {
    result.unwrap_err().to_string()
}

#[test]
fn tokens_split_on_any_ascii_whitespace() {
    let mut input = Input::from_bytes(&b"\r\n 12\t-3\x0c\r\nx  "[..]);
    assert_eq!(input.token().unwrap(), b"12");
    assert_eq!(input.token().unwrap(), b"-3");
    assert_eq!(input.token().unwrap(), b"x");
    assert_eq!(
        message(input.token()),
        "line 3, column 2: expected a word; found the end of the input"
    );
}

#[test]
fn harmless_variants_read_the_same_number() {
    for text in [
        "4", "4\n", "4\r\n", "  4  ", "\t4\t\n", "\n4\n", "004", "-0004",
    ] {
        let expected = if text.contains('-') { -4 } else { 4 };
        let mut input = input(text);
        assert_eq!(input.read::<i32>(), Ok(expected), "input {:?}", text);
        assert_eq!(input.end(), Ok(()), "input {:?}", text);
    }
}

#[test]
fn integers_of_every_width_reach_both_ends_and_no_further() {
    fn ends<T: Readable<Output = T> + PartialEq + std::fmt::Debug + ToString>(min: T, max: T) {
        for value in [min, max] {
            assert_eq!(input(&value.to_string()).read::<T>(), Ok(value));
        }
    }
    ends(u8::MIN, u8::MAX);
    ends(u16::MIN, u16::MAX);
    ends(u32::MIN, u32::MAX);
    ends(u64::MIN, u64::MAX);
    ends(u128::MIN, u128::MAX);
    ends(usize::MIN, usize::MAX);
    ends(i8::MIN, i8::MAX);
    ends(i16::MIN, i16::MAX);
    ends(i32::MIN, i32::MAX);
    ends(i64::MIN, i64::MAX);
    ends(i128::MIN, i128::MAX);
    ends(isize::MIN, isize::MAX);
    let beyond = [
        ("256", message(input("256").read::<u8>())),
        ("-129", message(input("-129").read::<i8>())),
        ("-1", message(input("-1").read::<u64>())),
        (
            "9223372036854775808",
            message(input("9223372036854775808").read::<i64>()),
        ),
        (
            "340282366920938463463374607431768211456",
            message(input("340282366920938463463374607431768211456").read::<u128>()),
        ),
    ];
    for (token, message) in beyond {
        assert!(
            message.ends_with(&format!("found \"{}\" (out of range)", token)),
            "{}",
            message
        );
    }
    assert_eq!(input("-0").read::<u32>(), Ok(0));
}

#[test]
fn long_runs_of_leading_zeros_still_read() {
    let text = format!("{}42", "0".repeat(60));
    assert_eq!(input(&text).read::<u8>(), Ok(42));
}

#[test]
fn an_integer_error_gives_line_column_and_token() {
    let mut input = input("3\n1 2 12x\n");
    assert_eq!(input.read::<usize>(), Ok(3));
    assert_eq!(input.read::<i64>(), Ok(1));
    assert_eq!(input.read::<i64>(), Ok(2));
    assert_eq!(
        message(input.read::<i64>()),
        "line 2, column 5: expected an i64; found \"12x\""
    );
}

#[test]
fn malformed_numbers_are_refused() {
    for token in ["+1", "-", "1.5", "x1", "1-", "--1", "0x10"] {
        assert_eq!(
            message(input(token).read::<i32>()),
            format!("line 1, column 1: expected an i32; found {:?}", token)
        );
    }
}

#[test]
fn columns_count_characters_not_bytes() {
    assert_eq!(
        message(input("ä ö x").read::<(String, String, u8)>()),
        "line 1, column 5: expected a u8; found \"x\""
    );
}

impl Readable for (String, String, u8) {
    type Output = u8;
    const WHAT: &'static str = "unused";
    fn read(input: &mut Input) -> Result<u8, InputError> {
        input.read::<String>()?;
        input.read::<String>()?;
        input.read::<u8>()
    }
}

#[test]
fn floats_words_characters_and_booleans() {
    let mut input = input("2.5 -1e3 héllo x true false");
    assert_eq!(input.read::<f64>(), Ok(2.5));
    assert_eq!(input.read::<f32>(), Ok(-1000.0));
    assert_eq!(input.read::<String>(), Ok("héllo".to_string()));
    assert_eq!(input.read::<char>(), Ok('x'));
    assert_eq!(input.read::<bool>(), Ok(true));
    assert_eq!(input.read::<bool>(), Ok(false));
    assert!(!input.has_more());
}

#[test]
fn each_reader_says_what_it_expected() {
    let cases: [(&str, Result<(), InputError>, &str); 8] = [
        (
            "1,5",
            input("1,5").read::<f64>().map(drop),
            "line 1, column 1: expected an f64; found \"1,5\"",
        ),
        (
            "ab",
            input("ab").read::<char>().map(drop),
            "line 1, column 1: expected one character; found \"ab\"",
        ),
        (
            "yes",
            input("yes").read::<bool>().map(drop),
            "line 1, column 1: expected true or false; found \"yes\"",
        ),
        (
            "\\xff",
            Input::from_bytes(&b"\xff"[..]).read::<String>().map(drop),
            "line 1, column 1: expected a word in UTF-8; found \"\\xff\"",
        ),
        (
            "0",
            input("0").read::<Usize1>().map(drop),
            "line 1, column 1: expected a 1-based index (a usize from 1); found \"0\"",
        ),
        (
            "min",
            input(&isize::MIN.to_string()).read::<Isize1>().map(drop),
            "line 1, column 1: expected a 1-based isize (above isize::MIN); found \"-9223372036854775808\"",
        ),
        (
            "",
            input("").read::<Chars>().map(drop),
            "line 1, column 1: expected a word; found the end of the input",
        ),
        (
            "end",
            input("1 2").read::<u8>().and_then(|_| input("1 2").end()),
            "line 1, column 1: expected the end of the input; found \"1\"",
        ),
    ];
    for (what, result, expected) in cases {
        assert_eq!(result.unwrap_err().to_string(), expected, "{}", what);
    }
}

#[test]
fn markers_read_as_what_they_mark() {
    let mut input = input("3 -5 abc xyz");
    assert_eq!(input.read::<Usize1>(), Ok(2));
    assert_eq!(input.read::<Isize1>(), Ok(-6));
    assert_eq!(input.read::<Chars>(), Ok(vec!['a', 'b', 'c']));
    assert_eq!(input.read::<Bytes>(), Ok(b"xyz".to_vec()));
}

#[test]
fn ranges_are_checked_and_shown() {
    assert_eq!(input("7").read_in::<u32, _>(1..=9), Ok(7));
    assert_eq!(
        message(input("\n 0").read_in::<usize, _>(1..=100)),
        "line 2, column 2: expected a usize in 1..=100; found \"0\""
    );
    assert_eq!(
        message(input("5").read_in::<i64, _>(..5)),
        "line 1, column 1: expected an i64 in ..5; found \"5\""
    );
    assert_eq!(
        message(input("4.5").read_in::<u8, _>(0..=32)),
        "line 1, column 1: expected a u8 in 0..=32; found \"4.5\""
    );
    assert_eq!(
        message(input("300").read_in::<u8, _>(0..=32)),
        "line 1, column 1: expected a u8 in 0..=32; found \"300\""
    );
}

#[test]
fn long_tokens_are_cut_short_in_messages() {
    let message = message(input(&"x".repeat(1000)).read::<u8>());
    assert!(
        message.ends_with("(the first 40 of 1000 bytes)"),
        "{}",
        message
    );
    assert!(message.len() < 120, "{}", message);
}

// The macros, in the form that returns the error rather than exiting.

/// Reads the statement-like input of the issue that asked for `input!`.
fn everything(text: &str) -> Result<String, InputError> {
    let mut src = input(text);
    try_input! {
        from &mut src,
        n: usize,
        k: Usize1,
        a: [i64; n],
        s: String,
        w: Chars,
        b: Bytes,
        h: usize in 1..=3,
        grid: [Chars; h],
        m: usize,
        edges: [(Usize1, Usize1); m],
        x: f64,
        mut c: u32,
        ragged: [[u32]],
        flag: bool,
        letter: char,
    }
    c += 1;
    Ok(format!(
        "{} {} {:?} {} {:?} {:?} {:?} {:?} {} {} {:?} {} {}",
        n, k, a, s, w, b, grid, edges, x, c, ragged, flag, letter
    ))
}

const EVERYTHING: &str =
    "3 2\n-1 0 7\nword ab xy\n2\n#.\n.#\n2\n1 2\n2 3\n0.5 41\n2\n3 1 2 3\n0\ntrue z\n";

#[test]
fn one_declaration_reads_every_kind() {
    assert_eq!(
        everything(EVERYTHING).unwrap(),
        "3 1 [-1, 0, 7] word ['a', 'b'] [120, 121] [['#', '.'], ['.', '#']] \
         [(0, 1), (1, 2)] 0.5 42 [[1, 2, 3], []] true z"
    );
}

#[test]
fn errors_name_the_variable_and_the_item() {
    let broken = |from: &str, to: &str| everything(&EVERYTHING.replacen(from, to, 1));
    let cases = [
        (
            broken("-1 0 7", "-1 0 7x"),
            "line 2, column 6: a[2] expected an i64; found \"7x\"",
        ),
        (
            broken("3 2", "3 0"),
            "line 1, column 3: k expected a 1-based index (a usize from 1); found \"0\"",
        ),
        (
            broken("\n2\n#.", "\n4\n#."),
            "line 4, column 1: h expected a usize in 1..=3; found \"4\"",
        ),
        (
            broken("2 3\n", "2 x\n"),
            "line 9, column 3: edges[1].1 expected a 1-based index (a usize from 1); found \"x\"",
        ),
        (
            broken("3 1 2 3", "3 1 2 -3"),
            "line 12, column 7: ragged[0][2] expected a u32; found \"-3\" (out of range)",
        ),
        (
            broken("\n0\ntrue", "\n?\ntrue"),
            "line 13, column 1: ragged[1].len() expected a usize; found \"?\"",
        ),
        (
            broken("\n2\n3 1", "\nx\n3 1"),
            "line 11, column 1: ragged.len() expected a usize; found \"x\"",
        ),
        (
            broken("0.5", "0.5.1"),
            "line 10, column 1: x expected an f64; found \"0.5.1\"",
        ),
        (
            broken("true z\n", "true\n"),
            "line 14, column 5: letter expected one character; found the end of the input",
        ),
    ];
    for (result, expected) in cases {
        assert_eq!(result.unwrap_err().to_string(), expected);
    }
}

#[test]
fn ranges_apply_to_each_item_of_a_list() {
    fn read(text: &str) -> Result<Vec<Vec<i8>>, InputError> {
        let mut src = input(text);
        try_input! { from &mut src, v: [[i8; 2]; 2] in -5..=5 }
        Ok(v)
    }
    assert_eq!(read("1 2 -5 5"), Ok(vec![vec![1, 2], vec![-5, 5]]));
    assert_eq!(
        read("1 2 -5 6").unwrap_err().to_string(),
        "line 1, column 8: v[1][1] expected an i8 in -5..=5; found \"6\""
    );
}

#[test]
fn a_second_declaration_goes_on_where_the_first_stopped() -> Result<(), InputError> {
    let mut src = input("1 2\n3");
    try_input! { from &mut src, a: u8 }
    try_input! { from &mut src, b: u8, c: u8, }
    assert_eq!((a, b, c), (1, 2, 3));
    assert!(!src.has_more());
    Ok(())
}

#[test]
fn a_trailing_comma_and_generic_types_are_fine() {
    fn read(text: &str) -> Result<(Vec<u64>, (u8, char)), InputError> {
        let mut src = input(text);
        try_input! { from &mut src, v: [u64; 2], t: (u8, char), }
        Ok((v, t))
    }
    assert_eq!(read("1 2 3 x"), Ok((vec![1, 2], (3, 'x'))));
}

#[test]
fn a_huge_length_is_an_error_at_the_end_not_an_allocation() {
    let mut src = input("18446744073709551615 1 2");
    let result: Result<Vec<u8>, InputError> = (|| {
        try_input! { from &mut src, v: [u8] }
        Ok(v)
    })();
    assert_eq!(
        result.unwrap_err().to_string(),
        "line 1, column 25: v[2] expected a u8; found the end of the input"
    );
}

/// The error line of a declaration `name: $ty` reading `text`.
macro_rules! declared {
    ($ty:tt, $text:expr) => {
        (|| -> Result<(), InputError> {
            let mut src = input($text);
            try_input! { from &mut src, x: [$ty; 2] }
            let _ = x;
            Ok(())
        })()
        .unwrap_err()
        .to_string()
    };
}

#[test]
fn every_reader_kind_names_its_variable_line_and_column() {
    let cases = [
        (
            declared!(u8, "1\n 256"),
            "line 2, column 2: x[1] expected a u8; found \"256\" (out of range)",
        ),
        (
            declared!(i128, "0 -"),
            "line 1, column 3: x[1] expected an i128; found \"-\"",
        ),
        (
            declared!(f64, "1 x"),
            "line 1, column 3: x[1] expected an f64; found \"x\"",
        ),
        (
            declared!(String, "a"),
            "line 1, column 2: x[1] expected a word; found the end of the input",
        ),
        (
            declared!(char, "a bc"),
            "line 1, column 3: x[1] expected one character; found \"bc\"",
        ),
        (
            declared!(bool, "true 1"),
            "line 1, column 6: x[1] expected true or false; found \"1\"",
        ),
        (
            declared!(Chars, "\u{e9}"),
            "line 1, column 2: x[1] expected a word; found the end of the input",
        ),
        (
            declared!(Bytes, ""),
            "line 1, column 1: x[0] expected a word; found the end of the input",
        ),
        (
            declared!(Usize1, "1 0"),
            "line 1, column 3: x[1] expected a 1-based index (a usize from 1); found \"0\"",
        ),
        (
            declared!(Isize1, "x"),
            "line 1, column 1: x[0] expected a 1-based isize (above isize::MIN); found \"x\"",
        ),
        (
            declared!((u8, char), "1 a 2 bb"),
            "line 1, column 7: x[1].1 expected one character; found \"bb\"",
        ),
        (
            declared!([u8], "1 5 x"),
            "line 1, column 5: x[1].len() expected a usize; found \"x\"",
        ),
    ];
    for (message, expected) in cases {
        assert_eq!(message, expected);
    }
}

/// A live judge: hands over its lines one read at a time, and fails the
/// test if asked for more than the dialogue has so far.
struct Dialogue(Vec<&'static [u8]>);

impl Read for Dialogue {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        assert!(
            !self.0.is_empty(),
            "the reader waited for bytes that had not been sent"
        );
        let next = self.0.remove(0);
        buf[..next.len()].copy_from_slice(next);
        Ok(next.len())
    }
}

#[test]
fn a_value_is_returned_once_its_whitespace_arrives_without_waiting_for_more() {
    let mut input = Input::from_reader(Dialogue(vec![b"3\n", b"1", b"2", b"3 -", b"4\r", b"\n"]));
    assert_eq!(input.read::<u32>(), Ok(3));
    // `1` then `2` is one token cut between two reads: `123`.
    assert_eq!(input.read::<u64>(), Ok(123));
    // A chunk that ends in `-`, and a CRLF cut in two.
    assert_eq!(input.read::<i8>(), Ok(-4));
    assert_eq!(input.position(), 8);
}

#[test]
fn a_token_cut_by_a_read_is_read_whole_by_every_reader() {
    let mut input = Input::from_reader(Dialogue(vec![
        b"ab",
        b"c 12",
        b"345678901234567890123 ",
        b"-",
        b"7\r",
        b"\nx",
        b"y\r\n",
        b"",
    ]));
    assert_eq!(input.read::<String>().as_deref(), Ok("abc"));
    assert_eq!(input.read::<u128>(), Ok(12345678901234567890123));
    assert_eq!(input.read::<Isize1>(), Ok(-8));
    assert_eq!(input.read::<Chars>(), Ok(vec!['x', 'y']));
    assert_eq!(input.end(), Ok(()));
}

#[test]
fn errors_after_dropped_bytes_keep_their_line_and_column() {
    // Read one byte at a time, so every byte before the error is dropped.
    let text = "1 2\r\n3\n\n  é 4 x5\n";
    let bytes: Vec<&'static [u8]> = text.as_bytes().chunks(1).collect();
    let mut input = Input::from_reader(Dialogue(bytes.into_iter().chain([&b""[..]]).collect()));
    for _ in 0..3 {
        input.read::<i32>().unwrap();
    }
    assert_eq!(
        message(input.read::<i32>()),
        "line 4, column 3: expected an i32; found \"é\""
    );
    assert_eq!(input.read::<i32>(), Ok(4));
    assert_eq!(
        message(input.read::<i32>()),
        "line 4, column 7: expected an i32; found \"x5\""
    );
    assert_eq!(
        message(input.read::<i32>()),
        "line 4, column 9: expected an i32; found the end of the input"
    );
}

#[test]
fn the_tied_output_is_told_when_the_next_read_would_wait() {
    let flag = Rc::new(Cell::new(0));
    let mut input = Input::from_reader(Dialogue(vec![b"1 2\n", b"3\n", b""]));
    input.drained = Some(Rc::clone(&flag));
    assert_eq!(input.read::<u8>(), Ok(1));
    assert_eq!(flag.get(), 0, "`2` is still to be read");
    assert_eq!(input.read::<u8>(), Ok(2));
    assert_eq!(
        flag.get(),
        super::super::output::LINES_FLUSHED,
        "only a newline is left: the next read waits"
    );
    assert_eq!(input.read::<u8>(), Ok(3));
    assert_eq!(flag.get(), super::super::output::LINES_FLUSHED);
    assert_eq!(input.end(), Ok(()));
    assert_eq!(flag.get(), 0, "the input has ended: nothing to wait for");
}

#[test]
fn a_value_is_returned_before_its_line_ends() {
    // Guards the reader of issue 22, which waited for the end of a line
    // before handing over any value of it.
    let reads = Rc::new(Cell::new(0));
    let counted = Rc::clone(&reads);
    let mut chunks = vec![&b"7 8"[..], b" 9\n", b""].into_iter();
    let source = Counted(move |buf: &mut [u8]| {
        counted.set(counted.get() + 1);
        let next = chunks.next().expect("no read after the end");
        buf[..next.len()].copy_from_slice(next);
        next.len()
    });
    let mut input = Input::from_reader(source);
    assert_eq!(input.read::<u8>(), Ok(7));
    assert_eq!(reads.get(), 1, "the space after 7 shows it whole");
    assert_eq!(input.read::<u8>(), Ok(8));
    assert_eq!(
        reads.get(),
        2,
        "8 ends what was read: one more read shows it whole"
    );
    assert_eq!(input.read::<u8>(), Ok(9));
    assert_eq!(reads.get(), 2);
}

/// A source that calls its function for each read.
struct Counted<F>(F);

impl<F: FnMut(&mut [u8]) -> usize> Read for Counted<F> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        Ok((self.0)(buf))
    }
}

#[test]
fn a_line_longer_than_the_buffer_is_read_in_the_buffer() {
    // One line of 10^6 numbers, 6.9 MB: memory stays the buffer's, not the line's.
    let text: String = (0..1_000_000u64).map(|i| format!("{} ", i * 7)).collect();
    let mut input = Input::from_reader(io::Cursor::new(format!("{}x\n", text).into_bytes()));
    let mut sum = 0;
    for _ in 0..1_000_000 {
        sum += input.read::<u64>().unwrap();
        assert!(input.buf.capacity() <= CHUNK, "{}", input.buf.capacity());
    }
    assert_eq!(sum, 7 * (0..1_000_000u64).sum::<u64>());
    assert_eq!(
        message(input.read::<u8>()),
        format!(
            "line 1, column {}: expected a u8; found \"x\"",
            text.len() + 1
        )
    );
}

#[test]
fn a_token_longer_than_the_buffer_grows_it_and_reads_whole() {
    let long = "ab".repeat(3 * CHUNK);
    let text = format!("1 {} 2\n{}x", long, long);
    let mut input = Input::from_reader(io::Cursor::new(text.clone().into_bytes()));
    assert_eq!(input.read::<u8>(), Ok(1));
    assert_eq!(input.read::<String>(), Ok(long.clone()));
    assert_eq!(input.read::<u8>(), Ok(2));
    let message = message(input.read::<u32>());
    assert!(
        message.starts_with("line 2, column 1: expected a u32; found \"abab"),
        "{}",
        message
    );
    assert!(message.ends_with(&format!("(the first 40 of {} bytes)", long.len() + 1)));
}

#[test]
fn reads_of_any_size_across_many_buffers_read_as_in_memory() {
    // Numbers of every length and words, cut by reads of odd sizes at every
    // place of a token, a CRLF and a sign; then an error's line and column.
    let mut text = String::new();
    for i in 0..60_000u64 {
        let value = i.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (i % 64);
        let sign = if i % 3 == 0 { "-" } else { "" };
        let end = ["\r\n", " ", "\n\n", "\t"][(i % 4) as usize];
        text += &format!("{}{} w{}{}", sign, value % (1 << 62), i, end);
    }
    text += "\n  12345678901234567890x";
    let sizes = [1, 7, 8, 9, 4093, 65_535, 65_536, 100_000];
    let mut at = 0;
    let bytes = text.clone().into_bytes();
    let mut read = 0;
    let source = Counted(move |buf: &mut [u8]| {
        let count = sizes[read % sizes.len()]
            .min(buf.len())
            .min(bytes.len() - at);
        read += 1;
        buf[..count].copy_from_slice(&bytes[at..at + count]);
        at += count;
        count
    });
    let (mut cut, mut whole) = (Input::from_reader(source), input(&text));
    for _ in 0..60_000 {
        let number = whole.read::<i64>();
        assert!(number.is_ok());
        assert_eq!(cut.read::<i64>(), number);
        assert_eq!(cut.read::<String>(), whole.read::<String>());
        assert_eq!(cut.position(), whole.position());
    }
    let expected = format!(
        "line {}, column 3: expected an i64; found \"12345678901234567890x\"",
        text.lines().count()
    );
    assert_eq!(message(whole.read::<i64>()), expected);
    assert_eq!(message(cut.read::<i64>()), expected);
}

#[test]
fn the_buffer_starts_afresh_once_consumed_so_memory_stays_small() {
    // 4 MB in lines of one number: the buffer holds no more than one read
    // of the source at a time (and a line), not everything read so far.
    let text: String = (0..500_000)
        .map(|i| format!("{}\n", i % 10_000_000))
        .collect();
    let mut input = Input::from_reader(io::Cursor::new(text.into_bytes()));
    let mut sum = 0u64;
    while input.has_more() {
        sum += input.read::<u64>().unwrap();
        assert!(
            input.buf.capacity() <= 2 * CHUNK,
            "{}",
            input.buf.capacity()
        );
    }
    assert_eq!(sum, (0..500_000u64).sum::<u64>());
    assert_eq!(
        message(input.read::<u8>()),
        "line 500000, column 7: expected a u8; found the end of the input"
    );
}
