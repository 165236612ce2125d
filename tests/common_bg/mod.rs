// Shared helper for the integration tests: the seven backgammon positions of
// `benches/backgammon.rs` and `examples/bg_profile.rs`.
#![allow(dead_code)]

use tablier::engine::tables::id::from_position_id;
use tablier::engine::tables::{BgPosition, BgSetup};
use tablier::Color;

/// The standard and nackgammon starts, and five boards of a seeded random game given by their
/// Position IDs (checkers on the bar for either side, a middle game, a bearing off).
pub fn bench_positions() -> Vec<BgPosition> {
    let mut positions = vec![
        BgPosition::opening(),
        BgSetup::nackgammon().validate().unwrap(),
    ];
    for (id, turn) in [
        ("1ZbgAQVrfIgBYA", Color::White),
        ("sgEeIGdzdiRQAQ", Color::White),
        ("cgAPYU7PsxGAIA", Color::White),
        ("f34AAgHmBVEEHg", Color::Black),
        ("nRUyAB0PAAAAAA", Color::White),
    ] {
        positions.push(from_position_id(id, turn).unwrap());
    }
    positions
}
