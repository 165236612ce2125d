//! The site shows the game: each transcribed play drawn as arrows on the board of its roll, the
//! marks after each roll beside it, the throws a chance count counted, jans with no move
//! (mézéas, six tables) marked on the board; `show --svg` draws a roll, a play and a flipped
//! board; matrix notes are never cut at an abbreviation; every advice verdict of the corpus has
//! its card (both plays drawn, the figures, the verdict; a tournament's without a board).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use tablier::cli::corpus as cmd;
use tablier::conformance::profile;
use tablier::conformance::scenario::Report;
use tablier::corpus::annotate::Runs;
use tablier::corpus::ScenarioIndex;
use tablier::engine::{trictrac::Rules, Color, Roll};

/// The site, built once for every test of this file.
fn site() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("tablier-site-game-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let out = cmd::report(
            Some(&dir),
            cmd::Format::Text,
            &[PathBuf::from("corpus")],
            Path::new("scenarios"),
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        dir
    })
}

/// The report of every shipped scenario, run once for every test of this file.
fn reports() -> &'static BTreeMap<String, Report> {
    static REPORTS: OnceLock<BTreeMap<String, Report>> = OnceLock::new();
    REPORTS.get_or_init(|| {
        let index = ScenarioIndex::new(Path::new("scenarios")).unwrap();
        let resolve = profile::resolve_profile;
        let mut runs = Runs::new(&index, &resolve);
        runs.run_all();
        runs.reports().clone()
    })
}

fn card(id: &str) -> String {
    let p = site().join("scenario").join(format!("{id}.html"));
    fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The section of a card for the roll (or count) on `line`.
fn frame(html: &str, line: usize) -> &str {
    let start = html
        .find(&format!("<section class=\"frame\" id=\"line-{line}\""))
        .unwrap_or_else(|| panic!("no frame for line {line}"));
    let end = html[start..].find("</section>").unwrap() + start;
    &html[start..end]
}

fn svg_of(section: &str) -> &str {
    let a = section.find("<svg").expect("a board");
    let b = section.find("</svg>").expect("a closed board") + 6;
    &section[a..b]
}

/// Elements named `tag` whose class is `class`.
fn count(doc: &roxmltree::Document, tag: &str, class: &str) -> usize {
    doc.descendants()
        .filter(|n| n.has_tag_name(tag) && n.attribute("class") == Some(class))
        .count()
}

fn texts(doc: &roxmltree::Document) -> Vec<String> {
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text().map(str::to_string))
        .collect()
}

#[test]
fn a_play_and_its_correction_are_arrows_on_the_board_of_the_roll() {
    // Lepeintre fig. 31: `play A-G` (false), then `correct F-H A-E`.
    let html = card("lepeintre-1818/part4/r60-fig31-ecole-seize");
    let section = frame(&html, 28);
    let doc = roxmltree::Document::parse(svg_of(section)).unwrap();
    assert_eq!(count(&doc, "g", "play"), 3, "one arrow per move");
    let dashed = doc
        .descendants()
        .filter(|n| n.has_tag_name("g") && n.attribute("class") == Some("play"))
        .filter(|g| {
            g.descendants()
                .any(|p| p.attribute("stroke-dasharray").is_some())
        })
        .count();
    assert_eq!(dashed, 1, "the false play put right is dashed");
    // the flèches the correction left and reached (F, H, A, E) are tinted
    let tinted = doc
        .descendants()
        .filter(|n| n.has_tag_name("polygon"))
        .filter(|n| matches!(n.attribute("fill"), Some("#cdd16a" | "#aaa23b")))
        .count();
    assert_eq!(tinted, 4);
    // the jans' means are drawn too, after (over) the play
    let order: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.attribute("class"))
        .filter(|c| *c == "play" || *c == "means")
        .collect();
    assert_eq!(order.last(), Some(&"means"), "{order:?}");
    assert!(
        section.contains("line 30: <code>play A-G</code>"),
        "{section}"
    );
}

#[test]
fn every_transcribed_move_is_drawn() {
    let mut moves = 0;
    for (id, report) in reports() {
        let html = card(id);
        for f in report.frames.iter().filter(|f| f.roll.is_some()) {
            let want: usize = f
                .game
                .plays
                .iter()
                .flat_map(|p| &p.moves)
                .filter(|m| m.len() >= 2 && matches!(m.first(), Some(Some(_))))
                .count();
            let doc = roxmltree::Document::parse(svg_of(frame(&html, f.line))).unwrap();
            assert_eq!(count(&doc, "g", "play"), want, "{id} line {}", f.line);
            moves += want;
        }
    }
    assert!(moves > 200, "{moves} moves drawn");
}

#[test]
fn the_marks_stand_beside_each_roll() {
    let html = card("lepeintre-1818/part4/r60-fig31-ecole-seize");
    let section = frame(&html, 28);
    let row = section.find("<div class=\"board-row\">").unwrap();
    let marks = &section[row..];
    let marks = &marks[marks
        .find("<aside class=\"marks\">")
        .expect("marks beside the board")..];
    // Black's école of 16: a trou en bredouille (counted double) and 4 points
    assert!(
        marks.contains("<tr><th title=\"on the jetons; 12 make a trou\">points</th><td>0</td><td>0 → <b>4</b></td></tr>"),
        "{marks}"
    );
    assert!(marks.contains("<td>0 → <b>2</b></td></tr>"), "{marks}");
    assert!(marks.contains("en bredouille"), "{marks}");
}

#[test]
fn a_chance_card_lists_the_throws_counted() {
    // Lepeintre 2e §III: 33 throws cover one demi-case by the 4, 5 and 6.
    let html = card("lepeintre-1818/part2/s3-quatre-cinq-six-33");
    let section = frame(&html, 25);
    let grid = &section[section
        .find("<table class=\"throws\">")
        .expect("the 36 throws")..];
    let grid = &grid[..grid.find("</table>").unwrap()];
    assert_eq!(grid.matches("<td class=\"counted\"").count(), 33);
    assert_eq!(grid.matches("<td class=\"not\"").count(), 3);
    assert!(
        section.contains("the engine counts <b>33</b> of 36"),
        "{section}"
    );
    assert!(section.contains("6-5 ×2") && section.contains("6-6 (sonnez)"));
    assert!(!section.contains(">1-1"), "bezet does not cover it");
}

#[test]
fn the_throws_kept_are_those_the_checks_counted() {
    let mut lists = 0;
    for (id, report) in reports() {
        for f in &report.frames {
            for c in &f.game.counted {
                let n: u32 = c.rolls.iter().copied().map(Roll::chances).sum();
                match report.advice.iter().find(|a| a.line == c.line) {
                    // an advice line counts on two boards: this one is its first or its second
                    Some(a) => assert!(
                        n == a.preferred || n == a.other,
                        "{id} line {}: {n} of {a:?}",
                        c.line
                    ),
                    None => {
                        let check = report.checks.iter().find(|k| k.line == c.line).unwrap();
                        assert_eq!(check.engine, n.to_string(), "{id} line {}", c.line);
                    }
                }
                lists += 1;
            }
        }
    }
    assert!(lists > 20, "{lists} chance counts");
}

#[test]
fn jans_without_a_move_are_marked_where_they_lie() {
    // mézéas: on White's coin, L (F12)
    let html = card("lepeintre-1818/part1/1-iii-fig7-mezeas");
    let doc = roxmltree::Document::parse(svg_of(frame(&html, 21))).unwrap();
    assert_eq!(count(&doc, "rect", "jan-mark"), 1);
    assert!(texts(&doc).contains(&"mézéas: White +4".to_string()));
    // six tables: one box over White's six flèches after his talon
    let html = card("lepeintre-1818/part1/1-i-fig1-six-tables");
    let doc = roxmltree::Document::parse(svg_of(frame(&html, 37))).unwrap();
    assert_eq!(count(&doc, "rect", "jan-mark"), 1);
    assert!(texts(&doc).contains(&"six tables: White +4".to_string()));
    assert_eq!(count(&doc, "g", "play"), 2);
    // impuissance: beside the dice
    let html = card("lepeintre-1818/part4/r63-fig27-ecole-impossible");
    let doc = roxmltree::Document::parse(svg_of(frame(&html, 27))).unwrap();
    let t = texts(&doc);
    assert!(t.contains(&"impuissance".to_string()), "{t:?}");
    assert!(t.contains(&"unplayable: 6, 6".to_string()), "{t:?}");
}

#[test]
fn show_svg_draws_the_roll_the_play_and_a_flipped_board() {
    let rules = Rules::default();
    let opening = "lepeintre white=A: white A15; black Y15";
    let o = cmd::SvgShow {
        roll: Some("6-5"),
        play: Some("A-G A-F"),
        side: Color::White,
        flip: true,
    };
    let out = cmd::show_svg(opening, &o, &rules);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stderr, "");
    let doc = roxmltree::Document::parse(out.stdout.trim()).unwrap();
    assert_eq!(count(&doc, "g", "play"), 2);
    // flipped: White's letters A..L along the top, Black's Y..M along the bottom
    let y_of = |label: &str| -> f64 {
        doc.descendants()
            .find(|n| n.has_tag_name("text") && n.text() == Some(label))
            .and_then(|n| n.attribute("y"))
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(y_of("A") < y_of("Y"), "A on top when flipped");
    let unflipped = cmd::show_svg(opening, &cmd::SvgShow { flip: false, ..o }, &rules);
    let doc2 = roxmltree::Document::parse(unflipped.stdout.trim()).unwrap();
    let y2 = |label: &str| -> f64 {
        doc2.descendants()
            .find(|n| n.has_tag_name("text") && n.text() == Some(label))
            .and_then(|n| n.attribute("y"))
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(y2("A") > y2("Y"), "A at the bottom by default");
    // the dice are drawn
    assert!(texts(&doc).contains(&"6-5".to_string()));

    // a roll alone draws the jans it makes: mézéas on the coin
    let mezeas = cmd::SvgShow {
        roll: Some("6-1"),
        play: None,
        side: Color::White,
        flip: false,
    };
    let out = cmd::show_svg(
        "lepeintre white=A: white A13 L2; black Y15",
        &mezeas,
        &rules,
    );
    let doc = roxmltree::Document::parse(out.stdout.trim()).unwrap();
    assert_eq!(count(&doc, "rect", "jan-mark"), 1);

    // a false play is refused, naming the rule it breaks (a picture of it would pass for a
    // lesson), and so is a bad one
    let false_coin = cmd::SvgShow {
        play: Some("A-L"),
        ..o
    };
    let out = cmd::show_svg(opening, &false_coin, &rules);
    assert_eq!((out.code, out.stdout.as_str()), (2, ""));
    assert!(
        out.stderr
            .starts_with("error: play: `A-L` is not a legal play of white's 6-5: ")
            && out.stderr.contains("(move.coin.enter-together)"),
        "{}",
        out.stderr
    );
    for (play, roll) in [
        (Some("A-Z"), Some("6-5")),
        (Some("B-H"), Some("6-5")),
        (Some("A"), Some("6-5")),
        (Some("A-G"), None),
        (None, Some("7-1")),
    ] {
        let bad = cmd::SvgShow { play, roll, ..o };
        let out = cmd::show_svg(opening, &bad, &rules);
        assert_eq!(out.code, 2, "{play:?} {roll:?}");
        assert!(out.stderr.starts_with("error: "), "{}", out.stderr);
    }
}

#[test]
fn the_binary_takes_roll_play_and_flip() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args([
            "show",
            "lepeintre white=A: white A15; black Y15",
            "--svg",
            "--roll",
            "6-5",
            "--play",
            "A-G A-F",
            "--flip",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let doc = roxmltree::Document::parse(text.trim()).unwrap();
    assert_eq!(count(&doc, "g", "play"), 2);
    // a play given on the command line has no line of a file to name
    assert!(
        text.contains("<title>the play of white&#39;s 6-5</title>"),
        "{text}"
    );
    assert!(!text.contains("(line 0)"), "{text}");
}

#[test]
fn matrix_notes_are_not_cut_at_an_abbreviation() {
    let html = fs::read_to_string(site().join("matrix.html")).unwrap();
    let notes: Vec<&str> = html
        .split("<div class=\"note\">")
        .skip(1)
        .filter_map(|s| s.split("</div>").next())
        .collect();
    assert!(notes.len() > 150);
    for n in notes {
        let last = n
            .trim_end_matches('…')
            .split_whitespace()
            .last()
            .unwrap_or("")
            .trim_start_matches('(')
            .to_lowercase();
        assert!(
            !["fig.", "figs.", "ch.", "r.", "p.", "§", "cf."].contains(&last.as_str()),
            "a note ends at an abbreviation: {n}"
        );
    }
    // the header row of the matrix stays on screen
    let html = fs::read_to_string(site().join("matrix.html")).unwrap();
    assert!(html.contains("<table class=\"matrix\"><thead>"));
    assert!(html.contains(".matrix thead th{position:sticky;top:0"));
}

/// The card of a game shows the analysis of its plays: beside each roll analysed its mark and
/// the points given up, at the end the thresholds and the figures per player (the same as
/// `tablier analyse` on the file). A scenario of one roll has none.
#[test]
fn a_games_card_shows_the_analysis_of_its_plays() {
    let html = card("lepeintre-1818/part1/1-ii-lesson-second-releve");
    // Black's 6-5 from X to Q and R: 15 plays, the best worth 2.50 more
    let f = frame(&html, 55);
    assert!(
        f.contains("<span class=\"mark very-bad\">very bad</span>, 2.50 point given up"),
        "{f}"
    );
    assert!(f.contains("15 legal plays; best <code>V-P U-P</code> +0.00, played <code>X-Q X-R</code> -2.50 (rank"), "{f}");
    // the first 6-5 of the relevé has one legal play
    assert!(frame(&html, 31).contains("<span class=\"mark forced\">forced</span>"));
    let s = &html[html
        .find("<section class=\"analysis\" id=\"analysis\">")
        .expect("the summary")..];
    assert!(
        s.contains("doubtful from 0.50, bad from 1.00, very bad from 2.00"),
        "{s}"
    );
    assert!(s.contains("<tr><th>White</th><td>6</td><td>1</td><td>5</td><td>0</td><td>1</td><td>0</td><td>1/5 (20 %)</td><td>1.39</td>"), "{s}");
    assert!(s.contains("<tr><th>Black</th><td>6</td><td>0</td><td>6</td><td>0</td><td>0</td><td>3</td><td>3/6 (50 %)</td><td>14.00</td>"), "{s}");
    assert!(s.contains("<tr><th>both</th><td>12</td><td>1</td><td>11</td><td>0</td><td>1</td><td>3</td><td>4/11 (36 %)</td><td>15.39</td>"), "{s}");
    let single = card("lepeintre-1818/part1/1-iv-fig9-six-four-38");
    assert!(!single.contains("class=\"analysis\""));
}

/// The section of a card for the advice or tournament verdict on `line`.
fn verdict_section(html: &str, line: usize) -> &str {
    let start = ["advice", "tournament"]
        .iter()
        .find_map(|k| html.find(&format!("<section class=\"frame {k}\" id=\"line-{line}\"")))
        .unwrap_or_else(|| panic!("no verdict section for line {line}"));
    let end = html[start..].find("</section>").unwrap() + start;
    &html[start..end]
}

#[test]
fn every_advice_verdict_has_its_card() {
    use tablier::conformance::scenario::report::AdviceFigures;
    let (mut compared, mut tournaments) = (0, 0);
    for (id, report) in reports() {
        if report.advice.is_empty() {
            continue;
        }
        let html = card(id);
        assert_eq!(report.advice.len(), report.advice_detail.len(), "{id}");
        let locator = &report.front.as_ref().unwrap().source.locator;
        for (a, d) in report.advice.iter().zip(&report.advice_detail) {
            assert_eq!(a.line, d.line, "{id}");
            let s = verdict_section(&html, a.line);
            let at = format!("{id} line {}", a.line);
            // the verdict is the conformance layer's, shown as its word
            let badge = match a.verdict {
                Some(v) => format!("<span class=\"badge {0}\">{0}</span>", v.name()),
                None => "no verdict</span>".to_string(),
            };
            assert!(s.contains(&badge), "{at}: {s}");
            assert!(s.contains(&esc(locator)), "{at}: the locator");
            match &d.figures {
                AdviceFigures::Tournament(t) => {
                    tournaments += 1;
                    assert!(!s.contains("<svg"), "{at}: a tournament has no board");
                    for tok in [&t.claim.a, &t.claim.b] {
                        assert!(s.contains(&format!("<code>{}</code>: ", tok.text)), "{at}");
                    }
                    assert!(s.contains(&format!("<dt>seed</dt><dd>{}</dd>", t.claim.seed)));
                    assert!(s.contains(&format!("<code>{}</code>", t.claim.form.text)));
                    assert!(!t.recorded.is_empty(), "{at}");
                    for r in &t.recorded {
                        let row = format!(
                            "<td>{}</td><td><b>{}</b></td><td>{}</td><td>{}</td>",
                            r.deals, r.mean, r.low, r.high
                        );
                        assert!(s.contains(&row), "{at}: {row} in {s}");
                    }
                    assert!(s.contains("both evaluators agree"), "{at}");
                    assert!(
                        s.contains(&format!("tablier check --advice scenarios/{id}.scn")),
                        "{at}"
                    );
                }
                AdviceFigures::Rollout { low, high, .. } => {
                    assert!(s.contains(&format!("[{low:+.3}, {high:+.3}]")), "{at}");
                }
                AdviceFigures::Points { depth1, depth2, .. } => {
                    for x in depth1.iter().chain(depth2) {
                        assert!(s.contains(&format!("<td>{x:+.3}</td>")), "{at}: {x}");
                    }
                }
                AdviceFigures::Chances { .. } => {
                    for n in [a.preferred, a.other] {
                        assert!(s.contains(&format!("<td>{n}</td></tr>")), "{at}: {n}");
                    }
                }
                AdviceFigures::None => {}
            }
            if let Some(p) = &d.plays {
                compared += 1;
                // both plays drawn on the board of the roll, each named in the legend
                let legend = &s[s.find("<p class=\"legend\">").expect("a legend")..];
                let doc = roxmltree::Document::parse(svg_of(s)).unwrap();
                let mut want = 0;
                for (text, drawn) in &p.plays {
                    assert!(
                        legend.contains(&format!("<code>{}</code>", esc(text))),
                        "{at}"
                    );
                    want += drawn
                        .moves
                        .iter()
                        .filter(|m| m.len() >= 2 && matches!(m.first(), Some(Some(_))))
                        .count();
                }
                assert_eq!(count(&doc, "g", "play"), want, "{at}");
            }
        }
        if report.frames.is_empty() && report.bg_frames.is_empty() {
            // a tournament: no board legend that would not apply
            assert!(!html.contains("the play transcribed"), "{id}");
            assert!(!html.contains("<svg"), "{id}");
        }
    }
    assert!(compared >= 70, "{compared} play comparisons");
    assert!(tournaments >= 5, "{tournaments} tournaments");
}

#[test]
fn the_readings_link_each_verdicts_card() {
    let readings: Vec<String> = fs::read_dir(site().join("reading"))
        .unwrap()
        .map(|e| fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    let mut linked = 0;
    for (id, report) in reports() {
        let Some(first) = report.advice.first() else {
            continue;
        };
        let bare = format!("href=\"../scenario/{id}.html\"");
        let at = format!("href=\"../scenario/{id}.html#line-{}\"", first.line);
        for page in &readings {
            assert!(!page.contains(&bare), "{id}: linked past its verdict");
        }
        if readings.iter().any(|p| p.contains(&at)) {
            linked += 1;
            // the anchor is the verdict's section
            let html = card(id);
            verdict_section(&html, first.line);
        }
    }
    assert!(
        linked >= 50,
        "{linked} verdict cards linked from the readings"
    );
}

/// `s` escaped as the site escapes it.
fn esc(s: &str) -> String {
    tablier::corpus::render::esc(s).to_string()
}

/// Every `<svg>…</svg>` of a page.
fn svgs(html: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(a) = rest.find("<svg") {
        let b = rest[a..].find("</svg>").expect("a closed board") + a + 6;
        out.push(&rest[a..b]);
        rest = &rest[b..];
    }
    out
}

#[test]
fn the_index_speaks_of_both_games_one_row_per_work() {
    let html = fs::read_to_string(site().join("index.html")).unwrap();
    let title = &html[html.find("<title>").unwrap()..html.find("</title>").unwrap()];
    let h1 = &html[html.find("<h1>").unwrap()..html.find("</h1>").unwrap()];
    for t in [title, h1] {
        assert!(t.contains("trictrac") && t.contains("backgammon"), "{t}");
    }
    // one row per work, each linking its reading and the list of its scenarios
    let cards = fs::read_to_string(site().join("cards.html")).unwrap();
    let works: std::collections::BTreeSet<String> = reports()
        .values()
        .map(tablier::conformance::scenario::Report::work)
        .collect();
    assert!(works.len() >= 10);
    for w in &works {
        let row = html
            .find(&format!("<tr id=\"work-{w}\">"))
            .map(|i| &html[i..i + html[i..].find("</tr>").unwrap()])
            .unwrap_or_else(|| panic!("no row for {w}"));
        assert!(
            row.contains(&format!("href=\"cards.html#work-{w}\"")),
            "{row}"
        );
        assert!(row.contains(&format!("href=\"reading/{w}.html\"")), "{row}");
        assert!(cards.contains(&format!("id=\"work-{w}\"")), "{w}");
    }
    assert!(html.contains("backgammon</td>") && html.contains("trictrac</td>"));
    // short: no row per rule; the rule pages linked from it, the matrix a page of its own
    assert!(!html.contains("class=\"matrix\""));
    // (one row per work: the tables family of issue 37 brings one work per game)
    assert!(
        html.matches("<tr").count() < 60,
        "{} rows",
        html.matches("<tr").count()
    );
    let matrix = fs::read_to_string(site().join("matrix.html")).unwrap();
    for e in tablier::engine::catalogue::RULES {
        assert!(
            html.contains(&format!("href=\"rule/{}.html\"", e.id)),
            "{}",
            e.id
        );
        assert!(
            matrix.contains(&format!("<tr id=\"rule-{}\">", e.id)),
            "{}",
            e.id
        );
    }
    assert!(html.contains("href=\"matrix.html\""));
}

#[test]
fn a_cube_card_draws_the_position_as_it_stands_at_its_statement() {
    // the cube in the middle at 1 (drawn 64) where the file says `cube 1`, before the take
    let html = card("modern-backgammon/cube-double-take");
    let boards = svgs(&html);
    assert_eq!(boards.len(), 1);
    let doc = roxmltree::Document::parse(boards[0]).unwrap();
    let cube = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("cube"))
        .expect("the cube drawn");
    let face: String = cube
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(face, "64", "the cube before the double and the take");
    let title = doc
        .descendants()
        .find(|n| n.has_tag_name("title"))
        .and_then(|n| n.text())
        .unwrap();
    // gnubg's Match ID of a centred cube at 1, White on roll
    assert!(title.contains("Match ID MAE"), "{title}");
}

#[test]
fn a_backgammon_arrow_starts_at_a_checker_left_visible() {
    let mut arrows = 0;
    for (id, report) in reports() {
        if report.bg_frames.iter().all(|f| f.play.is_none()) {
            continue;
        }
        let html = card(id);
        for svg in svgs(&html) {
            let doc = roxmltree::Document::parse(svg).unwrap();
            let nodes: Vec<roxmltree::Node> = doc.descendants().collect();
            let num =
                |n: &roxmltree::Node, a: &str| n.attribute(a).unwrap().parse::<f64>().unwrap();
            // the checkers: circles of the checkers' radius, with no class
            let last_checker = nodes
                .iter()
                .rposition(|n| {
                    n.has_tag_name("circle")
                        && n.attribute("r") == Some("13")
                        && n.attribute("class").is_none()
                })
                .unwrap_or(0);
            for (i, line) in nodes.iter().enumerate() {
                if !(line.has_tag_name("line") && line.attribute("marker-end").is_some()) {
                    continue;
                }
                arrows += 1;
                let (x1, y1) = (num(line, "x1"), num(line, "y1"));
                assert!(i < last_checker, "{id}: an arrow drawn over the checkers");
                // a ring, drawn over the checkers, round a checker where the arrow starts
                let ring = nodes.iter().enumerate().find(|(_, n)| {
                    n.attribute("class") == Some("move-from")
                        && (num(n, "cx") - x1).abs() < 0.5
                        && (num(n, "cy") - y1).abs() < 0.5
                });
                let Some((j, _)) = ring else {
                    panic!("{id}: no ring where an arrow starts ({x1}, {y1})");
                };
                assert!(j > last_checker, "{id}: the ring under the checkers");
                // (or where a move before it landed, its dashed ring drawn there)
                let on_checker = nodes.iter().any(|n| {
                    n.has_tag_name("circle")
                        && matches!(n.attribute("class"), None | Some("move-to"))
                        && (num(n, "cx") - x1).abs() < 0.5
                        && (num(n, "cy") - y1).abs() < 0.5
                });
                assert!(
                    on_checker,
                    "{id}: the arrow at ({x1}, {y1}) starts at no checker"
                );
            }
        }
    }
    assert!(arrows >= 20, "{arrows} arrows");
}

#[test]
fn an_advice_card_labels_its_boards_in_the_numbering_of_its_text() {
    // Guiton's numbering: T his talon, 1..11 his flèches, o-prefixed his opponent's
    let html = card("guiton-1822/advice/ch09-bare-petit-jan");
    assert!(
        html.contains("<code>T-3 T-2</code>"),
        "the text's own numbering"
    );
    let boards = svgs(&html);
    assert!(boards.len() >= 3);
    for svg in boards {
        let doc = roxmltree::Document::parse(svg).unwrap();
        let t = texts(&doc);
        for want in ["T", "5", "11", "oT", "o10"] {
            assert!(t.iter().any(|x| x == want), "no label {want}: {t:?}");
        }
        for letter in ["A", "G", "L", "Y"] {
            assert!(!t.iter().any(|x| x == letter), "a letter {letter}: {t:?}");
        }
    }
    // a board in Lepeintre's letters keeps them
    let html = card("modern/bredouille");
    let doc = roxmltree::Document::parse(svgs(&html)[0]).unwrap();
    assert!(texts(&doc).iter().any(|x| x == "A"));
}
