//! OEIS A000170: the number of ways to place n non-attacking queens on an n × n board.

/// A000170 for n = 0..=18, from <https://oeis.org/A000170>.
pub const A000170: [u64; 19] = [
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
    95815104, 666090624,
];
