//! Geometry on exact integer points: no floating point, so no rounding.

pub mod argument_sort;
pub mod closest_pair;
pub mod convex_hull;
pub mod convex_layers;
pub mod delaunay;
pub mod enclosing_circle;
pub mod euclidean_mst;
pub mod furthest_pair;
pub mod manhattan_mst;
pub mod points_in_triangle;
pub mod rectangle_union;
