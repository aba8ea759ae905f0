//! Filling a template's `{placeholders}` from a [`Spec`]: the solution's
//! header lines, its judge, limits and language, the region markers.

use judging::metadata::Metadata;
use judging::region;

use super::Spec;

/// A template with `{key}` replaced: the problem's header line, limits,
/// name, judge and url, the region markers, then `extra`.
pub fn fill(template: &str, spec: &Spec, extra: &[(&str, &str)]) -> String {
    let mut text = template
        .replace("{header}", &header(spec))
        .replace("{limits}", &header_limits(&spec.metadata))
        .replace("{language}", &header_language(&spec.metadata))
        .replace("{name}", &spec.name)
        .replace("{judge}", spec.metadata.judge.key())
        .replace("{url}", &one_line(&spec.metadata.url))
        .replace("{begin}", region::BEGIN)
        .replace("{end}", region::END);
    for (key, value) in extra {
        text = text.replace(&format!("{{{}}}", key), value);
    }
    text
}

/// The solution's first line, from what is known: `cf-1a: Theatre Square
/// (codeforces: https://…).`, without the parts that are not.
fn header(spec: &Spec) -> String {
    let title = one_line(&spec.title);
    let url = one_line(&spec.metadata.url);
    let mut line = spec.name.clone();
    if !title.is_empty() {
        line.push_str(": ");
        line.push_str(&title);
    }
    line.push_str(" (");
    line.push_str(spec.metadata.judge.key());
    if !url.is_empty() {
        line.push_str(": ");
        line.push_str(&url);
    }
    line.push_str(").");
    line
}

/// `limits: 2 s / 1024 MiB`, or `limits: not set (1 s / 256 MiB
/// assumed)` with what to do about it.
fn header_limits(metadata: &Metadata) -> String {
    let text = metadata.limits_text();
    if metadata.assumed.time || metadata.assumed.memory {
        format!("{}; set them in Cargo.toml from the statement.", text)
    } else {
        format!("{}.", text)
    }
}

/// The language to pick on the judge's page and how the judge builds the
/// file, for the problem's edition: `On the judge: choose "Rust 1.89.0
/// (2024)"; built there as rustc --edition 2024 -C opt-level=2 --cfg
/// ONLINE_JUDGE.`
pub fn header_language(metadata: &Metadata) -> String {
    let profile = metadata.judge.profile();
    if metadata.judge == judging::metadata::Judge::Other {
        return format!(
            "Judge not known to the kit: built as {}, a guess.",
            metadata.rustc_command()
        );
    }
    match metadata.language() {
        Some(language) => format!(
            "On the judge: choose \"{}\"; built there as {}.",
            language.name,
            metadata.rustc_command()
        ),
        None => format!(
            "{} takes no Rust submissions: judged here as {}.",
            profile.name,
            metadata.rustc_command()
        ),
    }
}

/// Text from outside (a title, an address) as one line of a comment: every
/// control character, line breaks included, becomes a space, so nothing a
/// page sends can end the comment or start code.
pub fn one_line(text: &str) -> String {
    let spaced: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}
