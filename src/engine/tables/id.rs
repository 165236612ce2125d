//! gnubg's Position ID and Match ID, read and written.
//!
//! A **Position ID** is 14 base64 characters holding an 80-bit key: for the side *not* on roll,
//! then for the side on roll, each of its points 1..24 (its own numbering) and then the bar, as
//! many 1 bits as checkers followed by one 0 bit, bits filled from the lowest of each byte. It
//! is relative to the side on roll, which it does not name: reading one needs to be told who is
//! on roll.
//!
//! A **Match ID** is 12 base64 characters holding 66 bits, lowest first: the cube's value as a
//! power of two (4 bits), its owner (2: player 0, 1, or 3 in the middle), the player on roll
//! (1), the Crawford game (1), the game state (3), whose turn (1), a double offered (1), a
//! resignation (2), the dice (3 + 3), the match length (15), each player's score (15 + 15),
//! and (gnubg's `matchid.c`, not in its manual) the negation of the Jacoby rule. Here White is
//! player 0 and Black player 1. A Match ID is read only when what it holds is a state a game
//! can have ([`MatchIdError`]): the owner bits 0, 1 or 3, the dice both 0 or both 1..6, each
//! score below a non-zero length, no Crawford game in a money game (the cube, 2^0 to 2^15, is
//! always in range).

use super::game::{BgGame, Cube, MatchState};
use super::position::{side, BgPosition, BgPositionError, BgSetup, BAR, CHECKERS};
use super::rules::Geometry;
use super::stake::{cube_value, match_length, match_score, BgStakeError};
use crate::engine::{Color, Roll};

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn encode(bytes: &[u8], out_len: usize) -> String {
    let mut s = String::with_capacity(out_len);
    let mut acc = 0u32;
    let mut bits = 0;
    for &b in bytes {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 6 {
            bits -= 6;
            s.push(char::from(B64[((acc >> bits) & 0x3F) as usize]));
        }
    }
    if bits > 0 {
        s.push(char::from(B64[((acc << (6 - bits)) & 0x3F) as usize]));
    }
    s.truncate(out_len);
    s
}

fn decode(text: &str, n_bytes: usize) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(n_bytes);
    let mut acc = 0u32;
    let mut bits = 0;
    for ch in text.bytes() {
        let v = B64.iter().position(|&c| c == ch)? as u32;
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xFF) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    (out.len() == n_bytes).then_some(out)
}

/// The Position ID of `pos`, relative to its side on roll.
#[must_use]
pub fn position_id(pos: &BgPosition) -> String {
    let mut key = [0u8; 10];
    let mut bit = 0usize;
    let on_roll = pos.turn();
    for c in [on_roll.opposite(), on_roll] {
        for &n in &pos.counts(c)[1..=BAR] {
            for _ in 0..n {
                key[bit / 8] |= 1 << (bit % 8);
                bit += 1;
            }
            bit += 1;
        }
    }
    encode(&key, 14)
}

/// Why a text is not a Position ID of a legal position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionIdError {
    /// Not 14 base64 characters.
    Syntax,
    /// More than 80 bits of checkers.
    TooLong,
    /// The checkers it holds are not a legal position.
    Illegal(BgPositionError),
}

impl std::fmt::Display for PositionIdError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PositionIdError::Syntax => {
                f.write_str("expected a gnubg Position ID: 14 characters A-Z a-z 0-9 + /")
            }
            PositionIdError::TooLong => {
                f.write_str("expected a gnubg Position ID, found more checkers than 80 bits hold")
            }
            PositionIdError::Illegal(e) => {
                write!(f, "the Position ID holds no legal position: {e}")
            }
        }
    }
}

/// The position a Position ID holds, `on_roll` to play, fifteen checkers a side.
///
/// # Errors
///
/// A text that is not 14 base64 characters, or whose checkers are no legal position.
pub fn from_position_id(id: &str, on_roll: Color) -> Result<BgPosition, PositionIdError> {
    from_position_id_for(id, on_roll, CHECKERS)
}

/// The position a Position ID holds, `on_roll` to play, `checkers` a side (a Position ID
/// lists the checkers on the board and the bar; the rest of the start's count are off).
/// gnubg writes the Position IDs of its hypergammon games so.
///
/// # Errors
///
/// A text that is not 14 base64 characters, or whose checkers are no legal position with
/// `checkers` a side.
pub fn from_position_id_for(
    id: &str,
    on_roll: Color,
    checkers: u8,
) -> Result<BgPosition, PositionIdError> {
    from_position_id_in(id, on_roll, checkers, Geometry::Contrary)
}

/// [`from_position_id_for`] under `geometry` (the ID holds each side's counts in its own
/// numbering; the geometry says which point of one is which of the other's).
///
/// # Errors
///
/// As [`from_position_id_for`].
pub fn from_position_id_in(
    id: &str,
    on_roll: Color,
    checkers: u8,
    geometry: Geometry,
) -> Result<BgPosition, PositionIdError> {
    setup_of(id, on_roll, checkers, geometry)?
        .validate_for(checkers)
        .map_err(PositionIdError::Illegal)
}

/// The position a Position ID holds under pinning (plakoto; contrary movement): gnubg's ID
/// holds each side's counts, not which checker is on top where both colours stand on one
/// point, so the pins are read from the counts ([`super::pins::infer`]: where one side has
/// two or more, the other's lone checker is pinned). A point with one checker of each is
/// refused: the ID cannot say which is pinned, a `white` / `black` line with `(pinned)` can.
///
/// # Errors
///
/// As [`from_position_id_for`], and a point of one checker each.
pub fn from_position_id_pinned(
    id: &str,
    on_roll: Color,
    checkers: u8,
) -> Result<BgPosition, PositionIdError> {
    let mut s = setup_of(id, on_roll, checkers, Geometry::Contrary)?;
    super::pins::infer(&mut s);
    s.validate_with(checkers, true)
        .map_err(PositionIdError::Illegal)
}

/// The unvalidated setup a Position ID holds (see [`from_position_id_in`]).
fn setup_of(
    id: &str,
    on_roll: Color,
    checkers: u8,
    geometry: Geometry,
) -> Result<BgSetup, PositionIdError> {
    if id.len() != 14 {
        return Err(PositionIdError::Syntax);
    }
    let bytes = decode(&format!("{id}AA"), 12).ok_or(PositionIdError::Syntax)?;
    let mut s = BgSetup::empty().with_turn(on_roll).with_geometry(geometry);
    let mut bit = 0usize;
    for c in [on_roll.opposite(), on_roll] {
        for count in &mut s.points[side(c)][1..=BAR] {
            loop {
                if bit >= 80 {
                    return Err(PositionIdError::TooLong);
                }
                let one = bytes[bit / 8] & (1 << (bit % 8)) != 0;
                bit += 1;
                if !one {
                    break;
                }
                *count += 1;
            }
        }
    }
    s.fill_off_to(checkers);
    Ok(s)
}

/// What a Match ID holds that tablier reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MatchId {
    /// The cube's value (1, 2, 4…).
    pub cube: u32,
    /// Who holds the cube (`None`: in the middle).
    pub owner: Option<Color>,
    /// The player on roll.
    pub on_roll: Option<Color>,
    /// This game is the Crawford game.
    pub crawford: bool,
    /// The dice thrown (0 0: not thrown yet).
    pub dice: (u8, u8),
    /// The match length (0: a money game).
    pub length: u32,
    /// White's and Black's scores.
    pub score: (u32, u32),
    /// The Jacoby rule is in force (gnubg's 67th bit holds its negation).
    pub jacoby: bool,
}

impl MatchId {
    /// Whether the state this ID holds is one a game under `rules` can reach: a money game's
    /// Jacoby rule as the profile plays it (`bg.jacoby`), a cube turned or owned only where the
    /// profile plays the cube (`bg.cube`), and a cube above 1 in the middle only by automatic
    /// doubles, which a money game under `automatic-doubles` alone has (`bg.cube.automatic`).
    ///
    /// # Errors
    ///
    /// What the profile rules out, as a sentence naming the rule.
    pub fn fits(&self, rules: &super::BgRules) -> Result<(), String> {
        let on_off = |b: bool| if b { "on" } else { "off" };
        if self.length == 0 && self.jacoby != rules.jacoby {
            return Err(format!(
                "expected a Match ID with the Jacoby rule {} as the profile plays it (`jacoby: {}`), found one with it {} (bg.jacoby)",
                on_off(rules.jacoby),
                rules.jacoby,
                on_off(self.jacoby)
            ));
        }
        if !rules.cube && (self.cube > 1 || self.owner.is_some()) {
            return Err(format!(
                "expected the cube in the middle at 1: this reading plays no cube, and the Match ID has it at {} (bg.cube)",
                self.cube
            ));
        }
        let automatic = rules.automatic_doubles && self.length == 0;
        if self.owner.is_none() && self.cube > 1 && !automatic {
            return Err(format!(
                "expected a cube in the middle at 1: it is {} there, which only automatic doubles in a money game make (`automatic-doubles: true`) (bg.cube.automatic)",
                self.cube
            ));
        }
        Ok(())
    }

    /// The Match ID of `game` as it stands, its side to play on roll, `dice` thrown (or not
    /// yet).
    #[must_use]
    pub fn of_game(game: &BgGame, dice: Option<Roll>) -> MatchId {
        let m = game.match_state;
        MatchId {
            cube: game.cube.value,
            owner: game.cube.owner,
            on_roll: Some(game.position.turn()),
            crawford: m.is_some_and(|m| m.crawford),
            dice: dice.map_or((0, 0), |r| (r.hi(), r.lo())),
            length: m.map_or(0, |m| m.length),
            score: m.map_or((0, 0), |m| (m.score[0], m.score[1])),
            jacoby: game.rules().jacoby,
        }
    }

    /// The cube it holds.
    #[must_use]
    pub fn cube(&self) -> Cube {
        Cube {
            value: self.cube,
            owner: self.owner,
        }
    }

    /// The match it holds (`None`: a money game, length 0).
    #[must_use]
    pub fn match_state(&self) -> Option<MatchState> {
        (self.length > 0).then_some(MatchState {
            length: self.length,
            score: [self.score.0, self.score.1],
            crawford: self.crawford,
        })
    }
}

fn player(c: Color) -> u64 {
    side(c) as u64
}

/// The Match ID of `m` (game state "playing", no double offered, no resignation).
#[must_use]
pub fn match_id(m: &MatchId) -> String {
    let on_roll = m.on_roll.unwrap_or(Color::White);
    let mut v: u128 = 0;
    let mut at = 0;
    let mut put = |value: u64, bits: u32| {
        v |= u128::from(value & ((1 << bits) - 1)) << at;
        at += bits;
    };
    put(u64::from(m.cube.max(1).trailing_zeros()), 4);
    put(m.owner.map_or(3, player), 2);
    put(player(on_roll), 1);
    put(u64::from(m.crawford), 1);
    put(1, 3);
    put(player(on_roll), 1);
    put(0, 1);
    put(0, 2);
    put(u64::from(m.dice.0), 3);
    put(u64::from(m.dice.1), 3);
    put(u64::from(m.length), 15);
    put(u64::from(m.score.0), 15);
    put(u64::from(m.score.1), 15);
    put(u64::from(!m.jacoby), 1);
    let bytes: Vec<u8> = (0..9).map(|i| (v >> (8 * i)) as u8).collect();
    encode(&bytes, 12)
}

/// Why a text is not the Match ID of a state a game can have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchIdError {
    /// Not 12 base64 characters.
    Syntax(String),
    /// What it holds breaks a rule of the cube, the match or the dice.
    State(BgStakeError),
}

impl MatchIdError {
    /// The rule broken, when the text is a Match ID.
    #[must_use]
    pub fn rule(&self) -> Option<crate::engine::RuleId> {
        match self {
            MatchIdError::Syntax(_) => None,
            MatchIdError::State(e) => Some(e.rule()),
        }
    }
}

impl std::fmt::Display for MatchIdError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MatchIdError::Syntax(id) => write!(
                f,
                "expected a gnubg Match ID: 12 characters A-Z a-z 0-9 + /, found `{id}`"
            ),
            MatchIdError::State(e) => write!(f, "the Match ID holds no state of a game: {e}"),
        }
    }
}

impl std::error::Error for MatchIdError {}

/// The match state a Match ID holds.
///
/// # Errors
///
/// A text that is not 12 base64 characters, or one that holds no state of a game (see the
/// module doc).
pub fn from_match_id(id: &str) -> Result<MatchId, MatchIdError> {
    let bytes = decode(id, 9)
        .filter(|_| id.len() == 12)
        .ok_or_else(|| MatchIdError::Syntax(id.to_string()))?;
    let v: u128 = bytes
        .iter()
        .rev()
        .fold(0, |acc, &b| (acc << 8) | u128::from(b));
    let mut at = 0;
    let mut get = |bits: u32| {
        let x = ((v >> at) & ((1 << bits) - 1)) as u64;
        at += bits;
        x
    };
    let color = |p: u64| if p == 0 { Color::White } else { Color::Black };
    let bad = MatchIdError::State;
    let cube = cube_value(1u64 << get(4)).map_err(bad)?;
    let owner = match get(2) {
        3 => None,
        2 => return Err(bad(BgStakeError::CubeOwner)),
        p => Some(color(p)),
    };
    let on_roll = Some(color(get(1)));
    let crawford = get(1) == 1;
    let _state = get(3);
    let _turn = get(1);
    let _double = get(1);
    let _resign = get(2);
    let dice = (get(3) as u8, get(3) as u8);
    let length = get(15) as u32;
    let score = (get(15) as u32, get(15) as u32);
    let jacoby = get(1) == 0;
    let thrown = |d: u8| (1..=6).contains(&d);
    if !(dice == (0, 0) || (thrown(dice.0) && thrown(dice.1))) {
        return Err(bad(BgStakeError::Dice(dice.0, dice.1)));
    }
    if length == 0 {
        if crawford {
            return Err(bad(BgStakeError::CrawfordMoney));
        }
    } else {
        let length = match_length(u64::from(length)).map_err(bad)?;
        match_score(Color::White, u64::from(score.0), length).map_err(bad)?;
        match_score(Color::Black, u64::from(score.1), length).map_err(bad)?;
    }
    Ok(MatchId {
        cube,
        owner,
        on_roll,
        crawford,
        dice,
        length,
        score,
        jacoby,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_is_gnubgs_id() {
        assert_eq!(position_id(&BgPosition::opening()), "4HPwATDgc/ABMA");
        let back = from_position_id("4HPwATDgc/ABMA", Color::White).unwrap();
        assert_eq!(back, BgPosition::opening());
    }

    #[test]
    fn a_bad_id_says_what_was_expected() {
        assert!(PositionIdError::Syntax
            .to_string()
            .contains("14 characters"));
        assert!(PositionIdError::TooLong.to_string().contains("80 bits"));
        let shared = from_position_id("AAD8/wHg/w8AAA", Color::White).unwrap_err();
        assert!(
            shared
                .to_string()
                .starts_with("the Position ID holds no legal position: "),
            "{shared}"
        );
    }

    #[test]
    fn a_bad_id_is_refused() {
        assert_eq!(
            from_position_id("4HPwATDgc/ABM", Color::White),
            Err(PositionIdError::Syntax)
        );
        assert_eq!(
            from_position_id("4HPwATDgc/AB!A", Color::White),
            Err(PositionIdError::Syntax)
        );
        assert!(matches!(
            from_position_id("//////////////", Color::White),
            Err(PositionIdError::TooLong)
        ));
    }

    /// gnubg's own IDs (scripts/gnubg/README.md): the opponent's counts first (his points
    /// 1..24 and his bar), then those of the side on roll.
    #[test]
    fn gnubgs_position_vectors() {
        let board = |opp: &[(usize, u8)], me: &[(usize, u8)]| {
            let mut s = BgSetup::empty();
            for &(i, n) in opp {
                s.points[1][i + 1] = n;
            }
            for &(i, n) in me {
                s.points[0][i + 1] = n;
            }
            s.fill_off();
            s.validate().unwrap()
        };
        let cases = [
            (
                board(
                    &[(5, 5), (7, 3), (12, 5), (23, 2)],
                    &[(4, 2), (5, 4), (7, 2), (12, 5), (23, 2)],
                ),
                "4HPwATCwZ/ABMA",
            ),
            (
                board(
                    &[(2, 1), (3, 1), (5, 3), (7, 3), (12, 5), (23, 2)],
                    &[(5, 5), (7, 3), (12, 5), (24, 2)],
                ),
                "lHPwATDgc/ABYA",
            ),
            (
                board(
                    &[(4, 6), (5, 6), (24, 3)],
                    &[(3, 4), (5, 4), (12, 2), (24, 1)],
                ),
                "8PsBAHB4HjAABA",
            ),
            (
                board(&[(0, 2), (1, 3), (5, 2)], &[(2, 3), (3, 2), (4, 1)]),
                "OwwAANwCAAAAAA",
            ),
            (
                board(&[(5, 5), (7, 3), (12, 7)], &[(0, 15)]),
                "4HPwBwD/fwAAAA",
            ),
            (board(&[(24, 15)], &[(24, 15)]), "AAAA/38AAAD/fw"),
            (board(&[(5, 14), (24, 1)], &[]), "4P8HAEAAAAAAAA"),
        ];
        for (pos, id) in cases {
            assert_eq!(position_id(&pos), id);
            assert_eq!(from_position_id(id, Color::White), Ok(pos));
        }
        assert_eq!(
            position_id(&BgSetup::nackgammon().validate().unwrap()),
            "4Dl4ADbgOXgANg"
        );
        // hypergammon's three checkers, worked by hand from the layout above: for each side
        // 21 empty points (21 zero bits), then `10` for each of the 22, 23 and 24, then the
        // empty bar: bits 21, 23, 25 and 49, 51, 53, the bytes 00 00 A0 02 00 00 2A 00 00 00
        let hyper = BgSetup::start(crate::engine::tables::Start::Hyper3)
            .validate_for(3)
            .unwrap();
        assert_eq!(position_id(&hyper), "AACgAgAAKgAAAA");
        assert_eq!(
            from_position_id_for("AACgAgAAKgAAAA", Color::White, 3),
            Ok(hyper)
        );
        // read as a game of fifteen, the same checkers leave twelve off a side
        let fifteen = from_position_id("AACgAgAAKgAAAA", Color::White).unwrap();
        assert_eq!(fifteen.off(Color::White), 12);
        assert_eq!(fifteen.off(Color::Black), 12);
    }

    #[test]
    fn gnubgs_match_vectors() {
        let m = from_match_id("AoHqACAAIAAE").unwrap();
        assert_eq!(
            m,
            MatchId {
                cube: 4,
                owner: Some(Color::White),
                on_roll: Some(Color::White),
                crawford: false,
                dice: (5, 2),
                length: 7,
                score: (2, 4),
                jacoby: false,
            }
        );
        assert_eq!(match_id(&m), "AoHqACAAIAAE");
        let c = from_match_id("8AmvAEAAEAAE").unwrap();
        assert!(c.crawford);
        assert_eq!(
            (c.length, c.score, c.dice, c.on_roll),
            (5, (4, 2), (6, 3), Some(Color::Black))
        );
        assert_eq!(match_id(&c), "8AmvAEAAEAAE");
        let money = from_match_id("UwkbAAAAAAAA").unwrap();
        assert_eq!(
            (money.cube, money.owner, money.length, money.jacoby),
            (8, Some(Color::Black), 0, true)
        );
        assert_eq!(match_id(&money), "UwkbAAAAAAAA");
        assert!(from_match_id("UwkbAAAAAAA").is_err());
        // all bits set: dice of 7, owner 3, scores at the length
        let all = from_match_id("////////////").unwrap_err();
        assert_eq!(all.rule(), Some(crate::engine::RuleId::DiceRoll), "{all}");
    }

    #[test]
    fn a_games_match_id_is_its_state() {
        let rules = crate::engine::tables::BgRules {
            jacoby: true,
            ..Default::default()
        };
        let mut g = BgGame::new(BgPosition::opening().with_turn(Color::Black), rules);
        g.cube = Cube {
            value: 2,
            owner: Some(Color::White),
        };
        let money = MatchId::of_game(&g, Some(Roll::new(3, 5).unwrap()));
        assert_eq!(
            money,
            MatchId {
                cube: 2,
                owner: Some(Color::White),
                on_roll: Some(Color::Black),
                crawford: false,
                dice: (5, 3),
                length: 0,
                score: (0, 0),
                jacoby: true,
            }
        );
        assert_eq!(money.match_state(), None);
        assert_eq!(money.cube(), g.cube);
        let state = MatchState {
            length: 7,
            score: [6, 3],
            crawford: true,
        };
        g.match_state = Some(state);
        let m = MatchId::of_game(&g, None);
        assert_eq!(
            (m.length, m.score, m.crawford, m.dice),
            (7, (6, 3), true, (0, 0))
        );
        assert_eq!(m.match_state(), Some(state));
        assert_eq!(from_match_id(&match_id(&m)), Ok(m));
    }

    #[test]
    fn match_ids_read_back() {
        let m = MatchId {
            cube: 4,
            owner: Some(Color::Black),
            on_roll: Some(Color::White),
            crawford: true,
            dice: (5, 2),
            length: 7,
            score: (3, 6),
            jacoby: false,
        };
        assert_eq!(from_match_id(&match_id(&m)), Ok(m));
    }
}
