//! The page shell of every generated page: one inline stylesheet, no script, no external
//! resource, so the site reads offline and from `file://`; a Content-Security-Policy that
//! forbids scripts ([`CSP`]).

use crate::corpus::render::esc;

/// The stylesheet, inlined in every page.
pub const CSS: &str = r#"
body{font:15px/1.45 Georgia,"Times New Roman",serif;color:#222;background:#fcfbf7;margin:0 auto;max-width:1100px;padding:0 18px 40px}
nav{font:13px sans-serif;margin:12px 0;color:#666}
nav a{color:#555}
h1{font-size:1.6em;margin:.4em 0}
h2{font-size:1.25em;margin-top:1.6em;border-bottom:1px solid #ddd}
code,pre{font:12.5px/1.4 Menlo,Consolas,monospace}
pre{background:#f4f1e8;padding:8px;overflow:auto}
table{border-collapse:collapse;margin:.6em 0}
th,td{border:1px solid #d8d3c4;padding:3px 6px;vertical-align:top;text-align:left}
th{background:#efe9d8;font-weight:normal}
.matrix td.cell{width:18%;font:12px sans-serif}
table.matrix{border-collapse:separate;border-spacing:0;border-top:1px solid #d8d3c4;border-left:1px solid #d8d3c4}
.matrix th,.matrix td{border-width:0 1px 1px 0}
.matrix thead th{position:sticky;top:0;z-index:2;background:#efe9d8;box-shadow:0 2px 3px rgba(0,0,0,.15);font:bold 13px sans-serif}
.matrix td.rule{font:12px sans-serif}
.matrix td.rule code{font-size:12px}
.matrix tr.section th{background:#e2dac3;font-weight:bold;text-transform:uppercase;font:bold 11px sans-serif}
.note{color:#444;font-size:11px;margin-top:2px}
.badge{display:inline-block;font:bold 10px sans-serif;text-transform:uppercase;padding:1px 5px;border-radius:3px;margin-right:4px;vertical-align:1px}
.confirmed{background:#d6f0d6}.badge.confirmed{background:#2e7d32;color:#fff}
.divergent,.divergence{background:#fff0bf}.badge.divergent,.badge.divergence{background:#b8860b;color:#fff}
.failing,.invalid,.missing{background:#f9d0d0}.badge.failing,.badge.invalid,.badge.missing{background:#c62828;color:#fff}
.pending{background:#e3e8f2}.badge.pending{background:#5c6b8a;color:#fff}
.uncovered{background:#efefef}.badge.uncovered{background:#888;color:#fff}
.badge.refuted{background:#6a1b9a;color:#fff}.badge.undecided,.badge.depends{background:#455a64;color:#fff}.badge.advice-uncovered{background:#ddd;color:#333}
span.advice-note{border-bottom:1px dotted #888}
td.none{background:#fff;color:#bbb}
p.claim,li.claim{padding:3px 6px;border-left:4px solid #bbb;margin:.5em 0}
p.claim.confirmed,li.claim.confirmed{border-color:#2e7d32}
p.claim.divergent,li.claim.divergent{border-color:#b8860b}
p.claim.failing,li.claim.failing{border-color:#c62828}
p.claim.pending,li.claim.pending{border-color:#5c6b8a}
a.rule{color:#6a3d9a}
a.scn{padding:0 2px;border-radius:2px;color:#123}
.card dl{display:grid;grid-template-columns:max-content auto;gap:2px 12px;font-size:14px}
.card dt{color:#666}
.card dd{margin:0}
.frame{border-top:1px dashed #ccc;margin-top:1.2em;padding-top:.4em}
.frame svg{max-width:100%;height:auto;display:block;margin:6px 0}
.board-row{display:flex;flex-wrap:wrap;gap:8px 22px;align-items:flex-start}
aside.marks{font:13px sans-serif;margin-top:40px}
aside.marks caption{text-align:left;font-weight:bold;padding-bottom:4px}
aside.marks td,aside.marks th{padding:3px 8px}
p.small{font-size:11px;color:#666;margin:4px 0}
.chances{margin:.8em 0}
table.throws{font:12px sans-serif}
table.throws td{width:22px;height:20px;text-align:center;padding:0}
table.throws td.counted{background:#3f4a5a;color:#fff}
table.throws caption{font-size:11px;color:#666;text-align:left}
aside.counts{max-width:440px;margin-top:30px;font-size:13px}
p.analysis{font-size:14px}
.mark{font:bold 13px sans-serif;padding:0 4px;border-radius:3px}
.mark.doubtful{background:#eee}
.mark.bad{background:#f7d9e3}
.mark.very-bad{background:#fbeea0}
table.analysis{border-collapse:collapse;font:13px sans-serif}
table.analysis td,table.analysis th{padding:3px 8px;border-bottom:1px solid #ddd;text-align:right}
.throw-list{font:13px sans-serif}
.throw{white-space:nowrap}
.legend i.play{height:6px;background:#3f4a5a;opacity:.55}
.legend i.mark{height:10px;border:2px dashed #7b2fa8;background:none;width:12px}
.legend span{display:inline-block;margin-right:12px;font:12px sans-serif}
.legend i{display:inline-block;width:18px;height:3px;vertical-align:middle;margin-right:4px}
.checks td:nth-child(1){white-space:nowrap}
.summary td,.summary th{text-align:right}.summary td:first-child{text-align:left;white-space:nowrap}
.summary td:last-child{text-align:left;min-width:10em;font-size:12px}table.summary{font-size:13px}
.play-name{white-space:nowrap}.play-name i{display:inline-block;width:18px;height:7px;vertical-align:middle;margin-right:4px;opacity:.75}
p.advice-claim{font-style:italic;margin:.3em 0}
aside.figures{font:13px sans-serif;margin-top:40px}
table.figures{font:13px sans-serif}
aside.figures{max-width:420px}p.figures-head,table.figures caption{text-align:left;font-weight:bold;margin:0;padding-bottom:4px}
.legend span.play-name{margin-right:0}
table.figures td,table.figures th{padding:3px 8px}
.left-by{max-width:420px}.left-by svg{width:400px}
p.small-head{font:13px sans-serif;margin:6px 0 0}
p.verdict{border-left:4px solid #888;padding:4px 8px;background:#f4f1e8}
.locator{color:#555}
dl.rule-list{display:grid;grid-template-columns:max-content auto;gap:4px 14px;font:12px sans-serif}
dl.rule-list dt{font-weight:bold;text-transform:uppercase;font-size:11px;color:#555}
dl.rule-list dd{margin:0}dl.rule-list a{margin-right:4px}
table.works td{font:13px sans-serif}
"#;

/// The Content-Security-Policy of every page, a second lock behind the escaping of the
/// readings: no script, no plugin, no form, no frame, nothing fetched but the page's own
/// inline style and images of the site itself.
pub const CSP: &str = "default-src 'none'; script-src 'none'; object-src 'none'; \
                       style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; \
                       form-action 'none'; frame-src 'none'";

/// A whole HTML page.
#[must_use]
pub fn document(title: &str, nav: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"{CSP}\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{CSS}</style>\n</head>\n<body>\n<nav>{nav}</nav>\n{body}\n</body>\n</html>\n",
        esc(title)
    )
}

/// The legend of the arrows drawn on boards.
#[must_use]
pub fn arrow_legend() -> String {
    let items = [
        ("#1b7f3b", "hit à vrai"),
        ("#1f5fbf", "fill"),
        ("#7b2fa8", "coin battu, deux tables, mézéas, six tables"),
        (
            "#c0392b",
            "to the opponent (à faux, impuissance, contre-jans)",
        ),
        ("#6b5b45", "a jan kept, sortie"),
    ];
    let mut s = String::from(
        "<p class=\"legend\"><span><i class=\"play\"></i>the play transcribed (dashed: a false \
         play put right; tinted: the flèches it left and reached)</span><br>",
    );
    for (c, t) in items {
        s.push_str(&format!("<span><i style=\"background:{c}\"></i>{t}</span>"));
    }
    s.push_str(
        "<span>dashed: by the sum, through the resting flèche</span><br>\
         <span><i class=\"mark\"></i>a jan made by no single move (mézéas, six tables, deux \
         tables, a jan kept, sortie), boxed where it lies; impuissance beside the dice</span></p>",
    );
    s
}
