//! From a problem's address to the kit's name for it, and its judge.
//!
//! Names follow what the kit already uses: the judge's short name, then the
//! problem's own id as its judge writes it, lowercase (`cf-4a`,
//! `atcoder-abc086-a`, `luogu-p1001`, `acwing-843`, `leetcode-two-sum`,
//! `library-checker-point-add-range-sum` with `_` written as `-`). A
//! judge the kit does not know gets a name from its host and the title.

use judging::metadata::Judge;

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
    /// Its judge, from the table of profiles (`Judge::Other` for a site the
    /// table does not know).
    pub judge: Judge,
    /// The package name: lowercase letters, digits and single dashes.
    pub name: String,
}

impl Source {
    /// The judge a site (a host without `www.`) belongs to.
    fn of_site(site: &str) -> Source {
        match site {
            "codeforces.com" | "codeforces.ml" | "codeforces.net" | "mirror.codeforces.com" => {
                Source::Codeforces
            }
            "atcoder.jp" => Source::AtCoder,
            "luogu.com.cn" => Source::Luogu,
            "acwing.com" => Source::AcWing,
            "leetcode.com" | "leetcode.cn" => Source::LeetCode,
            "judge.yosupo.jp" => Source::LibraryChecker,
            _ => Source::Other,
        }
    }
}

/// The judge of the problem at `url`, as the listener decides it for what
/// it receives (`cargo xtask new --url` asks the same); `None` for what is
/// not a valid address (see [`invalid_url`]).
pub fn judge_of(url: &str) -> Option<Judge> {
    if invalid_url(url).is_some() {
        return None;
    }
    let (host, _) = split_url(url)?;
    Some(judge_of_site(&site_of(&host)))
}

/// The judge of a site, from the table of profiles: every site
/// Competitive Companion sends from has a row.
fn judge_of_site(site: &str) -> Judge {
    judging::profile::of_host(site).map_or(Judge::Other, |profile| profile.judge)
}

/// A host without the prefixes judges' mirrors add.
fn site_of(host: &str) -> String {
    host.trim_start_matches("www.")
        .trim_start_matches("m1.")
        .trim_start_matches("m2.")
        .to_string()
}

/// Why `url` is not a problem's address, if it is not: it must be an
/// absolute `http://` or `https://` address with a host, hold no space,
/// control character or backslash, and no `.` or `..` path segment (plain
/// or percent-encoded), since names and files are made from it.
pub fn invalid_url(url: &str) -> Option<String> {
    if let Some(bad) = url
        .chars()
        .find(|c| c.is_whitespace() || c.is_control() || *c == '\\')
    {
        return Some(format!(
            "the address {:?} holds {:?}; an address has no spaces, control characters or backslashes",
            url, bad
        ));
    }
    let rest = match url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
    {
        Some(rest) => rest,
        None => return Some(format!("not an http(s) address: {:?}", url)),
    };
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let authority = &rest[..end];
    let host_ok = !authority.is_empty()
        && authority
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-.:[]".contains(c))
        && !authority.starts_with(['.', ':', '-']);
    if !host_ok {
        return Some(format!("the address {:?} has no valid host", url));
    }
    let path = rest[end..].split(['?', '#']).next().unwrap_or("");
    for segment in path.split('/') {
        let decoded = segment.to_ascii_lowercase().replace("%2e", ".");
        if decoded == "." || decoded == ".." {
            return Some(format!(
                "the address {:?} has a {:?} segment; give the problem's own address",
                url, segment
            ));
        }
    }
    None
}

/// The kit's name for the problem at `url`, titled `title` by its judge.
pub fn name(url: &str, title: &str) -> Result<Named, String> {
    if let Some(why) = invalid_url(url) {
        return Err(why);
    }
    let (host, path) =
        split_url(url).ok_or_else(|| format!("not an http(s) address: {:?}", url))?;
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let site = site_of(&host);
    let source = Source::of_site(&site);
    let name = match source {
        Source::Codeforces => codeforces(&segments).map(|id| format!("cf-{}", id)),
        Source::AtCoder => atcoder(&segments).map(|id| format!("atcoder-{}", id)),
        Source::Luogu => after(&segments, "problem").map(|id| format!("luogu-{}", id)),
        Source::AcWing => acwing(&segments, title).map(|id| format!("acwing-{}", id)),
        Source::LeetCode => after(&segments, "problems").map(|slug| format!("leetcode-{}", slug)),
        // judge.yosupo.jp/problem/<id>: its id in snake_case (point_add_range_sum).
        Source::LibraryChecker => {
            after(&segments, "problem").map(|id| format!("library-checker-{}", id))
        }
        Source::Other => None,
    };
    let name = match name {
        Some(name) => slugify(&name),
        None if source == Source::Other => other(&site, title, url),
        None => return Err(format!("cannot tell which problem {} is", url)),
    };
    match invalid_name(&name) {
        None => Ok(Named {
            source,
            judge: judge_of_site(&site),
            name,
        }),
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

    #[test]
    fn addresses_that_could_break_a_file_or_leave_the_folder_are_refused() {
        let bad = [
            "https://codeforces.com/problemset/problem/9998/A\"\nbuild = \"x.rs\"\n#",
            "https://codeforces.com/problemset/problem/../../../../tmp/evil",
            "https://codeforces.com/problemset/problem/%2E%2E/%2e/A",
            "https://codeforces.com/problemset/problem/./4/A",
            "https://codeforces.com/problem set/4/A",
            "https://codeforces.com\\problemset\\problem\\4\\A",
            "https:///problemset/problem/4/A",
            "https://user@codeforces.com/problemset/problem/4/A",
            "javascript:alert(1)",
        ];
        for url in bad {
            let why = invalid_url(url).unwrap_or_else(|| panic!("{:?} passed", url));
            assert!(name(url, "").is_err(), "{:?}", url);
            assert_eq!(judge_of(url), None, "{}", why);
        }
        assert_eq!(
            invalid_url("https://codeforces.com/problemset/problem/4/A?x=1#y"),
            None
        );
        assert_eq!(invalid_url("http://localhost:8080/p/1"), None);
        assert_eq!(invalid_url("https://judge.example.org/a.b/c..d"), None);
    }

    #[test]
    fn the_judge_is_told_by_the_address() {
        assert_eq!(
            judge_of("https://atcoder.jp/contests/abc086/tasks/abc086_c"),
            Some(Judge::AtCoder)
        );
        assert_eq!(
            judge_of("https://www.luogu.com.cn/problem/P1219"),
            Some(Judge::Luogu)
        );
        assert_eq!(
            judge_of("https://codeforces.com/contest/1/problem/A"),
            Some(Judge::Codeforces)
        );
        assert_eq!(
            judge_of("https://acm.hdu.edu.cn/showproblem.php?pid=1000"),
            Some(Judge::Other)
        );
        assert_eq!(judge_of("not an address"), None);
    }

    /// Issue 32: every judge below was built as Codeforces builds.
    #[test]
    fn every_site_of_the_profiles_is_told_by_its_address() {
        let pages = [
            ("https://cses.fi/problemset/task/1068", Judge::Cses),
            ("https://yukicoder.me/problems/no/1", Judge::Yukicoder),
            ("https://dmoj.ca/problem/aplusb", Judge::Dmoj),
            ("https://open.kattis.com/problems/hello", Judge::Kattis),
            ("https://www.codechef.com/problems/TEST", Judge::CodeChef),
            (
                "https://onlinejudge.u-aizu.ac.jp/problems/ITP1_1_A",
                Judge::Aoj,
            ),
            ("https://www.spoj.com/problems/TEST/", Judge::Spoj),
            (
                "https://www.hackerrank.com/challenges/solve-me-first/problem",
                Judge::HackerRank,
            ),
            (
                "http://www.usaco.org/index.php?page=viewproblem2&cpid=1",
                Judge::Usaco,
            ),
            (
                "https://judge.yosupo.jp/problem/unionfind",
                Judge::LibraryChecker,
            ),
        ];
        for (url, judge) in pages {
            assert_eq!(judge_of(url), Some(judge), "{}", url);
            let named = name(url, "A Title").unwrap_or_else(|err| panic!("{}: {}", url, err));
            assert_eq!(named.judge, judge, "{}", url);
        }
    }
}
