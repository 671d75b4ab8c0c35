// Review (accept, reject, undo, the server's decisions), the URL hash, the controls and keys:
// a part of the HTML report's script. HTMLReportRenderer+Script.swift joins the parts in order;
// they run as one function and share its variables.

extension HTMLReportRenderer {
    /// Review, the hash, controls and keys; ends the script.
    static let scriptReview = #"""
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
