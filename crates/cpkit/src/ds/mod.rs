//! Data structures: union-find, Fenwick trees, segment trees and their kin.
