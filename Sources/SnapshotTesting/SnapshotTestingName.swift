/// swift-snapshot-testing's file-name rule, applied before PenumbraTesting's: every run of
/// characters other than letters, digits and `_` becomes one `-`, and a `-` at either end is
/// dropped. `"renders(size:)"` gives `"renders-size"` (PenumbraTesting alone would keep
/// `"renders"`), `"iPhone 13.dark"` gives `"iPhone-13-dark"`.
enum SnapshotTestingName {
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
