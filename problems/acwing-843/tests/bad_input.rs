//! Bad input gets one `error:` line and exit code 2; harmless variants are answered.

queens_testkit::bad_input_tests!(
    env!("CARGO_BIN_EXE_acwing-843"),
    "n expected a usize in 0..=32"
);
