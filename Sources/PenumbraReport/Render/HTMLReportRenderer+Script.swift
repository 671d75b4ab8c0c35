// The HTML report's script: a virtual list over the JSON data, filters kept in the URL hash,
// the comparison viewer, keyboard navigation and review (accept/reject/undo, by mouse or keys).
// Three parts joined in order into one function: the list here, the viewer in +ScriptViewer,
// review, the hash and the keys in +ScriptReview.
//
// Keys: j/k (or the arrows) move between snapshots; h/l (or left/right) move the variant cursor
// inside the selected one; a, r and u accept, reject and undo the variant under the cursor, then
// the cursor goes on to the next undecided variant; A and R decide the whole snapshot.
//
// Why a virtual list: a report of 5,000 variants written as HTML held 81k elements and 840
// eagerly loaded images; it loaded in 3.5-6.2 s and scrolled at 415-624 ms a frame. Here only the
// rows within about one screen of the viewport exist as elements (each absolutely placed at its
// offset; the list's height stands for the rest), and a row's images get their `src` only once
// the row is on screen. Collapsed rows have fixed heights (with or without thumbnails), so
// offsets are a prefix sum; the one expanded (selected) row is measured after it is drawn.

extension HTMLReportRenderer {
    /// The page's script; marks `<html data-penumbra-ready="1">` once run.
    static let script = scriptList + "\n" + scriptViewer + "\n" + scriptReview

    /// The list: data, filters and layout, rows and selection.
    static let scriptList = #"""
(function () {
  "use strict";
  var doc = document, root = doc.documentElement, win = window;
  var data = JSON.parse(doc.getElementById("penumbra-data").textContent);
  // The write token of a review session: written into this script (which runs only by its
  // nonce), never into an attribute or a cookie, and sent in a header, not the URL.
  var token = /*penumbra-review-token*/null;
  var rows = data.rows;
  // Collapsed row heights in CSS px (see the stylesheet: padding, head, cell, thumbnails).
  var H_IMAGES = 262, H_TEXT = 102, GAP = 10, OVERSCAN = 700;
  var SEVERITY = { passed: 0, accepted: 1, "new": 2, rejected: 3, missing: 4, changed: 5, error: 6 };
  var ORDER = ["changed", "missing", "error", "new", "passed", "accepted", "rejected"];
  var ACTIONABLE = { changed: 1, "new": 1, missing: 1 };
  var byFile = {};
  rows.forEach(function (r, i) {
    r.i = i; r.lower = r.s.toLowerCase();
    r.v.forEach(function (v) { v.row = r; byFile[v.f] = v; });
  });
  var state = { status: "all", variant: "all", q: "", order: "review" };
  var list = [], tops = [], heights = [], total = 0;
  var selected = null, expandedHeight = 0, focusedViewer = null, flipTimer = null, cursor = null;
  var live = new Map();
  var container = doc.getElementById("rows"), header = doc.getElementById("top");
  var search = doc.getElementById("search"), variantSelect = doc.getElementById("variant-filter");
  var orderSelect = doc.getElementById("order");

  function el(tag, cls, text) {
    var e = doc.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function status(v) { return v.review || v.st; }
  function worst(vs) {
    var w = "passed";
    vs.forEach(function (v) { if (SEVERITY[status(v)] > SEVERITY[w]) w = status(v); });
    return w;
  }
  function countLine(n, unit, counts) {
    var parts = ORDER.filter(function (s) { return counts[s]; }).map(function (s) { return counts[s] + " " + s; });
    return n + " " + unit + (n === 1 ? "" : "s") + (parts.length ? ": " + parts.join(", ") : "");
  }
  function updateCounts() {
    var snaps = {}, vars = {}, nv = 0;
    rows.forEach(function (r) {
      var w = worst(r.v); snaps[w] = (snaps[w] || 0) + 1;
      r.v.forEach(function (v) { vars[status(v)] = (vars[status(v)] || 0) + 1; nv++; });
    });
    doc.getElementById("count-snapshots").textContent = countLine(rows.length, "snapshot", snaps);
    doc.getElementById("count-variants").textContent = countLine(nv, "variant", vars);
  }

  // ---- filtering and layout ----
  // A status filter picks the snapshots with a variant of that status; their other variants stay
  // beside it, dimmed, as context (the variant filter hides variants outright).
  function variantNamed(v) { return state.variant === "all" || v.n === state.variant; }
  function statusMatches(v) { return state.status === "all" || v.st === state.status; }
  function hasImages(vs) { return vs.some(function (v) { return v.r || v.a || v.x; }); }
  function collapsedHeight(r) { return hasImages(r.shown) ? H_IMAGES : H_TEXT; }
  // The row order: the data's (review order: regressions first, then new, then passed, by name),
  // the largest change first, or by name.
  function change(r) {
    var c = -1;
    r.v.forEach(function (v) { if (v.st !== "passed" && (v.c || 0) > c) c = v.c || 0; });
    return c;
  }
  function ordered() {
    if (state.order === "change") return rows.slice().sort(function (a, b) { return change(b) - change(a) || a.i - b.i; });
    if (state.order === "name") return rows.slice().sort(function (a, b) { return a.s < b.s ? -1 : a.s > b.s ? 1 : a.i - b.i; });
    return rows;
  }
  function filter() {
    var q = state.q.toLowerCase();
    list = [];
    ordered().forEach(function (r) {
      if (q && r.lower.indexOf(q) < 0) return;
      var shown = r.v.filter(variantNamed), match = shown.filter(statusMatches);
      if (!match.length) return;
      r.shown = shown; r.match = match; r.k = list.length; list.push(r);
    });
    if (selected && list[selected.k] !== selected) { selected = null; }
    live.forEach(function (e) { e.remove(); }); live.clear();
    stopFlip();
    offsets();
    doc.getElementById("shown").textContent = list.length + " of " + rows.length + " snapshots";
    doc.querySelectorAll("[data-filter-status]").forEach(function (b) {
      b.classList.toggle("active", b.dataset.filterStatus === state.status);
    });
    update();
  }
  function offsets() {
    var y = 0;
    tops = new Array(list.length); heights = new Array(list.length);
    for (var k = 0; k < list.length; k++) {
      var h = list[k] === selected && expandedHeight ? expandedHeight : collapsedHeight(list[k]);
      tops[k] = y; heights[k] = h; y += h + GAP;
    }
    total = y;
    container.style.height = total + "px";
    live.forEach(function (e, k) { e.style.top = tops[k] + "px"; });
  }
  function headerHeight() { return header.getBoundingClientRect().height; }
  function containerTop() { return Math.round(container.getBoundingClientRect().top + win.scrollY); }
  // The first row whose bottom is below `y` (list coordinates).
  function rowAt(y) {
    var lo = 0, hi = list.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (tops[mid] + heights[mid] <= y) lo = mid + 1; else hi = mid; }
    return lo;
  }
  function viewBand() {
    var top = win.scrollY - containerTop() + headerHeight();
    return { top: top, bottom: win.scrollY - containerTop() + win.innerHeight };
  }
  function update() {
    var band = viewBand();
    var from = rowAt(band.top - OVERSCAN), to = rowAt(band.bottom + OVERSCAN);
    live.forEach(function (e, k) {
      if (k < from || k > to) { if (e.contains(focusedViewer)) stopFlip(); e.remove(); live.delete(k); }
    });
    for (var k = from; k <= to && k < list.length; k++) {
      var e = live.get(k);
      if (!e) { e = renderRow(list[k]); e.style.top = tops[k] + "px"; container.appendChild(e); live.set(k, e); if (list[k] === selected) measureSelected(e); }
      if (tops[k] < band.bottom && tops[k] + heights[k] > band.top) loadImages(e);
    }
  }
  function loadImages(e) {
    if (e.dataset.loaded) return;
    e.dataset.loaded = "1";
    e.querySelectorAll("img[data-src]").forEach(function (img) { img.src = img.dataset.src; img.removeAttribute("data-src"); });
  }
  var pending = false;
  win.addEventListener("scroll", function () {
    if (pending) return;
    pending = true;
    win.requestAnimationFrame(function () { pending = false; update(); });
  }, { passive: true });
  win.addEventListener("resize", function () { if (selected) redrawSelected(); update(); });

  // ---- rows ----
  function img(src, alt, cls) {
    var i = el("img", cls); i.alt = alt; i.decoding = "async";
    i.dataset.src = src;
    return i;
  }
  // A thumbnail: the small copy when the report has one (large images), linking to the full image.
  function thumb(src, caption, cls, small) {
    var f = el("figure", "thumb"), a = el("a");
    a.href = src; a.appendChild(img(small || src, caption, cls));
    // The caption above the image: next to it whatever the image's height.
    f.appendChild(el("figcaption", "", caption)); f.appendChild(a);
    return f;
  }
  function linkFor(r) { return "#snapshot=" + encodeURIComponent(r.s); }
  function reviewButtons(parent, files, what) {
    if (!token || !files.length) return;
    var acc = el("button", "review accept", "Accept" + what), rej = el("button", "review reject", "Reject" + what);
    acc.type = rej.type = "button";
    acc.addEventListener("click", function (e) { e.stopPropagation(); review("accept", files); });
    rej.addEventListener("click", function (e) { e.stopPropagation(); review("reject", files); });
    parent.appendChild(acc); parent.appendChild(rej);
  }
  function pendingFiles(vs) {
    return vs.filter(function (v) { return ACTIONABLE[v.st] && !v.review; }).map(function (v) { return v.f; });
  }
  function renderRow(r) {
    var expanded = r === selected, w = worst(r.shown);
    var e = el("section", "row " + w + (expanded ? " expanded current" : ""));
    e.dataset.snapshot = r.s; e.dataset.k = r.k;
    if (!expanded) e.style.height = collapsedHeight(r) + "px";
    var head = el("div", "row-head");
    head.appendChild(el("span", "badge " + w, w));
    var name = el("span", "name", r.s); name.title = r.s; head.appendChild(name);
    var link = el("a", "link", "#"); link.href = linkFor(r); link.title = "link to this snapshot"; head.appendChild(link);
    reviewButtons(head, pendingFiles(r.shown), " row");
    link.addEventListener("click", function (ev) { ev.preventDefault(); select(r, true); });
    // A collapsed row expands on a click anywhere but its links and buttons; an expanded one
    // collapses on a click on its head.
    (expanded ? head : e).addEventListener("click", function (ev) {
      if (ev.target.closest("a, button, input, .viewer")) return;
      select(expanded ? null : r, false);
    });
    e.appendChild(head);
    var cells = el("div", "cells");
    r.shown.forEach(function (v) { cells.appendChild(renderCell(v, expanded)); });
    e.appendChild(cells);
    return e;
  }
  function renderCell(v, expanded) {
    var s = status(v), c = el("article", "cell " + s + (expanded && v === cursor ? " cursor" : "") + (statusMatches(v) ? "" : " context"));
    c.dataset.file = v.f; c.dataset.status = s;
    var h = el("div", "cell-head");
    h.appendChild(el("span", "badge " + s, s));
    h.appendChild(el("b", "", v.n));
    if (!v.review) reviewButtons(h, ACTIONABLE[v.st] ? [v.f] : [], "");
    else if (token && v.review === "accepted") {
      var undo = el("button", "review undo", "Undo"); undo.type = "button";
      undo.addEventListener("click", function (e) { e.stopPropagation(); review("undo", [v.f]); });
      h.appendChild(undo);
    }
    c.appendChild(h);
    var d = el("p", "detail", v.d); d.title = v.d + (v.no ? "\n" + v.no.join("\n") : ""); c.appendChild(d);
    if (expanded && v.no) v.no.forEach(function (n) { c.appendChild(el("p", "note", n)); });
    if (v.r || v.a || v.x) {
      var t = el("div", "thumbs");
      if (v.st === "passed") { if (v.a) t.appendChild(thumb(v.a, "actual", "", v.ta)); }
      else {
        if (v.r) t.appendChild(thumb(v.r, "reference", "", v.tr));
        if (v.a) t.appendChild(thumb(v.a, "actual", "", v.ta));
        if (v.x) t.appendChild(thumb(v.x, "diff", "diffimg", v.tx));
      }
      c.appendChild(t);
    }
    // The viewer shows the reference, actual and diff itself, so its thumbnails are hidden.
    if (expanded && v.st === "changed" && v.r && v.a) { c.classList.add("has-viewer"); c.appendChild(viewer(v)); }
    else if (expanded && (v.a || v.r)) { c.classList.add("has-viewer"); c.appendChild(single(v)); }
    return c;
  }

  // ---- selection ----
  function measureSelected(e) {
    e.querySelectorAll(".viewer").forEach(paint);
    e.querySelectorAll(".stage").forEach(snapStage);
    var h = Math.ceil(e.getBoundingClientRect().height);
    if (h !== expandedHeight) { expandedHeight = h; offsets(); }
  }
  function redrawSelected() {
    if (!selected) return;
    var old = live.get(selected.k);
    if (old) { if (old.contains(focusedViewer)) stopFlip(); old.remove(); live.delete(selected.k); }
    expandedHeight = 0; offsets(); update();
    var e = live.get(selected.k);
    if (e) { loadImages(e); focusRow(e); }
  }
  function select(r, scroll) {
    var previous = selected;
    stopFlip(); focusedViewer = null;
    selected = r; expandedHeight = 0;
    cursor = r ? (r.shown.filter(function (v) { return ACTIONABLE[v.st] && !v.review; })[0] || r.shown[0]) : null;
    [previous, r].forEach(function (x) {
      if (!x) return;
      var e = live.get(x.k); if (e) { e.remove(); live.delete(x.k); }
    });
    offsets();
    if (r && scroll) win.scrollTo(0, containerTop() + tops[r.k] - Math.ceil(headerHeight()) - 8);
    update();
    if (r) {
      var e = live.get(r.k);
      if (e) { loadImages(e); focusRow(e); }
    }
    writeHash();
  }
  // Keyboard focus goes to the selected row (Tab then reaches its own buttons first), and the
  // viewer of the variant under the cursor takes the viewer keys.
  function focusRow(e) {
    e.tabIndex = -1;
    if (doc.activeElement !== search) e.focus({ preventScroll: true });
    var cell = cursor && e.querySelector(".cell.cursor"), vw = cell && cell.querySelector(".viewer");
    if (!vw) vw = e.querySelector(".viewer");
    if (vw) focusViewer(vw);
  }
  function moveCursor(delta) {
    if (!selected) { move(delta); return; }
    var vs = selected.shown, at = vs.indexOf(cursor);
    var next = vs[Math.max(0, Math.min(vs.length - 1, at + delta))];
    if (!next || next === cursor) return;
    cursor = next; redrawSelected();
  }
  // After a decision from the keyboard: the next undecided variant of the row, else the next row.
  function advance() {
    if (!selected) return;
    var vs = selected.shown, at = vs.indexOf(cursor);
    var rest = vs.slice(at + 1).concat(vs.slice(0, at + 1));
    var next = rest.filter(function (v) { return ACTIONABLE[v.st] && !v.review; })[0];
    if (next) { cursor = next; redrawSelected(); }
    else if (selected.k < list.length - 1) select(list[selected.k + 1], true);
  }
  // The row nearest the scroll position: the first row whose top is at or below the top of the
  // visible band (under the sticky header), or the last row.
  function rowAtViewport() {
    var band = viewBand(), k = rowAt(band.top);
    if (k < list.length && tops[k] < band.top - 4) k++;
    return Math.min(k, list.length - 1);
  }
  function move(delta) {
    if (!list.length) return;
    var band = viewBand(), k;
    var inView = selected && list[selected.k] === selected &&
      tops[selected.k] + heights[selected.k] > band.top && tops[selected.k] < band.bottom;
    if (inView) k = selected.k + delta;
    else { k = rowAtViewport(); if (delta < 0) k--; }
    k = Math.max(0, Math.min(list.length - 1, k));
    select(list[k], true);
  }

"""#
}
