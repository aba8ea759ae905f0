//! From a problem's address to the kit's name for it, and its judge.
//!
//! Names follow what the kit already uses: the judge's short name, then the
//! problem's own id as its judge writes it, lowercase (`cf-4a`,
//! `atcoder-abc086-a`, `luogu-p1001`, `acwing-843`, `leetcode-two-sum`,
//! `library-checker-point-add-range-sum` with `_` written as `-`). A
//! judge the kit does not know gets a name from its host and the title.

use crate::scaffold::invalid_name;

/// The judges whose addresses the kit reads, with their metadata key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Codeforces,
    AtCoder,
    Luogu,
    AcWing,
    LeetCode,
    /// Library Checker, judge.yosupo.jp.
    LibraryChecker,
    /// Any other judge: the site's name (`kattis` for open.kattis.com).
    Other,
}

/// Where a problem comes from, and what to call it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub source: Source,
    /// The package name: lowercase letters, digits and single dashes.
    pub name: String,
}

/// The kit's name for the problem at `url`, titled `title` by its judge.
pub fn name(url: &str, title: &str) -> Result<Named, String> {
    let (host, path) =
        split_url(url).ok_or_else(|| format!("not an http(s) address: {:?}", url))?;
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let site = host
        .trim_start_matches("www.")
        .trim_start_matches("m1.")
        .trim_start_matches("m2.");
    let (source, name) = match site {
        "codeforces.com" | "codeforces.ml" | "codeforces.net" | "mirror.codeforces.com" => (
            Source::Codeforces,
            codeforces(&segments).map(|id| format!("cf-{}", id)),
        ),
        "atcoder.jp" => (
            Source::AtCoder,
            atcoder(&segments).map(|id| format!("atcoder-{}", id)),
        ),
        "luogu.com.cn" => (
            Source::Luogu,
            after(&segments, "problem").map(|id| format!("luogu-{}", id)),
        ),
        "acwing.com" => (
            Source::AcWing,
            acwing(&segments, title).map(|id| format!("acwing-{}", id)),
        ),
        "leetcode.com" | "leetcode.cn" => (
            Source::LeetCode,
            after(&segments, "problems").map(|slug| format!("leetcode-{}", slug)),
        ),
        // judge.yosupo.jp/problem/<id>: its id in snake_case (point_add_range_sum).
        "judge.yosupo.jp" => (
            Source::LibraryChecker,
            after(&segments, "problem").map(|id| format!("library-checker-{}", id)),
        ),
        _ => (Source::Other, None),
    };
    let name = match name {
        Some(name) => slugify(&name),
        None if source == Source::Other => other(site, title, url),
        None => return Err(format!("cannot tell which problem {} is", url)),
    };
    match invalid_name(&name) {
        None => Ok(Named { source, name }),
        Some(why) => Err(format!("{} gives the name {:?}: {}", url, name, why)),
    }
}

/// The host and path of an `http://` or `https://` address, without its
/// query or fragment.
fn split_url(url: &str) -> Option<(String, &str)> {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))?;
    let rest = rest.split(['?', '#']).next().unwrap_or("");
    let (host, path) = match rest.find('/') {
        Some(slash) => (&rest[..slash], &rest[slash..]),
        None => (rest, ""),
    };
    let host = host.split(':').next().unwrap_or("").to_ascii_lowercase();
    if host.is_empty() {
        return None;
    }
    Some((host, path))
}

/// The segment after `key`, lowercase.
fn after(segments: &[&str], key: &str) -> Option<String> {
    let at = segments.iter().position(|s| s.eq_ignore_ascii_case(key))?;
    segments.get(at + 1).map(|s| s.to_ascii_lowercase())
}

/// `/contest/4/problem/A`, `/problemset/problem/4/A`, `/gym/102001/problem/B`,
/// `/group/<g>/contest/<c>/problem/C`: the contest number and the letter.
fn codeforces(segments: &[&str]) -> Option<String> {
    let at = segments.iter().position(|s| *s == "problem")?;
    let (contest, letter) = match (segments.get(at + 1), segments.get(at + 2)) {
        // /problemset/problem/<contest>/<letter>
        (Some(contest), Some(letter)) if at > 0 && segments[at - 1] == "problemset" => {
            (*contest, *letter)
        }
        // /contest/<contest>/problem/<letter>, /gym/<contest>/problem/<letter>
        (Some(letter), _) if at >= 1 => (*segments.get(at - 1)?, *letter),
        _ => return None,
    };
    Some(format!("{}{}", contest, letter).to_ascii_lowercase())
}

/// `/contests/abc086/tasks/abc086_a`: the task id, `_` as `-`.
fn atcoder(segments: &[&str]) -> Option<String> {
    Some(after(segments, "tasks")?.replace('_', "-"))
}

/// AcWing numbers its problems in their titles ("843. n-皇后问题"), and the
/// address holds another number (845 for that one): the title's wins when
/// the title has it.
fn acwing(segments: &[&str], title: &str) -> Option<String> {
    let digits: String = title
        .trim()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    if !digits.is_empty() && title.trim()[digits.len()..].starts_with('.') {
        return Some(digits);
    }
    after(segments, "content")
}

/// A name for a judge the kit does not know: its site and the title, or the
/// address's last part when the title has no letters or digits in ASCII.
fn other(site: &str, title: &str, url: &str) -> String {
    let labels: Vec<&str> = site.split('.').collect();
    // The label before the top-level domain: "kattis" in open.kattis.com,
    // "hdu" in acm.hdu.edu.cn.
    let second_level = ["ac", "co", "com", "edu", "gov", "net", "org"];
    let from_end = if labels.len() >= 3 && second_level.contains(&labels[labels.len() - 2]) {
        2
    } else {
        1
    };
    let judge = labels
        .iter()
        .rev()
        .nth(from_end)
        .or(labels.first())
        .copied()
        .unwrap_or("judge");
    let judge = slugify(judge);
    let judge = if judge.starts_with(|c: char| c.is_ascii_lowercase()) {
        judge
    } else {
        format!("judge-{}", judge)
    };
    let mut title = slugify(title);
    if title.is_empty() {
        let last = url.trim_end_matches('/').rsplit('/').next().unwrap_or("");
        title = slugify(last);
    }
    if title.is_empty() {
        judge
    } else {
        format!("{}-{}", judge, title)
    }
}

/// Lowercase ASCII letters and digits, every other run of characters one
/// dash, none at either end.
fn slugify(text: &str) -> String {
    let mut slug = String::new();
    for ch in text.chars() {
        if ch.is_ascii_alphanumeric() {
            slug.push(ch.to_ascii_lowercase());
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(url: &str, title: &str) -> (Source, String) {
        let named = name(url, title).unwrap_or_else(|err| panic!("{}: {}", url, err));
        (named.source, named.name)
    }

    #[test]
    fn codeforces_addresses_of_every_form_give_one_name() {
        for url in [
            "https://codeforces.com/contest/4/problem/A",
            "https://codeforces.com/problemset/problem/4/A",
            "http://codeforces.com/problemset/problem/4/A?locale=en",
            "https://m1.codeforces.com/contest/4/problem/A",
        ] {
            assert_eq!(
                named(url, "A. Watermelon"),
                (Source::Codeforces, "cf-4a".into()),
                "{}",
                url
            );
        }
        assert_eq!(
            named("https://codeforces.com/gym/102001/problem/B", "B"),
            (Source::Codeforces, "cf-102001b".into())
        );
        assert_eq!(
            named("https://codeforces.com/contest/1350/problem/E1", "E1"),
            (Source::Codeforces, "cf-1350e1".into())
        );
    }

    #[test]
    fn atcoder_luogu_and_leetcode_use_their_ids() {
        assert_eq!(
            named(
                "https://atcoder.jp/contests/abc086/tasks/abc086_a",
                "A - Product"
            ),
            (Source::AtCoder, "atcoder-abc086-a".into())
        );
        assert_eq!(
            named(
                "https://www.luogu.com.cn/problem/P1001",
                "P1001 A+B Problem"
            ),
            (Source::Luogu, "luogu-p1001".into())
        );
        for url in [
            "https://leetcode.com/problems/two-sum/",
            "https://leetcode.cn/problems/two-sum/description/",
        ] {
            assert_eq!(
                named(url, "Two Sum"),
                (Source::LeetCode, "leetcode-two-sum".into())
            );
        }
    }

    #[test]
    fn library_checker_ids_are_written_with_dashes() {
        for url in [
            "https://judge.yosupo.jp/problem/point_add_range_sum",
            "https://judge.yosupo.jp/problem/point_add_range_sum/",
            "http://judge.yosupo.jp/problem/point_add_range_sum?lang=en",
        ] {
            assert_eq!(
                named(url, "Point Add Range Sum"),
                (
                    Source::LibraryChecker,
                    "library-checker-point-add-range-sum".into()
                ),
                "{}",
                url
            );
        }
        assert_eq!(
            named("https://judge.yosupo.jp/problem/unionfind", "Unionfind"),
            (Source::LibraryChecker, "library-checker-unionfind".into())
        );
        assert!(name("https://judge.yosupo.jp/submissions", "")
            .unwrap_err()
            .starts_with("cannot tell which problem"));
    }

    #[test]
    fn acwing_takes_the_number_its_title_shows() {
        let url = "https://www.acwing.com/problem/content/845/";
        assert_eq!(
            named(url, "843. n-皇后问题"),
            (Source::AcWing, "acwing-843".into())
        );
        // Competitive Companion sends the title without its number: then the
        // address's number is all there is.
        assert_eq!(
            named(url, "n-皇后问题"),
            (Source::AcWing, "acwing-845".into())
        );
    }

    #[test]
    fn other_judges_get_a_safe_name_from_site_and_title() {
        assert_eq!(
            named("https://open.kattis.com/problems/hello", "Hello World!"),
            (Source::Other, "kattis-hello-world".into())
        );
        assert_eq!(
            named(
                "https://acm.hdu.edu.cn/showproblem.php?pid=1000",
                "A + B Problem"
            ),
            (Source::Other, "hdu-a-b-problem".into())
        );
        assert_eq!(
            named("https://judge.example.org/p/7788", "八皇后"),
            (Source::Other, "example-7788".into())
        );
        assert_eq!(
            named("https://123.example/x", "题"),
            (Source::Other, "judge-123-x".into())
        );
    }

    #[test]
    fn addresses_that_name_no_problem_are_refused() {
        assert!(name("ftp://codeforces.com/x", "")
            .unwrap_err()
            .starts_with("not an http(s) address"));
        assert!(name("https://codeforces.com/blog/entry/1", "")
            .unwrap_err()
            .starts_with("cannot tell which problem"));
        assert!(name("https://atcoder.jp/contests/abc086", "").is_err());
    }
}
