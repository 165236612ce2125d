//! The snapshots of the diagnostics tests: one file each under `snapshots/`, named as given,
//! without the test's module or expression.

/// Asserts that `text` is the snapshot `snapshots/NAME.snap`.
pub fn snapshot(name: &str, text: &str) {
    insta::with_settings!({
        snapshot_path => "../../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, text);
    });
}
