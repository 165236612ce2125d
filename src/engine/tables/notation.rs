//! The notations of a backgammon board: how a point is named in a scenario or on the command
//! line. Each reads a token into a point of one side's own numbering ([`BgSetup::points`]: 1..24,
//! 25 the bar, 0 off) and prints it back.
//!
//! - `points` (the seeds', gnubg's): a player's points 1..24 from his own ace point.
//! - `guiton`: 1..12 on each side of the board, each player counting from his own ace point:
//!   his own `1`..`12`, the opponent's `o1`..`o12` (Traité du backgammon ch. I).
//! - `lepeintre white=A` / `black=A`: Lepeintre's letters on the gammon board (appendix,
//!   fig. 28), A..L on the named player's side, M..Y (no W) across; that player bears off past
//!   L, the other past M.
//!
//! [`BgSetup::points`]: super::BgSetup::points

use std::fmt;

use super::plays::BgPlay;
use super::position::{BAR, OFF};
use crate::engine::Color;

/// A notation of backgammon points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BgNotation {
    /// Each player's points 1..24 from his own ace point.
    Points,
    /// Guiton's 1..12 a side, `o` for the opponent's side.
    Guiton,
    /// Lepeintre's letters; the colour sitting on A..L.
    Lepeintre(Color),
}

const LETTERS: &[u8; 24] = b"ABCDEFGHIJKLMNOPQRSTUVXY";

impl BgNotation {
    /// Reads the header of a `notation` line (`points`, `guiton`, `lepeintre white=A`).
    ///
    /// # Errors
    ///
    /// What was expected, when the header names no backgammon notation.
    pub fn parse(header: &str) -> Result<BgNotation, String> {
        let words: Vec<&str> = header.split_whitespace().collect();
        match words.as_slice() {
            ["points"] | ["canonical"] => Ok(BgNotation::Points),
            ["guiton"] => Ok(BgNotation::Guiton),
            ["lepeintre", "white=A"] => Ok(BgNotation::Lepeintre(Color::White)),
            ["lepeintre", "black=A"] => Ok(BgNotation::Lepeintre(Color::Black)),
            _ => {
                let names = ["points", "guiton", "lepeintre white=A", "lepeintre black=A"];
                let near = crate::engine::spelling::did_you_mean(header.trim(), names)
                    .map_or_else(String::new, |n| format!("; did you mean `{n}`?"));
                Err(format!(
                    "expected a backgammon notation (`points`, `guiton`, `lepeintre white=A`, `lepeintre black=A`), found `{header}`{near}"
                ))
            }
        }
    }

    /// The point `token` names for `color`, in `color`'s numbering (25 = `bar`, 0 = `off`).
    ///
    /// # Errors
    ///
    /// What was expected, when the token names no point.
    pub fn point(self, color: Color, token: &str) -> Result<u8, String> {
        match token {
            "bar" => return Ok(BAR as u8),
            "off" => return Ok(OFF as u8),
            _ => {}
        }
        let bad = |what: &str| format!("expected {what}, `bar` or `off`, found `{token}`");
        match self {
            BgNotation::Points => match token.parse::<u8>() {
                Ok(p @ 1..=24) => Ok(p),
                _ => Err(bad("a point 1..24")),
            },
            BgNotation::Guiton => {
                let (theirs, num) = match token.strip_prefix('o') {
                    Some(n) => (true, n),
                    None => (false, token),
                };
                match num.parse::<u8>() {
                    Ok(k @ 1..=12) if theirs => Ok(25 - k),
                    Ok(k @ 1..=12) => Ok(k),
                    _ => Err(bad("a flèche 1..12 or o1..o12")),
                }
            }
            BgNotation::Lepeintre(on_a) => {
                let mut b = token.bytes();
                let (Some(ch), None) = (b.next(), b.next()) else {
                    return Err(bad("a letter A..Y (no W)"));
                };
                let Some(i) = LETTERS.iter().position(|&l| l == ch) else {
                    return Err(bad("a letter A..Y (no W)"));
                };
                // the player on A..L: L is his 1, A his 12, Y his 13, M his 24
                let own = if i < 12 { 12 - i } else { 36 - i };
                Ok(if color == on_a {
                    own as u8
                } else {
                    25 - own as u8
                })
            }
        }
    }

    /// The name of `color`'s point `p` (0..=25) in this notation.
    #[must_use]
    pub fn name(self, color: Color, p: u8) -> String {
        match p {
            25 => return "bar".into(),
            0 => return "off".into(),
            _ => {}
        }
        match self {
            BgNotation::Points => p.to_string(),
            BgNotation::Guiton if p <= 12 => p.to_string(),
            BgNotation::Guiton => format!("o{}", 25 - p),
            BgNotation::Lepeintre(on_a) => {
                let own = if color == on_a { p } else { 25 - p };
                let i = if own <= 12 { 12 - own } else { 36 - own };
                char::from(LETTERS[usize::from(i)]).to_string()
            }
        }
    }
}

impl fmt::Display for BgNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BgNotation::Points => f.write_str("points"),
            BgNotation::Guiton => f.write_str("guiton"),
            BgNotation::Lepeintre(c) => write!(f, "lepeintre {c}=A"),
        }
    }
}

/// Reads one colour's checkers from the tokens of a `white` / `black` line: `13x5` (five on
/// that point), `6` (one), `bar` / `barx2`, `14(pinned)` (one checker pinned there, plakoto);
/// into `counts` (bar at 25), the pins read and left aside (see [`read_checkers_pinned`]).
///
/// # Errors
///
/// The byte offset in `tokens` of the first bad token and what was expected.
pub fn read_checkers(
    n: BgNotation,
    color: Color,
    tokens: &str,
    counts: &mut [u8; 26],
) -> Result<(), (usize, String)> {
    read_checkers_pinned(n, color, tokens, counts, &mut 0)
}

/// The mark of a pinned checker after its point (`14(pinned)`).
pub const PINNED: &str = "(pinned)";

/// [`read_checkers`], the points of the checkers written pinned (`14(pinned)`: one checker,
/// pinned under the opponent's on that point) set in `pinned` (bit `p`, the colour's own
/// numbering).
///
/// # Errors
///
/// The byte offset in `tokens` of the first bad token and what was expected.
pub fn read_checkers_pinned(
    n: BgNotation,
    color: Color,
    tokens: &str,
    counts: &mut [u8; 26],
    pinned: &mut u32,
) -> Result<(), (usize, String)> {
    let mut at = 0;
    for tok in tokens.split(' ') {
        if tok.is_empty() {
            at += 1;
            continue;
        }
        if let Some(name) = tok.strip_suffix(PINNED) {
            if name
                .rsplit_once('x')
                .is_some_and(|(a, k)| !a.is_empty() && k.parse::<u8>().is_ok())
            {
                return Err((at, format!("expected one pinned checker such as `14{PINNED}` (a pinned checker is alone on its point), found `{tok}`")));
            }
            let p = n.point(color, name).map_err(|e| (at, e))?;
            if !(1..=24).contains(&p) || counts[usize::from(p)] != 0 {
                return Err((at, format!("expected one pinned checker on a point of the board, written once and alone (`14{PINNED}`), found `{tok}`")));
            }
            counts[usize::from(p)] = 1;
            *pinned |= 1 << p;
            at += tok.len() + 1;
            continue;
        }
        let (name, count) = match tok.rsplit_once('x') {
            Some((name, k)) if !name.is_empty() => match k.parse::<u8>() {
                Ok(k @ 1..=15) => (name, k),
                _ => {
                    return Err((
                        at,
                        format!("expected a count 1..15 after `x`, found `{tok}`"),
                    ))
                }
            },
            _ => match n {
                // Lepeintre's letters take the count straight after the letter (`G5`)
                BgNotation::Lepeintre(_) if tok.len() > 1 && tok != "bar" => {
                    match tok[1..].parse::<u8>() {
                        Ok(k @ 1..=15) => (&tok[..1], k),
                        _ => {
                            return Err((
                                at,
                                format!(
                                    "expected a letter and a count such as `G5`, found `{tok}`"
                                ),
                            ))
                        }
                    }
                }
                _ => (tok, 1),
            },
        };
        let p = n.point(color, name).map_err(|e| (at, e))?;
        if p == OFF as u8 {
            return Err((at, format!("expected a point or `bar` (checkers borne off are those not listed), found `{tok}`")));
        }
        counts[usize::from(p)] += count;
        at += tok.len() + 1;
    }
    Ok(())
}

/// A play written as the scenarios write it (`13-7* 8-5`), points in `n` for the mover.
#[must_use]
pub fn play_text(play: &BgPlay, n: BgNotation, mover: Color) -> String {
    if play.moves().is_empty() {
        return "none".into();
    }
    let mut hits = play.hits();
    let mut moves = play.moves().to_vec();
    // as gnubg lists them: from the highest point down
    moves.sort_by(|a, b| b.cmp(a));
    moves
        .iter()
        .map(|m| {
            // the first checker to land on a blot hits it; a second one landing there does not
            // (a checker borne off, `to` 0, finds bit 0, which no hit sets)
            let star = if hits & (1 << m.to) != 0 {
                hits &= !(1 << m.to);
                "*"
            } else {
                ""
            };
            format!("{}-{}{star}", n.name(mover, m.from), n.name(mover, m.to))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_notation_reads_back_what_it_prints() {
        for n in [
            BgNotation::Points,
            BgNotation::Guiton,
            BgNotation::Lepeintre(Color::White),
            BgNotation::Lepeintre(Color::Black),
        ] {
            for c in Color::ALL {
                for p in 0..=25u8 {
                    assert_eq!(n.point(c, &n.name(c, p)), Ok(p), "{n} {c} {p}");
                }
            }
        }
    }

    #[test]
    fn lepeintre_fig_28_letters() {
        // White on A..L: 2 on M (his 24), 5 on Y (13), 5 on G (6), 3 on E (8)
        let n = BgNotation::Lepeintre(Color::White);
        assert_eq!(n.point(Color::White, "M"), Ok(24));
        assert_eq!(n.point(Color::White, "Y"), Ok(13));
        assert_eq!(n.point(Color::White, "G"), Ok(6));
        assert_eq!(n.point(Color::White, "E"), Ok(8));
        // Black: 5 on A (his 13), 2 on L (24), 3 on T (8), 5 on R (6)
        assert_eq!(n.point(Color::Black, "A"), Ok(13));
        assert_eq!(n.point(Color::Black, "L"), Ok(24));
        assert_eq!(n.point(Color::Black, "T"), Ok(8));
        assert_eq!(n.point(Color::Black, "R"), Ok(6));
    }

    #[test]
    fn guiton_counts_the_opponent_side_from_his_ace() {
        assert_eq!(BgNotation::Guiton.point(Color::White, "o1"), Ok(24));
        assert_eq!(BgNotation::Guiton.point(Color::White, "o12"), Ok(13));
        assert_eq!(BgNotation::Guiton.point(Color::Black, "6"), Ok(6));
        assert!(BgNotation::Guiton.point(Color::White, "13").is_err());
    }

    #[test]
    fn each_header_names_its_notation_and_prints_back() {
        let all = [
            ("points", BgNotation::Points),
            ("guiton", BgNotation::Guiton),
            ("lepeintre white=A", BgNotation::Lepeintre(Color::White)),
            ("lepeintre black=A", BgNotation::Lepeintre(Color::Black)),
        ];
        for (header, n) in all {
            assert_eq!(BgNotation::parse(header), Ok(n));
            assert_eq!(n.to_string(), header);
        }
        assert_eq!(BgNotation::parse("canonical"), Ok(BgNotation::Points));
        let e = BgNotation::parse("guitton").unwrap_err();
        assert!(e.contains("found `guitton`; did you mean `guiton`?"), "{e}");
    }

    fn read(n: BgNotation, c: Color, tokens: &str) -> Result<[u8; 26], (usize, String)> {
        let mut counts = [0; 26];
        read_checkers(n, c, tokens, &mut counts).map(|()| counts)
    }

    #[test]
    fn checkers_are_read_point_by_point_with_their_counts() {
        let mut want = [0; 26];
        want[6] = 5;
        want[8] = 3;
        want[13] = 1;
        want[25] = 2;
        // a lone point is one checker, `x` gives a count, a point named twice adds up, spaces
        // between the tokens do not count
        assert_eq!(
            read(BgNotation::Points, Color::White, "6x5  8x2 8 13 barx2"),
            Ok(want)
        );
        // Lepeintre's letters take the count straight after the letter; `bar` stays a word
        let mut want = [0; 26];
        want[6] = 5;
        want[24] = 1;
        want[25] = 1;
        let lep = BgNotation::Lepeintre(Color::White);
        assert_eq!(read(lep, Color::White, "G5 M bar"), Ok(want));
        assert_eq!(read(lep, Color::White, "Gx5 M1 bar"), Ok(want));
        // each error at the byte offset of its token, saying what was expected
        let err = |n, t| read(n, Color::White, t).unwrap_err();
        let (at, e) = err(BgNotation::Points, "6x5  8x16");
        assert_eq!(at, 5);
        assert!(e.contains("count 1..15 after `x`, found `8x16`"), "{e}");
        assert_eq!(err(BgNotation::Points, "6 8x0").0, 2);
        let (at, e) = err(lep, "G5 M0");
        assert_eq!(at, 3);
        assert!(
            e.contains("a letter and a count such as `G5`, found `M0`"),
            "{e}"
        );
        let (at, e) = err(BgNotation::Points, "6x5 off");
        assert_eq!(at, 4);
        assert!(e.contains("checkers borne off are those not listed"), "{e}");
        // a count with no point before it is no point at all
        assert_eq!(
            err(BgNotation::Points, "6 x3"),
            (
                2,
                "expected a point 1..24, `bar` or `off`, found `x3`".into()
            )
        );
        assert_eq!(err(BgNotation::Points, "6 26").0, 2);
    }

    #[test]
    fn a_play_is_written_from_the_highest_point_down_with_its_hit() {
        use crate::engine::tables::{legal_plays, BgRules, BgSetup};
        use crate::engine::Roll;
        // White's opening checkers; one Black blot on White's 5 point (Black's 20)
        let pos = BgSetup::from_points(
            &[(6, 5), (8, 3), (13, 5), (24, 2)],
            &[(20, 1), (6, 14)],
            Color::White,
        )
        .validate()
        .unwrap();
        let (plays, _) = legal_plays(&pos, Roll::new(3, 1).unwrap(), &BgRules::default());
        let texts: Vec<String> = plays
            .iter()
            .map(|p| play_text(p, BgNotation::Points, Color::White))
            .collect();
        // the five point made on the blot: one checker hits, the other lands on the point
        assert!(texts.contains(&"8-5* 6-5".to_string()), "{texts:?}");
        // two checkers from one point: the one stopping higher first
        assert!(texts.contains(&"24-23 24-21".to_string()), "{texts:?}");
        // one checker hitting and going on: the hit is on its first step
        assert!(texts.contains(&"6-5* 5-2".to_string()), "{texts:?}");
        let guiton = plays
            .iter()
            .map(|p| play_text(p, BgNotation::Guiton, Color::White))
            .collect::<Vec<_>>();
        assert!(guiton.contains(&"8-5* 6-5".to_string()), "{guiton:?}");
        assert!(guiton.contains(&"o1-o2 o1-o4".to_string()), "{guiton:?}");
        assert_eq!(
            play_text(&BgPlay::default(), BgNotation::Points, Color::White),
            "none"
        );
    }
}
