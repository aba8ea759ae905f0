//! The interactive runner on real processes (`sh` scripts on both sides):
//! each way a dialogue can end, its verdict, and what the report shows.

use super::*;
use crate::runner::Stdin;
use crate::verdict::{decide_interactive, Limits, Verdict};

const LIMITS: Limits = Limits {
    time: Duration::from_secs(2),
    kill: Duration::from_secs(2),
    memory_kib: 256 * 1024,
    stack_mib: None,
    output_bytes: crate::runner::DEFAULT_OUTPUT_LIMIT,
};

fn sh(script: &str) -> Job {
    let mut job = Job::new("sh", Stdin::Empty, LIMITS.time);
    job.args = vec!["-c".into(), script.into()];
    job
}

/// Plays the secret 5: says it, then expects `! 5` back.
const SAYS_FIVE: &str = r#"echo 5
if ! read answer; then echo "the solution ended without answering" >&2; exit 1; fi
if [ "$answer" = "! 5" ]; then exit 0; fi
echo "expected \"! 5\", found \"$answer\"" >&2; exit 1"#;

fn play(solution: &str, interactor: &str) -> (Verdict, Interaction) {
    let interaction = run_interactive(&sh(solution), &sh(interactor)).unwrap();
    (decide_interactive(&interaction, LIMITS), interaction)
}

#[test]
fn a_right_answer_is_accepted_and_the_dialogue_recorded_in_order() {
    let (verdict, run) = play(r#"read n; echo "! $n""#, SAYS_FIVE);
    assert_eq!(verdict, Verdict::Accepted, "{:?}", run);
    assert_eq!(
        run.dialogue.lines,
        vec![
            (Side::Interactor, "5".to_string()),
            (Side::Solution, "! 5".to_string())
        ]
    );
    assert_eq!(run.dialogue.show(), "  < 5\n  > ! 5\n");
}

#[test]
fn a_wrong_answer_carries_the_interactors_message() {
    let (verdict, _) = play(r#"read n; echo "! 4""#, SAYS_FIVE);
    assert_eq!(
        verdict,
        Verdict::WrongAnswer("expected \"! 5\", found \"! 4\"".into())
    );
}

#[test]
fn exit_code_two_is_a_presentation_error() {
    let (verdict, _) = play(
        "read n; echo x",
        "echo 1; read x; echo 'not a number' >&2; exit 2",
    );
    assert_eq!(verdict, Verdict::PresentationError("not a number".into()));
}

// Guards the first interactive bug: both sides waiting, forever.
#[test]
fn a_deadlock_is_tle_at_the_deadline_saying_who_waited_for_whom() {
    let (verdict, run) = play("read n; read more", SAYS_FIVE);
    assert_eq!(verdict, Verdict::TimeLimitExceeded);
    let waiting = run.waiting.expect("a deadlock says who waited");
    assert!(
        waiting.starts_with("deadlock: at the 2 s deadline both were waiting to read; the interactor waited for the solution"),
        "{}",
        waiting
    );
    assert_eq!(
        run.dialogue.lines,
        vec![(Side::Interactor, "5".to_string())]
    );
}

#[test]
fn a_solution_waiting_for_a_reply_that_never_comes_is_named() {
    let (verdict, run) = play("echo '? 1'; read reply", "read question; sleep 30");
    assert_eq!(verdict, Verdict::TimeLimitExceeded);
    assert!(
        run.waiting
            .as_deref()
            .is_some_and(|w| w.contains("the solution waited for a reply to its last line")),
        "{:?}",
        run.waiting
    );
}

#[test]
fn a_solution_that_exits_early_gets_the_interactors_verdict_and_no_sigpipe() {
    let (verdict, run) = play("exit 0", SAYS_FIVE);
    assert_eq!(
        verdict,
        Verdict::WrongAnswer("the solution ended without answering".into())
    );
    assert_eq!(run.interactor.end, End::Exited(1));
}

#[test]
fn a_crash_is_re_and_an_interactor_failure_is_fail() {
    // The solution ended first: its RE stands, and the interactor's
    // complaint about the missing answer is shown, not counted.
    let (verdict, _) = play("read n; echo oops >&2; exit 7", SAYS_FIVE);
    assert_eq!(
        verdict,
        Verdict::RuntimeError(
            "exit code 7; stderr:\noops\nthe interactor then ended with exit code 1 \
             (not counted: the solution had ended first): the solution ended without answering"
                .into()
        )
    );
    let (verdict, _) = play(
        "read n; echo '! 5'",
        "echo 5; echo 'no data file' >&2; exit 3",
    );
    assert_eq!(
        verdict,
        Verdict::CheckerFailed("the interactor failed (exit code 3, FAIL): no data file".into())
    );
    let (verdict, _) = play("read n; echo '! 5'", "echo 5; kill -9 $$");
    assert!(
        matches!(&verdict, Verdict::CheckerFailed(m) if m.starts_with("the interactor was killed by signal 9")),
        "{:?}",
        verdict
    );
}

#[test]
fn the_interactors_wrong_answer_stands_when_it_ended_first() {
    // The interactor gives up at once; the solution then finds its input
    // gone and fails, which is a consequence, not the verdict.
    let (verdict, run) = play(
        "read n; sleep 0.3; read again || exit 2",
        "echo 5; echo 'too many queries' >&2; exit 1",
    );
    assert_eq!(run.first_to_end, Some(Side::Interactor));
    assert_eq!(verdict, Verdict::WrongAnswer("too many queries".into()));
}

#[test]
fn the_interactors_verdict_stands_over_a_solution_that_then_hangs() {
    // Not TLE: the dialogue was over when the solution went on computing.
    let (verdict, run) = play(
        "read n; echo '? 1'; while :; do :; done",
        "echo 5; read q; echo 'too many queries' >&2; exit 1",
    );
    assert_eq!(run.first_to_end, Some(Side::Interactor));
    assert_eq!(verdict, Verdict::WrongAnswer("too many queries".into()));
}

/// A solution that asks one question too many, then fails at once on its
/// closed input: the race of issue 32, where about one run in seven came
/// out RE because the solution's exit was reported first.
const OVERRUNS: &str = "i=0; while :; do i=$((i+1)); echo \"? $i\"; read r || exit 3; done";
const ALLOWS_TWENTY: &str = "i=0; while read q; do i=$((i+1)); \
    if [ $i -gt 20 ]; then echo 'more than 20 queries' >&2; exit 1; fi; echo ok; done; exit 2";

/// Plays the race `runs` times, `parallel` at a time, while `busy` threads
/// spin on the cores; returns every verdict that was not the WA.
fn race(runs: usize, parallel: usize, busy: usize) -> Vec<(Verdict, Option<Side>)> {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let stop = AtomicBool::new(false);
    let next = AtomicUsize::new(0);
    let wrong = Mutex::new(Vec::new());
    thread::scope(|scope| {
        for _ in 0..busy {
            scope.spawn(|| {
                while !stop.load(Ordering::Relaxed) {
                    std::hint::spin_loop();
                }
            });
        }
        let players: Vec<_> = (0..parallel)
            .map(|_| {
                scope.spawn(|| {
                    while next.fetch_add(1, Ordering::Relaxed) < runs {
                        let (verdict, run) = play(OVERRUNS, ALLOWS_TWENTY);
                        if verdict != Verdict::WrongAnswer("more than 20 queries".into()) {
                            wrong.lock().unwrap().push((verdict, run.first_to_end));
                        }
                    }
                })
            })
            .collect();
        for player in players {
            player.join().unwrap();
        }
        stop.store(true, Ordering::Relaxed);
    });
    wrong.into_inner().unwrap()
}

#[test]
fn a_solution_that_overruns_its_questions_is_wa_every_time_even_under_load() {
    let quiet = race(100, 1, 0);
    assert_eq!(quiet, [], "verdicts other than WA without load");
    let cores = thread::available_parallelism().map_or(2, usize::from);
    let loaded = race(150, 3, cores);
    assert_eq!(loaded, [], "verdicts other than WA under load");
}

/// The same race at length, for a change to the runner or the verdict:
/// `cargo test -p judging --lib -- --ignored every_time_at_length`.
#[test]
#[ignore = "a minute or more; the suite runs 250 rounds of the same race"]
fn a_solution_that_overruns_its_questions_is_wa_every_time_at_length() {
    let cores = thread::available_parallelism().map_or(2, usize::from);
    let started = Instant::now();
    let quiet = race(2000, 1, 0);
    let loaded = race(3000, 4, cores);
    eprintln!(
        "5000 runs (2000 quiet, 3000 four at a time beside {} spinning threads) in {:.1} s",
        cores,
        started.elapsed().as_secs_f64()
    );
    assert_eq!((quiet, loaded), (vec![], vec![]));
}

#[test]
fn long_dialogues_show_their_last_lines_only() {
    let (verdict, run) = play(
        "i=0; while [ $i -lt 40 ]; do echo \"? $i\"; read r; i=$((i+1)); done",
        "while read q; do echo \"${q#? }\"; done; exit 0",
    );
    assert_eq!(verdict, Verdict::Accepted);
    let shown = run.dialogue.show();
    assert!(
        shown.starts_with("  ... (earlier lines left out)\n"),
        "{}",
        shown
    );
    assert_eq!(shown.lines().count(), SHOWN_LINES + 1);
    assert!(shown.ends_with("  > ? 39\n  < 39\n"), "{}", shown);
}
