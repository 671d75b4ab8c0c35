/// Bounds-checked big-endian reads over a slice of a font file, the one way font parsing touches
/// bytes: every read past the end becomes ``FontError/truncated(table:offset:length:available:)``
/// naming the table, never a trap.
struct FontReader: Sendable {
    /// The whole file.
    let data: [UInt8]
    /// The table's first byte in `data`.
    let base: Int
    /// The table's length in bytes.
    let length: Int
    /// The table tag, for errors.
    let table: String

    init(data: [UInt8], base: Int, length: Int, table: String) {
        self.data = data
        self.base = base
        self.length = length
        self.table = table
    }

    /// A reader over `length` bytes at `offset` of this one (clipped to the end: the subrange
    /// check happens at each read).
    func sub(_ offset: Int, length subLength: Int? = nil) throws(FontError) -> FontReader {
        guard offset >= 0, offset <= length else {
            throw .truncated(table: table, offset: offset, length: 0, available: length)
        }
        let remaining = length - offset
        let l = subLength ?? remaining
        guard l >= 0, l <= remaining else {
            throw .truncated(table: table, offset: offset, length: l, available: length)
        }
        return FontReader(data: data, base: base + offset, length: l, table: table)
    }

    @inline(__always)
    func check(_ offset: Int, _ count: Int) throws(FontError) {
        guard offset >= 0, count >= 0, offset <= length - count else {
            throw .truncated(table: table, offset: offset, length: count, available: length)
        }
    }

    func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try check(offset, 1)
        return data[base + offset]
    }

    func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try check(offset, 2)
        let i = base + offset
        return UInt16(data[i]) << 8 | UInt16(data[i + 1])
    }

    func i16(_ offset: Int) throws(FontError) -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u24(_ offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 3)
        let i = base + offset
        return UInt32(data[i]) << 16 | UInt32(data[i + 1]) << 8 | UInt32(data[i + 2])
    }

    func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 4)
        let i = base + offset
        return UInt32(data[i]) << 24 | UInt32(data[i + 1]) << 16 | UInt32(data[i + 2]) << 8 | UInt32(data[i + 3])
    }

    func i32(_ offset: Int) throws(FontError) -> Int32 { Int32(bitPattern: try u32(offset)) }

    /// An unsigned big-endian integer of `size` bytes (1-4), as CFF offsets are stored.
    func offset(_ offset: Int, size: Int) throws(FontError) -> Int {
        switch size {
        case 1: return Int(try u8(offset))
        case 2: return Int(try u16(offset))
        case 3: return Int(try u24(offset))
        case 4: return Int(try u32(offset))
        default: throw .invalidValue(table: table, field: "offset size", value: size)
        }
    }

    /// `count` bytes at `offset`.
    func bytes(_ offset: Int, _ count: Int) throws(FontError) -> ArraySlice<UInt8> {
        try check(offset, count)
        return data[(base + offset)..<(base + offset + count)]
    }
}

/// A four-character table tag as a string (`0x676C7966` → `"glyf"`).
func tagString(_ tag: UInt32) -> String {
    let scalars = [24, 16, 8, 0].map { shift -> Character in
        let byte = UInt8(truncatingIfNeeded: tag >> UInt32(shift))
        return (32...126).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
    }
    return String(scalars)
}
