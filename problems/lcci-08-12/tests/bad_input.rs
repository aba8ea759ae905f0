//! Bad input gets one `error:` line and exit code 2; harmless variants are answered.

queens_testkit::bad_input_tests!(
    env!("CARGO_BIN_EXE_lcci-08-12"),
    "n expected an i32 in 0..=32"
);
