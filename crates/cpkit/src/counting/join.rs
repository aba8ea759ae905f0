//! Counting by joining half boards: meet in the middle.
//!
//! Split the columns into a west half and an east half of `h = n / 2` columns
//! each (an odd board keeps its middle column apart, with one queen in it).
//! A placement puts `h` queens in each half, so it is fixed by the set `R` of
//! rows whose queen is in the east, a *west piece* (the queens of the other
//! rows, all in the west half and not attacking one another) and an *east
//! piece*. Columns and rows cannot clash between the halves; the only thing
//! left to check is that no diagonal holds a queen from each. So, for each
//! `R`, the count is the number of pairs of a west and an east piece whose
//! diagonals are disjoint.
//!
//! A piece's diagonals that the other half can reach fit in a `u64` (for n up
//! to 32: `2 (2h - 1)` bits), and the pairs are counted 64 at a time: the
//! east pieces are stored *bit-sliced*, in blocks of 64, one word per
//! diagonal saying which of the 64 pieces leave that diagonal free. A west
//! piece ANDs the words of its own diagonals; the ones left are the east
//! pieces it fits, and a popcount counts them.
//!
//! The pieces of one `R` are few, so memory stays small; the work is the
//! number of piece pairs over 64. Symmetry cuts it further: the mirror image
//! of a placement swaps `R` with the other rows, and flipping the board upside
//! down reverses `R`; of each set of `R`s related that way, only the smallest
//! is counted, times the size of the set.

use super::super::queens::MAX_N;

/// What the halves of one board have in common.
#[derive(Debug, Clone)]
struct Halves {
    /// Columns per half.
    h: usize,
    /// The first column of the east half.
    east: usize,
    /// `keys[row][col]`: the bit of a piece's key for the `/` diagonal
    /// through that square, or 0 if the other half cannot reach it; the `\`
    /// diagonals follow in the upper bits.
    keys: [[u64; MAX_N]; MAX_N],
    /// Per row, the columns that the middle column's queen (odd boards)
    /// attacks.
    blocked: [u32; MAX_N],
}

impl Halves {
    fn new(n: usize, middle_row: Option<usize>) -> Halves {
        let h = n / 2;
        let span = 2 * h - 1;
        // Both halves reach `/` diagonals row + col, and `\` diagonals
        // row - col + n - 1, from n - h to n + h - 2 only.
        let low = n - h;
        let mut keys = [[0u64; MAX_N]; MAX_N];
        for (row, keys) in keys.iter_mut().enumerate().take(n) {
            for (col, key) in keys.iter_mut().enumerate().take(n) {
                let slash = row + col;
                let back = row + n - 1 - col;
                if slash >= low && slash - low < span {
                    *key |= 1 << (slash - low);
                }
                if back >= low && back - low < span {
                    *key |= 1 << (span + back - low);
                }
            }
        }
        let mut blocked = [0u32; MAX_N];
        if let Some(middle_row) = middle_row {
            let middle = n / 2;
            for (row, cols) in blocked.iter_mut().enumerate().take(n) {
                let dist = if row > middle_row {
                    row - middle_row
                } else {
                    middle_row - row
                };
                if dist <= middle {
                    *cols = 1 << (middle - dist) | 1 << (middle + dist);
                }
            }
        }
        Halves {
            h,
            east: n - h,
            keys,
            blocked,
        }
    }
}

/// The number of placements on an `n` × `n` board, for `4 <= n <= MAX_N`;
/// memory grows quickly with `n` (a few MiB at 18).
pub fn by_halves(n: usize) -> u64 {
    debug_assert!((4..=MAX_N).contains(&n));
    let h = n / 2;
    let all = u32::MAX >> (MAX_N - n);
    let mut scratch = Scratch::default();
    let mut total = 0;
    if n % 2 == 0 {
        let halves = Halves::new(n, None);
        for east_rows in subsets(all, h) {
            let weight = class_weight(n, all, east_rows, true);
            if weight != 0 {
                total += weight * scratch.pairs(&halves, east_rows, all ^ east_rows);
            }
        }
    } else {
        let middle = n / 2;
        // Flipping the board moves the middle queen to row n - 1 - r.
        for middle_row in 0..=middle {
            let halves = Halves::new(n, Some(middle_row));
            let rows = all ^ (1 << middle_row);
            let flips = middle_row == middle;
            let times = if flips { 1 } else { 2 };
            for east_rows in subsets(all, h) {
                if east_rows & !rows != 0 {
                    continue;
                }
                let weight = class_weight(n, rows, east_rows, flips);
                if weight != 0 {
                    total += times * weight * scratch.pairs(&halves, east_rows, rows ^ east_rows);
                }
            }
        }
    }
    total
}

/// The `k`-element subsets of the bits of `all` (which are 0..n), as masks in
/// increasing order (Gosper's hack: the next larger number with as many bits).
fn subsets(all: u32, k: usize) -> impl Iterator<Item = u32> {
    let first = if k == 0 { 0 } else { u32::MAX >> (MAX_N - k) };
    let mut next = Some(first);
    std::iter::from_fn(move || {
        let current = next?;
        next = if current == 0 {
            None
        } else {
            let low = current & current.wrapping_neg();
            let ripple = current.wrapping_add(low);
            let following = ripple | (((current ^ ripple) >> 2) / low);
            if ripple == 0 || following & !all != 0 {
                None
            } else {
                Some(following)
            }
        };
        Some(current)
    })
}

/// How many sets of east rows are related to `east_rows` by symmetry (the
/// mirror swaps east and west rows; with `flips`, turning the board upside
/// down reverses them) if `east_rows` is the smallest of them, else 0.
fn class_weight(n: usize, rows: u32, east_rows: u32, flips: bool) -> u64 {
    let west_rows = rows ^ east_rows;
    let mut related = [east_rows, west_rows, east_rows, west_rows];
    if flips {
        related[2] = east_rows.reverse_bits() >> (MAX_N - n);
        related[3] = west_rows.reverse_bits() >> (MAX_N - n);
    }
    if related.iter().any(|&other| other < east_rows) {
        return 0;
    }
    let mut distinct = 1;
    for i in 1..4 {
        if !related[..i].contains(&related[i]) {
            distinct += 1;
        }
    }
    distinct
}

/// Buffers kept from one set of rows to the next.
#[derive(Debug, Default)]
struct Scratch {
    west: Vec<u64>,
    east: Vec<u64>,
    /// The stored half's pieces, sorted by group (see [`Scratch::pairs`]).
    sorted: Vec<u64>,
    /// The stored half's pieces, bit-sliced: per block of 64, one word per
    /// key bit (bit i set if piece i of the block leaves that diagonal free),
    /// then a word of the pieces that exist. Groups follow one another.
    sliced: Vec<u64>,
}

/// How many pieces of each half are looked at to choose the cuts.
const SAMPLE: usize = 256;

/// At most this many key bits split the stored pieces into groups.
const MAX_CUTS: usize = 6;

/// Splitting stops while groups would hold fewer pieces than this: a group's
/// last block is partly empty, and that work is wasted.
const GROUP_SIZE: usize = 256;

impl Scratch {
    /// The number of pairs of a west piece on `west_rows` and an east piece
    /// on `east_rows` that share no diagonal.
    ///
    /// The smaller half probes the larger, which is stored bit-sliced. The
    /// stored pieces are first split into groups by a few key bits, the
    /// *cuts*: a probe that holds a cut diagonal skips every group that holds
    /// it too, without looking at its pieces. The cuts are the diagonals that
    /// both halves hold most often, where skipping saves most.
    fn pairs(&mut self, halves: &Halves, east_rows: u32, west_rows: u32) -> u64 {
        pieces(halves, west_rows, 0, &mut self.west);
        if self.west.is_empty() {
            return 0;
        }
        pieces(halves, east_rows, halves.east, &mut self.east);
        let (probes, stored) = if self.west.len() < self.east.len() {
            (&self.west, &self.east)
        } else {
            (&self.east, &self.west)
        };
        let key_bits = 2 * (2 * halves.h - 1);
        let stride = key_bits + 1;

        let mut cut_count = 0;
        while cut_count < MAX_CUTS && stored.len() >> (cut_count + 1) >= GROUP_SIZE {
            cut_count += 1;
        }
        let cuts = busiest_bits(probes, stored, key_bits, cut_count);
        let group_of = |key: u64| -> usize {
            let mut group = 0;
            for (i, &bit) in cuts[..cut_count].iter().enumerate() {
                group |= ((key >> bit) as usize & 1) << i;
            }
            group
        };
        let cut_mask: u64 = cuts[..cut_count].iter().map(|&bit| 1u64 << bit).sum();

        // Counting sort into groups, then each group sliced into blocks.
        let groups = 1 << cut_count;
        let mut starts = [0usize; (1 << MAX_CUTS) + 1];
        for &key in stored.iter() {
            starts[group_of(key) + 1] += 1;
        }
        for g in 0..groups {
            starts[g + 1] += starts[g];
        }
        let mut fill = starts;
        self.sorted.clear();
        self.sorted.resize(stored.len(), 0);
        for &key in stored.iter() {
            let g = group_of(key);
            self.sorted[fill[g]] = key;
            fill[g] += 1;
        }
        let mut block_starts = [0usize; (1 << MAX_CUTS) + 1];
        self.sliced.clear();
        for g in 0..groups {
            slice(
                &self.sorted[starts[g]..starts[g + 1]],
                stride,
                &mut self.sliced,
            );
            block_starts[g + 1] = self.sliced.len();
        }

        let mut total = 0;
        let mut bits = [0usize; 64];
        for &key in probes.iter() {
            // The cut bits are settled by the choice of groups.
            let mut len = 0;
            let mut rest = key & !cut_mask;
            while rest != 0 {
                bits[len] = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                len += 1;
            }
            let bits = &bits[..len];
            let open = !group_of(key) & (groups - 1);
            // Every group whose cut bits are among the probe's free ones.
            let mut g = open;
            loop {
                let blocks = &self.sliced[block_starts[g]..block_starts[g + 1]];
                // Two blocks at a time: two independent chains of ANDs keep
                // the processor busier than one.
                let mut pairs = blocks.chunks_exact(2 * stride);
                for pair in &mut pairs {
                    let (a, b) = pair.split_at(stride);
                    let (mut fits_a, mut fits_b) = (a[stride - 1], b[stride - 1]);
                    for &bit in bits {
                        fits_a &= a[bit];
                        fits_b &= b[bit];
                    }
                    total += u64::from(fits_a.count_ones() + fits_b.count_ones());
                }
                for block in pairs.remainder().chunks_exact(stride) {
                    let mut fits = block[stride - 1];
                    for &bit in bits {
                        fits &= block[bit];
                    }
                    total += u64::from(fits.count_ones());
                }
                if g == 0 {
                    break;
                }
                g = (g - 1) & open;
            }
        }
        total
    }
}

/// The `count` key bits set most often in both `probes` and `stored` (by the
/// product of the two counts).
fn busiest_bits(
    probes: &[u64],
    stored: &[u64],
    key_bits: usize,
    count: usize,
) -> [usize; MAX_CUTS] {
    let mut cuts = [0usize; MAX_CUTS];
    if count == 0 {
        return cuts;
    }
    // A sample tells the busy diagonals as well as all the pieces would.
    let tally = |keys: &[u64]| {
        let mut seen = [0u64; 64];
        for &key in keys.iter().step_by(1 + keys.len() / SAMPLE) {
            let mut rest = key;
            while rest != 0 {
                seen[rest.trailing_zeros() as usize] += 1;
                rest &= rest - 1;
            }
        }
        seen
    };
    let (in_probes, in_stored) = (tally(probes), tally(stored));
    let mut score = [0u64; 64];
    for bit in 0..key_bits {
        score[bit] = in_probes[bit] * in_stored[bit];
    }
    for cut in cuts.iter_mut().take(count) {
        let mut best = 0;
        for bit in 0..key_bits {
            if score[bit] > score[best] {
                best = bit;
            }
        }
        *cut = best;
        score[best] = 0;
    }
    cuts
}

/// Appends `keys` bit-sliced to `sliced`, `stride` words per block of 64.
fn slice(keys: &[u64], stride: usize, sliced: &mut Vec<u64>) {
    for chunk in keys.chunks(64) {
        let start = sliced.len();
        sliced.resize(start + stride, !0);
        let block = &mut sliced[start..];
        block[stride - 1] = u64::MAX >> (64 - chunk.len());
        for (i, &key) in chunk.iter().enumerate() {
            let mut rest = key;
            while rest != 0 {
                block[rest.trailing_zeros() as usize] ^= 1 << i;
                rest &= rest - 1;
            }
        }
    }
}

/// Puts into `out` the key of every piece: a queen in each row of `rows`,
/// in the `h` columns from `first_col`, no two attacking each other nor
/// attacked by the middle column's queen.
fn pieces(halves: &Halves, rows: u32, first_col: usize, out: &mut Vec<u64>) {
    out.clear();
    let h = halves.h;
    let full = u32::MAX >> (MAX_N - h);
    // Per depth: the row, the distance to the next one, its usable columns.
    let mut row_of = [0usize; MAX_N];
    let mut gap = [0usize; MAX_N];
    let mut usable = [0u32; MAX_N];
    let mut rest = rows;
    for depth in 0..h {
        let row = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        row_of[depth] = row;
        usable[depth] = full & !(halves.blocked[row] >> first_col);
        if depth > 0 {
            gap[depth - 1] = row - row_of[depth - 1];
        }
    }
    // The current row's state lives in registers; only the rows above it
    // are kept in memory.
    let mut above = [(0u32, 0u32, 0u32, 0u32, 0u64); MAX_N];
    let (mut untried, mut down, mut right, mut left, mut key) = (usable[0], 0u32, 0u32, 0u32, 0u64);
    let last = h - 1;
    let mut depth = 0;
    loop {
        if untried == 0 {
            if depth == 0 {
                return;
            }
            depth -= 1;
            let frame = above[depth & (MAX_N - 1)];
            untried = frame.0;
            down = frame.1;
            right = frame.2;
            left = frame.3;
            key = frame.4;
            continue;
        }
        let bit = untried & untried.wrapping_neg();
        untried ^= bit;
        let col = first_col + bit.trailing_zeros() as usize;
        let with = key | halves.keys[row_of[depth & (MAX_N - 1)]][col & (MAX_N - 1)];
        // The next row may be several rows further: the diagonals move one
        // column per row.
        let step = gap[depth & (MAX_N - 1)];
        let d = down | bit;
        let r = (right | bit) << step;
        let l = (left | bit) >> step;
        let next = !(d | r | l) & usable[(depth + 1) & (MAX_N - 1)];
        if depth + 1 == last {
            // One column is left for the last row: no need to step into it.
            if next != 0 {
                let col = first_col + next.trailing_zeros() as usize;
                out.push(with | halves.keys[row_of[last & (MAX_N - 1)]][col & (MAX_N - 1)]);
            }
            continue;
        }
        if next != 0 {
            above[depth & (MAX_N - 1)] = (untried, down, right, left, key);
            depth += 1;
            untried = next;
            down = d;
            right = r;
            left = l;
            key = with;
        }
    }
}
