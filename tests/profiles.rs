//! The rule profiles: the shipped ones load and say what their sources say; bad profiles are
//! rejected with a diagnostic at the right place.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use tablier::conformance::profile::Profiles;
use tablier::engine::trictrac::{
    ClosedJans, Counting, ExitMethod, GameTrous, Mezeas, Rules, SixTables,
};
use tablier::input::diag::Diagnostic;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

fn shipped() -> Profiles {
    match Profiles::load(&corpus()) {
        Ok(p) => p,
        Err(diags) => {
            let lines: Vec<String> = diags.iter().map(ToString::to_string).collect();
            panic!("shipped profiles fail to load:\n{}", lines.join("\n"));
        }
    }
}

/// A fresh corpus directory with the given files (relative path, contents).
fn corpus_with(files: &[(&str, &str)]) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "profiles-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = fs::remove_dir_all(&dir);
    for (rel, text) in files {
        let path = dir.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    dir
}

fn errors(files: &[(&str, &str)]) -> Vec<Diagnostic> {
    let dir = corpus_with(files);
    match Profiles::load(&dir) {
        Ok(p) => panic!(
            "expected errors, loaded {:?}",
            p.names().collect::<Vec<_>>()
        ),
        Err(d) => d,
    }
}

/// A root profile that settles every option of the table, one per line: `six-tables` listed
/// unknown, a few set away from their defaults, the rest at their defaults.
fn root() -> String {
    let mut s = String::from(
        "name: base\nwork: base\ntitle: A base reading\ninherits: null\nsecond-hand: false\n\
         unknown: [six-tables]\nrules:\n",
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
}

/// The 1-based line of the `nth` (0-based) line of `text` that starts with `start` after its
/// indentation.
fn line_of(text: &str, start: &str, nth: usize) -> usize {
    text.lines()
        .enumerate()
        .filter(|(_, l)| l.trim_start().starts_with(start))
        .nth(nth)
        .map(|(i, _)| i + 1)
        .unwrap_or_else(|| panic!("no line {start:?} in {text}"))
}

fn child(name: &str, inherits: &str, rest: &str) -> String {
    format!("name: {name}\nwork: base\ntitle: t\ninherits: {inherits}\nsecond-hand: true\n{rest}")
}

#[test]
fn every_shipped_profile_loads() {
    let p = shipped();
    let names: Vec<&str> = p.names().collect();
    for expected in [
        "charpentier-1715",
        "charpentier-1715-toc",
        "charpentier-1715-toc-double",
        "guiton-1822",
        "jollyvet-1634",
        "lepeintre-1818",
        "lepeintre-1818-bonne-compagnie",
        "lepeintre-1818-innovations",
        "modern",
        "soumille-1738",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    for profile in p.iter() {
        assert!(profile.path.starts_with(corpus().join(&profile.work)));
        assert!(!profile.title.is_empty());
    }
}

#[test]
fn lepeintre_is_the_default_reading() {
    let p = shipped();
    let l = p.get("lepeintre-1818").unwrap();
    assert_eq!(l.rules, Rules::default());
    assert!(!l.second_hand);
    assert_eq!(
        l.unknown,
        [
            "coin-natural-preferred",
            "surcases-par-puissance",
            "margot-by-ways",
            "sortie-swaps-colours"
        ]
    );
    let bc = p.get("lepeintre-1818-bonne-compagnie").unwrap();
    // good company differs in what a false move after marking costs (r.60), in when an
    // over-marked jeton becomes an école (r.42), in marks left unchallenged (r.48–51), in the
    // two jetons (r.66–67) and in a false move let stand (r.69)
    let relaxed = Rules {
        ecole_fausse_case: tablier::engine::trictrac::EcoleFausseCase::Corrected,
        ecole_timing: tablier::engine::trictrac::EcoleTiming::Company,
        ecole_deux_jetons: tablier::engine::trictrac::EcoleDeuxJetons::Company,
        accepted_non_play: false,
        unchallenged_marks: tablier::engine::trictrac::UnchallengedMarks::Corrected,
        erasing_ecole: false,
        touched_played: false,
        ..l.rules.clone()
    };
    assert_eq!(bc.rules, relaxed);
    assert_eq!(bc.unknown, l.unknown, "a child keeps its parent's unknowns");
    assert_eq!(bc.inherits.as_deref(), Some("lepeintre-1818"));
}

#[test]
fn second_hand_works_are_flagged() {
    let p = shipped();
    for name in [
        "jollyvet-1634",
        "charpentier-1715",
        "soumille-1738",
        "modern",
    ] {
        assert!(p.get(name).unwrap().second_hand, "{name}");
    }
    // read from their own text
    for name in ["lepeintre-1818", "guiton-1822"] {
        assert!(!p.get(name).unwrap().second_hand, "{name}");
    }
}

#[test]
fn modern_differs_from_lepeintre_where_the_sources_do() {
    let p = shipped();
    let l = &p.get("lepeintre-1818").unwrap().rules;
    let m = &p.get("modern").unwrap().rules;
    // The catalogue's `jan` section: Guiton and the modern rules want the ace on the next roll.
    assert_eq!(l.mezeas, Mezeas::CoinHeld);
    assert_eq!(m.mezeas, Mezeas::NextRoll);
    // Lepeintre 4e §IV: abandoned; the catalogue's `jan` section has it listed again in the modern
    // tariff.
    assert!(!l.pile_de_misere);
    assert!(m.pile_de_misere);
    // Where they agree.
    assert_eq!(l.exit_method, ExitMethod::Parisian);
    assert_eq!(m.exit_method, l.exit_method);
    assert!(m.coin_natural_preferred && !m.surcases_par_puissance);
    assert!(!m.fill_two_plays_two_means && !m.rencontre && !m.margot);
    // Natural taking preferred is settled for the modern rules, not for Lepeintre.
    let modern = p.get("modern").unwrap();
    assert!(!modern.unknown.iter().any(|u| u == "coin-natural-preferred"));
    assert!(p
        .get("lepeintre-1818")
        .unwrap()
        .unknown
        .iter()
        .any(|u| u == "coin-natural-preferred"));
}

#[test]
fn old_works_and_guiton() {
    let p = shipped();
    let c = p.get("charpentier-1715").unwrap();
    assert_eq!(c.rules.exit_method, ExitMethod::Provincial);
    assert!(!c.rules.rencontre && !c.rules.margot);
    let g = p.get("guiton-1822").unwrap();
    assert_eq!(g.rules.mezeas, Mezeas::NextRoll);
    assert_eq!(g.rules.exit_method, ExitMethod::Parisian);
    let j = p.get("jollyvet-1634").unwrap();
    // The verses say nothing of the way of bearing off: unknown, Charpentier's value.
    assert!(j.unknown.iter().any(|u| u == "exit-method"));
    assert_eq!(j.rules.exit_method, ExitMethod::Provincial);
    // The verses decide the three abandoned jans (Centuries 4-5, 32, 36): no rencontre,
    // Margot only by agreement, the pile de misère still scored.
    for opt in ["rencontre", "margot", "pile-de-misere"] {
        assert!(
            !j.unknown.iter().any(|u| u == opt),
            "jollyvet: {opt} is decided by the verses"
        );
    }
    assert!(!j.rules.rencontre && !j.rules.margot && j.rules.pile_de_misere);
    let i = p.get("lepeintre-1818-innovations").unwrap();
    assert!(i.rules.fill_two_plays_two_means && i.rules.pile_de_misere);
}

#[test]
fn the_toc_is_charpentiers_game_counted_in_trous() {
    let p = shipped();
    let c = &p.get("charpentier-1715").unwrap().rules;
    assert_eq!(
        (c.counting, c.game_trous),
        (Counting::Points, GameTrous::TWELVE)
    );
    // « Systèmes de décompte alternatifs », Toc: the same rules of play, trous instead of
    // points, at the first trou; the double only where it was agreed
    let toc = p.get("charpentier-1715-toc").unwrap();
    assert_eq!(toc.inherits.as_deref(), Some("charpentier-1715"));
    assert!(toc.second_hand);
    let expected = Rules {
        counting: Counting::Toc,
        game_trous: GameTrous::ONE,
        ..c.clone()
    };
    assert_eq!(toc.rules, expected);
    let double = p.get("charpentier-1715-toc-double").unwrap();
    assert_eq!(
        double.rules,
        Rules {
            counting: Counting::TocDouble,
            ..expected
        }
    );
    // every other reading counts points, to twelve trous
    for profile in p
        .iter()
        .filter(|p| !p.name.starts_with("charpentier-1715-toc"))
    {
        assert_eq!(profile.rules.counting, Counting::Points, "{}", profile.name);
        assert_eq!(
            profile.rules.game_trous,
            GameTrous::TWELVE,
            "{}",
            profile.name
        );
    }
}

#[test]
fn every_option_is_set_or_unknown_in_every_root_profile() {
    // Root profiles are checked by the loader; this makes sure the check has teeth.
    let p = shipped();
    for profile in p.iter().filter(|p| p.inherits.is_none()) {
        let text = fs::read_to_string(&profile.path).unwrap();
        for opt in profile.game.options().iter().map(|o| o.key.to_string()) {
            let set = text
                .lines()
                .any(|l| l.trim_start().starts_with(&format!("{opt}:")));
            let unknown = profile.unknown.contains(&opt);
            assert!(
                set ^ unknown,
                "{}: {opt} set={set} unknown={unknown}",
                profile.name
            );
        }
    }
}

#[test]
fn inheritance_overrides_the_parent() {
    let dir = corpus_with(&[
        ("base/profile.yaml", &root()),
        (
            "base/profiles/base-child.yaml",
            &child(
                "base-child",
                "base",
                "unknown: [closed-jans]\nrules:\n  exit-method: parisian\n  six-tables: third-roll-only\n",
            ),
        ),
        (
            "base/profiles/base-grandchild.yaml",
            &child("base-grandchild", "base-child", "rules:\n  margot: true\n"),
        ),
    ]);
    let p = Profiles::load(&dir).unwrap_or_else(|d| panic!("{d:?}"));
    let base = p.get("base").unwrap();
    assert_eq!(base.rules.exit_method, ExitMethod::Provincial);
    assert_eq!(base.rules.six_tables, SixTables::WithinThreeRolls);
    assert_eq!(base.unknown, ["six-tables"]);
    let c = p.get("base-child").unwrap();
    assert_eq!(c.rules.exit_method, ExitMethod::Parisian);
    assert_eq!(c.rules.six_tables, SixTables::ThirdRollOnly);
    assert_eq!(c.rules.closed_jans, ClosedJans::TwelveCount, "inherited");
    assert!(c.rules.rencontre, "inherited");
    // six-tables is settled by the child, closed-jans becomes unknown.
    assert_eq!(c.unknown, ["closed-jans"]);
    let g = p.get("base-grandchild").unwrap();
    assert!(g.rules.margot);
    assert_eq!(g.rules.six_tables, SixTables::ThirdRollOnly);
    assert_eq!(g.rules.mezeas, Mezeas::NextRoll);
    assert_eq!(
        p.names().collect::<Vec<_>>(),
        ["base", "base-child", "base-grandchild"]
    );
}

#[test]
fn unknown_option_is_an_error_at_its_line_and_column() {
    let d = errors(&[(
        "base/profile.yaml",
        "name: base\nwork: base\ntitle: Réglé\ninherits: null\nsecond-hand: false\nrules:\n  exit-method: parisian\n  six-tabels: third-roll-only\n",
    )]);
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!((d[0].line, d[0].col), (8, 3), "{}", d[0]);
    assert!(d[0].message.contains("six-tabels"), "{}", d[0]);
    assert!(d[0].path.ends_with("base/profile.yaml"));
    assert!(!d[0].message.contains("at line"), "{}", d[0]);
}

#[test]
fn bad_value_is_an_error_at_its_place() {
    let text = root().replace("mezeas: next-roll", "mezeas: sometimes");
    let d = errors(&[("base/profile.yaml", &text)]);
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].line, line_of(&text, "mezeas:", 0), "{}", d[0]);
    assert!(d[0].message.contains("sometimes"), "{}", d[0]);
}

#[test]
fn unknown_top_level_key_is_an_error() {
    let d = errors(&[("base/profile.yaml", &format!("{}colour: white\n", root()))]);
    assert_eq!(d.len(), 1, "{d:?}");
    // the line just after the root profile
    assert_eq!(
        (d[0].line, d[0].col),
        (root().lines().count() + 1, 1),
        "{}",
        d[0]
    );
}

#[test]
fn bad_unknown_entries_point_at_the_entry() {
    let text = root().replace(
        "unknown: [six-tables]",
        "unknown:\n  - six-tables\n  - sixtables\n  - six-tables\n  - margot",
    );
    let d = errors(&[("base/profile.yaml", &text)]);
    let at: Vec<(usize, usize)> = d.iter().map(|d| (d.line, d.col)).collect();
    // Not an option (line 8); listed twice (line 9); both unknown and set (line 10).
    assert_eq!(at, [(8, 5), (9, 5), (10, 5)], "{d:?}");
    assert!(d[0].message.contains("not a rule option"));
    assert!(d[1].message.contains("twice"));
    assert!(d[2].message.contains("also set"));
}

#[test]
fn a_root_must_account_for_every_option() {
    let d = errors(&[(
        "base/profile.yaml",
        &root().replace("  margot: false\n", ""),
    )]);
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].line, 7, "{}", d[0]);
    // the one option missing, with its values, and no other
    assert!(
        d[0].message.ends_with("missing: margot (false or true)"),
        "{}",
        d[0]
    );
}

#[test]
fn inheritance_cycle_is_an_error() {
    let d = errors(&[
        ("base/profile.yaml", &root()),
        ("base/profiles/a.yaml", &child("a", "b", "")),
        ("base/profiles/b.yaml", &child("b", "a", "")),
        ("base/profiles/c.yaml", &child("c", "a", "")),
        ("base/profiles/d.yaml", &child("d", "d", "")),
    ]);
    assert_eq!(d.len(), 3, "{d:?}");
    for diag in &d {
        assert!(diag.message.contains("cycle"), "{diag}");
        assert_eq!((diag.line, diag.col), (4, 11), "{diag}");
    }
    assert!(d[0].message.contains("a -> b -> a"), "{}", d[0]);
    assert!(d[1].message.contains("b -> a -> b"), "{}", d[1]);
    assert!(d[2].path.ends_with("d.yaml"));
}

#[test]
fn missing_parent_is_an_error() {
    let d = errors(&[
        ("base/profile.yaml", &root()),
        ("base/profiles/orphan.yaml", &child("orphan", "nobody", "")),
        (
            "base/profiles/grandorphan.yaml",
            &child("grandorphan", "orphan", ""),
        ),
    ]);
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].path.ends_with("orphan.yaml") && d[0].message.contains("`nobody`"));
    assert_eq!((d[0].line, d[0].col), (4, 11));
}

#[test]
fn duplicate_keys_are_errors() {
    // A duplicate option under `rules`.
    let text = root().replace("  margot: false\n", "  margot: false\n  margot: true\n");
    let d = errors(&[("base/profile.yaml", &text)]);
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].message.contains("duplicate"), "{}", d[0]);
    assert_eq!(
        (d[0].line, d[0].col),
        (line_of(&text, "margot:", 1), 3),
        "{}",
        d[0]
    );
    // A duplicate top-level key.
    let d = errors(&[("base/profile.yaml", &format!("{}title: Again\n", root()))]);
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].message.contains("duplicate"), "{}", d[0]);
    // the line just after the root profile
    assert_eq!(
        (d[0].line, d[0].col),
        (root().lines().count() + 1, 1),
        "{}",
        d[0]
    );
    // serde_yaml 0.9 itself rejects duplicate keys of a plain mapping.
    let e = serde_yaml::from_str::<serde_yaml::Mapping>("a: 1\na: 2\n").unwrap_err();
    assert!(e.to_string().contains("duplicate"), "{e}");
}

#[test]
fn names_must_match_their_paths() {
    let d = errors(&[
        (
            "base/profile.yaml",
            &root().replace("name: base", "name: other"),
        ),
        ("elsewhere/profiles/x.yaml", &child("x", "base", "")),
    ]);
    assert_eq!(d.len(), 2, "{d:?}");
    assert_eq!((d[0].line, d[0].col), (1, 7), "{}", d[0]);
    assert_eq!((d[1].line, d[1].col), (2, 7), "{}", d[1]);
    assert!(d[1].message.contains("elsewhere"), "{}", d[1]);
}

#[test]
fn duplicate_profile_names_are_errors() {
    let d = errors(&[
        ("base/profile.yaml", &root()),
        (
            "other/profiles/base.yaml",
            &root().replace("work: base", "work: other"),
        ),
    ]);
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].message.contains("already defined"), "{}", d[0]);
}

#[test]
fn junk_never_panics() {
    let junk = [
        "",
        "---\n",
        "- a\n- b\n",
        "name: [\n",
        "name: x\nwork: y\n---\nname: z\n",
        "a: &a [*a]\n",
        "rules: !tag {}\n",
        "\u{0}\u{1}\u{ff}",
        "name: base\nwork: base\ntitle: t\nsecond-hand: maybe\n",
        "name: base\nwork: base\ntitle: t\nsecond-hand: false\nrules: [1, 2]\n",
        "name: base\nwork: base\ntitle: t\nsecond-hand: false\nunknown: {a: 1}\n",
        "name: base\nwork: base\ntitle: t\nsecond-hand: false\ninherits: [x]\n",
        "name: base\nwork: base\ntitle: t\nsecond-hand: false\nrules:\n  <<: {margot: true}\n",
        "{name: base, work: base, title: t, second-hand: false, unknown: [nope]}\n",
    ];
    for text in junk {
        let d = errors(&[("base/profile.yaml", text)]);
        assert!(!d.is_empty());
        for diag in d {
            assert!(diag.line >= 1 && diag.col >= 1);
        }
    }
    // Invalid UTF-8 and a missing corpus directory.
    let dir = corpus_with(&[]);
    fs::create_dir_all(dir.join("base")).unwrap();
    fs::write(dir.join("base/profile.yaml"), [0xff, 0xfe, b'\n']).unwrap();
    assert!(Profiles::load(&dir).is_err());
    assert!(Profiles::load(&dir.join("does-not-exist")).is_err());
}

#[test]
fn an_empty_corpus_has_no_profiles() {
    let dir = corpus_with(&[("notes/readme.md", "nothing")]);
    let p = Profiles::load(&dir).unwrap();
    assert!(p.is_empty());
    assert_eq!(p.len(), 0);
    assert!(p.get("lepeintre-1818").is_none());
}

#[cfg(unix)]
#[test]
fn a_link_loop_a_dangling_link_or_a_pipe_among_profiles_is_reported_where_it_is() {
    use std::os::unix::fs::symlink;
    let dir = corpus_with(&[("base/profile.yaml", &root())]);
    let extra = dir.join("base/profiles");
    fs::create_dir_all(&extra).unwrap();
    symlink("loop.yaml", extra.join("loop.yaml")).unwrap();
    symlink("nothing-here.yaml", extra.join("gone.yaml")).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(extra.join("pipe.yaml"))
        .status()
        .unwrap();
    assert!(made.success());
    fs::create_dir_all(dir.join("other")).unwrap();
    symlink("nowhere.yaml", dir.join("other/profile.yaml")).unwrap();
    let start = std::time::Instant::now();
    let diags = match Profiles::load(&dir) {
        Ok(p) => panic!("loaded {:?}", p.names().collect::<Vec<_>>()),
        Err(d) => d,
    };
    assert!(start.elapsed().as_secs() < 30, "blocked on the pipe?");
    for (file, what) in [
        ("base/profiles/loop.yaml", "symbolic link loop"),
        ("base/profiles/gone.yaml", "symbolic link to nothing"),
        ("base/profiles/pipe.yaml", "named pipe"),
        ("other/profile.yaml", "symbolic link to nothing"),
    ] {
        assert!(
            diags
                .iter()
                .any(|d| d.path.ends_with(file) && d.message.contains(what)),
            "{file}: {diags:#?}"
        );
    }
}

#[test]
fn a_tab_or_an_indent_too_many_in_a_profile_gets_a_help_line() {
    for (text, help) in [
        ("name: base\n\twork: base\n", "use spaces, not tabs"),
        (
            "name: base\n  work: base\n",
            "this key is indented under the previous one",
        ),
    ] {
        let diags = errors(&[("base/profile.yaml", text)]);
        assert!(
            diags
                .iter()
                .any(|d| d.line == 2 && d.help.as_deref().is_some_and(|h| h.starts_with(help))),
            "{text:?}: {diags:#?}"
        );
    }
}

#[test]
fn a_control_character_in_a_profile_is_named_at_its_place() {
    let diags = errors(&[("base/profile.yaml", "name: base\nwork: ba\u{1b}se\n")]);
    assert!(
        diags
            .iter()
            .any(|d| (d.line, d.col) == (2, 9) && d.message.contains("U+001B ESC")),
        "{diags:#?}"
    );
}

/// Issue 37: parallel movement never hits; a profile that sets it with `hitting: true` is an
/// error at its `hitting` line, naming the rule, in a parent's child too.
#[test]
fn parallel_movement_with_hitting_is_an_error_at_the_key() {
    let nardy = fs::read_to_string(corpus().join("long-nardy/profile.yaml")).unwrap();
    let text = nardy
        .replace("name: long-nardy", "name: base")
        .replace("work: long-nardy", "work: base")
        .replace("  hitting: false", "  hitting: true");
    let d = errors(&[("base/profile.yaml", &text)]);
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].line, line_of(&text, "hitting:", 0), "{}", d[0]);
    assert!(d[0].message.contains("nardy.parallel"), "{}", d[0]);
    assert!(d[0].message.contains("hitting: false"), "{}", d[0]);
    // the shipped long-nardy profile, as it is, loads
    let ok = nardy
        .replace("name: long-nardy", "name: base")
        .replace("work: long-nardy", "work: base");
    assert!(Profiles::load(&corpus_with(&[("base/profile.yaml", &ok)])).is_ok());
}
