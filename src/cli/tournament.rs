//! `tablier match`: two players, each deal of the dice in both seatings, the result for the
//! first with its 95 % interval (the engine's [`tournament`](crate::engine::trictrac::selfplay::tournament)).

use super::{timed, Outcome};
use crate::engine::trictrac::game::Form;
use crate::engine::trictrac::selfplay::players::PlayerSpec;
use crate::engine::trictrac::selfplay::tournament::{run_with, MatchConfig};
use crate::engine::trictrac::Rules;

/// What to play, as the command line gives it.
#[derive(Debug, Clone)]
pub struct MatchArgs<'a> {
    /// The players' names (`greedy-1ply+21`): P, the one the figures are for, and Q.
    pub white: &'a str,
    pub black: &'a str,
    /// The form of the game (`douze-trous`, `ecrire:N`, read by clap through [`Form`]'s
    /// `FromStr`).
    pub form: Form,
    /// Deals of the dice, each played in both seatings.
    pub deals: u64,
    pub seed: u64,
    /// The profile's name, if one was given (for the heading).
    pub profile: Option<&'a str>,
    pub threads: usize,
    /// Stop as soon as the sequential test decides (`--sprt`), `deals` at the most.
    pub sprt: bool,
}

/// `tablier match`: the figures on stdout (deterministic for a seed), the speed on stderr.
/// Exit 2 for a player's name that names none (one line listing the valid names), 1 when an
/// invariant breaks.
#[must_use]
pub fn play(args: &MatchArgs<'_>, rules: Rules) -> Outcome {
    let player = |flag: &str, name: &str| {
        name.parse::<PlayerSpec>()
            .map_err(|e| Outcome::invalid(format!("--{flag}: {e}")))
    };
    let (p, q) = match (player("white", args.white), player("black", args.black)) {
        (Ok(p), Ok(q)) => (p, q),
        (Err(o), _) | (_, Err(o)) => return o,
    };
    let cfg = MatchConfig {
        p,
        q,
        form: args.form,
        deals: args.deals,
        seed: args.seed,
        rules,
        threads: args.threads,
        sprt: args
            .sprt
            .then_some(crate::engine::trictrac::selfplay::tournament::sprt::Sprt::STANDARD),
    };
    let profile = args
        .profile
        .map_or("the default reading (Lepeintre's)".to_string(), |n| {
            format!("`{n}`")
        });
    timed(cfg.deals, "deals", cfg.threads, |done| {
        run_with(&cfg, done).map(|t| {
            (
                format!("profile {profile}\n{}", t.render(&cfg)),
                t.stats.games,
            )
        })
    })
}
