//! The invariants the fuzz targets check, shared with the regression test
//! (`tests/reliability_fuzz.rs` includes this file), so a minimized input found by the fuzzer
//! is replayed through exactly the same checks by `cargo test`.
//!
//! Every check panics when an invariant breaks: that is how libFuzzer records a finding.

#![allow(dead_code)]

use std::fs;
use std::path::Path;

use tablier::conformance::profile::Profiles;
use tablier::conformance::scenario::ast::{Expect, RuleTok, Stmt, Tok};
use tablier::engine::trictrac::notation::canonical;
use tablier::engine::{
    trictrac::{
        judge, legal_plays, parse_position, score, Context, Fleche, Notation, Position, Rules,
        Setup,
    },
    Color, Roll,
};
use tablier::input::diag::Diagnostic;

/// Every notation, for the print → parse round trips.
pub const NOTATIONS: [Notation; 8] = [
    Notation::Canonical,
    Notation::Fleche,
    Notation::Lepeintre {
        a_side: Color::White,
    },
    Notation::Lepeintre {
        a_side: Color::Black,
    },
    Notation::Bn,
    Notation::Side,
    Notation::Soumille {
        a_side: Color::White,
    },
    Notation::Soumille {
        a_side: Color::Black,
    },
];

/// The rules a setup breaks, written from the catalogue's `board` and `move` sections in White's
/// frame without the engine's helpers: empty when it is a legal position. The engine's validation
/// must agree (and, when several are broken, name one of them).
pub fn oracle(s: &Setup) -> Vec<&'static str> {
    let mut broken = Vec::new();
    let total = |c: &[u8; 24]| c.iter().map(|&n| u32::from(n)).sum::<u32>();
    if total(&s.white) > 15 || total(&s.black) > 15 {
        broken.push("board.fleches");
    }
    if (0..24).any(|i| s.white[i] > 0 && s.black[i] > 0) {
        broken.push("move.no-opponent");
    }
    // White's coin is F12 (index 11), Black's F13 (index 12).
    if s.white[11] == 1 || s.black[12] == 1 {
        broken.push("move.coin.enter-together");
    }
    if s.white[12] > 0 || s.black[11] > 0 {
        broken.push("move.coin.never-opponent");
    }
    // White's jan de retour is F19..F24, Black's F1..F6.
    if (total(&s.white) < 15 && s.white[..18].iter().any(|&n| n > 0))
        || (total(&s.black) < 15 && s.black[6..].iter().any(|&n| n > 0))
    {
        broken.push("move.sortie.all-home");
    }
    // the relevé ends when the first bears off his last: never both off
    if total(&s.white) == 0 && total(&s.black) == 0 {
        broken.push("jan.sortie");
    }
    broken
}

/// A whole position on one line in notation `n`, as [`parse_position`] reads it.
#[must_use]
pub fn print(n: Notation, s: &Setup) -> String {
    format!(
        "{n}: white {}; black {}; to-play {}",
        n.format_checkers(Color::White, s),
        n.format_checkers(Color::Black, s),
        s.turn
    )
}

/// The checks on a validated position: its mirror is legal too, and for a few rolls every
/// legal play keeps fifteen checkers a side, leaves a legal position, touches no opponent
/// checker and is accepted by `judge`; every scored jan is worth an even, positive number of
/// points.
pub fn check_position(pos: &Position, rolls: &[Roll]) {
    let m = pos.mirror();
    assert!(
        m.setup().clone().validate().is_ok(),
        "the mirror of a legal position is not legal: {:?}",
        m.setup()
    );
    assert_eq!(&m.mirror(), pos, "mirroring twice is not the identity");
    let rules = Rules::default();
    let me = pos.turn();
    for &roll in rolls {
        let plays = legal_plays(pos, roll, &rules);
        assert!(!plays.plays.is_empty(), "no play at all for {roll}");
        let mplays = legal_plays(&m, roll, &rules);
        assert_eq!(
            plays.plays.len(),
            mplays.plays.len(),
            "mirror symmetry: {roll} has a different number of plays in the mirror"
        );
        for p in &plays.plays {
            let next = p.position();
            assert!(
                next.setup().clone().validate().is_ok(),
                "a legal play leaves an illegal position: {:?}",
                next.setup()
            );
            for c in Color::ALL {
                let n = next.setup().on_board(c) + u32::from(next.borne_off(c));
                assert_eq!(n, 15, "{c} has {n} checkers after a play");
            }
            let opp = me.opposite();
            assert_eq!(
                next.setup().counts(opp),
                pos.setup().counts(opp),
                "a play moved the opponent's checkers"
            );
            assert_eq!(
                judge(&pos.sided(me), roll, p.result(), &rules),
                Ok(()),
                "judge refuses a generated play of {roll}"
            );
        }
        let s = score(pos, me, roll, &Context::default(), &rules);
        for j in &s.jans {
            assert!(
                j.points > 0 && j.points % 2 == 0,
                "a jan worth {} points: {j:?}",
                j.points
            );
        }
    }
}

/// The notation target: `parse_position` never panics; its errors point inside the text; what
/// it parses prints back and parses to the same setup in every notation; validation agrees
/// with [`oracle`]; a validated position passes [`check_position`].
pub fn check_notation(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let setup = match parse_position(text) {
        Ok(s) => s,
        Err(e) => {
            assert!(
                e.offset <= text.len() && text.is_char_boundary(e.offset),
                "error offset {} not on a character of {text:?}",
                e.offset
            );
            assert!(e.len >= 1, "empty error span");
            assert!(!e.expected.is_empty(), "an error that expects nothing");
            let shown = e.to_string();
            assert!(shown.starts_with("expected "), "{shown}");
            assert!(!shown.contains('\n'), "a multi-line error: {shown:?}");
            return;
        }
    };
    // more than fifteen checkers of a colour (an ID can encode 45 on one flèche) is no
    // position of the game: the notations need not print it, and validation refuses it, as the
    // command line does
    let over = [Color::White, Color::Black]
        .iter()
        .any(|&c| setup.counts(c).iter().map(|&n| u32::from(n)).sum::<u32>() > 15);
    if over {
        let verdict = setup.clone().validate();
        assert!(
            verdict.is_err(),
            "more than 15 checkers of a colour validated: {setup:?}"
        );
        return;
    }
    for n in NOTATIONS {
        let printed = print(n, &setup);
        match parse_position(&printed) {
            Ok(again) => assert_eq!(again, setup, "{n} round trip through {printed:?}"),
            Err(e) => panic!("{n} cannot read back its own {printed:?}: {e}"),
        }
    }
    let mixed =
        Fleche::all().any(|f| setup.get(Color::White, f) > 0 && setup.get(Color::Black, f) > 0);
    if !mixed {
        let counts = canonical::format(&setup);
        let again = parse_position(&format!("canonical: {counts}; to-play {}", setup.turn))
            .unwrap_or_else(|e| panic!("the canonical form {counts:?} does not read back: {e}"));
        assert_eq!(again, setup, "canonical round trip through {counts:?}");
    }
    let verdict = setup.clone().validate();
    let broken = oracle(&setup);
    match &verdict {
        Ok(_) => assert!(
            broken.is_empty(),
            "validated although it breaks {broken:?}: {setup:?}"
        ),
        Err(e) => assert!(
            broken.contains(&e.rule().as_str()),
            "refused ({e}) but the rules say {broken:?}: {setup:?}"
        ),
    }
    // a side with no checker on the board has borne off its last: the relevé is over and
    // nobody plays on from that board (bearing off the other side's last too would leave the
    // board empty, which no game reaches)
    let over = Color::ALL.iter().any(|&c| setup.on_board(c) == 0);
    if let (Ok(pos), false) = (verdict, over) {
        // a few rolls chosen by the input, so the fuzzer can steer them
        let h = data
            .iter()
            .fold(0u32, |h, &b| h.wrapping_mul(31).wrapping_add(u32::from(b)));
        let rolls: Vec<Roll> = (0..3)
            .filter_map(|i| {
                let k = (h >> (i * 6)) as u8;
                Roll::new(k % 6 + 1, (k / 6) % 6 + 1)
            })
            .collect();
        check_position(&pos, &rolls);
    }
}

/// The checks on a diagnostic about `text`: it names `path`, its line and column are in the
/// text, its message is one non-empty line, and its one-line form is `path:line:col: message`.
pub fn check_diagnostic(d: &Diagnostic, path: &Path, text: &str) {
    assert_eq!(d.path, path, "a diagnostic names another file: {d}");
    let lines: Vec<&str> = text.split('\n').collect();
    assert!(
        d.line >= 1 && d.line <= lines.len(),
        "line {} outside a text of {} lines: {d}",
        d.line,
        lines.len()
    );
    let width = lines[d.line - 1].chars().count();
    assert!(
        d.col >= 1 && d.col <= width + 1,
        "column {} outside line {} ({width} characters): {d}",
        d.col,
        d.line
    );
    assert!(!d.message.trim().is_empty(), "an empty message: {d}");
    assert!(!d.message.contains('\n'), "a multi-line message: {d:?}");
    let one_line = d.to_string();
    let prefix = format!("{}:{}:{}: ", path.display(), d.line, d.col);
    assert!(one_line.starts_with(&prefix), "{one_line}");
}

fn check_rule(r: &RuleTok, text: &str) {
    let id = r.id.as_str();
    assert_eq!(
        text.get(r.offset..r.offset + id.len()),
        Some(id),
        "a rule ID's offset {} does not point at {id}",
        r.offset
    );
}

fn check_tok(t: &Tok, text: &str) {
    assert_eq!(
        text.get(t.offset..t.offset + t.text.len()),
        Some(t.text.as_str()),
        "a token's offset {} does not point at {:?}",
        t.offset,
        t.text
    );
}

/// The scenario target: the parser never panics; a syntax error is a well-formed diagnostic;
/// every statement and token of a parsed file points at its own text; a parsed file run under
/// its profile (or the default rules) never panics, and an error it reports is a well-formed
/// diagnostic too; the report renders.
pub fn check_scenario(data: &[u8], resolve: &dyn Fn(&str) -> Option<Rules>) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let path = Path::new("fuzz.scn");
    let file = match tablier::conformance::scenario::parse(path, text) {
        Ok(f) => f,
        Err(d) => {
            check_diagnostic(&d, path, text);
            return;
        }
    };
    let mut last = None;
    for line in &file.lines {
        assert!(line.offset < text.len(), "a statement past the end");
        assert!(last < Some(line.offset), "statements out of order");
        last = Some(line.offset);
        match &line.stmt {
            Stmt::Notation(t) | Stmt::Position(t) | Stmt::Checkers { tokens: t, .. } => {
                check_tok(t, text);
            }
            Stmt::Play(moves) => moves.iter().flatten().for_each(|t| check_tok(t, text)),
            Stmt::Expect(Expect::Jan { rule, at, .. } | Expect::ChancesJan { rule, at, .. }) => {
                check_rule(rule, text);
                if let Some(a) = at {
                    check_tok(a, text);
                }
            }
            Stmt::Expect(Expect::Legal { rule: Some(r), .. }) => check_rule(r, text),
            Stmt::Advice(a) => {
                let moves = a.prefer.iter().chain(&a.over).flatten();
                moves.for_each(|t| check_tok(t, text));
                if let Expect::ChancesJan { rule, at, .. } = &a.event {
                    check_rule(rule, text);
                    if let Some(t) = at {
                        check_tok(t, text);
                    }
                }
            }
            _ => {}
        }
    }
    let rules = resolve(&file.front.profile).unwrap_or_default();
    let report = tablier::conformance::scenario::run(path, text, &file, &rules);
    if let Some(d) = &report.error {
        check_diagnostic(d, path, text);
    }
    let lines = text.split('\n').count();
    for c in &report.checks {
        assert!(c.line >= 1 && c.line <= lines, "a check on line {}", c.line);
    }
    let _ = report.status();
    let _ = report.render();
}

/// A root profile that settles every option of [`Rules::OPTIONS`] (`six-tables` listed
/// unknown, a few set away from their defaults), written beside the fuzzed one so that
/// `inherits: base` resolves. Built from the table, so a new option needs nothing here.
pub fn base_profile() -> &'static str {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEXT.get_or_init(|| {
        let mut s = String::from(
            "name: base\nwork: base\ntitle: A base reading\ninherits: null\n\
             second-hand: false\nunknown: [six-tables]\nrules:\n",
        );
        for o in Rules::OPTIONS.iter().filter(|o| o.key != "six-tables") {
            let value = match o.key {
                "exit-method" => "provincial",
                "closed-jans" => "twelve-count",
                "coin-natural-preferred" => "false",
                "mezeas" => "next-roll",
                "rencontre" => "true",
                _ => o.default,
            };
            s.push_str(&format!("  {}: {value}\n", o.key));
        }
        s
    })
}

/// The profile target: the input is written as `fuzz/profile.yaml` of a fresh corpus under
/// `dir` (after a line `%%%`, the rest goes to `fuzz/profiles/fuzz-extra.yaml`), beside a valid
/// `base` profile. Loading never panics; every diagnostic is well formed and points into the
/// file it names; a loaded `fuzz` profile has a title, names its work, and loading twice gives
/// the same result.
pub fn check_profile(data: &[u8], dir: &Path) {
    let (main, extra) = match data.windows(5).position(|w| w == b"\n%%%\n") {
        Some(i) => (&data[..i + 1], Some(&data[i + 5..])),
        None => (data, None),
    };
    // The folders are made once and the files rewritten (creating and removing folders on
    // every run costs more than the loading itself).
    let work = dir.join("fuzz");
    let base = dir.join("base/profile.yaml");
    if fs::read(&base).ok().as_deref() != Some(base_profile().as_bytes()) {
        let _ = fs::remove_dir_all(dir);
        fs::create_dir_all(work.join("profiles")).expect("a temp corpus");
        fs::create_dir_all(dir.join("base")).expect("a temp corpus");
        fs::write(&base, base_profile()).expect("write");
        // the fuzzed files inherit from it: it must load on its own
        if let Err(d) = Profiles::load(dir) {
            panic!("the base profile does not load: {d:?}");
        }
    }
    fs::write(work.join("profile.yaml"), main).expect("write");
    let extra_path = work.join("profiles/fuzz-extra.yaml");
    match extra {
        Some(extra) => fs::write(&extra_path, extra).expect("write"),
        None => {
            let _ = fs::remove_file(&extra_path);
        }
    }
    let first = Profiles::load(dir);
    match &first {
        Ok(profiles) => {
            assert!(
                profiles.get("base").is_some(),
                "the base profile went missing"
            );
            for p in profiles.iter() {
                assert!(!p.name.is_empty());
                assert!(p.path.starts_with(dir.join(&p.work)), "{p:?}");
            }
        }
        Err(diags) => {
            assert!(!diags.is_empty(), "an error without a diagnostic");
            for d in diags {
                match fs::read(&d.path) {
                    Ok(bytes) => {
                        let text = String::from_utf8_lossy(&bytes);
                        check_diagnostic(d, &d.path, &text);
                    }
                    Err(_) => {
                        assert!(d.path.starts_with(dir), "a diagnostic about {d}");
                        assert!(!d.message.contains('\n'), "{d:?}");
                    }
                }
            }
        }
    }
    assert_eq!(Profiles::load(dir), first, "loading twice differs");
}

/// The corpus target: the Markdown reader of the readings (`corpus::claims::read`) never
/// panics on any text; every claim, link and anchor it reports points at its own text (a
/// claim's range is a block of the text, a link starts with `[` or `<`, an anchor offset is
/// its id); and the lint of the document gives well-formed diagnostics.
pub fn check_reading(data: &[u8], index: &tablier::corpus::ScenarioIndex) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let doc = tablier::corpus::read(text);
    for c in &doc.claims {
        assert!(
            c.range.start <= c.range.end && text.get(c.range.clone()).is_some(),
            "a claim range {:?} outside the text",
            c.range
        );
        for l in c.rules.iter().chain(&c.scenarios) {
            assert!(
                text.get(l.offset..)
                    .is_some_and(|r| r.starts_with('[') || r.starts_with('<')),
                "a link offset {} that is not a link: {:?}",
                l.offset,
                text.get(l.offset..)
                    .map(|r| r.chars().take(20).collect::<String>())
            );
            assert!(c.range.contains(&l.offset), "a link outside its claim");
        }
        let _ = c.key(text);
    }
    for a in &doc.anchors {
        let rest = text
            .get(a.offset..)
            .unwrap_or_else(|| panic!("anchor `{}` at {} outside the text", a.id, a.offset));
        // an id value broken over lines is read without the line break and the container
        // prefix after it: then only its first character can be compared
        // the value runs to the quote that opened it (the other kind may occur inside)
        let quote = text[..a.offset]
            .chars()
            .next_back()
            .filter(|q| matches!(q, '"' | '\''));
        let value = match quote {
            Some(q) => rest.split(q).next().unwrap_or(""),
            None => rest.split(['"', '\'', ' ', '>']).next().unwrap_or(""),
        };
        let ok = if value.contains(['\n', '\r']) {
            a.id.chars().next() == rest.chars().next()
        } else {
            rest.starts_with(&a.id)
        };
        assert!(ok, "anchor `{}` is not at its offset {}", a.id, a.offset);
    }
    let path = Path::new("fuzz.md");
    for d in tablier::corpus::lint::lint_document(path, text, &doc, index) {
        check_diagnostic(&d, path, text);
    }
}
