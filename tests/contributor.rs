//! The contributor's path of CONTRIBUTING.md, walked with the built binary in a copy of the
//! repository's corpus and scenarios (`--root`): `tablier new`, fill in, `check` (invalid,
//! then a FAIL, then confirmed), `lint` naming the reading and the link to add, the link added,
//! `lint` and `check` clean, `report --html --only` drawing the card. Also: the warning for a
//! roll another scenario already states, `new`'s errors, and the progress bar drawn on a
//! terminal only. And CONTRIBUTING's steps walked exactly as the file writes them, its
//! commands read from it, the figures step and the snapshot step included, until the checks
//! of `cargo test` that a new scenario touches pass with no second failure.

mod common_figures;
mod common_files;
mod contributor_walk;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh root holding a copy of the repository's `corpus/` and `scenarios/`.
fn root_copy(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("tablier-contrib-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    for sub in ["corpus", "scenarios"] {
        common_files::copy_dir(Path::new(sub), &root.join(sub));
    }
    root
}

/// `tablier --root ROOT ARGS`, run from ROOT.
fn tablier(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .arg("--root")
        .arg(root)
        .args(args)
        .current_dir(root)
        .env_remove("TABLIER_ROOT")
        .output()
        .expect("the binary runs")
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const ID: &str = "modern/contributor-path";

/// The body a contributor writes: a petit jan filled three ways by 3-2 (from C, from D, and
/// by the sum from A), `points` the total he expects.
fn filled(skeleton: &str, points: u32) -> String {
    let front_end = skeleton[4..].find("\n---\n").unwrap() + 4 + 5;
    let front = skeleton[..front_end]
        .replace(
            "\"TODO: what the example shows, in your own words\"",
            "A petit jan filled three ways by one throw.",
        )
        .replace(
            "\"TODO: part / § / rule number, as precise as the text allows\"",
            "seed article, the petit jan",
        )
        .replace(
            "\"TODO: the later author and his locator, through whom the example is known\"",
            "\"French Wikipedia article Trictrac, the jans\"",
        )
        .replace("rules: []", "rules: [jan.fill.petit]");
    assert!(!front.contains("TODO"), "{front}");
    format!(
        "{front}notation lepeintre white=A\nwhite A3 B3 C3 D3 E2 F\nblack Y15\n\nroll white 3-2\n  \
         expect points white {points} black 0\n"
    )
}

#[test]
fn the_contributing_path_ends_checked_and_cited() {
    let root = root_copy("path");
    let file = root.join(format!("scenarios/{ID}.scn"));

    // write
    let o = tablier(&root, &["new", ID]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(
        out(&o).contains(&format!("wrote {}", file.display())),
        "{}",
        out(&o)
    );
    assert!(out(&o).contains("corpus/modern/reading.md"), "{}", out(&o));
    let skeleton = fs::read_to_string(&file).unwrap();
    for line in [
        "id: modern/contributor-path\n",
        "  work: modern\n",
        "  edition: \"2013\"\n",
        "profile: modern\n",
        "flags: [single-roll, second-hand]",
    ] {
        assert!(skeleton.contains(line), "{line:?} in\n{skeleton}");
    }
    // never over a file
    let o = tablier(&root, &["new", ID]);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("already exists"), "{}", err(&o));
    assert_eq!(fs::read_to_string(&file).unwrap(), skeleton);

    // run: the skeleton names no rule yet, so it is invalid, with the place to fix
    let path = file.to_string_lossy().into_owned();
    let o = tablier(&root, &["check", &path]);
    assert_eq!(o.status.code(), Some(2), "{}", out(&o));
    assert!(
        out(&o).contains("expected at least one rule ID"),
        "{}",
        out(&o)
    );

    // filled in with a wrong total: a FAIL at the expectation's line, exit 1
    let text = filled(&skeleton, 10);
    fs::write(&file, &text).unwrap();
    let line = text
        .lines()
        .position(|l| l.contains("expect points"))
        .unwrap()
        + 1;
    let o = tablier(&root, &["check", &path]);
    assert_eq!(o.status.code(), Some(1), "{}{}", out(&o), err(&o));
    assert!(out(&o).contains("FAIL"), "{}", out(&o));
    assert!(out(&o).contains(&format!(":{line}")), "{}", out(&o));

    // the total the example gives: confirmed
    fs::write(&file, filled(&skeleton, 12)).unwrap();
    let o = tablier(&root, &["check", &path]);
    assert_eq!(o.status.code(), Some(0), "{}{}", out(&o), err(&o));
    assert!(
        out(&o).contains("modern                         1          0"),
        "{}",
        out(&o)
    );
    assert!(!err(&o).contains("warning"), "{}", err(&o));

    // cite it: the lint names the reading and the link, and a claim naming its rule
    let o = tablier(&root, &["lint"]);
    assert_eq!(o.status.code(), Some(2), "{}", out(&o));
    let msg = err(&o);
    let link = format!("[a few words](scenario:{ID})");
    assert!(
        msg.contains(&format!("add `{link}` to the claim it tests in ")),
        "{msg}"
    );
    assert!(msg.ends_with("\n1 error\n"), "{msg}");
    let reading = msg.split(" to the claim it tests in ").nth(1).unwrap();
    let reading = PathBuf::from(reading.split(" (").next().unwrap());
    assert_eq!(reading, root.join("corpus/modern/reading.md"));
    let anchor = msg.split("(the claims naming its rules: #").nth(1).unwrap();
    let anchor: String = anchor
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '-')
        .collect();
    let mut md = fs::read_to_string(&reading).unwrap();
    let start = md
        .find(&format!("<a id=\"{anchor}\"></a>"))
        .unwrap_or_else(|| panic!("#{anchor} in {}", reading.display()));
    let end = start + md[start..].find("\n\n").unwrap();
    md.insert_str(end, &format!(" ([filled three ways](scenario:{ID}))"));
    fs::write(&reading, md).unwrap();
    let o = tablier(&root, &["lint"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = tablier(&root, &["check"]);
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));

    // see it: the card and what it links, nothing else
    let site = root.join("site");
    let o = tablier(
        &root,
        &["report", "--html", &site.to_string_lossy(), "--only", ID],
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).starts_with(&format!("{ID}: confirmed")),
        "{}",
        out(&o)
    );
    let card = fs::read_to_string(site.join(format!("scenario/{ID}.html"))).unwrap();
    assert!(
        card.contains("reading/modern.html#"),
        "the card links its claim"
    );
    assert!(site.join(format!("scenario/{ID}.scn")).is_file());
    assert!(site.join("reading/modern.html").is_file());
    assert!(site.join("index.html").is_file());
    assert!(!site.join("reading/lepeintre-1818.html").exists());
    assert!(!site.join("scenario/modern/bredouille.html").exists());
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn the_shipped_scenarios_state_no_roll_twice() {
    // every pair the whole run would warn of is either merged or an intended `restates`
    let o = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .arg("check")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
    assert!(!err(&o).contains("warning:"), "{}", err(&o));
}

#[test]
fn a_roll_stated_by_another_scenario_is_a_warning() {
    let root = root_copy("dup");
    let text = fs::read_to_string("scenarios/modern/bredouille.scn")
        .unwrap()
        .replace("id: modern/bredouille", "id: modern/bredouille-again");
    let copy = root.join("scenarios/modern/bredouille-again.scn");
    fs::write(&copy, &text).unwrap();
    let rolls = text.lines().filter(|l| l.starts_with("roll ")).count();

    // checked alone, it is compared with the other scenarios: each roll named, no failure
    let o = tablier(&root, &["check", &copy.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
    let warnings: Vec<&str> = err(&o)
        .lines()
        .filter(|l| l.starts_with("warning: "))
        .map(|l| l.to_owned().leak() as &str)
        .collect();
    assert_eq!(warnings.len(), rolls, "{}", err(&o));
    let first = text.lines().position(|l| l.starts_with("roll ")).unwrap() + 1;
    assert!(
        warnings[0].contains(&format!("bredouille-again.scn:{first}: the same position"))
            && warnings[0].contains(&format!("scenarios/modern/bredouille.scn:{first} ")),
        "{}",
        warnings[0]
    );

    // a folder run counts them in one line; --json lists them
    let o = tablier(&root, &["check", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        err(&o).contains("rolls state the same position, roll, play and marks"),
        "{}",
        err(&o)
    );
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    let again = v["duplicates"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| {
            // the copy sorts first: the original is then the one warned of
            let named = |k: &str| d[k].as_str().unwrap().ends_with("/bredouille.scn");
            let again = |k: &str| d[k].as_str().unwrap().ends_with("bredouille-again.scn");
            (named("path") && again("first_path")) || (again("path") && named("first_path"))
        })
        .count();
    assert_eq!(again, rolls);

    // the same position and roll with one more claim (how many plays the throw has) states
    // something more: another example, not a repeat
    let more = text.replacen(
        "roll white 3-2\n",
        "roll white 3-2\n  expect unplayable none\n",
        1,
    );
    fs::write(&copy, more).unwrap();
    let o = tablier(&root, &["check", &copy.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
    assert!(
        !err(&o).contains(&format!("bredouille-again.scn:{first}: ")),
        "{}",
        err(&o)
    );
    let n = err(&o)
        .lines()
        .filter(|l| l.contains("/bredouille.scn:"))
        .count();
    assert_eq!(n, rolls - 1, "{}", err(&o));

    // the same roll after another state line (the marks' bredouille stated again) is
    // another example too
    let state = text.replacen(
        "roll white 3-2\n",
        "roll-number white 1\nroll white 3-2\n",
        1,
    );
    fs::write(&copy, state).unwrap();
    let o = tablier(&root, &["check", &copy.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
    assert!(
        !err(&o).contains(&format!("bredouille-again.scn:{first}: ")),
        "{}",
        err(&o)
    );

    // a copy that says it restates the other on purpose is not warned of
    let said = text.replacen(
        "flags: [single-roll, second-hand]\n",
        "flags: [single-roll, second-hand]\nrestates: [modern/bredouille]\n",
        1,
    );
    assert_ne!(said, text);
    fs::write(&copy, said).unwrap();
    let o = tablier(&root, &["check", &copy.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
    assert!(!err(&o).contains("warning:"), "{}", err(&o));

    // the same position and roll with another play is another example
    let other = text.replacen("roll white 3-2\n", "roll white 3-2\n  play C-F D-F\n", 1);
    fs::write(&copy, other).unwrap();
    let o = tablier(&root, &["check", &copy.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(0), "{}", out(&o));
    let n = err(&o)
        .lines()
        .filter(|l| l.contains("/bredouille.scn:"))
        .count();
    assert_eq!(n, rolls - 1, "{}", err(&o));
    assert!(
        !err(&o).contains(&format!("bredouille-again.scn:{first}: ")),
        "{}",
        err(&o)
    );
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn new_refuses_an_unknown_work_a_bad_id_and_the_embedded_copy() {
    let root = root_copy("new-errors");
    let o = tablier(&root, &["new", "modrn/x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("unknown work `modrn`: expected one of ")
            && err(&o).contains("did you mean `modern`?"),
        "{}",
        err(&o)
    );
    let o = tablier(&root, &["new", "just-a-name"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("expected WORK/ID"), "{}", err(&o));
    let o = tablier(&root, &["new", "modern/../x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!root.join("scenarios/x.scn").exists());

    // outside any working copy there is nowhere to write
    let outside = std::env::temp_dir().join(format!("tablier-contrib-out-{}", std::process::id()));
    fs::create_dir_all(&outside).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(["new", "modern/x"])
        .current_dir(&outside)
        .env_remove("TABLIER_ROOT")
        .env("XDG_CACHE_HOME", outside.join("cache"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", out(&o));
    assert!(err(&o).contains("no working copy here"), "{}", err(&o));
    let _ = fs::remove_dir_all(&outside);

    // report --only names an unknown scenario, with the nearest
    let o = tablier(
        &root,
        &[
            "report",
            "--html",
            &root.join("site").to_string_lossy(),
            "--only",
            "modern/bredouile",
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("did you mean `modern/bredouille`?"),
        "{}",
        err(&o)
    );
    let _ = fs::remove_dir_all(&root);
}

/// Runs `tablier ARGS` under a pseudo-terminal (util-linux's `script`), stderr included in
/// what it prints; `None` where `script` is not installed.
fn on_terminal(args: &str) -> Option<String> {
    let cmd = format!("{} {args}", env!("CARGO_BIN_EXE_tablier"));
    let o = Command::new("script")
        .args(["-qec", &cmd, "/dev/null"])
        .output()
        .ok()?;
    o.status.success().then(|| out(&o))
}

#[test]
fn selfplay_draws_a_bar_on_a_terminal_only() {
    // piped: statistics on stdout, one line of speed on stderr, no bar
    let o = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(["selfplay", "--games", "3000"])
        .output()
        .unwrap();
    assert!(o.status.success());
    assert_eq!(err(&o).lines().count(), 1, "{}", err(&o));
    assert!(!err(&o).contains('\r'));

    // on a terminal, a run of more than a second draws its bar
    let Some(tty) = on_terminal("selfplay --games 8000") else {
        eprintln!("no `script` here to run under a terminal: the bar is not checked");
        return;
    };
    let secs: f64 = tty
        .split(" games in ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .and_then(|s| s.parse().ok())
        .expect("the speed line");
    if secs > 1.5 {
        assert!(tty.contains("/8,000 games"), "{tty}");
    }
}
