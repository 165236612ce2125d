//! The binary embeds `corpus/` and `scenarios/` (`include_dir!` in `src/main.rs`), which the
//! compiler does not track: a change under either folder must rebuild it.

fn main() {
    println!("cargo:rerun-if-changed=corpus");
    println!("cargo:rerun-if-changed=scenarios");
    println!("cargo:rerun-if-changed=build.rs");
}
