//! A small, fast, seedable random number generator, for test generators
//! (`gen.rs` of `cargo xtask stress`) and randomised solutions.
//!
//! std has none, and a generator must be reproducible from its seed on any
//! machine and compiler: this is SplitMix64 (Steele, Lea and Flood), whose
//! every output is a fixed function of the seed and the call count. It is
//! not for cryptography.

/// A SplitMix64 stream.
#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// The stream for `seed`; nearby seeds give unrelated streams.
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `bound` (`bound > 0`), every one equally likely:
    /// Lemire's multiply-and-shift, redrawing the few values that would
    /// favour some results.
    pub fn below(&mut self, bound: u64) -> u64 {
        assert!(bound > 0, "Rng::below(0) has no number to give");
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(bound);
            if product as u64 >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// An integer from `lo` to `hi`, both included (`lo <= hi`).
    pub fn int(&mut self, lo: i64, hi: i64) -> i64 {
        assert!(lo <= hi, "Rng::int({}, {}) has an empty range", lo, hi);
        let span = hi.wrapping_sub(lo) as u64;
        match span.checked_add(1) {
            Some(count) => lo.wrapping_add(self.below(count) as i64),
            // The whole of i64.
            None => self.next_u64() as i64,
        }
    }

    /// An integer from `lo` to `hi`, both included (`lo <= hi`), that is
    /// often at an edge of the range: half the time one of `lo`, `lo + 1`,
    /// `hi - 1` and `hi` (each as likely), otherwise any value as
    /// [`Rng::int`] draws it. Uniform values from a wide range are almost
    /// never extreme, so a generator that wants overflow and off-by-one at
    /// the bounds found in its first cases draws from this.
    ///
    /// ```
    /// use cpkit::random::Rng;
    ///
    /// let mut rng = Rng::new(1);
    /// let values: Vec<i64> = (0..100).map(|_| rng.edge_int(-1_000_000_000, 1_000_000_000)).collect();
    /// assert!(values.contains(&1_000_000_000) && values.contains(&-1_000_000_000));
    /// assert!(values.iter().all(|x| x.abs() <= 1_000_000_000));
    /// ```
    pub fn edge_int(&mut self, lo: i64, hi: i64) -> i64 {
        assert!(lo <= hi, "Rng::edge_int({}, {}) has an empty range", lo, hi);
        if self.next_u64() >> 63 == 0 {
            return self.int(lo, hi);
        }
        // Near a bound, but inside the range when it is narrower than 4.
        match self.below(4) {
            0 => lo,
            1 => lo.saturating_add(1).min(hi),
            2 => hi.saturating_sub(1).max(lo),
            _ => hi,
        }
    }

    /// `len` integers drawn by [`Rng::edge_int`]: a list whose items are
    /// often at the ends of `lo..=hi`.
    ///
    /// ```
    /// use cpkit::random::Rng;
    ///
    /// let a = Rng::new(7).edge_ints(5, 1, 100);
    /// assert_eq!(a.len(), 5);
    /// assert!(a.iter().all(|&x| (1..=100).contains(&x)));
    /// ```
    pub fn edge_ints(&mut self, len: usize, lo: i64, hi: i64) -> Vec<i64> {
        (0..len).map(|_| self.edge_int(lo, hi)).collect()
    }

    /// An index below `len` (`len > 0`).
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// One of `items` (not empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.index(items.len())]
    }

    /// `items` in a uniformly random order (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

/// The seed and size a generator is run with (`gen <seed> <size>`, as
/// `cargo xtask stress` runs it): its first two arguments, 1 where one is
/// missing or not a number.
pub fn generator_args() -> (u64, u64) {
    let arg = |i: usize| {
        std::env::args()
            .nth(i)
            .and_then(|arg| arg.parse().ok())
            .unwrap_or(1)
    };
    (arg(1), arg(2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_stream_everywhere() {
        // SplitMix64's reference outputs for seed 0.
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }

    #[test]
    fn ranges_are_respected_and_covered() {
        let mut rng = Rng::new(7);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let x = rng.int(-3, 3);
            assert!((-3..=3).contains(&x));
            seen[(x + 3) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s), "{:?}", seen);
        assert_eq!(rng.int(5, 5), 5);
        let _ = rng.int(i64::MIN, i64::MAX);
        assert!(rng.index(3) < 3);
    }

    #[test]
    fn edge_ints_are_often_at_or_next_to_a_bound_and_otherwise_spread() {
        let mut rng = Rng::new(11);
        let (lo, hi) = (-1_000_000_000, 1_000_000_000);
        let mut counts = [0u32; 4];
        let mut inside = 0u32;
        for _ in 0..40_000 {
            let x = rng.edge_int(lo, hi);
            assert!((lo..=hi).contains(&x));
            match x {
                _ if x == lo => counts[0] += 1,
                _ if x == lo + 1 => counts[1] += 1,
                _ if x == hi - 1 => counts[2] += 1,
                _ if x == hi => counts[3] += 1,
                _ => inside += 1,
            }
        }
        // An eighth each, half elsewhere (a uniform draw hits an edge almost never).
        for count in counts {
            assert!((4_500..5_500).contains(&count), "{:?}", counts);
        }
        assert!((19_000..21_000).contains(&inside), "{}", inside);
        // Ranges narrower than four edges, and the extremes of i64.
        for _ in 0..100 {
            assert_eq!(rng.edge_int(5, 5), 5);
            assert!((0..=1).contains(&rng.edge_int(0, 1)));
        }
        let mut seen = [false; 2];
        for _ in 0..100 {
            match rng.edge_int(i64::MIN, i64::MAX) {
                i64::MIN => seen[0] = true,
                i64::MAX => seen[1] = true,
                _ => {}
            }
        }
        assert_eq!(seen, [true, true]);
    }

    #[test]
    fn small_bounds_are_fair() {
        let mut rng = Rng::new(42);
        let mut counts = [0u32; 3];
        for _ in 0..30_000 {
            counts[rng.below(3) as usize] += 1;
        }
        for count in counts {
            assert!((9_500..10_500).contains(&count), "{:?}", counts);
        }
    }

    #[test]
    fn a_shuffle_is_a_permutation() {
        let mut rng = Rng::new(3);
        let mut items: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut items);
        assert_ne!(items, (0..50).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..50).collect::<Vec<_>>());
        assert_eq!(*rng.pick(&[9]), 9);
    }
}
