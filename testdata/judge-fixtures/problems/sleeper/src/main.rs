//! Fixture: far slower than its limit.

fn main() {
    std::thread::sleep(std::time::Duration::from_secs(5));
    println!("42");
}
