import Foundation
@testable import PenumbraText

/// The system fonts the tests read (installed by `scripts/bootstrap --test-tools`).
enum TestFonts {
    static let dejaVuSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuSansBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    static let freeSansPath = "/usr/share/fonts/opentype/freefont/FreeSans.otf"

    /// Parsed once per test process; fonts are immutable and Sendable.
    static let dejaVuSans: FontFace? = try? FontFace(contentsOf: dejaVuSansPath)
    static let dejaVuSansBold: FontFace? = try? FontFace(contentsOf: dejaVuSansBoldPath)
    static let freeSans: FontFace? = try? FontFace(contentsOf: freeSansPath)

    static func bytes(_ path: String) -> [UInt8]? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
    }

    static let missing = "system font missing: run scripts/bootstrap --test-tools"
}

extension Array where Element == UInt8 {
    mutating func put16(_ value: Int, at offset: Int) {
        self[offset] = UInt8(truncatingIfNeeded: value >> 8)
        self[offset + 1] = UInt8(truncatingIfNeeded: value)
    }

    mutating func put32(_ value: Int, at offset: Int) {
        put16(value >> 16, at: offset)
        put16(value, at: offset + 2)
    }
}
