import Foundation
import PenumbraCore
import Testing

/// Penumbra's own trigonometry against the platform's (which may differ in the last bit between
/// systems, which is why pixels never use it).
@Suite struct TrigonometryTests {
    static let angles: [Double] = stride(from: -20.0, through: 20.0, by: 0.0137).map { $0 } + [0, 1e-10, -1e-10, Double.pi, -Double.pi, 1000.5]

    @Test func sineAndCosineAgreeWithTheSystemToTheLastBits() {
        for x in Self.angles {
            let (s, c) = Trigonometry.sinCos(x)
            #expect(abs(s - Foundation.sin(x)) <= 4e-16 * max(1, abs(x)), "sin \(x)")
            #expect(abs(c - Foundation.cos(x)) <= 4e-16 * max(1, abs(x)), "cos \(x)")
        }
    }

    @Test func quarterTurnsInDegreesAreExact() {
        let expected: [(Double, Double, Double)] = [(0, 0, 1), (90, 1, 0), (180, 0, -1), (270, -1, 0), (-90, -1, 0), (450, 1, 0), (-360, 0, 1)]
        for (d, s, c) in expected {
            let r = Trigonometry.sinCos(degrees: d)
            #expect(r.sin == s && r.cos == c, "\(d)°")
        }
        let r30 = Trigonometry.sinCos(degrees: 30)
        #expect(abs(r30.sin - 0.5) < 1e-16 && abs(r30.cos - 3.0.squareRoot() / 2) < 2e-16)
    }

    @Test func arcTangentCoversEveryQuadrant() {
        for y in stride(from: -3.0, through: 3.0, by: 0.173) {
            for x in stride(from: -3.0, through: 3.0, by: 0.191) {
                #expect(abs(Trigonometry.atan2(y, x) - Foundation.atan2(y, x)) <= 5e-16, "atan2(\(y), \(x))")
            }
        }
        #expect(Trigonometry.atan2(0, -1) == Double.pi)
        #expect(Trigonometry.atan2(1, 0) == Double.pi / 2)
        #expect(Trigonometry.atan2(-1, 0) == -Double.pi / 2)
        for v in stride(from: -1.0, through: 1.0, by: 0.01) {
            #expect(abs(Trigonometry.acos(v) - Foundation.acos(v)) <= 5e-16, "acos(\(v))")
        }
        #expect(Trigonometry.acos(2).isNaN && Trigonometry.sin(.infinity).isNaN)
    }
}
