//! "Did you mean": the candidate nearest to a misspelt word (a rule ID, a term, a keyword, a
//! profile name), by edit distance. One function for every layer's hints.

/// The candidate nearest to `found` by edit distance, if it is near enough to be what was
/// meant (a typo: at most a third of the word, and at most 3 edits); ties go to the first in
/// alphabetical order.
#[must_use]
pub fn did_you_mean<'a>(
    found: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let limit = (found.chars().count() / 3).clamp(1, 3);
    candidates
        .into_iter()
        .filter(|c| *c != found)
        .map(|c| (edit_distance(found, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, c)| (*d, *c))
        .map(|(_, c)| c)
}

/// Levenshtein distance in characters (inputs are short: IDs and names; cut at 200).
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().take(200).collect();
    let b: Vec<char> = b.chars().take(200).collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// `n` and the word for it, singular for one and none plural: `1 trou`, `2 trous`, `0 trous`
/// (`count(n, "trou", "trous")`).
#[must_use]
pub fn count(n: impl std::fmt::Display, one: &str, many: &str) -> String {
    let word = if n.to_string() == "1" { one } else { many };
    format!("{n} {word}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_others_plural() {
        assert_eq!(count(1u32, "trou", "trous"), "1 trou");
        assert_eq!(count(0u32, "trou", "trous"), "0 trous");
        assert_eq!(
            count(2u8, "distinct play", "distinct plays"),
            "2 distinct plays"
        );
    }

    #[test]
    fn a_typo_finds_its_word_and_a_stranger_finds_none() {
        let words = ["jan.mezeas", "jan.margot", "bredouille"];
        assert_eq!(did_you_mean("jan.mezea", words), Some("jan.mezeas"));
        assert_eq!(did_you_mean("bredouile", words), Some("bredouille"));
        assert_eq!(did_you_mean("pavillon", words), None);
        assert_eq!(
            did_you_mean("jan.mezeas", words),
            None,
            "the word itself is no hint"
        );
        assert_eq!(edit_distance("abc", "abd"), 1);
    }
}
