import Foundation

/// CSS Color 4's device-independent colours converted to sRGB: `lab()` and `lch()` (CIE Lab and
/// LCh, D50 white) and the predefined spaces of `color()` beyond sRGB and Display P3:
/// `a98-rgb`, `prophoto-rgb`, `rec2020`, `xyz`/`xyz-d65` and `xyz-d50`.
///
/// Every matrix is computed here from the published chromaticities (CIE xy of each space's
/// primaries and white point: sRGB, Adobe RGB (1998), ProPhoto (ROMM) and ITU-R BT.2020 as CSS
/// Color 4 §10 lists them) and the Bradford cone response matrix for the D50 → D65 white-point
/// adaptation, so there is no table of derived numbers to mistype. The transfer curves are the
/// ones CSS Color 4 gives per space (`rec2020` display-referred, as revised in 2025). As for
/// ``CSSColor``, a colour outside sRGB is clipped per channel in linear light and encoded with
/// the sRGB curve; values are `Double` and rounded once by the caller. This runs when a file is
/// read, never per pixel.
enum CIEColor {
    /// A predefined `color()` space this type converts.
    enum Space: String, CaseIterable {
        case a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020 = "rec2020"
        case xyz = "xyz", xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"
    }

    /// Encoded sRGB (each 0…1) for `color(space c0 c1 c2)`.
    static func toSRGB(_ space: Space, _ c0: Double, _ c1: Double, _ c2: Double) -> (Double, Double, Double) {
        let xyzD65: Vector
        switch space {
        case .a98RGB:
            let curve = { (c: Double) in signed(c) { pow($0, 563.0 / 256) } }
            xyzD65 = Matrix.a98ToXYZ * Vector(curve(c0), curve(c1), curve(c2))
        case .prophotoRGB:
            let curve = { (c: Double) in signed(c) { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) } }
            xyzD65 = Matrix.d50ToD65 * (Matrix.prophotoToXYZ * Vector(curve(c0), curve(c1), curve(c2)))
        case .rec2020:
            // Display-referred: ITU-R BT.1886's EOTF (black 0, white 1), a pure 2.4 power — the
            // curve CSS Color 4 adopted in 2025 (csswg-drafts#12574) in place of BT.2020's
            // camera OETF, so colours match current browsers and colour libraries.
            let curve = { (c: Double) in signed(c) { pow($0, 2.4) } }
            xyzD65 = Matrix.rec2020ToXYZ * Vector(curve(c0), curve(c1), curve(c2))
        case .xyz, .xyzD65:
            xyzD65 = Vector(c0, c1, c2)
        case .xyzD50:
            xyzD65 = Matrix.d50ToD65 * Vector(c0, c1, c2)
        }
        return encode(xyzD65)
    }

    /// Encoded sRGB for CIE Lab (`lightness` 0…100, D50), as CSS Color 4 §9 converts it.
    static func lab(_ lightness: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let l = min(max(lightness, 0), 100)
        let f1 = (l + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? f1 * f1 * f1 : l / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        let white = Vector.white(x: 0.3457, y: 0.3585)
        return encode(Matrix.d50ToD65 * Vector(x * white.x, y * white.y, z * white.z))
    }

    /// Encoded sRGB for CIE LCh (`lightness` 0…100, chroma ≥ 0, hue in degrees, D50).
    static func lch(_ lightness: Double, _ chroma: Double, _ hue: Double) -> (Double, Double, Double) {
        let radians = hue * .pi / 180
        let c = max(chroma, 0)
        return lab(lightness, c * cos(radians), c * sin(radians))
    }

    /// XYZ (D65) to encoded sRGB, clipped per channel in linear light.
    private static func encode(_ xyz: Vector) -> (Double, Double, Double) {
        let linear = Matrix.xyzToSRGB * xyz
        return (ColorSpace.encode(ColorSpace.clamp(linear.x)), ColorSpace.encode(ColorSpace.clamp(linear.y)),
                ColorSpace.encode(ColorSpace.clamp(linear.z)))
    }

    /// A transfer curve on the magnitude, the sign kept (CSS's extended-range rule).
    private static func signed(_ c: Double, _ curve: (Double) -> Double) -> Double {
        c < 0 ? -curve(-c) : curve(c)
    }

    /// Three components: XYZ, or linear RGB.
    struct Vector {
        var x, y, z: Double
        init(_ x: Double, _ y: Double, _ z: Double) { (self.x, self.y, self.z) = (x, y, z) }

        /// The XYZ of a chromaticity with luminance 1.
        static func white(x: Double, y: Double) -> Vector { Vector(x / y, 1, (1 - x - y) / y) }
    }

    /// A 3×3 matrix, rows first.
    struct Matrix {
        var rows: [Vector]

        static func * (m: Matrix, v: Vector) -> Vector {
            Vector(m.rows[0].x * v.x + m.rows[0].y * v.y + m.rows[0].z * v.z,
                   m.rows[1].x * v.x + m.rows[1].y * v.y + m.rows[1].z * v.z,
                   m.rows[2].x * v.x + m.rows[2].y * v.y + m.rows[2].z * v.z)
        }

        static func * (a: Matrix, b: Matrix) -> Matrix {
            let columns = [Vector(b.rows[0].x, b.rows[1].x, b.rows[2].x), Vector(b.rows[0].y, b.rows[1].y, b.rows[2].y),
                           Vector(b.rows[0].z, b.rows[1].z, b.rows[2].z)]
            return Matrix(rows: a.rows.map { row in
                let products = columns.map { row.x * $0.x + row.y * $0.y + row.z * $0.z }
                return Vector(products[0], products[1], products[2])
            })
        }

        /// The inverse, by the adjugate (the matrices here are well conditioned).
        var inverse: Matrix {
            let (a, b, c) = (rows[0].x, rows[0].y, rows[0].z)
            let (d, e, f) = (rows[1].x, rows[1].y, rows[1].z)
            let (g, h, i) = (rows[2].x, rows[2].y, rows[2].z)
            let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
            return Matrix(rows: [
                Vector((e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det),
                Vector((f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det),
                Vector((d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det),
            ])
        }

        static func diagonal(_ v: Vector) -> Matrix {
            Matrix(rows: [Vector(v.x, 0, 0), Vector(0, v.y, 0), Vector(0, 0, v.z)])
        }

        /// Linear RGB to XYZ for primaries and a white point given as CIE xy: the primaries'
        /// XYZ (luminance 1) as columns, scaled so that RGB 1, 1, 1 is the white.
        static func rgbToXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double),
                             white: (Double, Double)) -> Matrix {
            let (r, g, b) = (Vector.white(x: red.0, y: red.1), Vector.white(x: green.0, y: green.1), Vector.white(x: blue.0, y: blue.1))
            let primaries = Matrix(rows: [Vector(r.x, g.x, b.x), Vector(r.y, g.y, b.y), Vector(r.z, g.z, b.z)])
            let scale = primaries.inverse * Vector.white(x: white.0, y: white.1)
            return primaries * diagonal(scale)
        }

        static let d65 = (0.3127, 0.3290), d50 = (0.3457, 0.3585)
        static let xyzToSRGB = rgbToXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65).inverse
        static let a98ToXYZ = rgbToXYZ(red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06), white: d65)
        static let rec2020ToXYZ = rgbToXYZ(red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046), white: d65)
        static let prophotoToXYZ = rgbToXYZ(red: (0.734699, 0.265301), green: (0.159597, 0.840403),
                                            blue: (0.036598, 0.000105), white: d50)

        /// Bradford's chromatic adaptation from D50 to D65: into cone responses, scaled by the
        /// ratio of the two whites' responses, and back.
        static let d50ToD65: Matrix = {
            let bradford = Matrix(rows: [Vector(0.8951, 0.2664, -0.1614), Vector(-0.7502, 1.7135, 0.0367),
                                         Vector(0.0389, -0.0685, 1.0296)])
            let source = bradford * Vector.white(x: d50.0, y: d50.1)
            let target = bradford * Vector.white(x: d65.0, y: d65.1)
            let scale = diagonal(Vector(target.x / source.x, target.y / source.y, target.z / source.z))
            return bradford.inverse * (scale * bradford)
        }()
    }
}
