//! Graph algorithms: flows, strongly connected components, 2-SAT and more.

pub mod centroid_decomposition;
pub mod csr;
pub mod cycle_detection;
pub mod distance_frequency;
pub mod flow_num;
pub mod general_matching;
pub mod hld;
pub mod hungarian;
pub mod lca;
pub mod link_cut_tree;
pub mod lowlink;
pub mod maxflow;
pub mod mincostflow;
pub mod minimum_spanning_tree;
pub mod path_composite_sum;
pub mod scc;
pub mod shortest_path;
pub mod tree_diameter;
pub mod tree_isomorphism;
pub mod twosat;
