import Foundation
import PenumbraBrowserSupport
import PenumbraCore
import PenumbraPNG
import Testing
@testable import PenumbraReport

/// The HTML report's viewer and review in headless Chromium (through chromedriver): screenshots
/// of the viewer compared pixel for pixel with the PNGs it shows, and the review buttons against
/// a stubbed `fetch`. `scripts/bootstrap --test-tools` installs Chromium and chromedriver; without
/// them these tests are skipped, visibly, with the reason.
@Suite(.serialized, .enabled(if: HTMLReportBrowser.available, HTMLReportBrowser.skipComment))
struct HTMLReportChromiumTests {
    /// The reference is 120x60 and the actual 140x90: a viewer that shrank the actual into the
    /// reference's box, or centred either, fails the pixel comparisons. Every pixel's colour
    /// encodes its position, so an offset of one pixel fails them too.
    static func reference() throws -> RGBAImage {
        var image = try RGBAImage(width: 120, height: 60)
        for y in 0..<60 { for x in 0..<120 { image[x, y] = RGBA8(UInt8(x * 2), UInt8(y * 4), 200) } }
        return image
    }

    static func actual() throws -> RGBAImage {
        var image = try RGBAImage(width: 140, height: 90)
        for y in 0..<90 { for x in 0..<140 { image[x, y] = RGBA8(UInt8(255 - x), UInt8(y * 2), UInt8(60 + (x + y) % 7)) } }
        return image
    }

    /// A report folder: `Buttons/tall` changed in light and dark, one new, one missing, one passed,
    /// one unreadable.
    static func makeReport(reviewToken: String? = nil) throws -> (URL, SnapshotResults) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-html-\(UUID().uuidString)")
        func write(_ image: RGBAImage, _ path: String) throws -> String {
            try AtomicFile.write(try PNGEncoder.encode(image), to: folder.appendingPathComponent(path))
            return path
        }
        let ref = try reference(), act = try actual()
        var diff = try RGBAImage(width: 140, height: 90, fill: RGBA8(245, 245, 245))
        for y in 40..<90 { for x in 100..<140 { diff[x, y] = RGBA8(255, 0, 0) } }
        var entries: [SnapshotEntry] = []
        for variant in ["light", "dark"] {
            entries.append(SnapshotEntry(
                snapshot: "Buttons/tall", variant: variant, file: "Buttons/tall.\(variant).png", status: .changed,
                referenceSize: ImageDimensions(width: 120, height: 60), actualSize: ImageDimensions(width: 140, height: 90),
                differentPixels: 7_200, totalPixels: 12_600, differenceRatio: 7_200.0 / 12_600, maxChannelDelta: 255, sizeMismatch: true,
                regions: [PixelRegion(x: 100, y: 40, width: 40, height: 50)],
                images: EntryImages(reference: try write(ref, "images/reference/Buttons/tall.\(variant).png"),
                                    actual: try write(act, "images/actual/Buttons/tall.\(variant).png"),
                                    diff: try write(diff, "images/diff/Buttons/tall.\(variant).png"))))
        }
        entries.append(SnapshotEntry(snapshot: "Cards/new", variant: "light", file: "Cards/new.light.png", status: .new,
                                     actualSize: ImageDimensions(width: 140, height: 90),
                                     images: EntryImages(actual: try write(act, "images/actual/Cards/new.light.png"))))
        entries.append(SnapshotEntry(snapshot: "Cards/gone", variant: "dark", file: "Cards/gone.dark.png", status: .missing,
                                     referenceSize: ImageDimensions(width: 120, height: 60),
                                     images: EntryImages(reference: try write(ref, "images/reference/Cards/gone.dark.png"))))
        entries.append(SnapshotEntry(snapshot: "Cards/ok", variant: "light", file: "Cards/ok.light.png", status: .passed,
                                     referenceSize: ImageDimensions(width: 120, height: 60), actualSize: ImageDimensions(width: 120, height: 60),
                                     differentPixels: 0, totalPixels: 7_200, differenceRatio: 0, maxChannelDelta: 0,
                                     images: EntryImages(actual: try write(ref, "images/actual/Cards/ok.light.png"))))
        entries.append(SnapshotEntry(snapshot: "Cards/bad", variant: "light", file: "Cards/bad.light.png", status: .error,
                                     message: "Cards/bad.light.png: not a PNG (bad signature)"))
        let results = SnapshotResults(entries: entries)
        try ReportWriter().write(results, to: folder)
        if let reviewToken {
            let page = HTMLReportRenderer(reviewToken: reviewToken).render(results)
            try AtomicFile.write(Data(page.utf8), to: folder.appendingPathComponent(ReportWriter.FileName.html))
        }
        return (folder, results)
    }

    /// The stage of the selected row's first viewer as pixels, from an element screenshot.
    static func stage(_ driver: WebDriver) throws -> RGBAImage {
        let id = try driver.element("#rows .row.current .viewer .stage")
        return try PNGDecoder.decode(try driver.screenshot(of: id), name: "stage screenshot").image
    }

    static func setAmount(_ driver: WebDriver, _ value: Int) throws {
        try driver.execute("""
            var a = document.querySelector('#rows .row.current .viewer .amount');
            a.value = arguments[0]; a.dispatchEvent(new Event('input'));
            """, [value])
    }

    /// How many pixels of `shot` inside `width`x`height` differ from `image`.
    static func mismatches(_ shot: RGBAImage, _ image: RGBAImage, width: Int, height: Int) -> Int {
        var count = 0
        for y in 0..<height { for x in 0..<width where shot[x, y] != image[x, y] { count += 1 } }
        return count
    }

    @Test func viewerShowsBothImagesOneToOneAnchoredTopLeft() throws {
        let (folder, _) = try Self.makeReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, folder.appendingPathComponent("report.html").absoluteString + "#snapshot=Buttons%2Ftall")
        #expect(try HTMLReportBrowser.selected(driver) == "Buttons/tall")
        let ref = try Self.reference(), act = try Self.actual()

        // The stage is the larger image's size, at a whole-pixel position.
        let box = try driver.execute("""
            var r = document.querySelector('#rows .row.current .stage').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];
            """) as? [Double] ?? []
        #expect(box.count == 4 && box[0] == box[0].rounded() && box[1] == box[1].rounded() && box[2] == 140 && box[3] == 90)

        try Self.setAmount(driver, 0)   // swipe at 0%: all actual
        let swipe0 = try Self.stage(driver)
        #expect(swipe0.width == 140 && swipe0.height == 90)
        #expect(Self.mismatches(swipe0, act, width: 140, height: 90) == 0)

        try Self.setAmount(driver, 100)   // swipe at 100%: all reference, the rest is background
        let swipe100 = try Self.stage(driver)
        #expect(Self.mismatches(swipe100, ref, width: 120, height: 60) == 0)
        #expect(swipe100[130, 70] != act[130, 70] && swipe100[10, 80] != act[10, 80])

        // Dragging on the stage moves the divider to the pointer: 35 px of 140 is 25%.
        try driver.execute("""
            var s = document.querySelector('#rows .row.current .stage'), b = s.getBoundingClientRect();
            s.dispatchEvent(new PointerEvent('pointerdown', { clientX: b.left + 35, clientY: b.top + 5, buttons: 1, bubbles: true }));
            """)
        #expect(try driver.execute("return document.querySelector('#rows .row.current .amount').value;") as? String == "25")
        try Self.setAmount(driver, 50)   // the divider at 70 px: reference left of it, actual right
        let swipe50 = try Self.stage(driver)
        #expect(swipe50[10, 10] == ref[10, 10] && swipe50[100, 10] == act[100, 10] && swipe50[100, 80] == act[100, 80])
        #expect(try HTMLReportBrowser.text(driver, "#rows .row.current .swipe-labels") == "◀ referenceactual ▶")

        try driver.press("3")   // flip: the reference first, then the actual by hand
        #expect(Self.mismatches(try Self.stage(driver), ref, width: 120, height: 60) == 0)
        try driver.press("f")
        #expect(Self.mismatches(try Self.stage(driver), act, width: 140, height: 90) == 0)
        usleep(1_200_000)   // no timer flips it back
        #expect(Self.mismatches(try Self.stage(driver), act, width: 140, height: 90) == 0)
        // "play" alternates the two images for this viewer until paused by hand.
        try driver.click(try driver.element("#rows .row.current .viewer .flip-play"))
        try HTMLReportBrowser.wait(driver, "return document.querySelector('#rows .row.current .viewer').dataset.flipped === '0';")
        try HTMLReportBrowser.wait(driver, "return document.querySelector('#rows .row.current .viewer').dataset.flipped === '1';")
        try driver.click(try driver.element("#rows .row.current .viewer .flip-play"))
        let paused = try driver.execute("return document.querySelector('#rows .row.current .viewer').dataset.flipped;") as? String
        usleep(1_200_000)
        #expect(try driver.execute("return document.querySelector('#rows .row.current .viewer').dataset.flipped;") as? String == paused)
        #expect(try HTMLReportBrowser.text(driver, "#rows .row.current .viewer .flip-play") == "play")
        // Keys act on the focused viewer only: the dark variant's viewer stays in swipe.
        let modes = try driver.execute("return Array.prototype.map.call(document.querySelectorAll('.viewer'), function (v) { return v.dataset.mode; });") as? [String]
        #expect(modes == ["flip", "swipe"])
    }

    @Test func aNewSnapshotExpandsToItsImageOneToOne() throws {
        let (folder, _) = try Self.makeReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, folder.appendingPathComponent("report.html").absoluteString + "#snapshot=Cards%2Fnew")
        let id = try driver.element("#rows .row.current .single .stage")
        let shot = try PNGDecoder.decode(try driver.screenshot(of: id), name: "new snapshot").image
        #expect(shot.width == 140 && shot.height == 90)
        #expect(Self.mismatches(shot, try Self.actual(), width: 140, height: 90) == 0)
    }

    @Test func diffViewOutlinesRegionsAndZoomMagnifiesWholePixels() throws {
        let (folder, _) = try Self.makeReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, folder.appendingPathComponent("report.html").absoluteString + "#snapshot=Buttons%2Ftall")
        try driver.press("4")
        let geometry = """
            var v = document.querySelector('#rows .row.current .viewer'), b = v.querySelector('.regions .box'), s = v.querySelector('.stage');
            return [b.style.left, b.style.top, b.style.width, b.style.height, s.style.width, s.style.height,
                    getComputedStyle(v.querySelector('.layer.act')).imageRendering, v.dataset.mode];
            """
        #expect(try driver.execute(geometry) as? [String] == ["100px", "40px", "40px", "50px", "140px", "90px", "auto", "diff"])
        try driver.click(try driver.element("#rows .row.current .viewer .zooms button[data-zoom='2']"))
        #expect(try driver.execute(geometry) as? [String] == ["200px", "80px", "80px", "100px", "280px", "180px", "pixelated", "diff"])
        // Zoom to change: the largest zoom at which the region fits, scrolled to it.
        try driver.press("z")
        let zoomed = try driver.execute("""
            var v = document.querySelector('#rows .row.current .viewer'); return [v.dataset.zoom, v.dataset.mode];
            """) as? [String]
        #expect(zoomed == ["4", "diff"])
        // At 2x each image pixel is 2x2 screen pixels, still on whole pixels.
        try driver.click(try driver.element("#rows .row.current .viewer .zooms button[data-zoom='2']"))
        try driver.press("3")
        let shot = try Self.stage(driver)
        let ref = try Self.reference()
        var mismatched = 0
        for y in 0..<120 { for x in 0..<240 where shot[x, y] != ref[x / 2, y / 2] { mismatched += 1 } }
        #expect(shot.width == 280 && mismatched == 0)
    }

    @Test func darkThemeShowsDiffImagesInverted() throws {
        let (folder, _) = try Self.makeReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try WebDriver(dark: true)
        try HTMLReportBrowser.open(driver, folder.appendingPathComponent("report.html").absoluteString)
        let filter = try driver.execute("return getComputedStyle(document.querySelector('#rows img.diffimg')).filter;") as? String
        #expect(filter == "invert(1) hue-rotate(180deg)")
        let light = try WebDriver()
        try HTMLReportBrowser.open(light, folder.appendingPathComponent("report.html").absoluteString)
        #expect(try light.execute("return getComputedStyle(document.querySelector('#rows img.diffimg')).filter;") as? String == "none")
    }

    /// Installs a `fetch` that records requests and answers with `answer`, and a `confirm` that
    /// records its question and says yes.
    static func stubFetch(_ driver: WebDriver, answer: String) throws {
        try driver.execute("""
            window.__requests = []; window.__confirms = window.__confirms || [];
            window.confirm = function (question) { window.__confirms.push(question); return true; };
            window.fetch = function (url, init) {
              window.__requests.push({ url: url, method: init.method, type: init.headers['Content-Type'],
                                       token: init.headers['X-Penumbra-Token'], body: JSON.parse(init.body) });
              return Promise.resolve(new Response(\(answer.debugDescription), { status: 200, headers: { 'Content-Type': 'application/json' } }));
            };
            """)
    }

    @Test func reviewPostsFilesAndShowsTheAnswer() throws {
        let (folder, results) = try Self.makeReport(reviewToken: "tok en/1")
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, folder.appendingPathComponent("report.html").absoluteString)
        // Buttons per variant only for changed, new and missing.
        let buttons = try driver.execute("""
            return Array.prototype.map.call(document.querySelectorAll('#rows .cell'), function (c) {
              return c.dataset.status + ':' + c.querySelectorAll('.cell-head button.review').length; });
            """) as? [String]
        #expect(buttons == ["changed:2", "changed:2", "error:0", "missing:2", "new:2", "passed:0"])
        let visible = SnapshotGroupRow.reviewOrder(SnapshotGroupRow.rows(results.entries)).flatMap(\.entries)
            .filter { [.changed, .new, .missing].contains($0.status) }.map(\.file)
        #expect(visible == ["Buttons/tall.light.png", "Buttons/tall.dark.png", "Cards/gone.dark.png", "Cards/new.light.png"])

        try Self.stubFetch(driver, answer: #"{"accepted":["Buttons/tall.light.png","Buttons/tall.dark.png","Cards/new.light.png"],"rejected":[],"failed":[{"file":"Cards/gone.dark.png","message":"reference is read-only"}]}"#)
        try driver.click(try driver.element("#accept-visible"))
        try HTMLReportBrowser.wait(driver, "return !!document.querySelector('#rows .cell[data-status=accepted]');")
        let request = try driver.execute("return window.__requests[0];") as? [String: Any]
        #expect(request?["url"] as? String == "api/accept" && request?["token"] as? String == "tok en/1")
        // The bulk accept asked once, saying how many files.
        #expect(try driver.execute("return window.__confirms;") as? [String]
                == ["Accept 4 files? Their references are replaced or deleted (each can be undone)."])
        #expect(request?["method"] as? String == "POST" && request?["type"] as? String == "application/json")
        #expect((request?["body"] as? [String: Any])?["files"] as? [String] == visible)
        let states = try driver.execute("""
            return Array.prototype.map.call(document.querySelectorAll('#rows .cell'), function (c) {
              return c.dataset.file + '=' + c.querySelector('.badge').textContent; });
            """) as? [String]
        #expect(states == ["Buttons/tall.light.png=accepted", "Buttons/tall.dark.png=accepted", "Cards/bad.light.png=error",
                           "Cards/gone.dark.png=missing", "Cards/new.light.png=accepted", "Cards/ok.light.png=passed"])
        #expect(try HTMLReportBrowser.text(driver, "#review-messages") == "Cards/gone.dark.png: reference is read-only")
        #expect(try HTMLReportBrowser.text(driver, "#count-variants") == "6 variants: 1 missing, 1 error, 1 passed, 3 accepted")
        #expect(try HTMLReportBrowser.text(driver, "#count-snapshots") == "5 snapshots: 1 missing, 1 error, 1 passed, 2 accepted")

        // One variant, rejected by its own button.
        try Self.stubFetch(driver, answer: #"{"accepted":[],"rejected":["Cards/gone.dark.png"],"failed":[]}"#)
        try driver.click(try driver.element("#rows .cell[data-file='Cards/gone.dark.png'] button.review.reject"))
        try HTMLReportBrowser.wait(driver, "return !!document.querySelector('#rows .cell[data-status=rejected]');")
        #expect(try driver.execute("return window.__requests[0].url + ' ' + JSON.stringify(window.__requests[0].body);") as? String
                == #"api/reject {"files":["Cards/gone.dark.png"]}"#)
        #expect(try HTMLReportBrowser.text(driver, "#rows .cell[data-file='Cards/gone.dark.png'] .badge") == "rejected")
        // A decision that went through is announced (the message area is a live region).
        #expect(try HTMLReportBrowser.text(driver, "#review-messages") == "rejected Cards/gone.dark.png")
        #expect(try driver.execute("return document.querySelectorAll('#rows .cell button.review:not(.undo)').length;") as? Int == 0)

        // Nothing left to review: the toolbar's buttons send nothing.
        try driver.execute("window.__requests = [];")
        try driver.click(try driver.element("#accept-visible"))
        usleep(200_000)
        #expect(try driver.execute("return window.__requests.length;") as? Int == 0)
        #expect(try HTMLReportBrowser.text(driver, "#count-variants") == "6 variants: 1 error, 1 passed, 3 accepted, 1 rejected")
    }

    @Test func aRefusedReviewRequestShowsTheServersMessage() throws {
        let (folder, _) = try Self.makeReport(reviewToken: "old")
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, folder.appendingPathComponent("report.html").absoluteString)
        try driver.execute("""
            window.fetch = function () { return Promise.resolve(new Response('{"message":"unknown token"}', { status: 403 })); };
            """)
        try driver.click(try driver.element("#rows .cell[data-file='Cards/new.light.png'] button.review.accept"))
        try HTMLReportBrowser.wait(driver, "return document.getElementById('review-messages').textContent !== '';")
        #expect(try HTMLReportBrowser.text(driver, "#review-messages") == "accept failed: the review server answered 403: unknown token")
        #expect(try HTMLReportBrowser.text(driver, "#rows .cell[data-file='Cards/new.light.png'] .badge") == "new")
    }

    @Test func rowButtonsReviewTheRowsPendingVariants() throws {
        let (folder, _) = try Self.makeReport(reviewToken: "t")
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, folder.appendingPathComponent("report.html").absoluteString)
        try Self.stubFetch(driver, answer: #"{"accepted":["Buttons/tall.light.png","Buttons/tall.dark.png"],"rejected":[],"failed":[]}"#)
        try driver.click(try driver.element("#rows .row[data-snapshot='Buttons/tall'] .row-head button.review.accept"))
        try HTMLReportBrowser.wait(driver, "return !!document.querySelector('#rows .row.accepted');")
        #expect(try driver.execute("return JSON.stringify(window.__requests.map(function (r) { return [r.url, r.body]; }));") as? String
                == #"[["api/accept",{"files":["Buttons/tall.light.png","Buttons/tall.dark.png"]}]]"#)
        #expect(try HTMLReportBrowser.text(driver, "#rows .row[data-snapshot='Buttons/tall'] .row-head .badge") == "accepted")
        #expect(try driver.execute("return document.querySelectorAll('#rows .row[data-snapshot=\"Buttons/tall\"] button.review:not(.undo)').length;") as? Int == 0)
    }

    @Test func withoutScriptThePageListsTheRegressions() throws {
        let (folder, _) = try Self.makeReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try WebDriver(arguments: ["--blink-settings=scriptEnabled=false"])
        try driver.navigate(folder.appendingPathComponent("report.html").absoluteString)
        #expect(try driver.execute("return document.documentElement.getAttribute('data-penumbra-ready');") is NSNull)
        #expect(try HTMLReportBrowser.text(driver, "#count-snapshots") == "5 snapshots: 1 changed, 1 missing, 1 error, 1 new, 1 passed")
        let items = try driver.execute("""
            return Array.prototype.map.call(document.querySelectorAll('.noscript li'), function (li) {
              return li.querySelector('b').textContent + ' ' + Array.prototype.map.call(li.querySelectorAll('a'), function (a) { return a.getAttribute('href'); }).join(' ');
            });
            """) as? [String]
        #expect(items == ["Buttons/tall images/reference/Buttons/tall.light.png images/actual/Buttons/tall.light.png images/diff/Buttons/tall.light.png",
                          "Buttons/tall images/reference/Buttons/tall.dark.png images/actual/Buttons/tall.dark.png images/diff/Buttons/tall.dark.png",
                          "Cards/bad ", "Cards/gone images/reference/Cards/gone.dark.png"])
    }

    @Test func withoutATokenThereAreNoReviewButtons() throws {
        let (folder, _) = try Self.makeReport()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, folder.appendingPathComponent("report.html").absoluteString)
        #expect(try driver.execute("return document.querySelectorAll('button.review').length;") as? Int == 0)
        #expect(try driver.execute("return document.body.className;") as? String == "js")
    }

    /// Screenshots for a person to look at, light and dark, into `$PENUMBRA_REPORT_SCREENSHOTS`
    /// (skipped without it).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PENUMBRA_REPORT_SCREENSHOTS"] != nil,
                   "set PENUMBRA_REPORT_SCREENSHOTS=<folder> to screenshot report.html"))
    func screenshotsForAPerson() throws {
        let target = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["PENUMBRA_REPORT_SCREENSHOTS"]))
        let (folder, _) = try Self.makeReport(reviewToken: "t")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for dark in [false, true] {
            let driver = try WebDriver(dark: dark)
            try HTMLReportBrowser.open(driver, folder.appendingPathComponent("report.html").absoluteString + "#snapshot=Buttons%2Ftall")
            let png = try driver.screenshot()
            try AtomicFile.write(png, to: target.appendingPathComponent(dark ? "report-dark.png" : "report-light.png"))
            #expect(try PNGDecoder.decode(png).image.width == 1280)
        }
        let large = try HTMLReportBrowser.large.get()
        let driver = try WebDriver()
        try HTMLReportBrowser.open(driver, large.page.absoluteString)
        let png = try driver.screenshot()
        try AtomicFile.write(png, to: target.appendingPathComponent("report-large.png"))
        #expect(try PNGDecoder.decode(png).image.width == 1280)
    }
}
