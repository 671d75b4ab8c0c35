extension PNGInfo {
    /// The colour space the file declares, in words, by the PNG specification's precedence
    /// (cICP, then iCCP, then sRGB, then gAMA/cHRM):
    /// `"Display P3"` (cICP primaries 12, or an ICC profile whose name contains "P3"),
    /// `"sRGB"` (cICP primaries 1 with transfer 13, an sRGB chunk, or an ICC profile named sRGB),
    /// `"ICC: <name>"`, `"cICP <p>/<t>/<m>"`, `"gAMA <value>"` (optionally with cHRM), or
    /// `"untagged"`.
    public var colorSpaceName: String {
        if let cicp {
            switch (cicp.colorPrimaries, cicp.transferFunction) {
            case (12, 13): return "Display P3"
            case (12, _): return "Display P3 primaries, transfer \(cicp.transferFunction)"
            case (1, 13): return "sRGB"
            case (9, 16): return "BT.2100 PQ"
            case (9, 18): return "BT.2100 HLG"
            default:
                return "cICP \(cicp.colorPrimaries)/\(cicp.transferFunction)/\(cicp.matrixCoefficients)"
            }
        }
        if let name = iccProfileName {
            let upper = name.uppercased()
            if upper.includes("P3") { return "Display P3" }
            if upper.hasPrefix("SRGB") { return "sRGB" }
            return "ICC: \(name)"
        }
        if srgbIntent != nil { return "sRGB" }
        if let gamma {
            let value = "gAMA \(Self.decimal(gamma))"
            return chromaticities == nil ? value : value + " + cHRM"
        }
        if chromaticities != nil { return "cHRM only" }
        return "untagged"
    }

    /// A note for a comparison whose two files declare different colour spaces, such as
    /// `"reference is Display P3, actual is sRGB"`; `nil` when both name the same space.
    /// "untagged" and "sRGB" count as different: an untagged file only usually means sRGB.
    public static func colorSpaceMismatch(reference: PNGInfo, actual: PNGInfo) -> String? {
        let (expected, found) = (reference.colorSpaceName, actual.colorSpaceName)
        return expected == found ? nil : "reference is \(expected), actual is \(found)"
    }

    /// `45455` → `"0.45455"`.
    static func decimal(_ scaled: UInt32) -> String {
        let whole = scaled / 100_000
        var fraction = String(scaled % 100_000)
        while fraction.count < 5 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") && fraction.count > 1 { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }
}
