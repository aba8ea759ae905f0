//! Data structures: union-find, Fenwick trees, segment trees and their kin.

pub mod assign_segtree;
pub mod cartesian_tree;
pub mod dsu;
pub mod dual_segtree;
pub mod fast_set;
pub mod fenwick;
pub mod hash_map;
pub mod implicit_treap;
pub mod interval_heap;
pub mod lazy_segtree;
pub mod li_chao_tree;
pub mod mo;
pub mod persistent_array;
pub mod persistent_dsu;
pub mod prefix_sum;
pub mod range_count_distinct;
pub mod range_frequency;
pub mod range_mode;
pub mod rank_set;
pub mod rectangle_sum;
pub mod segtree;
pub mod segtree_beats;
pub mod sparse_table;
pub mod swag;
pub mod wavelet_matrix;
pub mod weighted_dsu;
