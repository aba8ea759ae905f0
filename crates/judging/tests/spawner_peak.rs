//! The kernel counts a child's peak memory from its spawner's high-water
//! mark; a figure that is really the spawner's is reported as a bound.
//! (Its own test binary: the 256 MiB it touches would turn every other
//! test's figures in the same process into bounds.)

use std::time::Duration;

use judging::runner::{self, Job, Peak, Stdin};

#[test]
fn a_small_program_spawned_by_a_big_process_gets_a_bound_not_a_figure() {
    let mut ballast = vec![0u8; 256 << 20];
    for i in (0..ballast.len()).step_by(4096) {
        ballast[i] = 1;
    }
    let spawner = runner::own_peak_kib().unwrap();
    assert!(spawner >= 256 * 1024, "{}", spawner);
    let ran = runner::run(
        &Job::new("true", Stdin::Empty, Duration::from_secs(10)),
        |_| {},
    )
    .unwrap();
    assert!(ran.succeeded());
    assert!(
        matches!(ran.peak, Peak::AtMost(kib) if kib >= spawner),
        "{:?} with the spawner at {} KiB",
        ran.peak,
        spawner
    );
    assert!(!ran.peak.exceeds(64 * 1024));
    assert_eq!(ballast.iter().filter(|&&b| b == 1).count(), 256 * 256);
}
