//! Benchmarks of the solver: counting, and printing every board as AcWing 843
//! wants it (into `io::sink`, so that only our own work is timed).
//!
//! ```sh
//! cargo bench -p cpkit --bench solver
//! ```

// Benchmarks run on the developer's toolchain, never on a judge's.
#![allow(clippy::incompatible_msrv)]

use std::hint::black_box;
use std::io;
use std::ops::ControlFlow;
use std::time::Duration;

use cpkit::output::Output;
use cpkit::queens;
use cpkit::queens::counting;
use cpkit::queens::render::Rows;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};

fn count(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    for n in 12..=16 {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| counting::count(black_box(n)))
        });
    }
    group.finish();
}

/// A way of visiting every placement: `queens::for_each` or `for_each_mirrored`.
type Walk = fn(usize, &mut dyn FnMut(&[u8]) -> ControlFlow<()>) -> ControlFlow<()>;

/// Every board of size `n`, as AcWing 843 prints them, visited by `walk`.
fn print_all(n: usize, walk: Walk) {
    let rows = Rows::new(n);
    let mut out = Output::new(io::sink());
    let _ = walk(n, &mut |cols| {
        rows.write_board(cols, &mut out);
        out.byte(b'\n');
        ControlFlow::Continue(())
    });
}

fn print(c: &mut Criterion) {
    let mut group = c.benchmark_group("print");
    group.sample_size(20);
    for n in 10..=13 {
        group.bench_with_input(BenchmarkId::new("mirrored", n), &n, |b, &n| {
            b.iter(|| print_all(black_box(n), |n, visit| queens::for_each_mirrored(n, visit)))
        });
        group.bench_with_input(BenchmarkId::new("lexicographic", n), &n, |b, &n| {
            b.iter(|| print_all(black_box(n), |n, visit| queens::for_each(n, visit)))
        });
    }
    group.finish();
}

criterion_group!(benches, count, print);
criterion_main!(benches);
