//! The rule IDs of the project's rules catalogue (`RULES.md`), each with a short title in the
//! project's words. Code, scenarios and corpus readings name rules by these IDs; a name not
//! listed here is a lint error.

/// A catalogued rule: its stable ID, its section of RULES.md and a short title.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleEntry {
    pub id: &'static str,
    pub section: &'static str,
    pub title: &'static str,
}

const fn r(id: &'static str, section: &'static str, title: &'static str) -> RuleEntry {
    RuleEntry { id, section, title }
}

/// Every rule ID, in catalogue order.
pub const RULES: &[RuleEntry] = &[
    r("board.fleches", "board", "24 flèches, 15 checkers a side"),
    r(
        "board.quarters",
        "board",
        "the four quarters (jans) of a player's path",
    ),
    r("board.tables", "board", "the two tables of the board"),
    r("board.case", "board", "case, demi-case and surcase"),
    r("dice.roll", "dice", "two dice, 21 rolls, 36 chances"),
    r(
        "dice.doublet-once",
        "dice",
        "a doublet is played as two numbers",
    ),
    r("dice.primauté", "dice", "who throws first"),
    r("move.direction", "move", "the way the checkers travel"),
    r(
        "move.no-opponent",
        "move",
        "no rest on a flèche holding an opponent checker",
    ),
    r(
        "move.tout-d-une",
        "move",
        "one checker plays both numbers through a resting flèche",
    ),
    r(
        "move.both-numbers",
        "move",
        "both numbers, else the higher, else the lower",
    ),
    r("move.touched", "move", "a touched checker is played"),
    r(
        "move.fausse-case",
        "move",
        "an illegal placement and its correction",
    ),
    r(
        "move.coin.enter-together",
        "move",
        "the coin is taken by two checkers at once",
    ),
    r(
        "move.coin.leave-together",
        "move",
        "the coin's last two checkers leave together",
    ),
    r(
        "move.coin.never-opponent",
        "move",
        "never a checker on the opponent's coin",
    ),
    r(
        "move.coin.par-puissance",
        "move",
        "taking one's coin par puissance",
    ),
    r(
        "move.coin.optional",
        "move",
        "taking the coin is not obligatory",
    ),
    r(
        "move.coin.retake-par-puissance",
        "move",
        "an evacuated coin retaken par puissance",
    ),
    r(
        "move.coin.false-take",
        "move",
        "announcing a coin that cannot be taken",
    ),
    r(
        "move.retour.closed-jans",
        "move",
        "no rest in a quarter the opponent can still fill",
    ),
    r(
        "move.retour.no-punitive-pass",
        "move",
        "a correction never forces a checker into the opponent's petit jan",
    ),
    r("move.sortie", "move", "bearing off"),
    r(
        "move.sortie.all-home",
        "move",
        "bearing off once all fifteen are home",
    ),
    r(
        "move.sortie.parisian",
        "move",
        "the Parisian method of bearing off",
    ),
    r(
        "move.sortie.provincial",
        "move",
        "the provincial method of bearing off",
    ),
    r(
        "jan.order",
        "jan",
        "the roller's points before the opponent's",
    ),
    r("jan.six-tables", "jan", "jan de six tables"),
    r("jan.deux-tables", "jan", "jan de deux tables"),
    r("jan.contre-deux-tables", "jan", "contre-jan de deux tables"),
    r("jan.mezeas", "jan", "jan de mézéas"),
    r("jan.contre-mezeas", "jan", "contre-jan de mézéas"),
    r("jan.battre.vrai", "jan", "hits à vrai"),
    r(
        "jan.battre.vrai.grand",
        "jan",
        "hit à vrai in the table du grand jan",
    ),
    r(
        "jan.battre.vrai.petit",
        "jan",
        "hit à vrai in the table du petit jan",
    ),
    r("jan.battre.faux", "jan", "hits à faux"),
    r(
        "jan.battre.faux.grand",
        "jan",
        "hit à faux in the table du grand jan",
    ),
    r(
        "jan.battre.faux.petit",
        "jan",
        "hit à faux in the table du petit jan",
    ),
    r("jan.battre.coin", "jan", "battre le coin de l'adversaire"),
    r("jan.fill", "jan", "filling a jan"),
    r("jan.fill.petit", "jan", "filling the petit jan"),
    r("jan.fill.grand", "jan", "filling the grand jan"),
    r("jan.fill.retour", "jan", "filling the jan de retour"),
    r(
        "jan.fill.obligatory",
        "jan",
        "a jan that can be filled must be",
    ),
    r("jan.conserve", "jan", "keeping a full jan"),
    r("jan.conserve.petit", "jan", "keeping the petit jan"),
    r("jan.conserve.grand", "jan", "keeping the grand jan"),
    r("jan.conserve.retour", "jan", "keeping the jan de retour"),
    r("jan.conserve.impuissance", "jan", "keeping par impuissance"),
    r("jan.impuissance", "jan", "numbers that cannot be played"),
    r("jan.sortie", "jan", "first to bear off all fifteen"),
    r(
        "jan.sortie.pour-tout",
        "jan",
        "the last bear-off roll playing for the next relevé",
    ),
    r("jan.rencontre", "jan", "jan de rencontre (abandoned)"),
    r("jan.margot", "jan", "Margot la fendue (abandoned)"),
    r("jan.pile-de-misere", "jan", "pile de misère (abandoned)"),
    r("mark.points", "mark", "points, jetons and trous"),
    r(
        "mark.bredouille",
        "mark",
        "bredouille: a trou made alone counts double",
    ),
    r(
        "mark.bredouille.re-entry",
        "mark",
        "further twelves of one roll in bredouille",
    ),
    r(
        "mark.trou.erases",
        "mark",
        "a trou erases the opponent's points",
    ),
    r(
        "mark.bredouille.lapse",
        "mark",
        "a bredouille lost by the marker's own error",
    ),
    r(
        "mark.points.unchallenged",
        "mark",
        "wrong marks not challenged in time stand",
    ),
    r("mark.tenir", "mark", "staying after a trou"),
    r("mark.sen-aller", "mark", "going away after a trou"),
    r("mark.releve", "mark", "the relevé"),
    r("mark.pavillon", "mark", "the pavillon"),
    r(
        "game.douze-trous",
        "game",
        "the game in twelve trous and its stakes",
    ),
    r("game.a-ecrire", "game", "the scored game (partie à écrire)"),
    r("ecole.points", "ecole", "an error in marking points"),
    r("ecole.timing", "ecole", "when an error is consummated"),
    r(
        "ecole.impossible",
        "ecole",
        "no école when no checker can be played",
    ),
    r(
        "ecole.no-ecole-d-ecole",
        "ecole",
        "no école for a forgotten école",
    ),
    r("ecole.full", "ecole", "an école is marked in full"),
    r("ecole.fausse-case", "ecole", "a false move after marking"),
    r("ecole.deux-jetons", "ecole", "marking with a second jeton"),
    r("ecole.perpetuelle", "ecole", "the perpetual école"),
    r("ecole.induced", "ecole", "an école induced by the opponent"),
    r("ecole.erasing", "ecole", "errors in erasing"),
    r(
        "ecole.accepted-non-play",
        "ecole",
        "a number not played, accepted",
    ),
    r("ecole.false-going", "ecole", "going away wrongly"),
    r(
        "ecole.fill-force",
        "ecole",
        "the opponent may make the fill be played",
    ),
    r("ecole.trous", "ecole", "errors in trous"),
    r("chances.count", "chances", "counting chances out of 36"),
];

/// The catalogue entry of `id`.
#[must_use]
pub fn rule(id: &str) -> Option<&'static RuleEntry> {
    RULES.iter().find(|e| e.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_every_jan_is_catalogued() {
        for (i, a) in RULES.iter().enumerate() {
            assert!(RULES[i + 1..].iter().all(|b| b.id != a.id), "{}", a.id);
        }
        for j in crate::engine::Jan::ALL {
            assert!(rule(j.rule()).is_some(), "{}", j.rule());
        }
    }
}
