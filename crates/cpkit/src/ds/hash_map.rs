//! `std`'s `HashMap` and `HashSet` with a fast hasher seeded at run time,
//! so that anti-hash tests (Codeforces hacks) cannot make them slow.
//! Verified by `crates/cpkit/verify/associative-array`.
//!
//! `std`'s default hasher, SipHash-1-3, is safe but slow for the integer
//! keys of competitive programming; a fixed fast hash (FxHash, say) is fast
//! but a hacker who knows it can send keys that all land in one bucket.
//! This one hashes each 8-byte word with one folded 64 × 64 → 128-bit
//! multiplication (the low and high halves xored, as foldhash and aHash
//! do), and one more to finish, starting from a seed that differs per map and per run: the seed
//! comes from `std`'s own `RandomState` (keyed by the operating system's
//! randomness), the clock and a stack address, so no input can be built in
//! advance against it.

use std::collections::hash_map::RandomState;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasher, Hasher};

/// A `HashMap` with the fast seeded hasher.
///
/// # Example
///
/// ```
/// use cpkit::ds::hash_map::FastHashMap;
///
/// let mut count: FastHashMap<u64, u32> = FastHashMap::default();
/// for x in [5, 1_000_000_007, 5] {
///     *count.entry(x).or_insert(0) += 1;
/// }
/// assert_eq!(count[&5], 2);
/// ```
pub type FastHashMap<K, V> = HashMap<K, V, FastState>;

/// A `HashSet` with the fast seeded hasher.
///
/// # Example
///
/// ```
/// use cpkit::ds::hash_map::FastHashSet;
///
/// let seen: FastHashSet<(i32, i32)> = [(0, 1), (2, 3), (0, 1)].iter().copied().collect();
/// assert_eq!(seen.len(), 2);
/// ```
pub type FastHashSet<K> = HashSet<K, FastState>;

/// An empty [`FastHashMap`] with room for `capacity` entries before it
/// grows.
///
/// # Example
///
/// ```
/// use cpkit::ds::hash_map::map_with_capacity;
///
/// let mut map = map_with_capacity(1000);
/// map.insert("one", 1);
/// assert_eq!(map.get("one"), Some(&1));
/// assert!(map.capacity() >= 1000);
/// ```
pub fn map_with_capacity<K, V>(capacity: usize) -> FastHashMap<K, V> {
    HashMap::with_capacity_and_hasher(capacity, FastState::default())
}

/// An empty [`FastHashSet`] with room for `capacity` keys before it grows.
///
/// # Example
///
/// ```
/// use cpkit::ds::hash_map::set_with_capacity;
///
/// let mut set = set_with_capacity(10);
/// assert!(set.insert(42u32));
/// assert!(!set.insert(42));
/// ```
pub fn set_with_capacity<K>(capacity: usize) -> FastHashSet<K> {
    HashSet::with_capacity_and_hasher(capacity, FastState::default())
}

/// Builds [`FastHasher`]s from one seed; `FastState::default()` draws a new
/// seed, different on every call and every run.
///
/// # Example
///
/// ```
/// use std::collections::HashMap;
/// use cpkit::ds::hash_map::FastState;
///
/// let mut map = HashMap::with_hasher(FastState::default());
/// map.insert(1u64, "a");
/// assert_eq!(map[&1], "a");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct FastState {
    seed: u64,
}

impl FastState {
    /// A state with a fixed seed: reproducible hashes, for tests and
    /// benchmarks only, since a fixed seed can be attacked like any fixed
    /// hash.
    ///
    /// ```
    /// use cpkit::ds::hash_map::{FastHashMap, FastState};
    ///
    /// let mut map: FastHashMap<u32, u32> = FastHashMap::with_hasher(FastState::with_seed(7));
    /// map.insert(1, 2);
    /// assert_eq!(map[&1], 2);
    /// ```
    pub fn with_seed(seed: u64) -> FastState {
        FastState { seed }
    }
}

impl Default for FastState {
    fn default() -> FastState {
        // RandomState's keys come from the operating system once per thread
        // and change with every `new`; the clock and a stack address add
        // what differs between runs even where those keys would not.
        let mut sip = RandomState::new().build_hasher();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        sip.write_u64(nanos);
        let local = 0u8;
        sip.write_usize(&local as *const u8 as usize);
        FastState { seed: sip.finish() }
    }
}

impl BuildHasher for FastState {
    type Hasher = FastHasher;

    fn build_hasher(&self) -> FastHasher {
        FastHasher { hash: self.seed }
    }
}

/// The hasher itself: each 8-byte word `w` turns the state `h` into
/// `fold(h ^ w, K)`, the low and high halves of the 128-bit product
/// `(h ^ w) · K` xored, with `K` a fixed odd constant with well-spread
/// bits; `finish` folds once more with another constant.
///
/// # Example
///
/// ```
/// use std::hash::{BuildHasher, Hash, Hasher};
/// use cpkit::ds::hash_map::FastState;
///
/// let state = FastState::with_seed(1);
/// let hash = |x: u64| {
///     let mut hasher = state.build_hasher();
///     x.hash(&mut hasher);
///     hasher.finish()
/// };
/// assert_eq!(hash(42), hash(42));
/// assert_ne!(hash(42), hash(43));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct FastHasher {
    hash: u64,
}

/// π's fraction bits, odd: no structure for a key to line up with.
const K: u64 = 0x243f_6a88_85a3_08d3;

/// e's fraction bits, odd.
const K2: u64 = 0xb7e1_5162_8aed_2a6b;

/// The low and high halves of the 128-bit product `a · b`, xored.
#[inline]
fn fold(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    (product as u64) ^ ((product >> 64) as u64)
}

impl FastHasher {
    #[inline]
    fn mix(&mut self, word: u64) {
        self.hash = fold(self.hash ^ word, K);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn finish(&self) -> u64 {
        // One more round: a single round leaves the low bits (hashbrown's
        // bucket index) of keys that differ only in their high bits too
        // alike (370 buckets of 1024 for i << 32 in the test below).
        fold(self.hash, K2)
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.mix(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        // The length keeps "ab" + "c" apart from "a" + "bc" in a tuple of
        // strings (str's Hash also writes a 0xff after each one).
        let mut word = [0u8; 8];
        word[..rest.len()].copy_from_slice(rest);
        self.mix(u64::from_le_bytes(word) ^ ((bytes.len() as u64) << 56));
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.mix(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.mix(i);
    }

    #[inline]
    fn write_u128(&mut self, i: u128) {
        self.mix(i as u64);
        self.mix((i >> 64) as u64);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.mix(i as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeMap;
    use std::hash::Hash;

    fn hash_one<T: Hash>(state: &FastState, value: T) -> u64 {
        let mut hasher = state.build_hasher();
        value.hash(&mut hasher);
        hasher.finish()
    }

    #[test]
    fn two_default_states_hash_differently() {
        let (a, b) = (FastState::default(), FastState::default());
        let differ = (0u64..8).any(|x| hash_one(&a, x) != hash_one(&b, x));
        assert!(differ, "two maps share their seed");
    }

    #[test]
    fn keys_apart_only_in_high_bits_spread_over_the_low_bits() {
        // FxHash-like multiply-only hashes map every multiple of 2^32 to
        // the same low bits, which hashbrown uses to pick a bucket.
        let state = FastState::with_seed(12345);
        let buckets: HashSet<u64> = (0u64..1024)
            .map(|i| hash_one(&state, i << 32) & 1023)
            .collect();
        assert!(
            buckets.len() > 500,
            "only {} of 1024 buckets used",
            buckets.len()
        );
    }

    #[test]
    fn strings_of_every_length_up_to_two_words() {
        let mut map: FastHashMap<String, usize> = FastHashMap::default();
        for len in 0..=17 {
            map.insert("x".repeat(len), len);
        }
        for len in 0..=17 {
            assert_eq!(map.get(&"x".repeat(len)), Some(&len));
        }
        assert_eq!(map.len(), 18);
    }

    #[test]
    fn a_million_multiples_of_two_to_the_forty_stay_fast_enough_to_finish() {
        // An anti-hash input for weak hashes; here it must simply work.
        let mut set = set_with_capacity(0);
        for i in 0u64..200_000 {
            set.insert(i << 40);
        }
        assert_eq!(set.len(), 200_000);
    }

    proptest! {
        #[test]
        fn behaves_like_a_btree_map(ops in proptest::collection::vec((0u8..3, 0u64..50, any::<u64>()), 0..300)) {
            let mut fast: FastHashMap<u64, u64> = FastHashMap::default();
            let mut naive = BTreeMap::new();
            for (kind, key, value) in ops {
                let key = key.wrapping_mul(0x1_0000_0001) ^ (key << 60);
                match kind {
                    0 => prop_assert_eq!(fast.insert(key, value), naive.insert(key, value)),
                    1 => prop_assert_eq!(fast.remove(&key), naive.remove(&key)),
                    _ => prop_assert_eq!(fast.get(&key), naive.get(&key)),
                }
            }
            let mut entries: Vec<_> = fast.into_iter().collect();
            entries.sort_unstable();
            prop_assert_eq!(entries, naive.into_iter().collect::<Vec<_>>());
        }

        #[test]
        fn equal_byte_strings_hash_equal_and_unequal_ones_apart(a in proptest::collection::vec(any::<u8>(), 0..40), b in proptest::collection::vec(any::<u8>(), 0..40)) {
            let state = FastState::with_seed(99);
            if a == b {
                prop_assert_eq!(hash_one(&state, &a), hash_one(&state, &b));
            } else {
                prop_assert_ne!(hash_one(&state, &a), hash_one(&state, &b));
            }
        }
    }
}
