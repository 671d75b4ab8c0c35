import PenumbraCore

/// A tiny built-in 5x7 pixel font for the captions of diff strips: uppercase letters, digits and
/// a little punctuation (lower case is drawn as upper case, anything else as `?`).
///
/// Only a caption: the text stage renders real text; this keeps the diff module free of fonts.
enum BitmapFont5x7 {
    /// Glyph width and height in font pixels, and the advance (one blank column).
    static let glyphWidth = 5, glyphHeight = 7, advance = 6

    /// Seven rows per glyph, top to bottom; bit 4 is the leftmost column.
    private static let glyphs: [Character: [UInt8]] = [
        "A": [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        "B": [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
        "C": [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
        "D": [0b11110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11110],
        "E": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
        "F": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
        "G": [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111],
        "H": [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
        "I": [0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "J": [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],
        "K": [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001],
        "L": [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
        "M": [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
        "N": [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001],
        "O": [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        "P": [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
        "Q": [0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101],
        "R": [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
        "S": [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110],
        "T": [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
        "U": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
        "V": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
        "W": [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
        "X": [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
        "Y": [0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100],
        "Z": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111],
        "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
        "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
        "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
        "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
        "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
        "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
        "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
        "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
        "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
        "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
        " ": [0, 0, 0, 0, 0, 0, 0],
        "-": [0, 0, 0, 0b11111, 0, 0, 0],
        "_": [0, 0, 0, 0, 0, 0, 0b11111],
        ".": [0, 0, 0, 0, 0, 0b01100, 0b01100],
        ",": [0, 0, 0, 0, 0b01100, 0b00100, 0b01000],
        ":": [0, 0b01100, 0b01100, 0, 0b01100, 0b01100, 0],
        "%": [0b11000, 0b11001, 0b00010, 0b00100, 0b01000, 0b10011, 0b00011],
        "/": [0, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0],
        "(": [0b00010, 0b00100, 0b01000, 0b01000, 0b01000, 0b00100, 0b00010],
        ")": [0b01000, 0b00100, 0b00010, 0b00010, 0b00010, 0b00100, 0b01000],
        "?": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0, 0b00100],
    ]

    /// The rows of the glyph for `c` (upper-cased; `?` when the font lacks it).
    static func rows(for c: Character) -> [UInt8] {
        let upper = Character(c.uppercased())
        return glyphs[upper] ?? glyphs["?"] ?? []
    }

    /// The width in image pixels of `text` drawn at `scale`.
    static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * advance - 1) * scale
    }

    /// Draws `text` with its top-left corner at `(x, y)`, each font pixel a `scale × scale`
    /// square of `colour`, clipped to the image.
    static func draw(_ text: String, x: Int, y: Int, scale: Int, colour: RGBA8, into bytes: inout [UInt8], width: Int, height: Int) {
        var penX = x
        for c in text {
            let rows = rows(for: c)
            for (row, bits) in rows.enumerated() {
                for column in 0..<glyphWidth where bits & (0b10000 >> UInt8(column)) != 0 {
                    for dy in 0..<scale {
                        let py = y + row * scale + dy
                        guard py >= 0, py < height else { continue }
                        for dx in 0..<scale {
                            let px = penX + column * scale + dx
                            guard px >= 0, px < width else { continue }
                            let i = (py * width + px) * 4
                            bytes[i] = colour.r; bytes[i + 1] = colour.g; bytes[i + 2] = colour.b; bytes[i + 3] = 255
                        }
                    }
                }
            }
            penX += advance * scale
        }
    }
}

