extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (Unicode's space separators and
    /// U+0009): Foundation's `trimmingCharacters(in: .whitespaces)`, in the standard library
    /// alone (Foundation's `CharacterSet` would link its Objective-C compatibility layer into the
    /// CLI; see ``MutexLock``).
    package func trimmingSpaces() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// The text without leading and trailing white space and line breaks: Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
    package func trimmingWhitespace() -> String {
        trimming { $0.isWhitespace }
    }

    /// The text without leading and trailing characters for which `remove` is true.
    package func trimming(_ remove: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !remove($0) }) else { return "" }
        let last = lastIndex(where: { !remove($0) })!
        return String(self[first...last])
    }

    /// Whether `text` occurs in this text (character by character; the standard library's search,
    /// not Foundation's `NSString` one).
    package func includes(_ text: some StringProtocol) -> Bool {
        firstRange(of: text) != nil
    }
}
