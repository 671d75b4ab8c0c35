// The comparison viewer (swipe, blend, flip, diff, zoom): a part of the HTML report's script.
// HTMLReportRenderer+Script.swift joins the parts in order; they run as one function and share
// its variables.

extension HTMLReportRenderer {
    /// The viewer of an expanded variant.
    static let scriptViewer = #"""
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

"""#
}
