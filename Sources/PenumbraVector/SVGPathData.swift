// SVG path data (`d` attributes, and fixtures' `path` nodes): every command of SVG 1.1 § 8.3,
// with implicit repeats, compact numbers ("1.5.5", "-1-2", "1e-3") and arc flags written
// without separators ("a1 1 0 00 1 1"). Arcs become cubic Béziers of at most a quarter turn,
// their angles from Penumbra's deterministic trigonometry (SVG 1.1 appendix F.6).
import PenumbraCore

/// Parses SVG path data into a ``VectorPath``.
public enum SVGPathData {
    /// Coordinates beyond this magnitude are refused: no icon needs them, and they would only
    /// make the rasterizer's work larger.
    public static let maxCoordinate = 1e7

    /// The path `d` describes.
    /// - Throws: ``VectorError`` (`.malformed`) naming the offset of the first character that is
    ///   not valid path data, or `.tooLarge` for a coordinate beyond ``maxCoordinate``.
    public static func parse(_ d: String) throws(VectorError) -> VectorPath {
        var parser = Parser(bytes: Array(d.utf8))
        return try parser.parse()
    }

    struct Parser {
        let bytes: [UInt8]
        var i = 0
        var path = VectorPath()
        var pen = Point.zero, start = Point.zero
        /// The second control point of the last cubic, or the control of the last quadratic, for
        /// the smooth commands (S, T); nil after any other command.
        var lastCubic: Point?, lastQuad: Point?
        var open = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func parse() throws(VectorError) -> VectorPath {
            skipSeparators()
            var command: UInt8 = 0
            while i < bytes.count {
                let c = bytes[i]
                if Self.isCommand(c) {
                    command = c
                    i += 1
                } else if command == 0 {
                    throw error("path data must start with a command (M or m)")
                } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                    throw error("a number after Z")
                }
                // A first command other than a move is an error, as SVG says.
                if path.isEmpty && !open, command != UInt8(ascii: "M") && command != UInt8(ascii: "m") {
                    throw error("path data must start with a move (M or m)")
                }
                try run(command)
                // After a move, further coordinate pairs are lines.
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
                skipSeparators()
            }
            return path
        }

        static func isCommand(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "H"), UInt8(ascii: "h"),
                 UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "C"), UInt8(ascii: "c"), UInt8(ascii: "S"), UInt8(ascii: "s"),
                 UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: "A"), UInt8(ascii: "a"),
                 UInt8(ascii: "Z"), UInt8(ascii: "z"):
                return true
            default:
                return false
            }
        }

        /// One command's worth of arguments.
        mutating func run(_ command: UInt8) throws(VectorError) {
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? pen : Point.zero
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                let p = try point() + base
                path.move(to: p); pen = p; start = p; open = true
                lastCubic = nil; lastQuad = nil
            case UInt8(ascii: "l"):
                let p = try point() + base
                path.line(to: p); pen = p
                lastCubic = nil; lastQuad = nil
            case UInt8(ascii: "h"):
                let x = try number() + base.x
                pen = Point(x, pen.y); path.line(to: pen)
                lastCubic = nil; lastQuad = nil
            case UInt8(ascii: "v"):
                let y = try number() + base.y
                pen = Point(pen.x, y); path.line(to: pen)
                lastCubic = nil; lastQuad = nil
            case UInt8(ascii: "c"):
                let c1 = try point() + base, c2 = try point() + base, p = try point() + base
                path.cubic(control1: c1, control2: c2, to: p)
                pen = p; lastCubic = c2; lastQuad = nil
            case UInt8(ascii: "s"):
                let c1 = lastCubic.map { pen * 2 - $0 } ?? pen
                let c2 = try point() + base, p = try point() + base
                path.cubic(control1: c1, control2: c2, to: p)
                pen = p; lastCubic = c2; lastQuad = nil
            case UInt8(ascii: "q"):
                let c = try point() + base, p = try point() + base
                path.quad(control: c, to: p)
                pen = p; lastQuad = c; lastCubic = nil
            case UInt8(ascii: "t"):
                let c = lastQuad.map { pen * 2 - $0 } ?? pen
                let p = try point() + base
                path.quad(control: c, to: p)
                pen = p; lastQuad = c; lastCubic = nil
            case UInt8(ascii: "a"):
                let rx = abs(try number()), ry = abs(try number()), rotation = try number()
                let large = try flag(), sweep = try flag()
                let p = try point() + base
                SVGArc.append(to: &path, from: pen, to: p, rx: rx, ry: ry, rotationDegrees: rotation, largeArc: large, sweep: sweep)
                pen = p; lastCubic = nil; lastQuad = nil
            default: // z
                path.close()
                pen = start; lastCubic = nil; lastQuad = nil
            }
        }

        mutating func point() throws(VectorError) -> Point {
            let x = try number(), y = try number()
            return Point(x, y)
        }

        mutating func skipSeparators() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x0C
                    || bytes[i] == UInt8(ascii: ",") {
                i += 1
            }
        }

        /// An arc flag: a single 0 or 1, which may be followed directly by the next number.
        mutating func flag() throws(VectorError) -> Bool {
            skipSeparators()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
                throw error("expected an arc flag (0 or 1)")
            }
            defer { i += 1 }
            return bytes[i] == UInt8(ascii: "1")
        }

        /// A number: sign, digits, fraction, exponent. The digits are gathered into an integer
        /// (up to 19 significant ones) and scaled by a power of ten, without a string in between.
        mutating func number() throws(VectorError) -> Double {
            skipSeparators()
            let begin = i
            var negative = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                negative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var mantissa: UInt64 = 0, significant = 0, exponent = 0, digits = 0
            func digit(_ d: UInt8, fraction: Bool) {
                digits += 1
                if significant < 19 {
                    if mantissa > 0 || d > 0 { significant += 1 }
                    mantissa = mantissa * 10 + UInt64(d)
                    if fraction { exponent -= 1 }
                } else if !fraction {
                    exponent += 1
                }
            }
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { digit(bytes[i] - 0x30, fraction: false); i += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { digit(bytes[i] - 0x30, fraction: true); i += 1 }
            }
            guard digits > 0 else {
                i = begin
                throw error(i < bytes.count ? "expected a number" : "the path data ends in the middle of a command")
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                var j = i + 1, expNegative = false
                if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") {
                    expNegative = bytes[j] == UInt8(ascii: "-")
                    j += 1
                }
                var e = 0, expDigits = 0
                while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 {
                    if e < 10_000 { e = e * 10 + Int(bytes[j] - 0x30) }
                    j += 1; expDigits += 1
                }
                if expDigits > 0 {
                    i = j
                    exponent += expNegative ? -e : e
                }
            }
            var value = Double(mantissa)
            if exponent != 0, mantissa != 0 {
                guard exponent < 300, exponent > -300 else {
                    if exponent > 0 {
                        throw VectorError(.tooLarge, location: "path data at offset \(begin)",
                                          reason: "a number beyond ±\(Int(SVGPathData.maxCoordinate))")
                    }
                    return 0
                }
                let power = Self.power(of: abs(exponent))
                value = exponent > 0 ? value * power : value / power
            }
            if negative { value = -value }
            guard abs(value) <= SVGPathData.maxCoordinate else {
                let text = String(decoding: bytes[begin..<i], as: UTF8.self)
                throw VectorError(.tooLarge, location: "path data at offset \(begin)",
                                  reason: "the number \(text) is beyond ±\(Int(SVGPathData.maxCoordinate))")
            }
            return value
        }

        /// 10^n, exact up to 10^22 and by repeated squaring beyond.
        static func power(of n: Int) -> Double {
            if n < exact.count { return exact[n] }
            var result = 1.0, base = 10.0, k = n
            while k > 0 {
                if k & 1 == 1 { result *= base }
                base *= base
                k >>= 1
            }
            return result
        }

        static let exact: [Double] = (0...22).map { n in (0..<n).reduce(1.0) { acc, _ in acc * 10 } }

        func error(_ reason: String, at offset: Int? = nil) -> VectorError {
            let at = offset ?? i
            let found = at < bytes.count ? " (found \"\(String(decoding: bytes[at..<min(bytes.count, at + 8)], as: UTF8.self))\")" : ""
            return VectorError(.malformed, location: "path data at offset \(at)", reason: reason + found)
        }
    }
}
