//! Graph algorithms: flows, strongly connected components, 2-SAT and more.

pub mod csr;
pub mod scc;
pub mod twosat;
