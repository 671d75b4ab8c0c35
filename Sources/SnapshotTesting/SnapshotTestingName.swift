import PenumbraTesting
/// swift-snapshot-testing's file-name rule, applied before PenumbraTesting's: every run of
/// characters other than letters, digits and `_` becomes one `-`, and a `-` at either end is
/// dropped. `"renders(size:)"` gives `"renders-size"` (PenumbraTesting alone would keep
/// `"renders"`), `"iPhone 13.dark"` gives `"iPhone-13-dark"`. Only for this module's one-image
/// strategies: PenumbraTesting's keep PenumbraTesting's names whichever `assertSnapshot` runs them.
enum SnapshotTestingName {
    /// The snapshot name to pass on for `strategy`.
    static func snapshot<V, F>(_ name: String?, of strategy: Snapshotting<V, F>) -> String? {
        strategy.namesVariants ? name : name.map(sanitize)
    }

    /// The test name to pass on for `strategy`.
    static func test<V, F>(_ name: String, of strategy: Snapshotting<V, F>) -> String {
        strategy.namesVariants ? name : sanitize(name)
    }

    static func sanitize(_ text: String) -> String {
        var out = ""
        var inRun = false
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                out.append(character)
                inRun = false
            } else if !inRun {
                out.append("-")
                inRun = true
            }
        }
        if out.hasPrefix("-") { out.removeFirst() }
        if out.hasSuffix("-") { out.removeLast() }
        return out
    }
}
