//! `ecole.deux-jetons`: a player marks new points with a second jeton, overlooking the points
//! already standing on his first (Lepeintre r.66), or takes his opponent's jeton to mark
//! without first erasing his own (r.67). The readings differ ([`EcoleDeuxJetons`]):
//!
//! - in Lepeintre's rigour the opponent erases the first jeton and scores its points as an
//!   école; the second jeton's points stand (r.66 also lets him make the player mark the
//!   total instead: that choice is not modelled, the école is taken);
//! - in his "bonne compagnie" (4e §III on r.66–67) the jeton showing fewer points is taken
//!   off, and there is no école;
//! - Lelasseux (second-hand) has no école: the player keeps what both jetons show, as if he
//!   had marked them on one;
//! - Guiton (ch. III, "Faute nommée improprement école des deux jetons") has no école either,
//!   but the opponent takes one mark off and the player loses the points he had: he marked
//!   exactly what his throw gave and only seems to have given up his old points.
//!
//! Example: holding 6, a player takes 4 more and marks them on a second jeton. Rigour: he is
//! left with 4 and the opponent scores 6. Company: the 4 come off, he keeps 6. No école: 10.
//! First lost: 4, and nothing to the opponent.

use crate::engine::trictrac::{EcoleDeuxJetons, Rules};

/// What becomes of a marking made on a second jeton.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SecondJeton {
    /// The first jeton is erased before the new points are marked.
    pub erase_first: bool,
    /// The new points are marked (else the second jeton is taken off).
    pub keep_new: bool,
    /// The école the opponent scores.
    pub ecole: u32,
}

/// Settles a marking of `new` points on a second jeton while `first` points stood on the
/// first.
#[must_use]
pub fn second_jeton(first: u32, new: u32, rules: &Rules) -> SecondJeton {
    match rules.ecole_deux_jetons {
        EcoleDeuxJetons::Rigour => SecondJeton {
            erase_first: true,
            keep_new: true,
            ecole: first,
        },
        EcoleDeuxJetons::Company => SecondJeton {
            erase_first: new > first,
            keep_new: new > first,
            ecole: 0,
        },
        EcoleDeuxJetons::NoEcole => SecondJeton {
            erase_first: false,
            keep_new: true,
            ecole: 0,
        },
        EcoleDeuxJetons::FirstLost => SecondJeton {
            erase_first: true,
            keep_new: true,
            ecole: 0,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(r: EcoleDeuxJetons) -> Rules {
        Rules {
            ecole_deux_jetons: r,
            ..Rules::default()
        }
    }

    #[test]
    fn r66_rigour_the_first_jeton_goes_to_school() {
        let s = second_jeton(6, 4, &Rules::default());
        assert_eq!((s.erase_first, s.keep_new, s.ecole), (true, true, 6));
    }

    #[test]
    fn r66_company_the_smaller_jeton_comes_off() {
        let r = with(EcoleDeuxJetons::Company);
        let s = second_jeton(6, 4, &r);
        assert_eq!((s.erase_first, s.keep_new, s.ecole), (false, false, 0));
        let s = second_jeton(2, 4, &r);
        assert_eq!((s.erase_first, s.keep_new, s.ecole), (true, true, 0));
    }

    #[test]
    fn lelasseux_no_ecole_both_jetons_count() {
        let s = second_jeton(6, 4, &with(EcoleDeuxJetons::NoEcole));
        assert_eq!((s.erase_first, s.keep_new, s.ecole), (false, true, 0));
    }

    #[test]
    fn guiton_no_ecole_the_old_points_lost() {
        // ch. III: eight held, four more marked on a jeton from the band
        let s = second_jeton(8, 4, &with(EcoleDeuxJetons::FirstLost));
        assert_eq!((s.erase_first, s.keep_new, s.ecole), (true, true, 0));
        // the new mark stands even when it shows fewer points than the old
        let s = second_jeton(10, 4, &with(EcoleDeuxJetons::FirstLost));
        assert!(s.erase_first && s.keep_new);
    }
}
