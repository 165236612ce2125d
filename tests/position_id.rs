//! The position ID (`tablier show` prints it; every position argument accepts it) is lossless:
//! every position of every shipped scenario, with either side to play, and random setups read
//! back to the same checkers and side.

use std::path::PathBuf;

use proptest::prelude::*;
use tablier::conformance::check;
use tablier::conformance::profile::resolve_profile;
use tablier::engine::trictrac::notation::id;
use tablier::engine::{
    trictrac::{parse_position, Setup},
    Color,
};
use tablier::input::files;

fn round_trip(s: &Setup) -> Result<(), String> {
    let text = id::encode(s);
    let back = parse_position(&text).map_err(|e| format!("{text}: {e}"))?;
    if &back != s {
        return Err(format!("{text}: {back:?} is not {s:?}"));
    }
    Ok(())
}

#[test]
fn every_position_of_every_shipped_scenario_round_trips() {
    let files = files::discover(&[PathBuf::from("scenarios")]).unwrap();
    let mut positions = 0;
    for f in &files {
        let report = check::run_file(f, &resolve_profile, None);
        for frame in &report.frames {
            for turn in [Color::White, Color::Black] {
                let mut s = frame.setup.clone();
                s.turn = turn;
                round_trip(&s).unwrap_or_else(|e| panic!("{}:{}: {e}", f.display(), frame.line));
                // a legal position's ID has the short length
                if s.clone().validate().is_ok() {
                    assert_eq!(id::encode(&s).len(), id::LEN, "{}", f.display());
                }
                positions += 1;
            }
        }
    }
    // every scenario shows at least one position
    assert!(
        positions >= 2 * files.len(),
        "{positions} for {} files",
        files.len()
    );
}

#[test]
fn show_prints_the_id_and_the_commands_read_it() {
    let pos = "lepeintre white=A: white A13 L2; black Y13 N2; to-play black";
    let out = tablier::cli::show(pos);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let line = out.stdout.lines().last().unwrap();
    let text = line.strip_prefix("position ID: ").unwrap();
    assert_eq!(text.len(), id::LEN);
    let setup = parse_position(text).unwrap();
    assert_eq!(setup.turn, Color::Black);
    assert_eq!(setup, parse_position(pos).unwrap());
    // the diagram of the ID is the diagram of the position
    assert_eq!(tablier::cli::show(text).stdout, out.stdout);
    assert_eq!(tablier::cli::stated_turn(text), Color::Black);
}

prop_compose! {
    /// A legal-looking position: at most 15 checkers a side, never both colours on a flèche.
    fn setup()(cells in prop::collection::vec((0u8..3, 1u8..6), 24),
               black_to_play: bool) -> Setup {
        let mut s = Setup::empty();
        let (mut w, mut b) = (0u8, 0u8);
        for (i, (who, n)) in cells.into_iter().enumerate() {
            match who {
                1 if w + n <= 15 => { s.white[i] = n; w += n; }
                2 if b + n <= 15 => { s.black[i] = n; b += n; }
                _ => {}
            }
        }
        s.turn = if black_to_play { Color::Black } else { Color::White };
        s
    }
}

proptest! {
    #[test]
    fn random_positions_round_trip(s in setup()) {
        let text = id::encode(&s);
        prop_assert_eq!(text.len(), id::LEN);
        prop_assert_eq!(parse_position(&text), Ok(s));
    }

    #[test]
    fn any_setup_round_trips(white in prop::array::uniform24(any::<u8>()),
                             black in prop::array::uniform24(any::<u8>()),
                             black_to_play: bool) {
        let s = Setup {
            white,
            black,
            turn: if black_to_play { Color::Black } else { Color::White },
        };
        prop_assert!(round_trip(&s).is_ok(), "{:?}", round_trip(&s));
    }

    #[test]
    fn any_text_of_the_alphabet_is_read_or_refused_without_panic(text in "[A-Za-z0-9+/]{14,40}") {
        if let Ok(s) = id::decode(&text) {
            // what reads is what it prints back
            prop_assert_eq!(id::encode(&s), text);
        }
    }
}
