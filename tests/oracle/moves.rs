//! The oracle's legal plays (`dice.*`, `move.*`) and judgement of a given play: every way,
//! then the obligations, then equal boards merged.
//!
//! Plays are built number by number ([`candidates`]), the coin par puissance added ([`coin`]),
//! then the obligations applied in the order of the "Readings of ambiguous points": first
//! `move.both-numbers` (both; else the higher; else the lower; else nothing), then among those
//! the plays that leave the most jans full (`jan.fill.obligatory`, `jan.conserve`), and, where
//! no legal play keeps the plein of the retour, the privilege of the retour ([`legal`]). Two
//! orders of the same moves that leave the same board are one play.

use super::candidates::{self, Candidate, Ctx};
use super::Play;
use tablier::engine::trictrac::MoveError;

use tablier::engine::{
    trictrac::{ExitMethod, FullJans, Position, Quarter, Rules, Sided},
    Roll,
};

/// The legal plays of a roll, and the numbers that could not be played.
#[derive(Debug, Clone)]
pub struct Plays {
    /// Distinct plays; a single play with no move when nothing can be played.
    pub plays: Vec<Play>,
    /// The numbers of the roll that go unplayed (for `jan.impuissance`); a doublet with
    /// neither number playable lists its number twice.
    pub unplayable: Vec<u8>,
}

/// The legal plays of the side to play in `pos` for `roll`.
#[must_use]
pub fn legal_plays(pos: &Position, roll: Roll, rules: &Rules) -> Plays {
    generate(&pos.sided(pos.turn()), roll, rules)
}

/// The legal plays for the player of `s`.
#[must_use]
pub fn generate(s: &Sided, roll: Roll, rules: &Rules) -> Plays {
    let mut plays = every_legal_way(s, roll, rules);
    let mut distinct: Vec<Play> = Vec::with_capacity(plays.plays.len());
    for p in plays.plays.drain(..) {
        if !distinct.iter().any(|q| q.result.me == p.result.me) {
            distinct.push(p);
        }
    }
    plays.plays = distinct;
    plays
}

/// Every legal way of playing the roll, the same board reached in different ways kept apart:
/// the scoring counts means by the way a flèche is reached (by one number, by the other, by
/// the sum), so it needs them all.
#[must_use]
pub fn every_legal_way(s: &Sided, roll: Roll, rules: &Rules) -> Plays {
    let ctx = Ctx::new(s, rules, false);
    let mut cands = Vec::with_capacity(64);
    candidates::enumerate(roll, &ctx, &mut cands);
    legal(s, roll, rules, &cands)
}

/// The legal plays among the candidates (`cands`, the ordinary ways, rules broken included or
/// not): [`select`], then, when the player holds the plein of his retour under the provincial
/// sortie with one checker at most outside it and no legal play keeps it, the privilege of the
/// retour: the ways are enumerated again with the band open to every number landing exactly
/// on it, and those the ordinary ways do not give are kept only when they keep the plein.
fn legal(s: &Sided, roll: Roll, rules: &Rules, cands: &[Candidate]) -> Plays {
    let plays = select(s, roll, cands);
    match privileged(s, roll, rules, cands, &plays) {
        Some(wider) => select(s, roll, &wider),
        None => plays,
    }
}

/// When the privilege of the retour is called for (see [`legal`]), the ways it makes legal on
/// their own: the ordinary legal ways and those keeping the plein with the band open.
fn privileged(
    s: &Sided,
    roll: Roll,
    rules: &Rules,
    cands: &[Candidate],
    plays: &Plays,
) -> Option<Vec<Candidate>> {
    let keeps = |p: &Play| FullJans::of(&p.result).contains(Quarter::Retour);
    let outside: u8 = s.me[1..19].iter().sum();
    let applies = rules.retour_privilege
        && rules.exit_method == ExitMethod::Provincial
        && FullJans::of(s).contains(Quarter::Retour)
        && outside <= 1;
    if !applies || plays.plays.iter().any(keeps) {
        return None;
    }
    let mut ctx = Ctx::new(s, rules, false);
    ctx.privilege = true;
    let mut wider = Vec::with_capacity(64);
    candidates::enumerate(roll, &ctx, &mut wider);
    let ordinary = |c: &Candidate| cands.iter().any(|o| o.error.is_none() && o.play == c.play);
    wider.retain(|c| c.error.is_none() && (keeps(&c.play) || ordinary(c)));
    Some(wider)
}

/// Whether a play brings a checker into the opponent's petit jan (the player's 19..24).
fn passes_into_retour(p: &Play) -> bool {
    p.steps()
        .iter()
        .any(|st| st.from < 19 && (19..=24).contains(&st.to))
}

/// Whether a play takes the player's empty coin.
fn takes_coin(s: &Sided, p: &Play) -> bool {
    use tablier::engine::trictrac::sided::COIN;
    s.me[COIN] == 0 && p.result.me[COIN] >= 2
}

/// Applies `move.both-numbers` then the fill / keep obligations to the legal candidates.
fn select(s: &Sided, roll: Roll, cands: &[Candidate]) -> Plays {
    let [hi, lo] = roll.numbers();
    let legal = || cands.iter().filter(|c| c.error.is_none());
    let mut chosen: Vec<Play> = legal().filter(|c| c.complete).map(|c| c.play).collect();
    let mut unplayable = Vec::new();
    if chosen.is_empty() {
        for (d, other) in [(hi, lo), (lo, hi)] {
            chosen = legal()
                .filter(|c| c.play.len == 1 && c.play.steps[0].die == d)
                .map(|c| c.play)
                .collect();
            if !chosen.is_empty() {
                unplayable.push(other);
                break;
            }
        }
    }
    if chosen.is_empty() {
        chosen.push(Play::none(*s));
        unplayable = vec![hi, lo];
    }
    let best = chosen
        .iter()
        .map(|p| FullJans::of(&p.result).len())
        .max()
        .unwrap_or(0);
    // r.40 (Lepeintre 4e): one need not pass a checker into the opponent's petit jan to keep
    // a jan when one can take one's coin instead.
    let keeping_passes = chosen
        .iter()
        .filter(|p| FullJans::of(&p.result).len() == best)
        .all(passes_into_retour);
    chosen
        .retain(|p| FullJans::of(&p.result).len() == best || (keeping_passes && takes_coin(s, p)));
    Plays {
        plays: chosen,
        unplayable,
    }
}

/// Every way of playing the roll, rules broken included, and the legal plays among them.
fn every_way(s: &Sided, roll: Roll, rules: &Rules) -> (Vec<Candidate>, Plays) {
    let ctx = Ctx::new(s, rules, true);
    let mut cands = Vec::with_capacity(256);
    candidates::enumerate(roll, &ctx, &mut cands);
    let plays = select(s, roll, &cands);
    match privileged(s, roll, rules, &cands, &plays) {
        // the ways legal by the privilege first: a board they reach breaks an obligation
        Some(wider) => {
            let legal = select(s, roll, &wider);
            (wider.into_iter().chain(cands).collect(), legal)
        }
        None => (cands, plays),
    }
}

/// How many numbers of the roll a play (given by the board it leaves) leaves unplayed where
/// a legal play would have played them: 0 for a legal play. What an opponent who lets such a
/// play stand marks 2 points for (`ecole.accepted-non-play`, Lepeintre r.69). `None` when the
/// board is reached by no way of playing the numbers that breaks no other rule.
#[must_use]
pub fn numbers_left(s: &Sided, roll: Roll, target: &Sided, rules: &Rules) -> Option<u32> {
    let (cands, legal) = every_way(s, roll, rules);
    if legal.plays.iter().any(|p| p.result.me == target.me) {
        return Some(0);
    }
    let best = legal.plays.first().map_or(0, |p| p.steps().len());
    if target.me == s.me {
        return u32::try_from(best).ok();
    }
    cands
        .iter()
        .filter(|c| c.error.is_none() && c.play.result.me == target.me)
        .filter_map(|c| u32::try_from(best.saturating_sub(usize::from(c.play.len))).ok())
        .min()
}

/// Whether `target` differs from `s` only by two checkers of the grand jan put on the
/// player's empty coin: a coin taken par puissance (or announced) that the roll does not allow
/// (`move.coin.false-take`, judged under `move.coin.par-puissance`).
fn coin_attempt(s: &Sided, target: &Sided) -> bool {
    use tablier::engine::trictrac::sided::COIN;
    if s.me[COIN] != 0 || target.me[COIN] != 2 {
        return false;
    }
    let mut left = 0;
    for p in 1..=25 {
        match (p, i32::from(s.me[p]) - i32::from(target.me[p])) {
            (_, 0) => {}
            (7..=11, d) if d > 0 => left += d,
            (COIN, -2) => {}
            _ => return false,
        }
    }
    left == 2
}

/// Judges a play given by the board it leaves (`target`, seen by the player of `s`): `Ok` if
/// it is one of the legal plays, else the rule it breaks (how a fausse case is named).
pub fn judge(s: &Sided, roll: Roll, target: &Sided, rules: &Rules) -> Result<(), MoveError> {
    let (cands, legal) = every_way(s, roll, rules);
    if legal.plays.iter().any(|p| p.result.me == target.me) {
        return Ok(());
    }
    let same: Vec<&Candidate> = cands
        .iter()
        .filter(|c| c.play.result.me == target.me)
        .collect();
    if let Some(c) = same.iter().find(|c| c.error.is_none()) {
        // legal on its own, refused by an obligation
        let played = |c: &Candidate| {
            if c.complete {
                2
            } else {
                usize::from(c.play.len)
            }
        };
        let best = legal.plays.first().map_or(0, |p| p.steps().len());
        if played(c) < best
            || (legal.unplayable.len() == 1 && c.play.steps[0].die != legal.plays[0].steps[0].die)
        {
            return Err(MoveError::BothNumbers);
        }
        let before = FullJans::of(s);
        let kept_lost = Quarter::FILLABLE.iter().any(|q| {
            before.contains(*q)
                && legal
                    .plays
                    .iter()
                    .any(|p| FullJans::of(&p.result).contains(*q))
                && !FullJans::of(&c.play.result).contains(*q)
        });
        return Err(if kept_lost {
            MoveError::Conserve
        } else {
            MoveError::FillObligatory
        });
    }
    if let Some(e) = same.iter().find_map(|c| c.error) {
        return Err(e);
    }
    if target.me == s.me {
        return Err(MoveError::BothNumbers);
    }
    if coin_attempt(s, target) {
        return Err(MoveError::ParPuissance);
    }
    Err(MoveError::NotTheDice)
}
