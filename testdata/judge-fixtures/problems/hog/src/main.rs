//! Fixture: uses far more memory than its limit.

fn main() {
    let mut pages = vec![0u8; 64 << 20];
    // Write every page so the memory is really resident, not just reserved.
    for i in (0..pages.len()).step_by(4096) {
        pages[i] = 1;
    }
    println!("{}", pages[4096] == 1);
}
