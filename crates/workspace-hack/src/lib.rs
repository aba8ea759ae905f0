//! workspace-hack: no code, only dependencies with the features every
//! package of the workspace needs together; see its `Cargo.toml` for why.
