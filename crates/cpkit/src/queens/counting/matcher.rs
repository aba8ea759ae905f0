//! Counting the pairs of a stored key and a probing key that share no bit.
//!
//! The keys are sets of diagonals (bit masks), and the pairs that share none
//! are what the quarter join counts. They are rare (about one pair in a
//! thousand), so every pair is looked at, but 64 at a time:
//!
//! - The stored keys are *bit-sliced*: for each key bit, a row of words whose
//!   bit `i` says that stored key `i` does not hold it.
//! - A probe would AND the rows of its own bits, one per bit (a dozen or
//!   so). The rows are grouped in chunks of `width` consecutive key bits
//!   instead, and every combination of bits within a chunk has its row
//!   precomputed (the "four Russians" trick): a probe ANDs one row per chunk,
//!   four or five for 34-bit keys, and counts the ones left.
//! - The stored keys are sorted by a few *cut* bits, the ones both sides hold
//!   most often, the first cut most significant. A stored key can only fit a
//!   probe if its cut bits are among the probe's free ones, so it sorts no
//!   later than the probe's free cut bits do; the probe stops there. With
//!   many stored keys, the first cuts also split them into groups that start
//!   on a word of their own, and a probe skips every group it cannot fit. At
//!   n = 18 a probe reads under half of its rows, at n = 20 a quarter.
//!
//! The inner loop ANDs a word of each of a probe's rows, for four probes at
//! once (each loop's end is a mispredicted branch, so four probes share
//! one). Fits are rare (at n = 18, one word in twelve holds one), so the four
//! words are tested together and counted only when one holds a fit: a
//! judge's build (no `target-cpu`, so no POPCNT instruction) spends a dozen
//! instructions on a popcount, and the SSE2 loop the compiler makes of a
//! popcount over a slice costs more to set up than short rows repay.

/// At most this many cut bits (a cut value fits a byte).
const MAX_CUTS: usize = 8;

/// Groups of fewer words than this are not worth skipping separately: each
/// costs a probe a loop of its own.
const GROUP_WORDS: usize = 16;

/// Counts the pairs of one stored set of keys with many probes.
#[derive(Debug, Default)]
pub struct Matcher {
    /// Key bits per chunk (the last chunk may have fewer), and the chunks.
    width: usize,
    chunks: usize,
    /// Words per row: one bit per stored key, each group padded to a word.
    stride: usize,
    /// The cut bits, most significant first; the first `group_cuts` of them
    /// make the groups.
    cuts: [usize; MAX_CUTS],
    cut_count: usize,
    group_cuts: usize,
    /// Where each group begins, in words.
    group_starts: Vec<u32>,
    /// `ends[g << k | v]`: the words from the start of group `g` that hold
    /// its stored keys whose other `k` cut bits are at most `v`.
    ends: Vec<u32>,
    /// The stored keys by cut value, with gaps (0) between groups, and which
    /// of the places are keys.
    sorted: Vec<u64>,
    kept: Vec<u64>,
    cut_values: Vec<u8>,
    /// Per key bit, a row: the stored keys that do not hold it.
    planes: Vec<u64>,
    /// Per chunk and value of the chunk's bits, the AND of their planes
    /// (row 0 of chunk 0 is `kept`).
    rows: Vec<u64>,
    /// Per chunk and value, the cut bits it holds, as bits of a cut value.
    cut_parts: Vec<u8>,
}

/// Transposes a 64 × 64 bit matrix: bit `j` of `block[i]` trades places
/// with bit `i` of `block[j]`. Six rounds swap ever smaller blocks, with no
/// branch and no loop over the bits that are set.
fn transpose(block: &mut [u64; 64]) {
    let mut width = 32;
    let mut mask = u64::MAX >> 32;
    while width != 0 {
        for pair in block.chunks_exact_mut(2 * width) {
            let (high, low) = pair.split_at_mut(width);
            for (a, b) in high.iter_mut().zip(low) {
                let swap = (*a >> width ^ *b) & mask;
                *a ^= swap << width;
                *b ^= swap;
            }
        }
        width /= 2;
        mask ^= mask << width;
    }
}

/// How many of up to 64 `keys` hold each bit.
fn tally(keys: &[u64]) -> [u32; 64] {
    let mut block = [0u64; 64];
    let step = 1 + keys.len() / 64;
    for (row, &key) in block.iter_mut().zip(keys.iter().step_by(step)) {
        *row = key;
    }
    transpose(&mut block);
    let mut seen = [0; 64];
    for (seen, bits) in seen.iter_mut().zip(&block) {
        *seen = bits.count_ones();
    }
    seen
}

impl Matcher {
    /// Stores `keys` (each of `key_bits` bits; bits 62 and 63 are ignored)
    /// to be probed by `probes` keys like those in `sample` (which only help
    /// to choose the cuts and the chunks).
    pub fn store(&mut self, keys: &[u64], key_bits: usize, sample: &[u64], probes: usize) {
        debug_assert!(key_bits <= 48);
        self.choose_cuts(keys, key_bits, sample);
        self.sort(keys);
        // A chunk of `w` bits builds `2^w` rows (each also costs about what
        // eight words do); per chunk, a probe reads about half a row (the
        // cuts) and spends the time of about three words finding it. Rows
        // past the second-level cache (1 to 2 MB) cost more than they save.
        let stride = self.stride.max(1);
        let chunks = |w: usize| (key_bits + w - 1) / w;
        let cost = |w: usize| chunks(w) * ((1 << w) * (stride + 8) + probes * (stride / 2 + 3));
        let narrowest = ((key_bits + 7) / 8).max(3);
        self.width = (narrowest..=10.max(narrowest))
            .filter(|&w| w == narrowest || (chunks(w) << w) * stride <= 1 << 18)
            .min_by_key(|&w| cost(w))
            .unwrap_or(8);
        self.chunks = (key_bits + self.width - 1) / self.width;
        self.slice(key_bits);
        self.build_rows(key_bits);
    }

    /// The cut bits: the bits held most often by both sides (by the product
    /// of the two counts in a sample), one more each time the stored keys
    /// double past 64; and how many of them make groups.
    fn choose_cuts(&mut self, keys: &[u64], key_bits: usize, sample: &[u64]) {
        self.cut_count = 0;
        self.group_cuts = 0;
        if keys.len() <= 64 {
            return;
        }
        let (stored, probing) = (tally(keys), tally(sample));
        let mut score = [0u32; 64];
        for bit in 0..key_bits {
            score[bit] = stored[bit] * probing[bit];
        }
        while self.cut_count < MAX_CUTS && keys.len() >> self.cut_count > 64 {
            let mut best = 0;
            for bit in 0..key_bits {
                if score[bit] > score[best] {
                    best = bit;
                }
            }
            if score[best] == 0 {
                break;
            }
            self.cuts[self.cut_count] = best;
            score[best] = 0;
            self.cut_count += 1;
        }
        while self.group_cuts < self.cut_count.min(3)
            && keys.len() >> self.group_cuts >= 128 * GROUP_WORDS
        {
            self.group_cuts += 1;
        }
    }

    /// Counting sort of the keys by cut value, each group from a new word;
    /// `group_starts`, `ends` and `kept` from the counts.
    fn sort(&mut self, keys: &[u64]) {
        let cuts = &self.cuts[..self.cut_count];
        self.cut_values.clear();
        self.cut_values.extend(keys.iter().map(|&key| {
            let mut value = 0;
            for &bit in cuts {
                value = value << 1 | (key >> bit) as u8 & 1;
            }
            value
        }));
        let inner = self.cut_count - self.group_cuts;
        let mut places = [0usize; 1 << MAX_CUTS];
        for &value in &self.cut_values {
            places[value as usize] += 1;
        }
        // `places[v]` becomes where the keys of value `v` begin.
        self.group_starts.clear();
        self.ends.clear();
        self.kept.clear();
        let mut at = 0;
        for group in 0..1 << self.group_cuts {
            let start = (at + 63) / 64 * 64;
            self.group_starts.push((start / 64) as u32);
            self.kept.resize(start / 64, 0);
            at = start;
            for place in &mut places[group << inner..(group + 1) << inner] {
                let count = *place;
                *place = at;
                at += count;
                self.ends.push(((at - start + 63) / 64) as u32);
            }
            // The keys of the group: ones from `start` to `at`.
            for word in start / 64..(at + 63) / 64 {
                let (low, high) = ((word * 64).max(start), (word * 64 + 64).min(at));
                self.kept
                    .push((u64::MAX >> (64 - (high - low))) << (low - word * 64));
            }
        }
        self.stride = self.kept.len();
        self.sorted.clear();
        self.sorted.resize(64 * self.stride, 0);
        for (&key, &value) in keys.iter().zip(&self.cut_values) {
            let place = &mut places[value as usize];
            self.sorted[*place] = key;
            *place += 1;
        }
    }

    /// The planes, 64 keys at a time: a transposed block of keys.
    fn slice(&mut self, key_bits: usize) {
        let stride = self.stride;
        self.planes.resize(key_bits * stride, 0);
        for (word, keys) in self.sorted.chunks(64).enumerate() {
            let mut block = [0u64; 64];
            block[..keys.len()].copy_from_slice(keys);
            transpose(&mut block);
            for (bit, &held) in block.iter().enumerate().take(key_bits) {
                self.planes[bit * stride + word] = !held;
            }
        }
    }

    /// Each chunk's rows, each from one with a bit fewer, and what each
    /// value holds of the cut bits.
    fn build_rows(&mut self, key_bits: usize) {
        let (stride, width) = (self.stride, self.width);
        let size = 1 << width;
        let last = key_bits - (self.chunks - 1) * width;
        let total = (self.chunks - 1) * size + (1 << last);
        self.rows.resize(total * stride, 0);
        self.cut_parts.resize(total, 0);
        let mut cut_of_bit = [0u8; 64];
        for (i, &bit) in self.cuts[..self.cut_count].iter().enumerate() {
            cut_of_bit[bit] = 1 << (self.cut_count - 1 - i);
        }
        let plane = |bit: usize| bit * stride..(bit + 1) * stride;
        for chunk in 0..self.chunks {
            let (base, first_bit) = (chunk * size, chunk * width);
            let values = if chunk + 1 == self.chunks {
                1 << last
            } else {
                size
            };
            self.cut_parts[base] = 0;
            for value in 1..values {
                let parent = self.cut_parts[base + (value & (value - 1))];
                self.cut_parts[base + value] =
                    parent | cut_of_bit[first_bit + value.trailing_zeros() as usize];
            }
            // Row 0 of chunk 0 holds the places that are keys: every row
            // of the chunk derives from it, and every probe reads one.
            let row0 = &mut self.rows[base * stride..(base + 1) * stride];
            if chunk == 0 {
                row0.copy_from_slice(&self.kept);
            } else {
                row0.iter_mut().for_each(|bits| *bits = !0);
            }
            for value in 1..values {
                let (done, rest) = self.rows.split_at_mut((base + value) * stride);
                let parent = &done[(base + (value & (value - 1))) * stride..];
                let plane = &self.planes[plane(first_bit + value.trailing_zeros() as usize)];
                for ((out, &a), &b) in rest[..stride].iter_mut().zip(parent).zip(plane) {
                    *out = a & b;
                }
            }
        }
    }

    /// The number of pairs of a stored key and one of `probes` that share no
    /// bit.
    pub fn count(&self, probes: &[u64]) -> u64 {
        if self.stride == 0 {
            return 0;
        }
        match self.chunks {
            1 => self.count_with::<1>(probes),
            2 => self.count_with::<2>(probes),
            3 => self.count_with::<3>(probes),
            4 => self.count_with::<4>(probes),
            5 => self.count_with::<5>(probes),
            6 => self.count_with::<6>(probes),
            7 => self.count_with::<7>(probes),
            _ => self.count_with::<8>(probes),
        }
    }

    fn count_with<const CHUNKS: usize>(&self, probes: &[u64]) -> u64 {
        let (stride, width) = (self.stride, self.width);
        let size = 1 << width;
        let mask = size as u64 - 1;
        let inner = self.cut_count - self.group_cuts;
        let (inner_mask, groups) = ((1 << inner) - 1, (1 << self.group_cuts) - 1);
        // A probe's rows, the groups it may fit and its other free cut bits.
        let rows = |key: u64| {
            let mut rows = [0; CHUNKS];
            let mut cut = 0;
            for (chunk, row) in rows.iter_mut().enumerate() {
                let at = chunk * size + (key >> (chunk * width) & mask) as usize;
                cut |= self.cut_parts[at];
                *row = at * stride;
            }
            (
                rows,
                !(cut as usize) >> inner & groups,
                !(cut as usize) & inner_mask,
            )
        };
        let mut total = 0;
        let mut batches = probes.chunks_exact(4);
        if groups == 0 {
            // Four probes share one loop, to the end of the longest one's
            // range (past its own, a probe fits nothing): a quarter of the
            // loop ends to mispredict.
            for batch in &mut batches {
                let (mut four, mut end) = ([[0; CHUNKS]; 4], 0);
                for (rows_of, &key) in four.iter_mut().zip(batch) {
                    let (probe, _, free) = rows(key);
                    *rows_of = probe;
                    end = end.max(self.ends[free] as usize);
                }
                total += fits(&self.rows, four, 0, end);
            }
        }
        let rest = if groups == 0 {
            batches.remainder()
        } else {
            probes
        };
        for &key in rest {
            let (probe, free_groups, free) = rows(key);
            // Every group whose cut bits are among the probe's free ones.
            let mut group = free_groups;
            loop {
                let start = self.group_starts[group] as usize;
                let end = start + self.ends[group << inner | free] as usize;
                total += fits(&self.rows, [probe], start, end);
                if group == 0 {
                    break;
                }
                group = (group - 1) & free_groups;
            }
        }
        total
    }
}

/// The ones in the ANDs of rows of `table` (each probe's rows begin at the
/// offsets in `probes`), in their words from `start` to `end`.
#[inline(always)]
fn fits<const PROBES: usize, const CHUNKS: usize>(
    table: &[u64],
    probes: [[usize; CHUNKS]; PROBES],
    start: usize,
    end: usize,
) -> u64 {
    let mut rows: [[&[u64]; CHUNKS]; PROBES] = [[&[]; CHUNKS]; PROBES];
    for (rows, offsets) in rows.iter_mut().zip(&probes) {
        for (row, &offset) in rows.iter_mut().zip(offsets) {
            *row = &table[offset + start..offset + end];
        }
    }
    let mut total = 0;
    for word in 0..end - start {
        let (mut fits, mut any) = ([0; PROBES], 0);
        for (fits, rows) in fits.iter_mut().zip(&rows) {
            *fits = rows[0][word];
            for row in &rows[1..] {
                *fits &= row[word];
            }
            any |= *fits;
        }
        // Fits are rare: one test for all the probes, and a popcount (a
        // dozen instructions on a judge's build) only for those words.
        if any != 0 {
            for fits in &fits {
                total += u64::from(fits.count_ones());
            }
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pairs sharing no bit, one by one.
    fn brute(stored: &[u64], probes: &[u64]) -> u64 {
        let mut total = 0;
        for &a in stored {
            for &b in probes {
                total += u64::from(a & b == 0);
            }
        }
        total
    }

    fn keys(count: usize, bits: usize, density: u32, seed: u64) -> Vec<u64> {
        let mut state = seed | 1;
        (0..count)
            .map(|_| {
                let mut key = !0;
                for _ in 0..density {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    key &= state;
                }
                key & (u64::MAX >> (64 - bits))
            })
            .collect()
    }

    #[test]
    fn counts_the_pairs_that_share_no_bit() {
        let mut matcher = Matcher::default();
        for &(stored, probing, bits) in &[
            (1, 1, 6),
            (63, 5, 10),
            (64, 200, 26),
            (65, 64, 30),
            (300, 1500, 34),
            (2000, 500, 38),
            (9000, 300, 38),
        ] {
            for density in 1..4 {
                let a = keys(stored, bits, density, 7 + stored as u64);
                let b = keys(probing, bits, density, 11 + probing as u64);
                matcher.store(&a, bits, &b, b.len());
                assert_eq!(matcher.count(&b), brute(&a, &b), "{:?}", (stored, bits));
            }
        }
    }

    #[test]
    fn transposing_moves_bit_j_of_row_i_to_bit_i_of_row_j() {
        let mut block = [0u64; 64];
        for (i, row) in block.iter_mut().enumerate() {
            *row = (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (1 << (63 - i));
        }
        let before = block;
        transpose(&mut block);
        for (i, row) in before.iter().enumerate() {
            for (j, column) in block.iter().enumerate() {
                assert_eq!(column >> i & 1, row >> j & 1, "{:?}", (i, j));
            }
        }
    }

    #[test]
    fn bits_62_and_63_are_ignored() {
        let mut matcher = Matcher::default();
        let stored = keys(200, 30, 2, 3);
        let probes = keys(50, 30, 2, 4);
        let marked: Vec<u64> = probes.iter().map(|&key| key | 1 << 62).collect();
        matcher.store(&stored, 30, &probes, 50);
        assert_eq!(matcher.count(&marked), brute(&stored, &probes));
    }

    #[test]
    fn an_empty_store_fits_nothing_and_an_empty_key_fits_everything() {
        let mut matcher = Matcher::default();
        matcher.store(&[], 20, &[0, 1], 3);
        assert_eq!(matcher.count(&[0, 1, 2]), 0);
        let stored = keys(100, 20, 2, 5);
        matcher.store(&stored, 20, &[0], 2);
        assert_eq!(matcher.count(&[0, 0]), 200);
    }
}
