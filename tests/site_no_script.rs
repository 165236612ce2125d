//! The site runs no script (issue 20): a reading full of hostile HTML and links goes through
//! `report --html` and `annotate --format html`, and no page holds a `<script>`, an `on…=`
//! attribute, a `javascript:` or `data:` URL, or any other element that runs or fetches
//! something; `lint` reports each piece of raw HTML and each such link at `file:line:col`; a
//! property test feeds any reading text to the renderer and finds no executable HTML.

use std::fs;
use std::path::{Path, PathBuf};

use proptest::prelude::*;
use tablier::cli::corpus as cmd;
use tablier::corpus::annotate::{annotate, Runs};
use tablier::corpus::{claims, render, ScenarioIndex};

/// Hostile additions to a reading, each a claim (anchor, rule link) or plain text.
const HOSTILE: &str = r#"

## Heading <script>alert('h')</script> with <img src=x onerror=alert(1)>

## Attributes {#ok .cls onclick=alert(2) onmouseover="alert(3)"}

<a id="hostile-script"></a> A [rule](rule:jan.mezeas) then <script>alert(4)</script> inline.

<script>
alert(5)
</script>

<a id="hostile-img"></a> An image tag <img src=x onerror=alert(6)> in a [claim](rule:jan.mezeas).

<iframe src="javascript:alert(7)"></iframe>

<div onclick="alert(8)"><a href="javascript:alert(9)">div</a></div>

<a id="hostile-links"></a> Links: [js](javascript:alert(10)), [JS](JAVASCRIPT:alert(11)),
[tab](<java	script:alert(12)>), [entity](javascript&#58;alert(13)), [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxNCk8L3NjcmlwdD4=),
[vb](vbscript:msgbox(15)), [proto](//evil.example/x), [http](http://example.org/), and
<javascript:alert(16)>, in a [claim](rule:jan.mezeas).

<a id="hostile-images"></a> Images: ![a](javascript:alert(17)) ![b](data:image/svg+xml,<svg onload=alert(18)>) [claim](rule:jan.mezeas).

<a id="x" onclick="alert(19)"></a> An anchor with a handler [claim](rule:jan.mezeas).

<a id="y"><svg onload=alert(20)></svg></a> [claim](rule:jan.mezeas)

<object data="javascript:alert(21)"></object><embed src="data:text/html,x">
<meta http-equiv="refresh" content="0;url=javascript:alert(22)"><base href="javascript:alert(23)//">
<form action="javascript:alert(24)"><button formaction="javascript:alert(25)">b</button></form>
<style>body{background:url(javascript:alert(26))}</style>

- <a id="hostile-item"></a> A list item <b onmouseover=alert(27)>bold</b> [claim](rule:jan.mezeas)
- [link title](https://example.org/ "t\" onmouseover=\"alert(28)")

<!-- <script>alert(29)</script> -->
<?php echo 1; ?>
"#;

/// What is wrong with `html`, if it holds something that runs or fetches: each tag is read
/// (name and attributes, quotes respected) and checked.
fn executable(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let b = html.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'<' {
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        if i < b.len() && (b[i] == b'!' || b[i] == b'?') {
            // a comment, a doctype: raw ones would be `<!--`; ours is the doctype only
            let end = html[i..].find('>').map_or(b.len(), |e| i + e);
            let inner = &html[start..=end.min(b.len() - 1)];
            if !inner.eq_ignore_ascii_case("<!doctype html>") {
                out.push(format!("markup `{inner}`"));
            }
            i = end;
            continue;
        }
        if i < b.len() && b[i] == b'/' {
            i += 1;
        }
        let name_start = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'-' || b[i] == b':') {
            i += 1;
        }
        let name = html[name_start..i].to_ascii_lowercase();
        if name.is_empty() {
            continue;
        }
        if [
            "script", "iframe", "frame", "object", "embed", "base", "form", "button", "link",
            "applet",
        ]
        .contains(&name.as_str())
        {
            out.push(format!("element `<{name}`"));
        }
        // attributes up to `>`
        loop {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            if i >= b.len() || b[i] == b'>' || b[i] == b'/' {
                break;
            }
            let a = i;
            while i < b.len() && !b[i].is_ascii_whitespace() && !matches!(b[i], b'=' | b'>') {
                i += 1;
            }
            let attr = html[a..i].to_ascii_lowercase();
            let mut value = String::new();
            if i < b.len() && b[i] == b'=' {
                i += 1;
                let q = b.get(i).copied();
                if matches!(q, Some(b'"' | b'\'')) {
                    let e = html[i + 1..]
                        .find(q.unwrap() as char)
                        .map_or(b.len(), |e| i + 1 + e);
                    value = html[i + 1..e].to_string();
                    i = e + 1;
                } else {
                    let v = i;
                    while i < b.len() && !b[i].is_ascii_whitespace() && b[i] != b'>' {
                        i += 1;
                    }
                    value = html[v..i].to_string();
                }
            }
            if attr.starts_with("on") {
                out.push(format!("attribute `{attr}` on `<{name}`"));
            }
            let url: String = value
                .replace("&#58;", ":")
                .replace("&colon;", ":")
                .chars()
                .filter(|c| *c > ' ')
                .collect::<String>()
                .to_ascii_lowercase();
            let url_attr = [
                "href",
                "src",
                "action",
                "formaction",
                "data",
                "xlink:href",
                "srcdoc",
                "poster",
            ]
            .contains(&attr.as_str());
            if url_attr
                && ["javascript:", "data:", "vbscript:"]
                    .iter()
                    .any(|s| url.starts_with(s))
            {
                out.push(format!("URL `{value}` in `{attr}` of `<{name}`"));
            }
            if name == "meta" && attr == "http-equiv" && !value.starts_with("Content-Security") {
                out.push(format!("`<meta http-equiv={value}>`"));
            }
        }
    }
    out
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tablier-noscript-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(d.join("corpus/modern")).unwrap();
    d
}

/// The modern reading with the hostile text after it, in a folder of its own.
fn hostile_reading(d: &Path) -> PathBuf {
    let reading = d.join("corpus/modern/reading.md");
    let text = fs::read_to_string("corpus/modern/reading.md").unwrap();
    fs::write(&reading, format!("{text}{HOSTILE}")).unwrap();
    reading
}

#[test]
fn the_checker_sees_the_hostile_html_as_it_is() {
    // the raw text, taken as a page, is full of it: the test below would notice
    let found = executable(HOSTILE);
    for needle in [
        "`<script",
        "onerror",
        "onclick",
        "javascript:alert(9)",
        "`<iframe",
    ] {
        assert!(
            found.iter().any(|f| f.contains(needle)),
            "{needle}: {found:?}"
        );
    }
}

#[test]
fn hostile_readings_make_no_script_in_the_site_nor_in_annotate() {
    let d = scratch("site");
    let reading = hostile_reading(&d);
    let site = d.join("site");
    let out = cmd::report(
        Some(&site),
        cmd::Format::Text,
        std::slice::from_ref(&reading),
        Path::new("scenarios"),
    );
    assert!(out.code == 0 || out.code == 1, "{}", out.stderr);
    let mut pages = 0;
    let mut todo = vec![site.clone()];
    while let Some(dir) = todo.pop() {
        for e in fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x == "html") {
                let html = fs::read_to_string(&p).unwrap();
                let bad = executable(&html);
                assert!(bad.is_empty(), "{}: {bad:?}", p.display());
                assert!(html.contains("http-equiv=\"Content-Security-Policy\""));
                assert!(html.contains("script-src 'none'"));
                pages += 1;
            }
        }
    }
    assert!(pages > 300, "{pages} pages");
    let page = fs::read_to_string(site.join("reading/modern.html")).unwrap();
    // shown as text, anchors kept, safe links kept
    assert!(
        page.contains("&lt;script&gt;alert(4)&lt;/script&gt;"),
        "{page}"
    );
    assert!(page.contains("<a id=\"hostile-script\"></a>"));
    assert!(page.contains("<a class=\"rule\" href=\"../rule/"));
    assert!(!page.contains("href=\"http://example.org/"));
    assert!(page.contains("href=\"https://example.org/\""));

    let out = cmd::annotate(&reading, cmd::Format::Html, Path::new("scenarios"));
    assert!(out.code == 0 || out.code == 1, "{}", out.stderr);
    let bad = executable(&out.stdout);
    assert!(bad.is_empty(), "annotate: {bad:?}");
    assert!(out.stdout.contains("&lt;iframe"));
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn lint_reports_raw_html_and_unsafe_links_where_they_are() {
    let d = scratch("lint");
    let reading = hostile_reading(&d);
    let text = fs::read_to_string(&reading).unwrap();
    let out = cmd::lint(std::slice::from_ref(&reading), Path::new("scenarios"));
    assert_eq!(out.code, 2, "{}", out.stdout);
    let line_of = |needle: &str| text[..text.find(needle).unwrap()].matches('\n').count() + 1;
    let col_of = |needle: &str| {
        let at = text.find(needle).unwrap();
        text[..at].chars().rev().take_while(|c| *c != '\n').count() + 1
    };
    for (needle, what) in [
        ("<script>alert(4)", "raw HTML `<script>`"),
        (
            "<img src=x onerror=alert(6)>",
            "raw HTML `<img src=x onerror=alert(6)>`",
        ),
        ("<iframe", "raw HTML `<iframe"),
        (
            "<a id=\"x\" onclick",
            "raw HTML `<a id=\"x\" onclick=\"alert(19)\">`",
        ),
        (
            "[js](javascript:alert(10))",
            "link to `javascript:alert(10)`",
        ),
        ("[data](data:", "link to `data:text/html"),
        ("![a](javascript:", "link to `javascript:alert(17)`"),
        ("[http](http:", "link to `http://example.org/`"),
    ] {
        let at = format!(
            "{}:{}:{}: {what}",
            reading.display(),
            line_of(needle),
            col_of(needle)
        );
        assert!(out.stderr.contains(&at), "{at}\n{}", out.stderr);
    }
    // the heading's first: its line shows `## Heading <script>`
    assert!(out.stderr.contains("raw HTML `<script>`"));
    let _ = fs::remove_dir_all(&d);
}

/// Text made of what HTML and Markdown are made of.
fn reading_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("<".to_string()),
        Just(">".to_string()),
        Just("\"".to_string()),
        Just("'".to_string()),
        Just("&".to_string()),
        Just("&#58;".to_string()),
        Just("&lt;".to_string()),
        Just(":".to_string()),
        Just("=".to_string()),
        Just("/".to_string()),
        Just(" ".to_string()),
        Just("\t".to_string()),
        Just("\n".to_string()),
        Just("\n\n".to_string()),
        Just("`".to_string()),
        Just("#".to_string()),
        Just("- ".to_string()),
        Just("> ".to_string()),
        Just("![".to_string()),
        Just("[".to_string()),
        Just("](".to_string()),
        Just(")".to_string()),
        Just("{".to_string()),
        Just("}".to_string()),
        Just("script".to_string()),
        Just("javascript".to_string()),
        Just("JaVaScRiPt".to_string()),
        Just("data".to_string()),
        Just("onerror".to_string()),
        Just("onclick".to_string()),
        Just("img".to_string()),
        Just("iframe".to_string()),
        Just("svg".to_string()),
        Just("a id=".to_string()),
        Just("a href=".to_string()),
        Just("<a id=\"x\">".to_string()),
        Just("</a>".to_string()),
        Just("rule:jan.mezeas".to_string()),
        Just("scenario:modern/x".to_string()),
        Just("https:".to_string()),
        "[a-z]{1,6}",
    ];
    // whole hostile pieces, for the pieces above to cut, wrap and mix with
    let atom = prop_oneof![
        Just("<script>alert(1)</script>".to_string()),
        Just("<img src=x onerror=alert(1)>".to_string()),
        Just("<a id=\"x\" onclick=\"alert(1)\">".to_string()),
        Just("<a href=\"javascript:alert(1)\">".to_string()),
        Just("[x](javascript:alert(1))".to_string()),
        Just("[x](data:text/html,<script>)".to_string()),
        Just("![x](javascript:alert(1))".to_string()),
        Just("<javascript:alert(1)>".to_string()),
        Just("# h {onclick=alert(1)}\n".to_string()),
        Just("<iframe src=javascript:alert(1)>".to_string()),
    ];
    let either = prop_oneof![4 => piece, 1 => atom];
    proptest::collection::vec(either, 0..60).prop_map(|v| v.concat())
}

proptest! {
    #[test]
    fn no_reading_text_makes_executable_html(text in reading_text()) {
        let index = ScenarioIndex::default();
        let resolve = |_: &str| None;
        let mut runs = Runs::new(&index, &resolve);
        let doc = claims::read(&text);
        let a = annotate(Path::new("r.md"), &text, &doc, &mut runs);
        let rule = |id: &str| format!("../rule/{id}.html");
        let scenario = |id: &str| format!("../scenario/{id}.html");
        let other = |url: &str| tablier::site::reading::other_href(url, "here");
        let hrefs = render::Hrefs { rule: &rule, scenario: &scenario, other: &other };
        let html = render::reading_body(&text, &a, &hrefs);
        let bad = executable(&html);
        prop_assert!(bad.is_empty(), "{:?}\n{}\n---\n{}", bad, text, html);
    }
}
