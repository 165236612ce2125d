//! Criterion benchmark of drawing failures (issue 20): a scenario with N failing expectations
//! (N = 1,000, 3,000, 15,000, each `expect points` of one roll that the engine does not share),
//! run once; what is measured is drawing every failure as `tablier check` prints it — the
//! statement underlined, the treatise against the engine, the roll's score, the help lines.
//! The cost must grow as N, not faster (see BENCHMARKS.md).

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use tablier::conformance::{check, fail, profile};

/// A copy of `modern/bredouille.scn` whose first roll carries `n` failing `expect points`.
fn failing_file(n: usize) -> PathBuf {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(repo.join("scenarios/modern/bredouille.scn"))
        .expect("the shipped scenario");
    let head = &src[..src.find("roll white 3-2").expect("its first roll")];
    let mut text = head.replace("id: modern/bredouille", &format!("id: bench/fail-{n}"));
    text.push_str("roll white 3-2\n");
    for i in 0..n {
        text.push_str(&format!("  expect points white {} black 0\n", 13 + i % 50));
    }
    let path =
        std::env::temp_dir().join(format!("tablier-bench-fail-{n}-{}.scn", std::process::id()));
    std::fs::write(&path, text).expect("a temporary file");
    path
}

fn render_failures(c: &mut Criterion) {
    let mut group = c.benchmark_group("render_failures");
    group.sample_size(10);
    for n in [1_000usize, 3_000, 15_000] {
        let path = failing_file(n);
        let report = check::run_file(&path, &profile::resolve_profile, None);
        let source = std::fs::read_to_string(&path).expect("the file just written");
        let _ = std::fs::remove_file(&path);
        assert_eq!(
            fail::failures(&report, &source).len(),
            n,
            "every line fails"
        );
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, _| {
            b.iter(|| {
                let mut out = String::new();
                for f in fail::failures(black_box(&report), black_box(&source)) {
                    out.push_str(&f.render(&report, &source));
                }
                out
            });
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    targets = render_failures
}
criterion_main!(benches);
