//! The small solved problems a benchmark archive is made of: each a
//! solution's own code and a generator of cases with their answers.

use cpkit::random::Rng;

/// A solved problem to copy into the archive.
pub struct Seed {
    /// The problem's name prefix (`bench-sum` gives `bench-sum-17`).
    pub name: &'static str,
    /// The solution's own code, above the vendored region.
    pub code: &'static str,
    /// A case and its answer from a seed (0 is the sample).
    pub case: fn(&mut Rng) -> (String, String),
}

pub const SEEDS: [Seed; 4] = [
    Seed {
        name: "bench-sum",
        code: "use cpkit::output::Output;\n\nfn main() {\n    input! { n: usize, a: [i64; n] }\n    \
               let mut out = Output::stdout();\n    putln!(out, a.iter().sum::<i64>());\n}\n",
        case: sum_case,
    },
    Seed {
        name: "bench-words",
        code: "use cpkit::input::Chars;\nuse cpkit::output::Output;\n\nfn main() {\n    \
               input! { n: usize, words: [Chars; n] }\n    let mut out = Output::stdout();\n    \
               for word in words {\n        if word.len() > 10 {\n            \
               putln!(out, format_args!(\"{}{}{}\", word[0], word.len() - 2, word[word.len() - 1]));\n        \
               } else {\n            putln!(out, word.iter().collect::<String>());\n        }\n    }\n}\n",
        case: words_case,
    },
    Seed {
        name: "bench-grid",
        code: "use cpkit::input::Chars;\nuse cpkit::output::Output;\n\nfn main() {\n    \
               input! { h: usize, _w: usize, grid: [Chars; h] }\n    let mut out = Output::stdout();\n    \
               let walls = grid.iter().flatten().filter(|&&c| c == '#').count();\n    \
               putln!(out, walls);\n}\n",
        case: grid_case,
    },
    Seed {
        name: "bench-pairs",
        code: "use cpkit::output::Output;\n\nfn main() {\n    input! { q: usize }\n    \
               let mut out = Output::stdout();\n    for _ in 0..q {\n        \
               input! { a: i64, b: i64 }\n        putln!(out, a + b);\n    }\n}\n",
        case: pairs_case,
    },
];

fn below(random: &mut Rng, bound: u64) -> u64 {
    random.below(bound)
}

fn sum_case(random: &mut Rng) -> (String, String) {
    let n = 1 + below(random, 100) as usize;
    let values: Vec<i64> = (0..n)
        .map(|_| random.int(-1_000_000_000, 1_000_000_000))
        .collect();
    let shown: Vec<String> = values.iter().map(i64::to_string).collect();
    (
        format!("{}\n{}\n", n, shown.join(" ")),
        format!("{}\n", values.iter().sum::<i64>()),
    )
}

fn words_case(random: &mut Rng) -> (String, String) {
    let n = 1 + below(random, 20) as usize;
    let (mut input, mut output) = (format!("{}\n", n), String::new());
    for _ in 0..n {
        let length = 1 + below(random, 20) as usize;
        let word: String = (0..length)
            .map(|_| (b'a' + below(random, 26) as u8) as char)
            .collect();
        input.push_str(&format!("{}\n", word));
        if length > 10 {
            let bytes = word.as_bytes();
            output.push_str(&format!(
                "{}{}{}\n",
                bytes[0] as char,
                length - 2,
                bytes[length - 1] as char
            ));
        } else {
            output.push_str(&format!("{}\n", word));
        }
    }
    (input, output)
}

fn grid_case(random: &mut Rng) -> (String, String) {
    let (h, w) = (1 + below(random, 30), 1 + below(random, 30));
    let mut input = format!("{} {}\n", h, w);
    let mut walls = 0;
    for _ in 0..h {
        for _ in 0..w {
            let wall = below(random, 3) == 0;
            walls += u64::from(wall);
            input.push(if wall { '#' } else { '.' });
        }
        input.push('\n');
    }
    (input, format!("{}\n", walls))
}

fn pairs_case(random: &mut Rng) -> (String, String) {
    let q = 1 + below(random, 50);
    let (mut input, mut output) = (format!("{}\n", q), String::new());
    for _ in 0..q {
        let a = random.int(-1_000_000_000, 1_000_000_000);
        let b = random.int(-1_000_000_000, 1_000_000_000);
        input.push_str(&format!("{} {}\n", a, b));
        output.push_str(&format!("{}\n", a + b));
    }
    (input, output)
}
