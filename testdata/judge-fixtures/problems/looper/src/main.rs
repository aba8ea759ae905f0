//! Fixture: never ends; it keeps a core busy until it is killed.

fn main() {
    let mut spins: u64 = 0;
    loop {
        spins = std::hint::black_box(spins.wrapping_add(1));
    }
}
