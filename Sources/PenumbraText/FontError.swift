/// Why a font cannot be read or used. Every case names the table (`"glyf"`, `"CFF "`, …) and
/// the byte offset or glyph where reading stopped, so a user can tell a damaged file from an
/// unsupported one.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read from disk.
    case unreadable(path: String, reason: String)
    /// The data is not a TrueType, OpenType or TrueType Collection font (the first 4 bytes).
    case notAFont(tag: UInt32)
    /// A collection has no font at `index` (it holds `count`).
    case noSuchFontInCollection(index: Int, count: Int)
    /// A table the font needs is absent.
    case missingTable(String)
    /// Reading `length` bytes at `offset` runs past the end of `table` (its size is `available`).
    case truncated(table: String, offset: Int, length: Int, available: Int)
    /// A field holds a value the specification does not allow.
    case invalidValue(table: String, field: String, value: Int)
    /// A count or size is beyond the limit Penumbra accepts (a guard against hostile files).
    case limitExceeded(table: String, what: String, value: Int, limit: Int)
    /// A composite glyph refers to itself, directly or through others, or nests too deeply.
    case compositeTooDeep(glyph: Int, depth: Int)
    /// A CFF or CFF2 (`table`) charstring calls subroutines deeper than the limit (usually a
    /// recursion).
    case subroutineTooDeep(glyph: Int, depth: Int, table: String = "CFF ")
    /// A CFF or CFF2 (`table`) charstring uses an operator Penumbra does not interpret.
    case unsupportedCharstringOperator(glyph: Int, op: Int, table: String = "CFF ")
    /// A feature of the format that Penumbra does not read.
    case unsupported(table: String, what: String)
    /// A glyph id at or past the font's glyph count.
    case glyphOutOfRange(glyph: Int, count: Int)
    /// No font file was found for the default family; `scripts/bootstrap` installs it.
    case defaultFontMissing(family: String, searched: [String])
    /// The registry holds no font at all for a look-up.
    case noFontRegistered(family: String)
    /// A glyph would be rasterized at a size outside 0 < size ≤ `limit` device pixels per em.
    case glyphSizeOutOfRange(pixelSize: Double, limit: Double)
    /// A font file that could not be parsed or drawn: the file and what is wrong in it.
    indirect case inFile(path: String, FontError)

    /// The error without the file it happened in.
    public var underlying: FontError {
        if case .inFile(_, let inner) = self { return inner.underlying }
        return self
    }

    /// The error naming `path` (unless it already names a file).
    func naming(_ path: String) -> FontError {
        switch self {
        case .inFile, .unreadable, .defaultFontMissing: self
        default: path == "<memory>" ? self : .inFile(path: path, self)
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read font file \(path): \(reason)"
        case let .notAFont(tag):
            return "not a font: the file starts with 0x\(String(tag, radix: 16)) (expected a TrueType, OpenType or collection header)"
        case let .noSuchFontInCollection(index, count):
            return "font collection holds \(count) fonts, index \(index) does not exist"
        case let .missingTable(tag): return "font has no '\(tag)' table"
        case let .truncated(table, offset, length, available):
            return "'\(table)' table: reading \(length) bytes at offset \(offset) runs past its end (\(available) bytes)"
        case let .invalidValue(table, field, value): return "'\(table)' table: invalid \(field) \(value)"
        case let .limitExceeded(table, what, value, limit):
            return "'\(table)' table: \(what) \(value) exceeds the limit \(limit)"
        case let .compositeTooDeep(glyph, depth):
            return "'glyf' table: composite glyph \(glyph) nests deeper than \(depth) levels (a loop?)"
        case let .subroutineTooDeep(glyph, depth, table):
            return "'\(table)' table: glyph \(glyph) calls subroutines deeper than \(depth) levels (a recursion?)"
        case let .unsupportedCharstringOperator(glyph, op, table):
            return "'\(table)' table: glyph \(glyph) uses unsupported charstring operator \(op)"
        case let .unsupported(table, what): return "'\(table)' table: unsupported \(what)"
        case let .glyphOutOfRange(glyph, count): return "glyph \(glyph) is out of range (the font has \(count))"
        case let .defaultFontMissing(family, searched):
            return "default font \(family) not found (looked in \(searched.joined(separator: ", "))); run scripts/bootstrap to install it"
        case let .noFontRegistered(family): return "no font registered for family \(family)"
        case let .glyphSizeOutOfRange(size, limit):
            return "glyph size \(size) px per em is outside the supported range (up to \(limit))"
        case let .inFile(path, inner): return "font file \(path): \(inner)"
        }
    }
}
