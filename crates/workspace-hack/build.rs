//! Nothing to build: the build-dependencies are here only for their
//! features (see Cargo.toml).

fn main() {}
