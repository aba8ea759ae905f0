//! Bad input gets one `error:` line and exit code 2; harmless variants are answered.

queens_testkit::bad_input_tests!("n expected an i32 in 0..=32");
