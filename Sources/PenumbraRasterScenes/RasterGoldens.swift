import PenumbraRaster
import PenumbraCore

/// The golden list of reference-scene hashes: one `name hash` line per scene and scale, `#`
/// comments allowed. Shared by the debug test and `bench-raster --verify-goldens`.
public enum RasterGoldens {
    /// `(name, hex hash)` of every reference scene at every scale, in scene order.
    public static func compute() -> [(String, String)] {
        RasterReferenceScenes.all.map { scene in (scene.name, scene.render().map(RasterHash.hex) ?? "invalid-size") }
    }

    /// Parses a golden list; malformed lines are ignored (they then show up as missing scenes).
    public static func parse(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if parts.isEmpty || parts[0].hasPrefix("#") { continue }
            if parts.count == 2 { out[String(parts[0])] = String(parts[1]) }
        }
        return out
    }

    /// The list as text, with a header saying what it is.
    public static func format(_ entries: [(String, String)]) -> String {
        var s = "# FNV-1a 64 of each raster reference scene's pixels (RasterHash); regenerate with\n"
        s += "# swift run -c release bench-raster --write-goldens Fixtures/raster-goldens.txt\n"
        for (name, hash) in entries { s += "\(name) \(hash)\n" }
        return s
    }

    /// One message per scene whose hash differs from, or is missing in, `expected`.
    public static func compare(expected: [String: String], actual: [(String, String)]) -> [String] {
        var problems: [String] = []
        for (name, hash) in actual {
            guard let e = expected[name] else { problems.append("\(name): missing from the golden list (actual \(hash))"); continue }
            if e != hash { problems.append("\(name): expected \(e), actual \(hash)") }
        }
        return problems
    }
}
