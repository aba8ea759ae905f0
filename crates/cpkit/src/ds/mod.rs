//! Data structures: union-find, Fenwick trees, segment trees and their kin.

pub mod dsu;
pub mod fenwick;
pub mod lazy_segtree;
pub mod segtree;
