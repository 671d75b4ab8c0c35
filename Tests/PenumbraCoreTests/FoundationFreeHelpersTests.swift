import Foundation
import PenumbraTestSupport
import Testing
@testable import PenumbraCore

/// The standard-library replacements the CLI's modules use instead of Foundation's
/// Objective-C compatibility layer (scripts/check-cli-link) give what Foundation gives: each is
/// checked against Foundation itself, which the tests may link.
@Suite struct FoundationFreeHelpersTests {
    static let texts = ["", " ", "\t a b \t", "  café  ", "\u{00A0}x\u{2003}", "\n line \r\n", "x", "a/b c#d?e",
                        "Buttons/primary button.light.png", "naïve 日本 😀", "%41", "100%", "-._~@+,;=!$()*:", "\u{0301}e"]

    @Test(arguments: texts)
    func trimmingMatchesFoundation(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func trimmingAGivenSet() {
        #expect(" 'a b' ".trimming { " '".contains($0) } == "a b")
        #expect("''".trimming { $0 == "'" } == "")
    }

    @Test func includesFindsText() {
        #expect("root.children".includes("child"))
        #expect(!"root".includes("@"))
        #expect("a\0b".includes("\0"))
        #expect("a".includes("a"))
    }

    @Test(arguments: texts.filter { $0.unicodeScalars.allSatisfy(\.isASCII) })
    func percentEncodingMatchesFoundation(text: String) {
        for keeping in ["-._~@+,;=!$()*:", "-._~/"] {
            var allowed = CharacterSet.alphanumerics
            allowed.insert(charactersIn: keeping)
            #expect(PercentEncoding.encode(text, keeping: keeping) == text.addingPercentEncoding(withAllowedCharacters: allowed))
        }
    }

    /// Beyond ASCII every scalar is encoded as its UTF-8 bytes (RFC 3986), as Foundation does on
    /// Linux.
    @Test func percentEncodingEncodesAllButASCII() {
        #expect(PercentEncoding.encode("naïve 日本 😀", keeping: "-._~/") == "na%C3%AFve%20%E6%97%A5%E6%9C%AC%20%F0%9F%98%80")
        #expect(PercentEncoding.encode("\u{0301}e", keeping: "") == "%CC%81e")
        #expect(PercentEncoding.encode("Buttons/primary button#1", keeping: "-._~/") == "Buttons/primary%20button%231")
    }

    @Test(arguments: ["%41%42", "a%20b", "%E6%97%A5", "plain", "%", "%4", "%zz", "%FF", "%C3%A9+x", ""])
    func percentDecodingMatchesFoundation(text: String) {
        #expect(PercentEncoding.decode(text) == text.removingPercentEncoding)
    }

    @Test(arguments: [0.0, 0.1234, 0.0005, 0.00049999, 2.5, -2.5, 1e-9, 123456.789, 99.99995, .nan, .infinity, -.infinity])
    func fixedDecimalsMatchStringFormat(value: Double) {
        for digits in [0, 3, 4] {
            #expect(DecimalText.fixed(value, digits: digits) == String(format: "%.\(digits)f", value))
        }
    }

    @Test func aWalkListsEveryEntryButFollowsNoLink() throws {
        let dir = try TestPaths.scratchFolder("walk")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("b/c"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for file in ["a.png", "b/x.json", "b/c/y.png", ".hidden/z.png", ".dot"] {
            try Data([1]).write(to: dir.appendingPathComponent(file))
        }
        // A link to a folder above: a walk that followed it would never end.
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("b/c/loop").path, withDestinationPath: dir.path)
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("link.png").path, withDestinationPath: dir.appendingPathComponent("a.png").path)
        let entries = try #require(DirectoryWalk.entries(under: dir.path))
        #expect(entries.map(\.path) == [".dot", ".hidden", ".hidden/z.png", "a.png", "b", "b/c", "b/c/loop", "b/c/y.png", "b/x.json", "link.png"])
        #expect(entries.first { $0.path == "b/c/loop" }?.kind == .symbolicLink)
        #expect(entries.first { $0.path == "b" }?.kind == .folder)
        #expect(entries.first { $0.path == "a.png" }?.kind == .file)
        // The same paths FileManager's enumerator gives, which does not follow links either.
        let foundation = (fm.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []).sorted()
        #expect(entries.map(\.path).sorted() == foundation)
        #expect(DirectoryWalk.files(under: dir.path) == [".dot", ".hidden/z.png", "a.png", "b/c/loop", "b/c/y.png", "b/x.json", "link.png"])
        let visible = try #require(DirectoryWalk.entries(under: dir.path, descend: { !$0.name.hasPrefix(".") }))
        #expect(!visible.contains { $0.path == ".hidden/z.png" })
        #expect(DirectoryWalk.entries(under: dir.appendingPathComponent("missing").path) == nil)
    }

    @Test func aConditionLockWakesItsWaiter() {
        let condition = ConditionLock()
        let box = Flag()
        let started = NativeThread.start(stackSize: 1 << 20) {
            condition.lock()
            box.value = true
            condition.broadcast()
            condition.unlock()
        }
        #expect(started)
        condition.lock()
        while !box.value { condition.wait() }
        condition.unlock()
        #expect(box.value)
    }

    @Test func aThreadGetsTheStackItAskedFor() throws {
        // 2 MiB of locals would overflow a default 512 KiB secondary-thread stack on some systems;
        // recursion 4,000 frames deep with a 1 KiB buffer each needs about 4 MiB.
        let depth = try ParallelWork.onThread(stackSize: 16 << 20) { () -> Int in recurse(4_000) }
        #expect(depth == 4_000)
    }

    @Test func aMutexLockSerialisesItsHolders() {
        let lock = MutexLock()
        let counter = Flag()
        ParallelWork.forEach(count: 10_000, threads: 4) { _ in
            lock.withLock { counter.count += 1 }
            return true
        }
        #expect(counter.count == 10_000)
    }
}

private final class Flag: @unchecked Sendable {
    var value = false
    var count = 0
}

@inline(never)
private func recurse(_ n: Int) -> Int {
    var buffer = [UInt8](repeating: UInt8(truncatingIfNeeded: n), count: 16)
    buffer.withUnsafeMutableBytes { _ = $0 }
    return n == 0 ? 0 : 1 + recurse(n - 1) + Int(buffer[0] &* 0)
}
