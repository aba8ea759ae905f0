//! Fixture generator: `gen <seed> <size>` prints the interactor's secret, a
//! number from 1 to size.

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().unwrap())
        .collect();
    let (seed, size) = (args[0], args[1]);
    let state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    println!("{}", 1 + (state >> 33) % size);
}
