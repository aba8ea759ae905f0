//! Fixture: never ends; it waits without using the processor until it is killed.

fn main() {
    loop {
        std::thread::sleep(std::time::Duration::from_secs(60));
    }
}
