//! Players by name: `PLAY` or `PLAY+GOING` (`greedy-1ply+points:21`, `21` for short), read by [`PlayerSpec`]'s
//! `FromStr`, with an error listing the valid names ([`UnknownPlayer`]).

use std::fmt;
use std::str::FromStr;

use super::maxim::{Maxim, MaximPlays};
use super::{
    Base, Composed, Expectimax, Going, GreedyPlays, OnePly, PlayPolicy, Player, RandomPlays,
    RolloutPlays, HORIZON,
};
use crate::engine::limits::{self, ROLLOUT_HORIZON, ROLLOUT_TRIALS};
use crate::engine::spelling::did_you_mean;

/// A play policy by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaySpec {
    /// [`RandomPlays`].
    Random,
    /// [`GreedyPlays`].
    Greedy,
    /// [`OnePly`].
    OnePly,
    /// [`Expectimax`].
    Expectimax,
    /// [`RolloutPlays`]: `rollout:TRIALS:BASE` or `rollout:TRIALS:BASE:HORIZON`.
    Rollout {
        trials: u32,
        base: Base,
        horizon: u32,
    },
    /// A maxim over a base ([`MaximPlays`]): `bold:greedy`, `cautious:greedy-1ply`,
    /// `calculated:greedy`.
    Maxim(Maxim, Base),
}

impl PlaySpec {
    /// Every play policy, in the order names are listed.
    pub const ALL: [PlaySpec; 5] = [
        PlaySpec::Random,
        PlaySpec::Greedy,
        PlaySpec::OnePly,
        PlaySpec::Expectimax,
        PlaySpec::Rollout {
            trials: 36,
            base: Base::Greedy,
            horizon: HORIZON,
        },
    ];

    /// Its name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            PlaySpec::Random => "random",
            PlaySpec::Greedy => "greedy",
            PlaySpec::OnePly => "greedy-1ply",
            PlaySpec::Expectimax => "expectimax-2ply",
            PlaySpec::Rollout { .. } => "rollout",
            PlaySpec::Maxim(m, b) => match (m, b) {
                (Maxim::Bold, Base::Greedy) => "bold:greedy",
                (Maxim::Bold, Base::OnePly) => "bold:greedy-1ply",
                (Maxim::Cautious, Base::Greedy) => "cautious:greedy",
                (Maxim::Cautious, Base::OnePly) => "cautious:greedy-1ply",
                (Maxim::Calculated, Base::Greedy) => "calculated:greedy",
                (Maxim::Calculated, Base::OnePly) => "calculated:greedy-1ply",
            },
        }
    }

    /// The maxim players, `MAXIM:BASE`, in the order names are listed.
    #[must_use]
    pub fn maxims() -> Vec<PlaySpec> {
        Maxim::ALL
            .into_iter()
            .flat_map(|m| Base::ALL.map(|b| PlaySpec::Maxim(m, b)))
            .collect()
    }

    /// The base play policy of a maxim player (the policy itself otherwise).
    #[must_use]
    pub fn base(self) -> PlaySpec {
        match self {
            PlaySpec::Maxim(_, Base::Greedy) => PlaySpec::Greedy,
            PlaySpec::Maxim(_, Base::OnePly) => PlaySpec::OnePly,
            p => p,
        }
    }

    /// Its full name, with its parameters (`rollout:1296:greedy`).
    #[must_use]
    pub fn label(self) -> String {
        self.build().label()
    }

    /// `rollout:TRIALS:BASE[:HORIZON]`, or `None` when `s` does not start with `rollout:`.
    fn rollout(s: &str) -> Option<Result<PlaySpec, String>> {
        let rest = s.strip_prefix("rollout:")?;
        let parts: Vec<&str> = rest.split(':').collect();
        let number =
            |p: &str, what: &str, most: u32| {
                if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) && p != "0" {
                    return p.parse::<u32>().ok().filter(|n| *n <= most).ok_or_else(|| {
                        limits::above(&format!("the {what} of a rollout"), most, p)
                    });
                }
                Err(format!("`{p}` is not a number of {what} (1 or more)"))
            };
        Some((|| {
            let (trials, base, horizon) = match parts[..] {
                [t, b] => (t, b, None),
                [t, b, h] => (t, b, Some(h)),
                _ => {
                    return Err(
                        "a rollout is `rollout:TRIALS:BASE` or `rollout:TRIALS:BASE:HORIZON`"
                            .to_string(),
                    )
                }
            };
            let trials = number(trials, "trials", ROLLOUT_TRIALS)?;
            let base = Base::ALL
                .into_iter()
                .find(|b| b.name() == base)
                .ok_or_else(|| unknown("rollout base", base, Base::ALL.map(Base::name)))?;
            let horizon = horizon.map_or(Ok(HORIZON), |h| number(h, "throws", ROLLOUT_HORIZON))?;
            Ok(PlaySpec::Rollout {
                trials,
                base,
                horizon,
            })
        })())
    }

    /// The going policy a player named by this play policy alone has: the random player goes
    /// at random, the greedy one always stays (as self-play's always did), the 1-ply one goes
    /// by expected value.
    #[must_use]
    pub fn default_going(self) -> Going {
        match self.base() {
            PlaySpec::Random => Going::Random,
            PlaySpec::Greedy => Going::Stay,
            PlaySpec::OnePly
            | PlaySpec::Expectimax
            | PlaySpec::Rollout { .. }
            | PlaySpec::Maxim(..) => Going::Ev,
        }
    }

    /// Whether the policy values its plays in points (what [`Going::Ev`] needs).
    #[must_use]
    pub fn values_plays(self) -> bool {
        matches!(
            self.base(),
            PlaySpec::OnePly | PlaySpec::Expectimax | PlaySpec::Rollout { .. }
        )
    }

    fn build(self) -> Box<dyn PlayPolicy> {
        match self {
            PlaySpec::Random => Box::new(RandomPlays),
            PlaySpec::Greedy => Box::new(GreedyPlays),
            PlaySpec::OnePly => Box::new(OnePly::default()),
            PlaySpec::Expectimax => Box::new(Expectimax::default()),
            PlaySpec::Rollout {
                trials,
                base,
                horizon,
            } => Box::new(RolloutPlays::new(trials, horizon, base)),
            PlaySpec::Maxim(m, b) => Box::new(MaximPlays::new(m, b, self.name())),
        }
    }
}

/// A player by name: a play policy and a going policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerSpec {
    pub plays: PlaySpec,
    pub going: Going,
}

impl PlayerSpec {
    /// The player `plays+going`.
    #[must_use]
    pub fn new(plays: PlaySpec, going: Going) -> PlayerSpec {
        PlayerSpec { plays, going }
    }

    /// A fresh player (its own buffers): one per thread and seat.
    #[must_use]
    pub fn build(self) -> Box<dyn Player> {
        Box::new(Composed::new(self.plays.build(), self.going))
    }
}

impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.plays.label(), self.going.name())
    }
}

/// A player's name that names none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownPlayer {
    /// The name given.
    pub found: String,
    /// What is wrong with it.
    pub why: String,
}

impl fmt::Display for UnknownPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plays: Vec<&str> = PlaySpec::ALL
            .into_iter()
            .chain(PlaySpec::maxims())
            .map(PlaySpec::name)
            .collect();
        let going = Going::LISTED;
        write!(
            f,
            "unknown player `{}`: {}; a player is PLAY or PLAY+GOING, PLAY one of {} \
             (alone: random+random, greedy+stay, greedy-1ply+ev, a maxim as its base; rollout \
             as rollout:TRIALS:BASE[:HORIZON], BASE greedy or greedy-1ply), GOING one of {} (ev \
             only for a player that values its plays: greedy-1ply and its maxims, \
             expectimax-2ply, rollout; points:N stays while N points or more are left to play, \
             21 is points:21)",
            self.found,
            self.why,
            plays.join(", "),
            going.join(", ")
        )
    }
}

impl std::error::Error for UnknownPlayer {}

/// `what` `found`, unknown among `names`, with the nearest name if one is near.
fn unknown<'a>(what: &str, found: &str, names: impl IntoIterator<Item = &'a str>) -> String {
    let near =
        did_you_mean(found, names).map_or(String::new(), |n| format!(" (did you mean `{n}`?)"));
    format!("no {what} `{found}`{near}")
}

impl FromStr for PlayerSpec {
    type Err = UnknownPlayer;

    fn from_str(s: &str) -> Result<PlayerSpec, UnknownPlayer> {
        let err = |why: String| UnknownPlayer {
            found: s.to_string(),
            why,
        };
        let (play, going) = match s.split_once('+') {
            Some((p, g)) => (p, Some(g)),
            None => (s, None),
        };
        let names: Vec<PlaySpec> = PlaySpec::ALL
            .into_iter()
            .chain(PlaySpec::maxims())
            .collect();
        let plays = match PlaySpec::rollout(play) {
            Some(r) => r.map_err(err)?,
            None => names
                .iter()
                .copied()
                .find(|p| p.name() == play && !matches!(p, PlaySpec::Rollout { .. }))
                .ok_or_else(|| err(unknown("play policy", play, names.iter().map(|p| p.name()))))?,
        };
        let going = match going {
            None => plays.default_going(),
            Some(g) => {
                Going::named(g).ok_or_else(|| err(unknown("going policy", g, Going::LISTED)))?
            }
        };
        if going == Going::Ev && !plays.values_plays() {
            return Err(err(format!(
                "`{}` does not value its plays, so it cannot go by expected value",
                plays.name()
            )));
        }
        Ok(PlayerSpec { plays, going })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back() {
        for plays in PlaySpec::ALL.into_iter().chain(PlaySpec::maxims()) {
            for going in Going::ALL {
                let spec = PlayerSpec::new(plays, going);
                let name = spec.to_string();
                if going == Going::Ev && !plays.values_plays() {
                    assert!(name.parse::<PlayerSpec>().is_err(), "{name}");
                    continue;
                }
                assert_eq!(name.parse::<PlayerSpec>(), Ok(spec));
                assert_eq!(spec.build().name(), name);
            }
        }
        for name in ["greedy-1ply+21", "greedy-1ply+points:21"] {
            assert_eq!(
                name.parse::<PlayerSpec>(),
                Ok(PlayerSpec::new(PlaySpec::OnePly, Going::Points(21)))
            );
        }
        assert_eq!(
            "greedy+points:30"
                .parse::<PlayerSpec>()
                .map(|p| p.to_string()),
            Ok("greedy+points:30".to_string())
        );
        // trials and throws past their limits (src/engine/limits.rs)
        for (bad, says) in [
            ("rollout:4294967295:greedy", "at most 10000"),
            ("rollout:10001:greedy", "at most 10000"),
            ("rollout:36:greedy:101", "at most 100"),
            ("rollout:99999999999999999999:greedy", "at most 10000"),
        ] {
            let e = bad.parse::<PlayerSpec>().unwrap_err();
            assert!(e.why.contains(says), "{bad}: {e}");
        }
        assert!("rollout:10000:greedy:100".parse::<PlayerSpec>().is_ok());
        for bad in [
            "greedy+points:0",
            "greedy+points:",
            "greedy+points:x",
            "greedy+30",
        ] {
            assert!(bad.parse::<PlayerSpec>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_play_policy_alone_has_its_default_going() {
        let read = |s: &str| s.parse::<PlayerSpec>().unwrap().to_string();
        assert_eq!(read("random"), "random+random");
        assert_eq!(read("greedy"), "greedy+stay");
        assert_eq!(read("greedy-1ply"), "greedy-1ply+ev");
        assert_eq!(read("bold:greedy"), "bold:greedy+stay");
        assert_eq!(read("cautious:greedy-1ply"), "cautious:greedy-1ply+ev");
        assert_eq!(read("bold:greedy+go"), "bold:greedy+go");
    }

    #[test]
    fn a_bad_name_lists_the_valid_ones() {
        let e = "greedy-2ply".parse::<PlayerSpec>().unwrap_err();
        let text = e.to_string();
        assert!(
            text.starts_with(
                "unknown player `greedy-2ply`: no play policy `greedy-2ply` (did you mean \
                 `greedy-1ply`?); a player is PLAY or PLAY+GOING"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "PLAY one of random, greedy, greedy-1ply, expectimax-2ply, rollout, bold:greedy, \
                 bold:greedy-1ply, cautious:greedy, cautious:greedy-1ply, calculated:greedy, \
                 calculated:greedy-1ply"
            ) && text.contains("GOING one of go, stay, 21, ev, random"),
            "{text}"
        );
        let e = "greedy+sty".parse::<PlayerSpec>().unwrap_err();
        assert_eq!(e.why, "no going policy `sty` (did you mean `stay`?)");
        let e = "greedy+ev".parse::<PlayerSpec>().unwrap_err();
        assert_eq!(
            e.why,
            "`greedy` does not value its plays, so it cannot go by expected value"
        );
        let e = "".parse::<PlayerSpec>().unwrap_err();
        assert_eq!(e.why, "no play policy ``");
        assert!("random+go+stay".parse::<PlayerSpec>().is_err());
    }
}
