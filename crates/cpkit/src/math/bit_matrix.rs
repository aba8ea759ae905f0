//! Matrices over GF(2) as rows of 64-bit words: the product by the method
//! of Four Russians, O(n m k / 64) word operations with eight-bit tables,
//! and linear systems by Gauss–Jordan elimination on whole words,
//! O(n m min(n, m) / 64), the rank, the determinant and the inverse
//! likewise; verified on Library Checker's `matrix_product_mod_2`,
//! `system_of_linear_equations_mod_2`, `matrix_rank_mod_2`,
//! `matrix_det_mod_2` and `inverse_matrix_mod_2`
//! (`crates/cpkit/verify/matrix-product-mod-2`,
//! `crates/cpkit/verify/system-of-linear-equations-mod-2`,
//! `crates/cpkit/verify/matrix-rank-mod-2`, ...).

/// An `rows × cols` matrix over GF(2): row `i` is `words` 64-bit words,
/// bit `j % 64` of word `j / 64` holding entry `(i, j)`; the bits past
/// `cols` stay 0.
///
/// # Example
/// ```
/// use cpkit::math::bit_matrix::BitMatrix;
///
/// let a = BitMatrix::from_rows(&["110", "011"]);
/// let b = BitMatrix::from_rows(&["10", "11", "01"]);
/// let c = a.product(&b); // over GF(2): 1 + 1 = 0
/// assert_eq!((c.row_string(0), c.row_string(1)), ("01".to_string(), "10".to_string()));
/// assert!(c.get(0, 1) && !c.get(0, 0));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BitMatrix {
    rows: usize,
    cols: usize,
    words: usize,
    bits: Vec<u64>,
}

impl BitMatrix {
    /// The zero matrix with `rows` rows and `cols` columns.
    pub fn new(rows: usize, cols: usize) -> BitMatrix {
        let words = (cols + 63) / 64;
        BitMatrix {
            rows,
            cols,
            words,
            bits: vec![0; rows * words],
        }
    }

    /// The matrix whose rows are the strings of `'0'` and `'1'` given
    /// (bytes or `str`s, all of one length); O(rows · cols).
    ///
    /// ```
    /// use cpkit::math::bit_matrix::BitMatrix;
    /// let a = BitMatrix::from_rows(&[b"01".to_vec(), b"10".to_vec()]);
    /// assert!(a.get(0, 1) && a.get(1, 0) && !a.get(0, 0));
    /// ```
    pub fn from_rows<R: AsRef<[u8]>>(rows: &[R]) -> BitMatrix {
        let cols = rows.first().map_or(0, |r| r.as_ref().len());
        let mut matrix = BitMatrix::new(rows.len(), cols);
        for (i, row) in rows.iter().enumerate() {
            let row = row.as_ref();
            assert_eq!(
                row.len(),
                cols,
                "BitMatrix::from_rows: rows differ in length"
            );
            matrix.set_row_from_bytes(i, row);
        }
        matrix
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Entry `(i, j)`.
    pub fn get(&self, i: usize, j: usize) -> bool {
        assert!(
            i < self.rows && j < self.cols,
            "BitMatrix: ({}, {}) is outside",
            i,
            j
        );
        self.bits[i * self.words + j / 64] >> (j % 64) & 1 == 1
    }

    /// Sets entry `(i, j)` to `value`.
    ///
    /// ```
    /// use cpkit::math::bit_matrix::BitMatrix;
    /// let mut a = BitMatrix::new(2, 70);
    /// a.set(1, 65, true);
    /// assert!(a.get(1, 65) && !a.get(0, 65));
    /// assert_eq!(a.row(1), &[0, 2]);
    /// ```
    pub fn set(&mut self, i: usize, j: usize, value: bool) {
        assert!(
            i < self.rows && j < self.cols,
            "BitMatrix: ({}, {}) is outside",
            i,
            j
        );
        let word = &mut self.bits[i * self.words + j / 64];
        *word = *word & !(1 << (j % 64)) | u64::from(value) << (j % 64);
    }

    /// Row `i` as its words.
    pub fn row(&self, i: usize) -> &[u64] {
        &self.bits[i * self.words..(i + 1) * self.words]
    }

    /// Row `i` as a string of `'0'` and `'1'`.
    pub fn row_string(&self, i: usize) -> String {
        let row = self.row(i);
        let bytes = (0..self.cols)
            .map(|j| b'0' + (row[j / 64] >> (j % 64) & 1) as u8)
            .collect();
        String::from_utf8(bytes).unwrap()
    }

    /// The product `self · rhs` over GF(2); `self.cols()` must equal
    /// `rhs.rows()`. O(n m k / 64) word operations, a sixteenth of the
    /// schoolbook's over words (the method of Four Russians).
    ///
    /// For each 64 columns of `self`, eight tables hold the sums of every
    /// subset of eight rows of `rhs`; a row of the product then adds one
    /// table row per byte of its word instead of a row of `rhs` per bit.
    pub fn product(&self, rhs: &BitMatrix) -> BitMatrix {
        assert_eq!(
            self.cols, rhs.rows,
            "BitMatrix::product: {} columns against {} rows",
            self.cols, rhs.rows
        );
        let w = rhs.words;
        let mut out = BitMatrix::new(self.rows, rhs.cols);
        if w == 0 {
            return out;
        }
        let mut tables = vec![0u64; 8 * 256 * w];
        for chunk in 0..self.words {
            for (t, table) in tables.chunks_exact_mut(256 * w).enumerate() {
                for s in 1..256usize {
                    // Table row s = row (s without its lowest bit) + one row of rhs.
                    let low = s & s.wrapping_neg();
                    let j = chunk * 64 + t * 8 + low.trailing_zeros() as usize;
                    let (done, rest) = table.split_at_mut(s * w);
                    let prev = &done[(s ^ low) * w..((s ^ low) + 1) * w];
                    let row = if j < rhs.rows { rhs.row(j) } else { &[] };
                    let dst = &mut rest[..w];
                    dst.copy_from_slice(prev);
                    for (d, &r) in dst.iter_mut().zip(row) {
                        *d ^= r;
                    }
                }
            }
            for (i, dst) in out.bits.chunks_exact_mut(w).enumerate() {
                let word = self.bits[i * self.words + chunk];
                if word == 0 {
                    continue;
                }
                for t in 0..8 {
                    let s = (word >> (8 * t) & 255) as usize;
                    if s != 0 {
                        let src = &tables[(t * 256 + s) * w..(t * 256 + s + 1) * w];
                        for (d, &x) in dst.iter_mut().zip(src) {
                            *d ^= x;
                        }
                    }
                }
            }
        }
        out
    }

    /// Sets row `i` from a string of `'0'` and `'1'` of length `cols` (bytes),
    /// O(cols); for reading a large matrix without a `Vec` per row.
    ///
    /// ```
    /// use cpkit::math::bit_matrix::BitMatrix;
    /// let mut a = BitMatrix::new(2, 3);
    /// a.set_row_from_bytes(1, b"101");
    /// assert_eq!(a.row_string(1), "101");
    /// ```
    pub fn set_row_from_bytes(&mut self, i: usize, row: &[u8]) {
        assert!(
            i < self.rows && row.len() == self.cols,
            "BitMatrix::set_row_from_bytes: row {} of length {} in a {} × {} matrix",
            i,
            row.len(),
            self.rows,
            self.cols
        );
        let words = &mut self.bits[i * self.words..(i + 1) * self.words];
        for (word, chunk) in words.iter_mut().zip(row.chunks(64)) {
            // '1' is odd, '0' even.
            *word = chunk
                .iter()
                .rev()
                .fold(0, |acc, &ch| acc << 1 | u64::from(ch & 1));
        }
    }

    /// Forward elimination in place: rows swapped and reduced so that the
    /// first `rank` rows have their leading ones in increasing columns and
    /// the others are zero; the rank. With `stop_at_gap`, stops (returning
    /// the columns done so far) at the first column without a pivot.
    fn eliminate(&mut self, stop_at_gap: bool) -> usize {
        let (n, w) = (self.rows, self.words);
        let mut rank = 0;
        let mut pivot_row = vec![0u64; w];
        for col in 0..self.cols {
            if rank == n {
                break;
            }
            let (word, bit) = (col / 64, col % 64);
            let found = (rank..n).find(|&r| self.bits[r * w + word] >> bit & 1 == 1);
            let r = match found {
                Some(r) => r,
                None if stop_at_gap => return rank,
                None => continue,
            };
            if r != rank {
                for k in word..w {
                    self.bits.swap(r * w + k, rank * w + k);
                }
            }
            pivot_row[word..].copy_from_slice(&self.bits[rank * w + word..(rank + 1) * w]);
            for row in self.bits[(rank + 1) * w..].chunks_exact_mut(w) {
                if row[word] >> bit & 1 == 1 {
                    for (x, &p) in row[word..].iter_mut().zip(&pivot_row[word..]) {
                        *x ^= p;
                    }
                }
            }
            rank += 1;
        }
        rank
    }

    /// The rank over GF(2), by Gaussian elimination on whole words:
    /// O(n m min(n, m) / 64) word operations.
    ///
    /// # Example
    /// ```
    /// use cpkit::math::bit_matrix::BitMatrix;
    ///
    /// assert_eq!(BitMatrix::from_rows(&["110", "101", "011"]).rank(), 2);
    /// assert_eq!(BitMatrix::from_rows(&["0"]).rank(), 0);
    /// assert_eq!(BitMatrix::new(0, 5).rank(), 0);
    /// ```
    pub fn rank(&self) -> usize {
        self.clone().eliminate(false)
    }

    /// The determinant over GF(2) of a square matrix (`true` for 1), by
    /// Gaussian elimination: O(n³ / 64) word operations. The empty matrix's
    /// is 1.
    ///
    /// # Example
    /// ```
    /// use cpkit::math::bit_matrix::BitMatrix;
    ///
    /// assert!(BitMatrix::from_rows(&["110", "010", "111"]).determinant());
    /// assert!(!BitMatrix::from_rows(&["100", "011", "111"]).determinant()); // row 3 = row 1 + row 2
    /// ```
    pub fn determinant(&self) -> bool {
        assert_eq!(
            self.rows, self.cols,
            "BitMatrix::determinant needs a square matrix"
        );
        self.clone().eliminate(true) == self.rows
    }

    /// The inverse over GF(2) of a square matrix, `None` when it is
    /// singular; by Gauss–Jordan elimination on `[A | I]`, O(n³ / 64) word
    /// operations (a row loses the pivot row only from the pivot's word
    /// on).
    ///
    /// # Example
    /// ```
    /// use cpkit::math::bit_matrix::BitMatrix;
    ///
    /// let a = BitMatrix::from_rows(&["110", "100", "011"]);
    /// let inv = a.inverse().unwrap();
    /// assert_eq!(inv, BitMatrix::from_rows(&["010", "110", "111"]));
    /// assert_eq!(a.product(&inv), BitMatrix::from_rows(&["100", "010", "001"]));
    /// assert!(BitMatrix::from_rows(&["0"]).inverse().is_none());
    /// ```
    pub fn inverse(&self) -> Option<BitMatrix> {
        assert_eq!(
            self.rows, self.cols,
            "BitMatrix::inverse needs a square matrix"
        );
        let n = self.rows;
        // [A | I], I from word `self.words` on.
        let shift = self.words * 64;
        let mut rows = BitMatrix::new(n, shift + n);
        let w = rows.words;
        for i in 0..n {
            rows.bits[i * w..i * w + self.words].copy_from_slice(self.row(i));
            rows.bits[i * w + (shift + i) / 64] |= 1 << (i % 64);
        }
        let mut pivot_row = vec![0u64; w];
        for col in 0..n {
            let (word, bit) = (col / 64, col % 64);
            let r = (col..n).find(|&r| rows.bits[r * w + word] >> bit & 1 == 1)?;
            if r != col {
                for k in word..w {
                    rows.bits.swap(r * w + k, col * w + k);
                }
            }
            pivot_row[word..].copy_from_slice(&rows.bits[col * w + word..(col + 1) * w]);
            for (i, row) in rows.bits.chunks_exact_mut(w).enumerate() {
                if i != col && row[word] >> bit & 1 == 1 {
                    for (x, &p) in row[word..].iter_mut().zip(&pivot_row[word..]) {
                        *x ^= p;
                    }
                }
            }
        }
        let mut inv = BitMatrix::new(n, n);
        for i in 0..n {
            inv.bits[i * inv.words..(i + 1) * inv.words]
                .copy_from_slice(&rows.bits[i * w + self.words..(i + 1) * w]);
        }
        Some(inv)
    }

    /// All solutions of `self · x = b` over GF(2) (`b.len() == rows`):
    /// `None` when there is none, else `(x0, kernel)` with `self · x0 = b`
    /// and the solutions exactly `x0` plus the sums of rows of `kernel`, a
    /// basis of the kernel (`cols - rank` rows of `cols` bits).
    /// O(n m min(n, m) / 64) word operations.
    ///
    /// Gauss–Jordan elimination on the rows with `b` beside them; a row
    /// loses the pivot row only from the pivot's word on, the words before
    /// it being zero in both.
    ///
    /// # Example
    /// ```
    /// use cpkit::math::bit_matrix::BitMatrix;
    ///
    /// // x0 + x1 = 1, x1 + x2 = 0
    /// let a = BitMatrix::from_rows(&["110", "011"]);
    /// let (x, kernel) = a.linear_system(&[true, false]).unwrap();
    /// assert_eq!(x, [true, false, false]);
    /// assert_eq!(kernel.rows(), 1);
    /// assert_eq!(kernel.row_string(0), "111");
    /// assert!(BitMatrix::from_rows(&["11", "11"]).linear_system(&[true, false]).is_none());
    /// ```
    pub fn linear_system(&self, b: &[bool]) -> Option<(Vec<bool>, BitMatrix)> {
        assert_eq!(
            b.len(),
            self.rows,
            "BitMatrix::linear_system needs one b per row"
        );
        let (n, m) = (self.rows, self.cols);
        // The rows with b as column m.
        let mut rows = BitMatrix::new(n, m + 1);
        let w = rows.words;
        for (i, &y) in b.iter().enumerate() {
            rows.bits[i * w..i * w + self.words].copy_from_slice(self.row(i));
            rows.set(i, m, y);
        }
        let mut pivots = Vec::new();
        let mut pivot_row = vec![0u64; w];
        for col in 0..m {
            let rank = pivots.len();
            let (word, bit) = (col / 64, col % 64);
            let found = (rank..n).find(|&r| rows.bits[r * w + word] >> bit & 1 == 1);
            let r = match found {
                Some(r) => r,
                None => continue,
            };
            if r != rank {
                for k in word..w {
                    rows.bits.swap(r * w + k, rank * w + k);
                }
            }
            pivot_row[word..].copy_from_slice(&rows.bits[rank * w + word..(rank + 1) * w]);
            for (i, row) in rows.bits.chunks_exact_mut(w).enumerate() {
                if i != rank && row[word] >> bit & 1 == 1 {
                    for (x, &p) in row[word..].iter_mut().zip(&pivot_row[word..]) {
                        *x ^= p;
                    }
                }
            }
            pivots.push(col);
        }
        // A row 0 = 1 below the pivots means no solution.
        if (pivots.len()..n).any(|r| rows.get(r, m)) {
            return None;
        }
        let mut x = vec![false; m];
        let mut is_pivot = vec![false; m];
        for (r, &col) in pivots.iter().enumerate() {
            x[col] = rows.get(r, m);
            is_pivot[col] = true;
        }
        // Each free column f gives x_f = 1 and the pivots what cancels it.
        let free: Vec<usize> = (0..m).filter(|&f| !is_pivot[f]).collect();
        let mut kernel = BitMatrix::new(free.len(), m);
        for (k, &f) in free.iter().enumerate() {
            kernel.set(k, f, true);
            for (r, &col) in pivots.iter().enumerate() {
                if rows.get(r, f) {
                    kernel.set(k, col, true);
                }
            }
        }
        Some((x, kernel))
    }
}
