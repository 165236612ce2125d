//! Round trips and robustness of every notation through the common [`Notation`] API.

use super::*;

const ALL: [Notation; 8] = [
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

/// A few positions: the opening, a mid-game one, and pseudo-random arrangements (a colour may
/// share a flèche with the other: the notations do not judge).
fn setups() -> Vec<Setup> {
    let mut out = vec![Setup::opening(), Setup::empty()];
    let mut mid = Setup::empty();
    for (i, n) in [(0, 5), (3, 2), (4, 2), (6, 2), (11, 2), (12, 2)] {
        mid.white[i] = n;
    }
    for (i, n) in [(23, 7), (21, 2), (18, 2), (16, 1), (12, 0), (13, 3)] {
        mid.black[i] = n;
    }
    out.push(mid);
    let mut seed: u32 = 0x2545_f491;
    for _ in 0..40 {
        let mut s = Setup::empty();
        for color in Color::ALL {
            for _ in 0..8 {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let i = (seed >> 16) as usize % 24;
                let n = ((seed >> 8) % 15) as u8 + 1;
                s.counts_mut(color)[i] = n;
            }
        }
        out.push(s);
    }
    out
}

#[test]
fn checkers_round_trip() {
    for n in ALL {
        for setup in setups() {
            let mut parsed = Setup::empty();
            for color in Color::ALL {
                let text = n.format_checkers(color, &setup);
                n.parse_checkers(color, &text, &mut parsed)
                    .unwrap_or_else(|e| panic!("{n}: {color} {text:?}: {e}"));
                let mut again = Setup::empty();
                n.parse_checkers(color, &text, &mut again).unwrap();
                assert_eq!(n.format_checkers(color, &again), text, "{n}");
            }
            assert_eq!(parsed, setup, "{n}");
        }
    }
}

#[test]
fn squares_round_trip() {
    for n in ALL {
        for color in Color::ALL {
            let mut labels = std::collections::HashSet::new();
            for f in Fleche::all() {
                let token = n.format_square(color, f);
                assert_eq!(
                    n.parse_square(color, &token),
                    Ok(Some(f)),
                    "{n} {color} {token}"
                );
                assert!(labels.insert(token), "{n}: two flèches share a label");
            }
            assert_eq!(n.parse_square(color, "off"), Ok(None));
        }
    }
}

#[test]
fn positions_round_trip_through_one_liners() {
    for n in ALL {
        for setup in setups() {
            let line = format!(
                "{n}: white {}; black {}; to-play black",
                n.format_checkers(Color::White, &setup),
                n.format_checkers(Color::Black, &setup)
            );
            let parsed = parse_position(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(
                parsed,
                Setup {
                    turn: Color::Black,
                    ..setup
                },
                "{line}"
            );
        }
    }
}

/// Every string of up to three characters from an alphabet of troublemakers, through every
/// parser: errors are fine, panics are not, and error spans lie on the text's char boundaries.
#[test]
fn short_junk_never_panics() {
    let alphabet = [
        'A', 'W', 'o', 'T', 'x', 'F', 'N', '&', '0', '1', '9', '-', ',', ' ', ':', ';', 'é', '☃',
        '𝄞',
    ];
    let mut level = vec![String::new()];
    let mut inputs = level.clone();
    for _ in 0..3 {
        level = level
            .iter()
            .flat_map(|s| alphabet.iter().map(move |c| format!("{s}{c}")))
            .collect();
        inputs.extend(level.iter().cloned());
    }
    let check = |text: &str, e: &NotationError| {
        assert!(
            e.offset <= text.len() && text.is_char_boundary(e.offset),
            "{text:?}: {e:?}"
        );
        assert!(e.len >= 1, "{text:?}: {e:?}");
    };
    for text in &inputs {
        for n in ALL {
            for color in Color::ALL {
                let mut s = Setup::empty();
                if let Err(e) = n.parse_checkers(color, text, &mut s) {
                    check(text, &e);
                }
                if let Err(e) = n.parse_square(color, text) {
                    check(text, &e);
                }
            }
            if let Err(e) = parse_position(&format!("{n}:{text}")) {
                assert!(e.offset <= n.to_string().len() + 1 + text.len(), "{e:?}");
            }
        }
        if let Err(e) = Notation::from_header(text) {
            check(text, &e);
        }
        if let Err(e) = parse_position(text) {
            check(text, &e);
        }
        if let Err(e) = canonical::parse(text) {
            check(text, &e);
        }
    }
}

#[test]
fn huge_counts_are_errors() {
    for n in ALL {
        let token = n.format_square(Color::White, Fleche::WHITE_TALON);
        let sep = match n {
            Notation::Lepeintre { .. } | Notation::Soumille { .. } => "",
            _ => "x",
        };
        for count in ["0", "16", "255", "256", "99999999999999999999999999"] {
            let text = format!("{token}{sep}{count}");
            let mut s = Setup::empty();
            let e = n.parse_checkers(Color::White, &text, &mut s).unwrap_err();
            assert_eq!(
                (e.offset, e.found.as_str()),
                (token.len() + sep.len(), count),
                "{n}"
            );
            assert_eq!(e.expected, "a count between 1 and 15");
        }
    }
}

#[test]
fn positions_round_trip_through_parse_position() {
    for n in ALL {
        for setup in setups() {
            let mixed = Fleche::all()
                .any(|f| setup.get(Color::White, f) > 0 && setup.get(Color::Black, f) > 0);
            if n == Notation::Canonical && mixed {
                continue; // the 24 counts cannot write both colours on one flèche
            }
            let text = n.format_position(&setup);
            assert_eq!(position_notation(&text), Some(n), "{text}");
            let back = parse_position(&text).unwrap_or_else(|e| panic!("{n}: {text:?}: {e}"));
            assert_eq!(
                (back.white, back.black),
                (setup.white, setup.black),
                "{text}"
            );
        }
    }
    let lepeintre = Notation::Lepeintre {
        a_side: Color::White,
    };
    assert_eq!(
        lepeintre.format_position(&Setup::opening()),
        "lepeintre white=A: white A15; black Y15"
    );
    assert_eq!(
        lepeintre.format_position(&Setup::empty()),
        "lepeintre white=A: "
    );
    assert_eq!(position_notation("opening"), Some(Notation::Canonical));
    assert_eq!(position_notation("nonsense: white A"), None);
}

#[test]
fn moves_are_written_as_plays_are() {
    use crate::engine::trictrac::{Dest, Move};
    let f = |n| Fleche::new(n).unwrap();
    let m = Move {
        from: f(1),
        to: Dest::Fleche(f(7)),
        die: 6,
    };
    let lepeintre = Notation::Lepeintre {
        a_side: Color::White,
    };
    assert_eq!(lepeintre.format_move(Color::White, &m), "A-G");
    assert_eq!(Notation::Canonical.format_move(Color::White, &m), "1-7");
    assert_eq!(Notation::Fleche.format_move(Color::White, &m), "F1-F7");
    let off = Move {
        from: f(3),
        to: Dest::Off,
        die: 3,
    };
    assert_eq!(Notation::Bn.format_move(Color::Black, &off), "B3-off");
    assert_eq!(Notation::Side.format_number(Color::Black, 24), "T");
    assert_eq!(Notation::Fleche.format_number(Color::White, 0), "F0");
}

/// The errors of the canonical form and of IDs say what was expected, and where.
#[test]
fn canonical_and_id_errors_name_what_was_expected_where() {
    let e = Notation::Canonical
        .parse_square(Color::White, "25")
        .unwrap_err();
    assert_eq!(
        e.expected,
        "a flèche number 1..24 (White's frame), or `off`"
    );
    let counts = canonical::format(&Setup::opening());
    let e = parse_position(&format!("{counts} extra")).unwrap_err();
    assert_eq!(e.offset, counts.len() + 1);
    assert_eq!(e.expected, "the end of the position after 24 counts");
    // an ID: the longest text read, and one character more
    let long = "A".repeat(2100);
    assert_ne!(
        id::decode(&long).unwrap_err().found,
        "an ID longer than any position needs"
    );
    let e = id::decode(&format!("{long}A")).unwrap_err();
    assert_eq!(e.found, "an ID longer than any position needs");
    let e = parse_position("canonical: bogus").unwrap_err();
    assert_eq!(
        e.expected,
        "`white`, `black`, `to-play` or 24 comma-separated counts"
    );
    let e = parse_position("lepeintre white=A: bogus").unwrap_err();
    assert_eq!(e.expected, "`white`, `black` or `to-play`");
    let e = parse_position(&format!("canonical: white 1; {counts}")).unwrap_err();
    assert_eq!(
        e.expected,
        "the 24 counts only when no colour is written apart"
    );
    assert_eq!(e.offset, "canonical: white 1; ".len());
    // an ID cut short (every bit set: no flèche ends), its error shifted past leading spaces
    let e = parse_position("  //////////////").unwrap_err();
    assert_eq!(e.offset, 2);
    assert!(e.expected.ends_with("(this one is cut short)"), "{e:?}");
    // a flèche of 256 checkers: the error at the character holding the 256th
    let e = id::decode(&"/".repeat(50)).unwrap_err();
    assert_eq!(
        (e.offset, e.found.as_str()),
        (42, "a flèche of 256 checkers")
    );
}
