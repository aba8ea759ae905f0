//! Data structures: union-find, Fenwick trees, segment trees and their kin.

pub mod hash_map;
pub mod sparse_table;
