//! Fixture generator: `gen <seed> <size>` prints n (1 to size), then n
//! numbers from -9 to 9, from a small linear congruential generator.

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().unwrap())
        .collect();
    let (seed, size) = (args[0], args[1]);
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let mut next = |bound: u64| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) % bound
    };
    let n = 1 + next(size);
    let numbers: Vec<String> = (0..n).map(|_| (next(19) as i64 - 9).to_string()).collect();
    println!("{}\n{}", n, numbers.join(" "));
}
