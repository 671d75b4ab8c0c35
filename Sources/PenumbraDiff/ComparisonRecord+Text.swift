extension ComparisonRecord {
    /// `part / whole` as a percentage with up to three decimals, trailing zeros dropped, rounded
    /// half up in integer arithmetic so the text is the same on every machine: `37 of 2560` is
    /// `1.445%`, `12 of 800` is `1.5%`, `0 of n` is `0%`. A share above zero that would round to
    /// `0%` reads `<0.001%`, and one below the whole that would round to `100%` reads
    /// `>99.999%`, so one changed pixel of a 3-megapixel screen never reads as none (or all).
    /// - Complexity: O(1); exact for any `whole` up to `Int.max / 200_000` (46 trillion).
    public static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0, part > 0 else { return "0%" }
        let scale = 100_000  // thousandths of a percent
        let thousandths = (part * scale * 2 + whole) / (whole * 2)
        if thousandths == 0 { return "<0.001%" }
        if thousandths >= scale && part < whole { return ">99.999%" }
        var fraction = thousandths % 1000, digits = 3
        while digits > 0 && fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        guard digits > 0 else { return "\(thousandths / 1000)%" }
        let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
        return "\(thousandths / 1000).\(padded)%"
    }

    /// The one description of a comparison's finding, from its numbers (a record's, or those a
    /// results file kept): `12 of 800 pixels differ (1.5%), max channel delta 200`; with
    /// `sizeChange`, led by `size changed from 40x20 to 40x24, `. A `nil` delta is left out.
    public static func summary(differentPixels: Int, totalPixels: Int, maxChannelDelta: Int?,
                               sizeChange: (from: String, to: String)?) -> String {
        var parts: [String] = []
        if let sizeChange { parts.append("size changed from \(sizeChange.from) to \(sizeChange.to)") }
        parts.append("\(differentPixels) of \(totalPixels) pixels differ (\(percent(differentPixels, of: totalPixels)))")
        if let maxChannelDelta { parts.append("max channel delta \(maxChannelDelta)") }
        return parts.joined(separator: ", ")
    }
}
