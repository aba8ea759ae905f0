//! Fixture: fails at run time, by exit code or by a signal.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    if text.trim() == "abort" {
        std::process::abort();
    }
    eprintln!("boom: the input was {:?}", text.trim());
    std::process::exit(3);
}
