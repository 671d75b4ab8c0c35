// The inline stylesheet and script of the HTML report. They live in Swift strings (not resource
// files) so the report is one self-contained page and the module needs no bundle on Linux.

extension HTMLReportRenderer {
    /// Light and dark palettes through `prefers-color-scheme`; a checkerboard behind images so
    /// transparency shows.
    static let stylesheet = #"""
:root { --bg:#f6f7f9; --panel:#fff; --text:#1c1e21; --muted:#5f6670; --line:#dde1e6;
  --passed:#1f8a3b; --changed:#c62828; --missing:#b0431a; --new:#1565c0; --error:#9a6700;
  --focus:#7c4dff; --check1:#e9ecef; --check2:#fff; --on-badge:#fff; }
@media (prefers-color-scheme: dark) {
  :root { --bg:#121417; --panel:#1c1f24; --text:#e6e8eb; --muted:#9aa3ad; --line:#2e333a;
    --passed:#4cc26b; --changed:#ff6b6b; --missing:#ff9a5c; --new:#64a8ff; --error:#e3b341;
    --focus:#b39dff; --check1:#2a2e34; --check2:#1f2227; --on-badge:#111; }
}
* { box-sizing:border-box; }
body { margin:0; background:var(--bg); color:var(--text);
  font:14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
header.top { position:sticky; top:0; z-index:2; background:var(--panel); border-bottom:1px solid var(--line); padding:12px 20px; }
h1 { font-size:18px; margin:0 0 8px; }
.verdict { font-size:12px; padding:2px 8px; border-radius:10px; vertical-align:middle; color:var(--on-badge); }
.verdict.ok { background:var(--passed); } .verdict.fail { background:var(--changed); }
.counts { display:flex; gap:6px; flex-wrap:wrap; }
.count { border:1px solid var(--line); background:var(--bg); color:var(--text); border-radius:6px; padding:4px 10px; cursor:pointer; font:inherit; }
.count b { font-size:15px; }
.count.active { outline:2px solid var(--focus); }
.count.passed b { color:var(--passed); } .count.changed b { color:var(--changed); } .count.new b { color:var(--new); }
.count.missing b { color:var(--missing); } .count.error b { color:var(--error); }
.tools { display:flex; gap:16px; align-items:center; margin-top:8px; color:var(--muted); flex-wrap:wrap; }
select { font:inherit; background:var(--bg); color:var(--text); border:1px solid var(--line); border-radius:4px; }
main { padding:12px 20px 40px; }
.row { background:var(--panel); border:1px solid var(--line); border-left:4px solid var(--line); border-radius:8px; margin:0 0 12px; padding:10px 14px; }
.row.passed { border-left-color:var(--passed); } .row.changed { border-left-color:var(--changed); }
.row.new { border-left-color:var(--new); } .row.missing { border-left-color:var(--missing); } .row.error { border-left-color:var(--error); }
.row.current { outline:2px solid var(--focus); outline-offset:2px; }
.row[hidden], .variant[hidden] { display:none; }
h2 { font-size:15px; margin:0 0 8px; word-break:break-all; }
h3 { font-size:13px; margin:0 0 4px; }
.badge { display:inline-block; font-size:11px; font-weight:600; text-transform:uppercase; letter-spacing:.04em; padding:1px 6px; border-radius:4px; color:var(--on-badge); vertical-align:1px; }
.badge.passed { background:var(--passed); } .badge.changed { background:var(--changed); } .badge.new { background:var(--new); }
.badge.missing { background:var(--missing); } .badge.error { background:var(--error); }
.variants { display:flex; gap:14px; flex-wrap:wrap; align-items:flex-start; }
.variant { flex:1 1 300px; min-width:260px; border:1px solid var(--line); border-radius:6px; padding:8px; }
.detail { margin:0 0 4px; color:var(--muted); font-size:12px; }
.note { margin:0 0 4px; font-size:12px; color:var(--error); }
.images { display:flex; gap:8px; flex-wrap:wrap; }
figure { margin:0; flex:1 1 0; min-width:80px; }
figcaption { font-size:11px; color:var(--muted); text-align:center; }
figure img, .stage img { display:block; max-width:100%; max-height:420px; margin:0 auto; outline:1px solid var(--line);
  background:repeating-conic-gradient(var(--check1) 0 25%, var(--check2) 0 50%) 0 0/16px 16px; }
figure.thumb img { width:auto; height:auto; max-height:320px; }
.stage .under { width:auto; height:auto; max-width:100%; max-height:480px; margin:0; image-rendering:pixelated; }
.stage .over { image-rendering:pixelated; outline:none; max-width:none; max-height:none; margin:0; }
.viewer { margin-top:8px; border-top:1px dashed var(--line); padding-top:6px; }
.modes button { font:inherit; font-size:12px; border:1px solid var(--line); background:var(--bg); color:var(--text); padding:2px 8px; cursor:pointer; }
.modes button:first-child { border-radius:4px 0 0 4px; } .modes button:last-child { border-radius:0 4px 4px 0; }
.viewer[data-mode=swipe] .modes [data-mode=swipe], .viewer[data-mode=blend] .modes [data-mode=blend],
.viewer[data-mode=flip] .modes [data-mode=flip] { background:var(--focus); color:#fff; }
.stage { position:relative; display:inline-block; margin-top:6px; max-width:100%; vertical-align:top; }
.stage .over { position:absolute; left:0; top:0; width:100%; height:100%; object-fit:contain; object-position:left top; }
.viewer[data-mode=flip] .amount { visibility:hidden; }
.flip-label { position:absolute; right:4px; top:4px; font-size:11px; background:rgba(0,0,0,.6); color:#fff; padding:1px 5px; border-radius:3px; }
.viewer:not([data-mode=flip]) .flip-label { display:none; }
.amount { width:100%; }
.hint { font-size:12px; }
.empty { color:var(--muted); }
"""#

    /// Filters, viewers and keyboard navigation; marks the page ready once run.
    static let script = #"""
(function () {
  "use strict";
  var rows = Array.prototype.slice.call(document.querySelectorAll(".row"));
  var statusFilter = "all", variantFilter = "all", current = -1;
  function visibleRows() { return rows.filter(function (r) { return !r.hidden; }); }
  function apply() {
    rows.forEach(function (row) {
      var any = false;
      row.querySelectorAll(".variant").forEach(function (v) {
        var ok = (statusFilter === "all" || v.dataset.status === statusFilter) &&
                 (variantFilter === "all" || v.dataset.variant === variantFilter);
        v.hidden = !ok; any = any || ok;
      });
      row.hidden = !any;
    });
    document.getElementById("shown").textContent = visibleRows().length + " of " + rows.length + " snapshots";
    document.querySelectorAll(".count").forEach(function (b) {
      b.classList.toggle("active", b.dataset.filterStatus === statusFilter);
    });
  }
  function setAmount(viewer) {
    var value = Number(viewer.querySelector(".amount").value);
    var over = viewer.querySelector(".over");
    var mode = viewer.dataset.mode;
    if (mode === "swipe") { over.style.opacity = 1; over.style.clipPath = "inset(0 0 0 " + value + "%)"; }
    else if (mode === "blend") { over.style.clipPath = "none"; over.style.opacity = value / 100; }
    else { over.style.clipPath = "none"; over.style.opacity = viewer.dataset.flipped === "1" ? 1 : 0;
      viewer.querySelector(".flip-label").textContent = viewer.dataset.flipped === "1" ? "actual" : "reference"; }
  }
  function setMode(viewer, mode) { viewer.dataset.mode = mode; setAmount(viewer); }
  document.querySelectorAll(".viewer").forEach(function (viewer) {
    viewer.querySelectorAll(".modes button").forEach(function (b) {
      b.addEventListener("click", function () { setMode(viewer, b.dataset.mode); });
    });
    viewer.querySelector(".amount").addEventListener("input", function () { setAmount(viewer); });
    viewer.querySelector(".stage").addEventListener("click", function () {
      if (viewer.dataset.mode === "flip") { viewer.dataset.flipped = viewer.dataset.flipped === "1" ? "0" : "1"; setAmount(viewer); }
    });
    setAmount(viewer);
  });
  setInterval(function () {
    document.querySelectorAll('.viewer[data-mode="flip"]').forEach(function (viewer) {
      viewer.dataset.flipped = viewer.dataset.flipped === "1" ? "0" : "1"; setAmount(viewer);
    });
  }, 900);
  document.querySelectorAll(".count").forEach(function (b) {
    b.addEventListener("click", function () {
      statusFilter = (statusFilter === b.dataset.filterStatus) ? "all" : b.dataset.filterStatus; apply();
    });
  });
  document.getElementById("variant-filter").addEventListener("change", function (e) { variantFilter = e.target.value; apply(); });
  function focusRow(delta) {
    var list = visibleRows(); if (!list.length) return;
    var at = list.indexOf(rows[current]);
    at = at < 0 ? (delta > 0 ? 0 : list.length - 1) : Math.max(0, Math.min(list.length - 1, at + delta));
    if (rows[current]) rows[current].classList.remove("current");
    current = rows.indexOf(list[at]);
    list[at].classList.add("current");
    list[at].scrollIntoView({ block: "center" });
  }
  document.addEventListener("keydown", function (e) {
    if (e.target && (e.target.tagName === "INPUT" || e.target.tagName === "SELECT") && e.target.type !== "range") return;
    if (e.metaKey || e.ctrlKey || e.altKey) return;
    var modes = { "1": "swipe", "2": "blend", "3": "flip" };
    if (e.key === "j" || e.key === "ArrowDown") { focusRow(1); e.preventDefault(); }
    else if (e.key === "k" || e.key === "ArrowUp") { focusRow(-1); e.preventDefault(); }
    else if (modes[e.key]) {
      var scope = rows[current] || document;
      scope.querySelectorAll(".viewer").forEach(function (v) { setMode(v, modes[e.key]); });
    }
  });
  // A link can preset the filters: report.html#status=changed&variant=dark
  location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
    var kv = pair.split("="), value = decodeURIComponent(kv[1] || "");
    if (kv[0] === "status" && value) statusFilter = value;
    if (kv[0] === "variant" && value) { variantFilter = value; document.getElementById("variant-filter").value = value; }
  });
  apply();
  document.documentElement.setAttribute("data-penumbra-ready", "1");
  document.body.classList.add("js");
})();
"""#
}
