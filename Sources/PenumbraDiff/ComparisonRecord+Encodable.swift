extension ComparisonRecord: Encodable {
    private enum CodingKeys: String, CodingKey {
        case verdict, passed, mode, referenceSize, actualSize, sizeMismatch, totalPixels, differentPixels, ratio
        case maxChannelDelta, antialiasedPixels, ignoredPixels, shortcut, colorSpaces, regions
    }

    private struct Size: Encodable { let width: Int, height: Int }
    private struct Region: Encodable { let x: Int, y: Int, width: Int, height: Int, differentPixels: Int }

    /// The keys `penumbra compare --json` documents for a comparison, every one always present
    /// (`colorSpaces` is `null` when nothing was decoded): `verdict` (`pass` or `fail`),
    /// `passed`, `mode`, `referenceSize` and `actualSize` (`{"width", "height"}`),
    /// `sizeMismatch`, `totalPixels`, `differentPixels`, `ratio` (0-1), `maxChannelDelta`,
    /// `antialiasedPixels`, `ignoredPixels`, `shortcut`, `colorSpaces` and `regions`
    /// (`[{"x", "y", "width", "height", "differentPixels"}]`). The notes are left out: the
    /// colour spaces say the same for a machine.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(result.passed ? "pass" : "fail", forKey: .verdict)
        try c.encode(result.passed, forKey: .passed)
        try c.encode(result.mode.name, forKey: .mode)
        try c.encode(Size(width: result.referenceSize.width, height: result.referenceSize.height), forKey: .referenceSize)
        try c.encode(Size(width: result.actualSize.width, height: result.actualSize.height), forKey: .actualSize)
        try c.encode(result.sizeMismatch, forKey: .sizeMismatch)
        try c.encode(result.totalPixels, forKey: .totalPixels)
        try c.encode(result.differentPixels, forKey: .differentPixels)
        try c.encode(result.ratio, forKey: .ratio)
        try c.encode(result.maxChannelDelta, forKey: .maxChannelDelta)
        try c.encode(result.antialiasedPixels, forKey: .antialiasedPixels)
        try c.encode(result.ignoredPixels, forKey: .ignoredPixels)
        try c.encode(result.shortcut, forKey: .shortcut)
        try c.encode(colorSpaces, forKey: .colorSpaces)
        try c.encode(result.regions.map {
            Region(x: $0.bounds.x, y: $0.bounds.y, width: $0.bounds.width, height: $0.bounds.height, differentPixels: $0.differentPixels)
        }, forKey: .regions)
    }
}
