//! Counting by joining quarter boards, after Evgeny Kluev's N-Queens-Count-Sol
//! (the ideas; the code is this kit's own).
//!
//! Split the board into four quarters of `h = n / 2` rows and columns (an odd
//! board keeps its middle row and column apart). Every placement of queens on
//! an `h` × `h` board, with any number of queens, is listed once, in a table
//! indexed by the rows and columns it uses. A solution is then four quarter
//! pieces that fit together:
//!
//! - the rows `R` whose queen is in the east half fix which rows each quarter
//!   uses, and the columns of the north-east piece fix the south-east one's
//!   (the rest of the half's), so each half is a join of short lists;
//! - two pieces can only clash on a diagonal that both reach, and every such
//!   diagonal is one of the `n - 1` of each direction that both halves reach.
//!   A piece is therefore kept as a *key* of those diagonals alone: a north
//!   and a south piece fit if their keys share no bit, and the half's key is
//!   their union. For each `R`, one half's keys are stored and every key of
//!   the other half counts those it shares no bit with (`Matcher`).
//!
//! Symmetry does most of the rest. On an even board, flipping it upside down
//! pairs `R` with its reverse, so only the smaller is counted, twice. The two
//! long diagonals split the solutions further: the reflections in them fix
//! one diagonal and move the other's queen, if any, from the east half to the
//! west, so the east keeps only pieces with both long diagonals empty, and a
//! west piece with a queen on one of them counts twice (four times with
//! both). When both are empty, the mirror image decides between `R` and its
//! partner. That leaves about an eighth of the work.
//!
//! An odd board has a queen in its middle row and one in its middle column.
//! Unless one queen sits in the centre, the symmetries move them to a unique
//! pair of places `(m, m + a)` and `(m + b, m)` with `0 < a < b`, each pair
//! standing for eight solutions: a count with those two queens fixed. For one
//! `b`, the west half is the same whatever `a` is, so it is stored once and
//! the east halves of every `a` probe it. With the centre taken, the flip and
//! the mirror pair up the row sets instead.

use std::ops::Range;

use super::matcher::Matcher;

/// The largest board counted by quarters: a key must fit a `u64` with two
/// bits to spare. The table takes 16 bytes a piece: 15 MB for the 9 × 9
/// quarters of n = 18 and 19, 120 MB for n = 20 and 21.
pub const MAX_QUARTER_N: usize = 21;

/// The keys of the diagonals both halves reach, `span = 2h - 1` of each
/// direction: bit `r - c + h - 1` for the `\` diagonal through `(r, c)`, bit
/// `span + r + c - shift` for the `/` one (`shift` is the east half's first
/// column). Bits 62 and 63 stand for the `\` and `/` diagonal just past those
/// in the south, which a queen fixed on an odd board's bottom edge holds.
#[derive(Debug, Clone, Copy)]
struct Keys {
    h: usize,
    shift: usize,
    span: usize,
}

impl Keys {
    fn low(self) -> u64 {
        (1 << self.span) - 1
    }

    /// The keys of a quarter piece as the south-west and the south-east
    /// piece, from its diagonals in its own coordinates (`\` in bits `0..`,
    /// `/` in bits `32..`): moving a quarter `shift` rows or columns moves its
    /// diagonals that far in one direction.
    fn south(self, mask: u64) -> [u64; 2] {
        let (span, low) = (self.span, self.low());
        let (back, slash) = (mask & low, mask >> 32 & low);
        let (moved_back, moved_slash) = (back << self.shift, slash << self.shift);
        let past = |moved: u64| (moved >> span & 1) << 62;
        [
            (moved_back & low) | past(moved_back) | slash << span,
            back | (moved_slash & low) << span | past(moved_slash) << 1,
        ]
    }

    /// The key of a piece as a northern one, on the east side or the west,
    /// from its southern keys (which between them keep all its diagonals).
    fn north(self, east: bool, south_west: u64, south_east: u64) -> u64 {
        let (span, low) = (self.span, self.low());
        let (back, slash) = (south_east & low, south_west >> span & low);
        if east {
            back >> self.shift | slash << span
        } else {
            back | (slash >> self.shift) << span
        }
    }

    /// The key of the diagonals through a square of the board.
    fn square(self, row: usize, col: usize) -> u64 {
        let bit = |index: usize, base: usize, past: usize| match index {
            i if i < self.span => 1 << (base + i),
            i if i == self.span => 1 << past,
            _ => 0,
        };
        let back = (row + self.h - 1).wrapping_sub(col);
        let slash = (row + col).wrapping_sub(self.shift);
        bit(back, 0, 62) | bit(slash, self.span, 63)
    }
}

/// Every placement on an `h` × `h` quarter, grouped by rows and columns, as
/// its keys in the south-west and the south-east quarter.
#[derive(Debug)]
struct Quarter {
    h: usize,
    south: [Vec<u64>; 2],
    /// `starts[4 * cell + class]`: where the pieces of one cell (`rows << h |
    /// cols`) and class begin. The class says which of its diagonals through
    /// the middle a piece holds, in the order none, `\`, both, `/`; on an even
    /// board they are the long diagonals.
    starts: Vec<u32>,
}

impl Quarter {
    fn new(keys: Keys) -> Quarter {
        let h = keys.h;
        let cells = 1 << (2 * h);
        let mut starts = vec![0u32; 4 * cells + 1];
        // Two passes over the same search: count, then place.
        place_all(h, 0, 0, 0, &mut |at, _| starts[at + 1] += 1);
        for i in 0..4 * cells {
            starts[i + 1] += starts[i];
        }
        let mut south = [
            vec![0; starts[4 * cells] as usize],
            vec![0; starts[4 * cells] as usize],
        ];
        let mut next = starts.clone();
        place_all(h, 0, 0, 0, &mut |at, mask| {
            let [west, east] = keys.south(mask);
            south[0][next[at] as usize] = west;
            south[1][next[at] as usize] = east;
            next[at] += 1;
        });
        Quarter { h, south, starts }
    }

    /// Where the pieces on exactly `rows` and `cols` with a class in
    /// `classes` lie: two ranges, the second often empty (the classes come
    /// as runs of set bits, and only `0b1001` has two).
    fn runs(&self, rows: u32, cols: u32, classes: u8) -> [Range<usize>; 2] {
        let cell = 4 * ((rows as usize) << self.h | cols as usize);
        let at = |class: u32| self.starts[cell + class as usize] as usize;
        match classes {
            0b1001 => [at(0)..at(1), at(3)..at(4)],
            _ => [
                at(classes.trailing_zeros())..at(8 - classes.leading_zeros()),
                0..0,
            ],
        }
    }
}

/// Calls `found(4 * cell + class, mask)` for every placement on an `h` × `h`
/// board (`cell` is `rows << h | cols`), from the empty one to the full ones:
/// each row is empty or holds a queen. The mask holds its `\` diagonals in
/// bits `0..`, `/` in `32..`.
fn place_all(h: usize, row: usize, cell: usize, mask: u64, found: &mut impl FnMut(usize, u64)) {
    if row == h {
        let back = (mask >> (h - 1) & 1) as usize;
        let class = if mask >> (32 + h - 1) & 1 != 0 {
            3 - back
        } else {
            back
        };
        return found(4 * cell + class, mask);
    }
    place_all(h, row + 1, cell, mask, found);
    for col in 0..h {
        let diagonals = 1 << (row + h - 1 - col) | 1 << (32 + row + col);
        if cell >> col & 1 == 0 && mask & diagonals == 0 {
            let cell = cell | 1 << (h + row) | 1 << col;
            place_all(h, row + 1, cell, mask | diagonals, found);
        }
    }
}

/// How a setting's row sets are weighed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// An even board: row sets up to the flip, and the long diagonals.
    Even,
    /// An odd board with a queen in the centre: up to the flip and mirror.
    Centre,
    /// An odd board with a queen at `(m + b, m)` and one at `(m, m + a)` for
    /// each `a < b`: every row set, eight times.
    Pairs,
}

/// One count: fixed queens (odd boards), the rows left, and the row sets.
#[derive(Debug)]
struct Setting {
    kind: Kind,
    /// The rows left, as bits of the quarters' rows: the northern quarters'
    /// rows `0..h`, then the southern ones'.
    free_rows: u32,
    /// The diagonals that fixed queens hold, as a key, for the west half.
    west_taken: u64,
    /// The east half, once for each place of the middle row's queen: the
    /// columns left, the diagonals taken, and those of the middle row's
    /// queen, marked in every east key so that a west key holding one fits
    /// none.
    easts: Vec<(u32, [u64; 2])>,
    /// The row sets to try (an index into `Plan::row_sets`) and the first
    /// task's number.
    row_sets: usize,
    first_task: usize,
}

/// Keys of half pieces, in up to three weight classes (a west half's
/// pieces on an even board: no long diagonal, one, two). The buffers only
/// grow; `lens` says how much of each is in use, and classes of weight 0 are
/// left out. `north` and `south` hold a cell's keys while they are joined.
#[derive(Debug, Default)]
struct Halves {
    keys: [Vec<u64>; 3],
    lens: [usize; 3],
    weights: [u64; 3],
    north: [Vec<u64>; 2],
    south: Vec<u64>,
}

impl Halves {
    fn get(&self, class: usize) -> &[u64] {
        &self.keys[class][..self.lens[class]]
    }
}

/// Buffers for one thread's counting, kept from one row set to the next.
#[derive(Debug, Default)]
pub struct Scratch {
    east: Halves,
    west: Halves,
    matcher: Matcher,
}

/// How to count the placements on one board size by quarters: the quarter
/// table and a list of tasks (one row set of one setting each), which can be
/// counted in any order and split between threads.
#[derive(Debug)]
pub struct Plan {
    keys: Keys,
    quarter: Quarter,
    settings: Vec<Setting>,
    row_sets: Vec<Vec<u32>>,
    /// The subsets of a quarter's columns, by size.
    subsets: Vec<Vec<u32>>,
    tasks: usize,
}

impl Plan {
    /// The plan for an `n` × `n` board.
    ///
    /// # Panics
    ///
    /// Unless `4 <= n <= MAX_QUARTER_N`.
    pub fn new(n: usize) -> Plan {
        assert!(
            (4..=MAX_QUARTER_N).contains(&n),
            "quarters count boards from 4 to {}",
            MAX_QUARTER_N
        );
        let h = n / 2;
        let (half, all) = ((1u32 << h) - 1, (1u32 << (2 * h)) - 1);
        let mut subsets = vec![Vec::new(); h + 1];
        for cols in 0..=half {
            subsets[cols.count_ones() as usize].push(cols);
        }
        let keys = Keys {
            h,
            shift: n - h,
            span: 2 * h - 1,
        };
        let mut plan = Plan {
            keys,
            quarter: Quarter::new(keys),
            settings: Vec::new(),
            row_sets: Vec::new(),
            subsets,
            tasks: 0,
        };
        let m = h;
        if n % 2 == 0 {
            let rows = row_sets(all, h, |rows| rows <= flip(h, rows));
            plan.add(Kind::Even, all, 0, vec![(half, [0, 0])], rows);
        } else {
            let centre = keys.square(m, m);
            let rows = row_sets(all, h, |rows| klein_weight(h, rows) != 0);
            plan.add(Kind::Centre, all, centre, vec![(half, [centre, 0])], rows);
            // The middle column's queen in row `m + b` leaves out row `b - 1`
            // of the south quarters; the middle row's, in column `m + a`,
            // column `a - 1` of the east ones.
            for b in 2..=h {
                let free = all & !(1 << (h + b - 1));
                let below = keys.square(m + b, m);
                let easts = (1..b)
                    .map(|a| {
                        let beside = keys.square(m, m + a);
                        (half & !(1 << (a - 1)), [below | beside, beside])
                    })
                    .collect();
                let rows = row_sets(free, h - 1, |_| true);
                plan.add(Kind::Pairs, free, below, easts, rows);
            }
        }
        plan
    }

    fn add(
        &mut self,
        kind: Kind,
        free_rows: u32,
        west_taken: u64,
        easts: Vec<(u32, [u64; 2])>,
        rows: Vec<u32>,
    ) {
        let tasks = rows.len();
        self.row_sets.push(rows);
        self.settings.push(Setting {
            kind,
            free_rows,
            west_taken,
            easts,
            row_sets: self.row_sets.len() - 1,
            first_task: self.tasks,
        });
        self.tasks += tasks;
    }

    /// The number of tasks; [`Plan::count`] takes any range of `0..tasks()`.
    pub fn tasks(&self) -> usize {
        self.tasks
    }

    /// The placements that the tasks in `tasks` stand for.
    pub fn count(&self, tasks: Range<usize>, scratch: &mut Scratch) -> u64 {
        let mut total = 0;
        for setting in &self.settings {
            let rows = &self.row_sets[setting.row_sets];
            let first = setting.first_task;
            let start = tasks.start.max(first).min(first + rows.len());
            let end = tasks.end.max(first).min(first + rows.len());
            for &r in &rows[start - first..end - first] {
                total += self.count_rows(setting, r, scratch);
            }
        }
        total
    }

    /// The placements with east rows `r` in `setting`.
    fn count_rows(&self, setting: &Setting, r: u32, scratch: &mut Scratch) -> u64 {
        let h = self.keys.h;
        let (half, key_bits) = ((1 << h) - 1, 2 * self.keys.span);
        let west_rows = setting.free_rows & !r;
        let west_taken = [setting.west_taken, 0];
        let Scratch {
            east,
            west,
            matcher,
        } = scratch;
        east.lens = [0; 3];
        west.lens = [0; 3];
        east.weights = [1, 0, 0];
        west.weights = [1, 0, 0];
        const ALL: [[u8; 2]; 2] = [[0b1111, 0], [0b1111, 0]];
        if setting.kind == Kind::Pairs {
            // The west half is the same for every place of the middle row's
            // queen: store it once, and probe it with all the east halves.
            self.join_half(false, west_rows, half, ALL, west_taken, west);
            if west.lens[0] == 0 {
                return 0;
            }
            for &(cols, taken) in &setting.easts {
                self.join_half(true, r, cols, ALL, taken, east);
            }
            matcher.store(west.get(0), key_bits, east.get(0), east.lens[0]);
            return 8 * matcher.count(east.get(0));
        }

        // On an even board the east keeps pieces without long diagonals
        // (classes none of a north-east piece's `/`, none of a south-east
        // one's `\`), and the west sorts its pieces by how many long
        // diagonals they hold: a north-west piece's `\`, a south-west's `/`.
        let even = setting.kind == Kind::Even;
        let (east_classes, west_classes) = match even {
            true => (
                [[0b0011, 0], [0b1001, 0]],
                [[0b1001, 0b0110], [0b0011, 0b1100]],
            ),
            false => (ALL, ALL),
        };
        let (cols, taken) = setting.easts[0];
        self.join_half(true, r, cols, east_classes, taken, east);
        if east.lens[0] == 0 {
            return 0;
        }
        if even {
            let agree = !(r ^ flip(h, r)) & ((1 << (2 * h)) - 1);
            // With no long diagonal taken, the mirror image (east and west
            // rows swapped) is counted through whichever of `r` and its
            // partner holds the first row where `r` and its flip agree.
            let first = match agree {
                0 => 1,
                _ => u64::from(r & agree & agree.wrapping_neg() != 0) * 2,
            };
            west.weights = [first, 2, 4];
        }
        self.join_half(false, west_rows, half, west_classes, west_taken, west);
        let largest = (0..3).max_by_key(|&class| west.lens[class]).unwrap_or(0);
        matcher.store(
            east.get(0),
            key_bits,
            west.get(largest),
            west.lens.iter().sum(),
        );
        let total: u64 = (0..3)
            .map(|class| west.weights[class] * matcher.count(west.get(class)))
            .sum();
        total
            * match setting.kind {
                Kind::Even if r == flip(h, r) => 1,
                Kind::Even => 2,
                _ => klein_weight(h, r),
            }
    }

    /// Appends to `out` (class `i + j`) the keys of the half pieces (east
    /// or west) on `rows` (bits of the quarters' rows) and exactly the
    /// columns `cols`, joined from a northern piece of the classes in
    /// `classes[0][i]` and a southern one of `classes[1][j]`, that leave
    /// `taken[0]` free, each with `taken[1]` added.
    fn join_half(
        &self,
        east: bool,
        rows: u32,
        cols: u32,
        classes: [[u8; 2]; 2],
        taken: [u64; 2],
        out: &mut Halves,
    ) {
        let (h, keys) = (self.keys.h, &self.quarter.south);
        let (rows_n, rows_s) = (rows & ((1 << h) - 1), rows >> h);
        for &cols_n in &self.subsets[rows_n.count_ones() as usize] {
            if cols_n & !cols != 0 {
                continue;
            }
            // The northern keys of each group, without those on a fixed
            // queen's diagonal (kept or not is a coin toss: no branch).
            for (north, &northern) in out.north.iter_mut().zip(&classes[0]) {
                north.clear();
                if northern == 0 {
                    continue;
                }
                for range in self.quarter.runs(rows_n, cols_n, northern) {
                    let (start, pieces) = (
                        north.len(),
                        keys[0][range.clone()].iter().zip(&keys[1][range]),
                    );
                    north.resize(start + pieces.len(), 0);
                    let mut kept = start;
                    for (&west, &east_key) in pieces {
                        north[kept] = self.keys.north(east, west, east_key);
                        kept += usize::from(north[kept] & taken[0] == 0);
                    }
                    north.truncate(kept);
                }
            }
            for (j, &southern) in classes[1].iter().enumerate() {
                if southern == 0 {
                    continue;
                }
                let [first, second] = self.quarter.runs(rows_s, cols & !cols_n, southern);
                let south = &keys[usize::from(east)];
                let south = if second.is_empty() {
                    &south[first]
                } else {
                    out.south.clear();
                    out.south.extend_from_slice(&south[first]);
                    out.south.extend_from_slice(&south[second]);
                    &out.south[..]
                };
                for (i, north) in out.north.iter().enumerate() {
                    if out.weights[i + j] != 0 {
                        join(
                            north,
                            south,
                            taken,
                            &mut out.keys[i + j],
                            &mut out.lens[i + j],
                        );
                    }
                }
            }
        }
    }
}

/// `rows` upside down: row `i` of the quarters' rows is row `2h - 1 - i`.
fn flip(h: usize, rows: u32) -> u32 {
    rows.reverse_bits() >> (32 - 2 * h)
}

/// The subsets of `free` with `size` bits that `wanted` accepts, in
/// increasing order.
fn row_sets(free: u32, size: usize, wanted: impl Fn(u32) -> bool) -> Vec<u32> {
    let mut sets = Vec::new();
    let mut rows = (1u32 << size) - 1;
    while rows <= free {
        if rows & !free == 0 && wanted(rows) {
            sets.push(rows);
        }
        // Gosper's hack: the next larger number with as many bits.
        let low = rows & rows.wrapping_neg();
        let ripple = rows + low;
        rows = ripple | (((rows ^ ripple) >> 2) / low);
    }
    sets
}

/// For a centred odd board: how many row sets the flip and the mirror
/// relate `rows` to, if `rows` is the smallest of them, else 0.
fn klein_weight(h: usize, rows: u32) -> u64 {
    let all = (1u32 << (2 * h)) - 1;
    let related = [rows, all & !rows, flip(h, rows), all & !flip(h, rows)];
    if related.iter().any(|&other| other < rows) {
        return 0;
    }
    (1..4)
        .filter(|&i| !related[..i].contains(&related[i]))
        .count() as u64
        + 1
}

/// Writes at `out[*len..]` the key of each pair of a northern and a southern
/// piece that share no diagonal and whose southern piece leaves the
/// `taken[0]` ones free (the key of a union is the union of the keys), with
/// `taken[1]` added, and moves `len` on; `out` grows as needed.
fn join(north: &[u64], south: &[u64], taken: [u64; 2], out: &mut Vec<u64>, len: &mut usize) {
    for &a in north {
        let (clash, a, end) = (a | taken[0], a | taken[1], *len + south.len());
        if out.len() < end {
            out.resize(2 * end, 0);
        }
        let slots = &mut out[*len..end];
        let mut kept = 0;
        // No branch: a northern piece fits about half of the southern ones.
        for &b in south {
            slots[kept] = a | b;
            kept += usize::from(clash & b == 0);
        }
        *len += kept;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170 for n = 0..=13.
    const TOTALS: [u64; 14] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];

    fn count(n: usize) -> u64 {
        let plan = Plan::new(n);
        plan.count(0..plan.tasks(), &mut Scratch::default())
    }

    #[test]
    fn counts_match_oeis_a000170_from_4_to_13() {
        for (n, &total) in TOTALS.iter().enumerate().skip(4) {
            assert_eq!(count(n), total, "n = {}", n);
        }
    }

    #[test]
    fn tasks_add_up_in_any_split() {
        let plan = Plan::new(11);
        let mut scratch = Scratch::default();
        let (tasks, mut total, mut start) = (plan.tasks(), 0, 0);
        for step in [1, 7, 30, 1000].iter().cycle() {
            let end = (start + step).min(tasks);
            total += plan.count(start..end, &mut scratch);
            start = end;
            if start == tasks {
                break;
            }
        }
        assert_eq!(total, TOTALS[11]);
    }

    #[test]
    fn the_quarter_table_lists_every_placement_of_a_small_board() {
        // Any number of non-attacking queens on 4 × 4, at most one per row
        // and column: 1 + 16 + 44 + 24 + 2.
        let keys = Keys {
            h: 4,
            shift: 4,
            span: 7,
        };
        assert_eq!(Quarter::new(keys).south[0].len(), 87);
    }

    #[test]
    fn northern_keys_come_back_from_southern_ones() {
        for &(n, row, col) in &[(8, 1, 2), (9, 3, 0), (17, 7, 7), (20, 0, 9)] {
            let h = n / 2;
            let keys = Keys {
                h,
                shift: n - h,
                span: 2 * h - 1,
            };
            let mask = 1 << (row + h - 1 - col) | 1 << (32 + row + col);
            let [west, east] = keys.south(mask);
            assert_eq!(west, keys.square(row + n - h, col), "{:?}", (n, row, col));
            assert_eq!(east, keys.square(row + n - h, col + n - h));
            assert_eq!(keys.north(false, west, east), keys.square(row, col));
            assert_eq!(keys.north(true, west, east), keys.square(row, col + n - h));
        }
    }

    #[test]
    fn row_sets_are_the_subsets_of_a_size() {
        assert_eq!(row_sets(0b1011, 2, |_| true), vec![0b0011, 0b1001, 0b1010]);
        assert_eq!(row_sets(0b111, 3, |_| true), vec![0b111]);
    }
}
