// The inline stylesheet of the HTML report (the script is in HTMLReportRenderer+Script.swift).
// Both live in Swift strings, not resource files, so the report is one self-contained page and
// the module needs no bundle on Linux.
//
// Every length that positions a viewer is a whole number of CSS pixels (line heights, paddings,
// borders), so at 1x and devicePixelRatio 1 an image pixel lands on exactly one screen pixel; the
// script also snaps each stage to whole pixels after layout, in case a browser's font metrics
// still leave a fraction.

extension HTMLReportRenderer {
    /// Light and dark palettes through `prefers-color-scheme`; a checkerboard behind images so
    /// transparency shows. In the dark theme, diff images (changed pixels over a faded, nearly
    /// white reference) are shown inverted with their hue turned back (`invert(1)
    /// hue-rotate(180deg)`): the faded reference turns dark and the red highlights stay red, so a
    /// dark page never flashes near-white panels. The files themselves are unchanged (each
    /// thumbnail links to its file).
    static let stylesheet = #"""
:root { --bg:#f6f7f9; --panel:#fff; --text:#1c1e21; --muted:#5f6670; --line:#dde1e6;
  --passed:#1f8a3b; --changed:#c62828; --missing:#b0431a; --new:#1565c0; --error:#9a6700;
  --accepted:#00796b; --rejected:#6d4c41;
  --focus:#7c4dff; --check1:#e9ecef; --check2:#fff; --on-badge:#fff; --region:#ff00d4; }
@media (prefers-color-scheme: dark) {
  :root { --bg:#121417; --panel:#1c1f24; --text:#e6e8eb; --muted:#9aa3ad; --line:#2e333a;
    --passed:#4cc26b; --changed:#ff6b6b; --missing:#ff9a5c; --new:#64a8ff; --error:#e3b341;
    --accepted:#4db6ac; --rejected:#bcaaa4;
    --focus:#b39dff; --check1:#2a2e34; --check2:#1f2227; --on-badge:#111; --region:#ff5cf0; }
  .diffimg { filter:invert(1) hue-rotate(180deg); }
}
* { box-sizing:border-box; }
body { margin:0; background:var(--bg); color:var(--text);
  font:14px/20px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
header.top { position:sticky; top:0; z-index:3; background:var(--panel); border-bottom:1px solid var(--line); padding:10px 20px; }
h1 { font-size:18px; line-height:24px; margin:0 0 4px; }
.verdict { font-size:12px; padding:2px 8px; border-radius:10px; vertical-align:middle; color:var(--on-badge); }
.verdict.ok { background:var(--passed); } .verdict.fail { background:var(--changed); }
.counts { margin:0; color:var(--text); }
.tools { display:flex; gap:10px; align-items:center; margin-top:6px; color:var(--muted); flex-wrap:wrap; }
input[type=search] { font:inherit; width:260px; padding:2px 6px; background:var(--bg); color:var(--text); border:1px solid var(--line); border-radius:4px; }
select { font:inherit; background:var(--bg); color:var(--text); border:1px solid var(--line); border-radius:4px; }
button { font:inherit; font-size:12px; line-height:20px; border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:4px; padding:0 8px; cursor:pointer; }
button.active, button.on { background:var(--focus); border-color:var(--focus); color:#fff; }
.status-filter { display:inline-flex; gap:2px; }
button.review.accept { border-color:var(--accepted); } button.review.reject { border-color:var(--rejected); }
#review-messages { color:var(--error); font-size:12px; white-space:pre-wrap; }
#review-messages:empty { display:none; }
.hint { font-size:12px; }
.hint.keys { position:absolute; right:20px; top:12px; max-width:45%; text-align:right; }
main#rows { position:relative; margin:12px 20px 40px; }
.row { position:absolute; left:0; right:0; background:var(--panel); border:1px solid var(--line); border-left:4px solid var(--line);
  border-radius:8px; padding:8px 12px; overflow:hidden; }
.row.expanded { overflow:visible; }
.row.passed { border-left-color:var(--passed); } .row.changed { border-left-color:var(--changed); }
.row.new { border-left-color:var(--new); } .row.missing { border-left-color:var(--missing); } .row.error { border-left-color:var(--error); }
.row.accepted { border-left-color:var(--accepted); } .row.rejected { border-left-color:var(--rejected); }
.row.current { outline:2px solid var(--focus); outline-offset:1px; }
.row-head { display:flex; gap:8px; align-items:center; height:24px; white-space:nowrap; cursor:pointer; }
.row-head .name { font-weight:600; overflow:hidden; text-overflow:ellipsis; min-width:0; }
.row-head a.link { color:var(--muted); text-decoration:none; }
.cells { display:flex; gap:10px; margin-top:6px; }
.row.expanded .cells { flex-direction:column; }
.cell { flex:1 1 0; min-width:0; border:1px solid var(--line); border-radius:6px; padding:6px 8px; }
.cell-head { display:flex; gap:8px; align-items:center; height:20px; white-space:nowrap; }
.detail { height:20px; margin:0; color:var(--muted); font-size:12px; overflow:hidden; text-overflow:ellipsis; white-space:nowrap; }
.row.expanded .detail { height:auto; white-space:normal; }
.note { margin:0; font-size:12px; color:var(--error); }
.thumbs { display:flex; gap:6px; height:168px; }
.row.expanded .cell.has-viewer .thumbs { display:none; }
.thumb { flex:1 1 0; min-width:0; margin:0; }
.thumb a { display:flex; justify-content:flex-start; align-items:flex-start; height:150px; }
.thumb img { max-width:100%; max-height:150px; outline:1px solid var(--line);
  background:repeating-conic-gradient(var(--check1) 0 25%, var(--check2) 0 50%) 0 0/16px 16px; }
figcaption { height:18px; font-size:11px; line-height:18px; color:var(--muted); text-align:left; }
.badge { display:inline-block; font-size:11px; line-height:16px; font-weight:600; text-transform:uppercase; letter-spacing:.04em; padding:0 6px;
  border-radius:4px; color:var(--on-badge); }
.badge.passed { background:var(--passed); } .badge.changed { background:var(--changed); } .badge.new { background:var(--new); }
.badge.missing { background:var(--missing); } .badge.error { background:var(--error); }
.badge.accepted { background:var(--accepted); } .badge.rejected { background:var(--rejected); }
.viewer { margin-top:6px; padding-left:6px; border-left:3px solid transparent; }
.viewer.focused { border-left-color:var(--focus); }
.cell.context { opacity:.55; }
.row.expanded .cell.cursor { outline:2px solid var(--focus); outline-offset:-1px; }
.row:focus { outline:none; }
details.folders ul { margin:.2em 0 .4em 1.2em; padding:0; }
.vbar { display:flex; gap:8px; align-items:center; flex-wrap:wrap; min-height:24px; font-size:12px; }
.vbar .group { display:inline-flex; gap:2px; }
.vbar .amount { width:160px; }
.viewer:not([data-mode=swipe]):not([data-mode=blend]) .amount { visibility:hidden; }
.viewer:not([data-mode=flip]) .flip-controls { display:none; }
.vstate { color:var(--muted); font-size:12px; }
.single { margin-top:6px; }
.swipe-labels { position:relative; height:20px; font-size:11px; color:var(--muted); }
.swipe-labels span { position:absolute; top:0; white-space:nowrap; padding:0 4px; }
.viewer:not([data-mode=swipe]) .swipe-labels { visibility:hidden; }
.stage-scroll { overflow:auto; max-width:100%; max-height:70vh; width:max-content; }
.stage { position:relative; overflow:hidden;
  background:repeating-conic-gradient(var(--check1) 0 25%, var(--check2) 0 50%) 0 0/16px 16px; }
.stage img.layer { position:absolute; left:0; top:0; max-width:none; max-height:none; display:block; }
.stage.magnified img.layer { image-rendering:pixelated; }
.stage .divider { position:absolute; top:0; bottom:0; width:1px; margin-left:-1px; background:var(--focus); pointer-events:none; }
.stage .regions { position:absolute; left:0; top:0; pointer-events:none; }
.viewer:not([data-mode=diff]) .regions { display:none; }
.regions .box { position:absolute; outline:2px solid var(--region); outline-offset:1px; }
.empty { color:var(--muted); margin:12px 20px; }
.noscript { margin:12px 20px; }
"""#
}
