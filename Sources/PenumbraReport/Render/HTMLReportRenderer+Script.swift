// The HTML report's script: a virtual list over the JSON data, filters kept in the URL hash,
// the comparison viewer, keyboard navigation and review (accept/reject/undo, by mouse or keys).
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
    static let script = #"""
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

  // ---- viewer ----
  function viewer(v) {
    var vw = el("div", "viewer"); vw.dataset.mode = "swipe"; vw.dataset.zoom = "fit"; vw.dataset.flipped = "0";
    // It opens fitted: an image taller or wider than the viewer shows whole (a change below the
    // fold stays visible); a smaller one stays at 1:1, as fit never magnifies.
    var bar = el("div", "vbar");
    var modes = el("span", "group modes");
    [["swipe", "1"], ["blend", "2"], ["flip", "3"], ["diff", "4"]].forEach(function (m) {
      var b = el("button", "", m[0]); b.type = "button"; b.dataset.mode = m[0]; b.title = "key " + m[1]; modes.appendChild(b);
    });
    var zooms = el("span", "group zooms");
    ["fit", "1", "2", "4"].forEach(function (z) {
      var b = el("button", "", z === "fit" ? "fit" : z + "x"); b.type = "button"; b.dataset.zoom = z; zooms.appendChild(b);
    });
    var toChange = el("button", "to-change", "zoom to change"); toChange.type = "button"; toChange.title = "key z";
    toChange.disabled = !(v.g && v.g.length);
    var amount = el("input", "amount"); amount.type = "range"; amount.min = "0"; amount.max = "100"; amount.value = "50";
    amount.setAttribute("aria-label", "swipe or blend amount");
    var flips = el("span", "group flip-controls");
    var flipButton = el("button", "flip-toggle", "show actual"); flipButton.type = "button"; flipButton.title = "key f";
    var play = el("button", "flip-play", "play"); play.type = "button";
    flips.appendChild(flipButton); flips.appendChild(play);
    var stateText = el("span", "vstate");
    [modes, zooms, toChange, amount, flips, stateText].forEach(function (x) { bar.appendChild(x); });
    vw.appendChild(bar);
    var labels = el("div", "swipe-labels");
    var left = el("span", "l", "◀ reference"), right = el("span", "r", "actual ▶");
    labels.appendChild(left); labels.appendChild(right); vw.appendChild(labels);
    var scroller = el("div", "stage-scroll"), stage = el("div", "stage");
    var ref = img(v.r, "reference", "layer ref"), act = img(v.a, "actual", "layer act");
    stage.appendChild(ref); stage.appendChild(act);
    var diff = null;
    if (v.x) { diff = img(v.x, "diff", "layer diff diffimg"); stage.appendChild(diff); }
    var divider = el("div", "divider"); stage.appendChild(divider);
    var regions = el("div", "regions");
    (v.g || []).forEach(function (g) { var b = el("div", "box"); b.dataset.region = g.join(","); regions.appendChild(b); });
    stage.appendChild(regions);
    scroller.appendChild(stage); vw.appendChild(scroller);
    vw.penumbra = { v: v, ref: ref, act: act, diff: diff, stage: stage, scroller: scroller, amount: amount, divider: divider,
                    regions: regions, left: left, right: right, stateText: stateText, flipButton: flipButton, play: play };
    // Sizes missing from the results come from the loaded images; the row is measured again.
    [ref, act].concat(diff ? [diff] : []).forEach(function (i) { i.addEventListener("load", function () { layoutViewer(vw); remeasure(vw); }); });
    modes.addEventListener("click", function (e) { if (e.target.dataset.mode) setMode(vw, e.target.dataset.mode); });
    zooms.addEventListener("click", function (e) { if (e.target.dataset.zoom) setZoom(vw, e.target.dataset.zoom); });
    toChange.addEventListener("click", function () { zoomToChange(vw); });
    amount.addEventListener("input", function () { paint(vw); });
    flipButton.addEventListener("click", function () { flip(vw); });
    play.addEventListener("click", function () { if (flipTimer && flipTimer.viewer === vw) stopFlip(); else playFlip(vw); });
    stage.addEventListener("click", function () { if (vw.dataset.mode === "flip") flip(vw); });
    // In swipe, dragging on the stage moves the divider to the pointer.
    function drag(e) {
      if (vw.dataset.mode !== "swipe" || !(e.buttons & 1)) return;
      var box = stage.getBoundingClientRect();
      amount.value = String(Math.round(Math.max(0, Math.min(1, (e.clientX - box.left) / Math.max(1, box.width))) * 100));
      paint(vw);
    }
    stage.addEventListener("pointerdown", drag);
    stage.addEventListener("pointermove", drag);
    vw.addEventListener("pointerdown", function () { focusViewer(vw); });
    layoutViewer(vw);
    return vw;
  }
  // A variant with one image (new, missing, passed) expanded: that image at 1:1, top-left.
  function single(v) {
    var reference = !v.a, size = reference ? v.rs : v.as;
    var box = el("div", "single"), scroller = el("div", "stage-scroll"), stage = el("div", "stage");
    var i = img(reference ? v.r : v.a, reference ? "reference" : "actual", "layer");
    function place(w, h) {
      stage.style.width = i.style.width = w + "px"; stage.style.height = i.style.height = h + "px";
    }
    if (size) place(size[0], size[1]);
    else i.addEventListener("load", function () { place(i.naturalWidth, i.naturalHeight); remeasure(box); });
    box.appendChild(el("div", "vstate", (reference ? "reference" : "actual") + " at 1:1"));
    stage.appendChild(i); scroller.appendChild(stage); box.appendChild(scroller);
    return box;
  }
  // Natural sizes: from the results, else from the loaded image.
  function size(i, known) {
    if (known) return known;
    return i.naturalWidth ? [i.naturalWidth, i.naturalHeight] : [0, 0];
  }
  // "fit" shrinks (never magnifies) the stage into the viewer's width and the scroll box's
  // height (70% of the window).
  function zoomFactor(vw, w, h) {
    var z = vw.dataset.zoom;
    if (z !== "fit") return Number(z);
    var availW = Math.max(1, vw.clientWidth - 12), availH = Math.max(1, Math.floor(win.innerHeight * 0.7));
    return Math.min(1, availW / Math.max(1, w), availH / Math.max(1, h));
  }
  function layoutViewer(vw) {
    var p = vw.penumbra, v = p.v;
    var rs = size(p.ref, v.rs), as = size(p.act, v.as);
    var w = Math.max(rs[0], as[0]), h = Math.max(rs[1], as[1]);
    var ds = p.diff && p.diff.naturalWidth ? [p.diff.naturalWidth, p.diff.naturalHeight] : [w, h];
    var z = zoomFactor(vw, w, h);
    p.z = z; p.w = Math.round(w * z); p.h = Math.round(h * z);
    p.stage.style.width = p.w + "px"; p.stage.style.height = p.h + "px";
    [[p.ref, rs], [p.act, as], [p.diff, ds]].forEach(function (x) {
      if (!x[0]) return;
      x[0].style.width = Math.round(x[1][0] * z) + "px"; x[0].style.height = Math.round(x[1][1] * z) + "px";
    });
    p.stage.classList.toggle("magnified", z > 1);
    p.regions.querySelectorAll(".box").forEach(function (b) {
      var g = b.dataset.region.split(",").map(Number);
      b.style.left = g[0] * z + "px"; b.style.top = g[1] * z + "px"; b.style.width = g[2] * z + "px"; b.style.height = g[3] * z + "px";
    });
    vw.querySelectorAll(".zooms button").forEach(function (b) { b.classList.toggle("on", b.dataset.zoom === vw.dataset.zoom); });
    paint(vw);
  }
  function paint(vw) {
    var p = vw.penumbra, mode = vw.dataset.mode, a = Number(p.amount.value);
    vw.querySelectorAll(".modes button").forEach(function (b) { b.classList.toggle("on", b.dataset.mode === mode); });
    var show = function (i, on) { if (i) i.style.visibility = on ? "visible" : "hidden"; };
    p.ref.style.clipPath = p.act.style.clipPath = "none"; p.act.style.opacity = "1";
    if (p.diff) p.diff.style.opacity = "1";
    p.divider.style.display = "none";
    show(p.ref, true); show(p.act, true); show(p.diff, false);
    if (mode === "swipe") {
      // Left of the divider the reference, right of it the actual; each clipped, so where one
      // image is smaller the other never shows through on the wrong side.
      var x = Math.round(p.w * a / 100);
      p.ref.style.clipPath = "inset(0 " + Math.max(0, parseInt(p.ref.style.width, 10) - x) + "px 0 0)";
      p.act.style.clipPath = "inset(0 0 0 " + x + "px)";
      if (x > 0 && x < p.w) { p.divider.style.display = "block"; p.divider.style.left = x + "px"; }
      p.left.parentNode.style.width = p.w + "px";
      p.left.style.left = Math.max(0, x - p.left.offsetWidth) + "px";
      p.right.style.right = "auto"; p.right.style.left = Math.min(x, Math.max(0, p.w - p.right.offsetWidth)) + "px";
      p.stateText.textContent = "swipe " + a + "%: reference | actual";
    } else if (mode === "blend") {
      p.act.style.opacity = String(a / 100);
      p.stateText.textContent = "blend: actual at " + a + "%";
    } else if (mode === "flip") {
      var flipped = vw.dataset.flipped === "1";
      show(p.ref, !flipped); show(p.act, flipped);
      p.flipButton.textContent = flipped ? "show reference" : "show actual";
      p.stateText.textContent = "flip: showing " + (flipped ? "actual" : "reference");
    } else {
      // The diff over the actual, at the slider's strength: the changes in red and the component
      // still there around them.
      show(p.ref, false); show(p.act, true); show(p.diff, true);
      if (p.diff) p.diff.style.opacity = String(a / 100);
      p.stateText.textContent = (p.v.g ? p.v.g.length : 0) + " changed regions outlined; diff at " + a + "% over the actual";
    }
    p.play.textContent = flipTimer && flipTimer.viewer === vw ? "pause" : "play";
  }
  function setMode(vw, mode) { if (mode !== "flip" && flipTimer && flipTimer.viewer === vw) stopFlip(); vw.dataset.mode = mode; paint(vw); }
  function setZoom(vw, z) { vw.dataset.zoom = z; layoutViewer(vw); remeasure(vw); }
  function flip(vw) {
    if (vw.dataset.mode !== "flip") vw.dataset.mode = "flip";
    vw.dataset.flipped = vw.dataset.flipped === "1" ? "0" : "1"; paint(vw);
  }
  // Flipping on a timer is started and paused by hand, for one viewer at a time.
  function playFlip(vw) {
    stopFlip();
    vw.dataset.mode = "flip";
    flipTimer = { viewer: vw, id: win.setInterval(function () { flip(vw); }, 800) };
    paint(vw);
  }
  function stopFlip() {
    if (!flipTimer) return;
    var vw = flipTimer.viewer; win.clearInterval(flipTimer.id); flipTimer = null; paint(vw);
  }
  function zoomToChange(vw) {
    var p = vw.penumbra, g = p.v.g && p.v.g[0];
    if (!g) return;
    var avail = Math.min(p.scroller.parentNode.clientWidth, win.innerHeight * 0.7);
    var z = [4, 2, 1].filter(function (z) { return Math.max(g[2], g[3]) * z <= avail / 2; })[0] || 1;
    vw.dataset.mode = "diff"; vw.dataset.zoom = String(z);
    layoutViewer(vw); remeasure(vw);
    p.scroller.scrollLeft = Math.max(0, g[0] * z - 16); p.scroller.scrollTop = Math.max(0, g[1] * z - 16);
  }
  function focusViewer(vw) {
    if (focusedViewer === vw) return;
    if (focusedViewer) { focusedViewer.classList.remove("focused"); if (flipTimer && flipTimer.viewer === focusedViewer) stopFlip(); }
    focusedViewer = vw; vw.classList.add("focused");
  }
  function remeasure(node) {
    var e = node.closest(".row");
    if (e && selected && live.get(selected.k) === e) measureSelected(e);
  }
  // At 1x one image pixel must fall on one screen pixel: move the stage by the fraction of a
  // pixel its layout position has, if any.
  function snapStage(stage) {
    stage.style.marginLeft = stage.style.marginTop = "0px";
    var b = stage.getBoundingClientRect();
    var dx = Math.ceil(b.left) - b.left, dy = Math.ceil(b.top) - b.top;
    if (dx > 0.001) stage.style.marginLeft = dx + "px";
    if (dy > 0.001) stage.style.marginTop = dy + "px";
  }

  // ---- review ----
  function message(text) { var m = doc.getElementById("review-messages"); if (m) m.textContent = text; }
  function review(kind, files, then) {
    if (!token || !files.length) return;
    // A bulk accept asks once, saying how many references it replaces or deletes.
    if (kind === "accept" && files.length > 1 &&
        !win.confirm("Accept " + files.length + " files? Their references are replaced or deleted (each can be undone).")) return;
    message("");
    win.fetch("api/" + kind, {
      method: "POST", headers: { "Content-Type": "application/json", "X-Penumbra-Token": token }, body: JSON.stringify({ files: files })
    }).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (body) {
        if (!response.ok || !body) {
          var why = body && (body.message || body.error);
          throw new Error("the review server answered " + response.status + (why ? ": " + why : ""));
        }
        return body;
      });
    }).then(function (body) {
      (body.accepted || []).forEach(function (f) { if (byFile[f]) byFile[f].review = "accepted"; });
      (body.rejected || []).forEach(function (f) { if (byFile[f]) byFile[f].review = "rejected"; });
      (body.undone || []).forEach(function (f) { if (byFile[f]) delete byFile[f].review; });
      var failed = body.failed || [];
      if (failed.length) message(failed.map(function (x) { return x.file + ": " + x.message; }).join("\n"));
      else message(say(kind, files));
      redrawAll();
      if (then && !failed.length) then();
    }).catch(function (error) { message(kind + " failed: " + (error && error.message ? error.message : error)); });
  }
  function say(kind, files) {
    var what = files.length === 1 ? files[0] : files.length + " files";
    return (kind === "accept" ? "accepted " : kind === "reject" ? "rejected " : "undone ") + what;
  }
  function redrawAll() {
    updateCounts();
    live.forEach(function (e) { e.remove(); }); live.clear(); stopFlip(); focusedViewer = null;
    expandedHeight = 0; offsets(); update();
    var e = selected && live.get(selected.k);
    if (e) { loadImages(e); focusRow(e); }
  }
  // Decisions live on the server: a reloaded page, or a second tab coming back to the front,
  // marks what was decided anywhere in this session.
  function loadDecisions() {
    if (!token) return;
    win.fetch("api/decisions", { headers: { "X-Penumbra-Token": token } }).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (body) {
      if (!body) return;
      var made = {};
      (body.accepted || []).forEach(function (f) { made[f] = "accepted"; });
      (body.rejected || []).forEach(function (f) { made[f] = "rejected"; });
      var changed = false;
      Object.keys(byFile).forEach(function (f) {
        var v = byFile[f], want = made[f];
        if ((v.review || null) !== (want || null)) { if (want) v.review = want; else delete v.review; changed = true; }
      });
      if (changed) redrawAll();
      root.setAttribute("data-decisions-loaded", "1");
    }).catch(function () {});
  }
  function keyReview(kind, row) {
    if (!token || !selected) return;
    if (row) { review(kind, pendingFiles(selected.shown)); return; }
    if (!cursor) return;
    if (kind === "undo") { if (cursor.review === "accepted") review("undo", [cursor.f]); return; }
    if (!ACTIONABLE[cursor.st] || cursor.review) { advance(); return; }
    review(kind, [cursor.f], advance);
  }
  function reviewVisible(kind) {
    var files = [];
    list.forEach(function (r) { files = files.concat(pendingFiles(r.match)); });
    review(kind, files);
  }
  if (token) {
    doc.getElementById("accept-visible").addEventListener("click", function () { reviewVisible("accept"); });
    doc.getElementById("reject-visible").addEventListener("click", function () { reviewVisible("reject"); });
  }

  // ---- hash: filters, search and the selected snapshot ----
  var writing = false;
  function writeHash() {
    var parts = [];
    if (state.status !== "all") parts.push("status=" + encodeURIComponent(state.status));
    if (state.variant !== "all") parts.push("variant=" + encodeURIComponent(state.variant));
    if (state.q) parts.push("q=" + encodeURIComponent(state.q));
    if (state.order !== "review") parts.push("order=" + encodeURIComponent(state.order));
    if (selected) parts.push("snapshot=" + encodeURIComponent(selected.s));
    var hash = parts.length ? "#" + parts.join("&") : "";
    if (location.hash === hash || (!hash && !location.hash)) return;
    writing = true;
    try { history.replaceState(null, "", hash || location.pathname + location.search); }
    catch (e) { location.replace(hash || "#"); }
    writing = false;
  }
  function readHash() {
    var next = { status: "all", variant: "all", q: "", order: "review" }, snapshot = null;
    location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
      if (!pair) return;
      var at = pair.indexOf("="), key = at < 0 ? pair : pair.slice(0, at), value = "";
      try { value = decodeURIComponent(at < 0 ? "" : pair.slice(at + 1)); } catch (e) { return; }
      if (key === "status" && value) next.status = value;
      else if (key === "variant" && value) next.variant = value;
      else if (key === "q") next.q = value;
      else if (key === "order" && (value === "change" || value === "name")) next.order = value;
      else if (key === "snapshot") snapshot = value;
    });
    state = next;
    search.value = state.q;
    orderSelect.value = state.order;
    variantSelect.value = state.variant;
    if (variantSelect.value !== state.variant) { state.variant = "all"; variantSelect.value = "all"; }
    filter();
    if (snapshot !== null) {
      var r = list.filter(function (x) { return x.s === snapshot; })[0];
      if (!r) {
        // A link to a snapshot the filters hide: show everything rather than nothing.
        state = { status: "all", variant: "all", q: "", order: state.order }; search.value = ""; variantSelect.value = "all"; filter();
        r = list.filter(function (x) { return x.s === snapshot; })[0];
      }
      if (r) select(r, true);
    } else {
      select(null, false);
    }
  }
  win.addEventListener("hashchange", function () { if (!writing) readHash(); });

  // ---- controls and keys ----
  doc.querySelectorAll("[data-filter-status]").forEach(function (b) {
    b.addEventListener("click", function () {
      state.status = state.status === b.dataset.filterStatus ? "all" : b.dataset.filterStatus;
      filter(); writeHash();
    });
  });
  variantSelect.addEventListener("change", function () { state.variant = variantSelect.value; filter(); writeHash(); });
  search.addEventListener("input", function () { state.q = search.value; filter(); writeHash(); });
  orderSelect.addEventListener("change", function () { state.order = orderSelect.value; filter(); writeHash(); });
  doc.addEventListener("keydown", function (e) {
    var t = e.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA") && t.type !== "range") {
      if (e.key === "Escape") t.blur();
      return;
    }
    if (e.metaKey || e.ctrlKey || e.altKey) return;
    var modes = { "1": "swipe", "2": "blend", "3": "flip", "4": "diff" };
    var vw = focusedViewer && focusedViewer.isConnected ? focusedViewer : null;
    var zoomSteps = ["fit", "1", "2", "4"];
    if (e.key === "j" || e.key === "ArrowDown") { move(1); e.preventDefault(); }
    else if (e.key === "k" || e.key === "ArrowUp") { move(-1); e.preventDefault(); }
    else if (e.key === "l" || e.key === "ArrowRight") { moveCursor(1); e.preventDefault(); }
    else if (e.key === "h" || e.key === "ArrowLeft") { moveCursor(-1); e.preventDefault(); }
    else if (e.key === "a" || e.key === "A") { keyReview("accept", e.key === "A"); e.preventDefault(); }
    else if (e.key === "r" || e.key === "R") { keyReview("reject", e.key === "R"); e.preventDefault(); }
    else if (e.key === "u") { keyReview("undo", false); e.preventDefault(); }
    else if ((e.key === "+" || e.key === "=" || e.key === "-") && vw) {
      var at = zoomSteps.indexOf(vw.dataset.zoom) + (e.key === "-" ? -1 : 1);
      setZoom(vw, zoomSteps[Math.max(0, Math.min(zoomSteps.length - 1, at))]);
    }
    else if (e.key === "0" && vw) setZoom(vw, "fit");
    else if (e.key === "/") { search.focus(); e.preventDefault(); }
    else if (modes[e.key] && vw) setMode(vw, modes[e.key]);
    else if ((e.key === "f" || e.key === " ") && vw) { flip(vw); e.preventDefault(); }
    else if (e.key === "z" && vw) zoomToChange(vw);
    else if (e.key === "Escape" && selected) select(null, false);
  });

  if (token) {
    win.addEventListener("focus", loadDecisions);
    doc.addEventListener("visibilitychange", function () { if (!doc.hidden) loadDecisions(); });
  }
  updateCounts();
  readHash();
  loadDecisions();
  root.setAttribute("data-penumbra-ready", "1");
  doc.body.classList.add("js");
})();
"""#
}
