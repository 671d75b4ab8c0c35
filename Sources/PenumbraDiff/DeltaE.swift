import Foundation

/// CIE colour-difference formulas on ``CIELab`` colours.
public enum DeltaE {
    /// CIEDE2000 (kL = kC = kH = 1), following the implementation notes of Sharma, Wu and Dalal
    /// (2005); symmetric in its arguments. Hue angles in degrees.
    public static func ciede2000(_ c1: CIELab, _ c2: CIELab) -> Double {
        let pow25to7 = 6_103_515_625.0 // 25⁷
        let chroma1 = (c1.a * c1.a + c1.b * c1.b).squareRoot()
        let chroma2 = (c2.a * c2.a + c2.b * c2.b).squareRoot()
        let meanC7 = pow((chroma1 + chroma2) / 2, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * c1.a, a2 = (1 + g) * c2.a
        let cp1 = (a1 * a1 + c1.b * c1.b).squareRoot(), cp2 = (a2 * a2 + c2.b * c2.b).squareRoot()
        let h1 = hueDegrees(c1.b, a1), h2 = hueDegrees(c2.b, a2)

        let dL = c2.l - c1.l
        let dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (cp1 * cp2).squareRoot() * sin(radians(dh / 2))

        let meanL = (c1.l + c2.l) / 2
        let meanCp = (cp1 + cp2) / 2
        var meanH = h1 + h2
        if cp1 * cp2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanH = (h1 + h2) / 2
            } else if h1 + h2 < 360 {
                meanH = (h1 + h2 + 360) / 2
            } else {
                meanH = (h1 + h2 - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let dTheta = 30 * exp(-((meanH - 275) / 25) * ((meanH - 275) / 25))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let l50 = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * dTheta)) * rc
        let tl = dL / sl, tc = dC / sc, th = dH / sh
        return max(0, tl * tl + tc * tc + th * th + rt * tc * th).squareRoot()
    }

    /// CIE94 with the graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015, kC = kH = 1); the
    /// chroma weights use the first (reference) colour, so it is not symmetric.
    public static func cie94(_ reference: CIELab, _ sample: CIELab) -> Double {
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dL = reference.l - sample.l
        let dC = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dL * dL + (dC / sc) * (dC / sc) + dH2 / (sh * sh)).squareRoot()
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let h = atan2(b, a) * 180 / .pi
        return h < 0 ? h + 360 : h
    }
}
