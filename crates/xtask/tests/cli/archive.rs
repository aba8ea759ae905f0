//! The archive's two commands, in cargo's own terms: plain `cargo test`
//! covers the problems and nothing of the kit's own (the workspace's
//! `default-members`), `cargo test --workspace` everything. Read from
//! cargo's own account of this checkout's manifest, not from its problems.

use std::path::Path;

/// Cargo's metadata of the workspace, without dependencies.
fn metadata() -> serde_json::Value {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let output = crate::kit::cargo_command()
        .args(["metadata", "--no-deps", "--format-version", "1"])
        .current_dir(&root)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The manifest paths of the packages whose ids are in `field`.
fn manifests(metadata: &serde_json::Value, field: &str) -> Vec<String> {
    let ids: Vec<&serde_json::Value> = metadata[field].as_array().unwrap().iter().collect();
    metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|package| ids.contains(&&package["id"]))
        .map(|package| package["manifest_path"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn plain_cargo_test_covers_the_problems_and_the_workspace_covers_the_kit() {
    let metadata = metadata();
    let default = manifests(&metadata, "workspace_default_members");
    let kit = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap();
    let problems = kit.join("problems");
    assert!(
        default
            .iter()
            .all(|manifest| Path::new(manifest).starts_with(&problems)),
        "a default member outside problems/: {:?}",
        default
    );
    let all = manifests(&metadata, "workspace_members");
    for crate_name in ["xtask", "judging", "cpkit"] {
        let manifest = kit.join("crates").join(crate_name).join("Cargo.toml");
        assert!(
            all.iter().any(|found| Path::new(found) == manifest),
            "{} is not a workspace member: {:?}",
            crate_name,
            all
        );
        assert!(!default.iter().any(|found| Path::new(found) == manifest));
    }
}
