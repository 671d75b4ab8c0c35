// The text state of a content stream (ISO 32000-1 § 9.3): spacing, scaling, leading, font and
// size, rise and rendering mode, which q/Q save with the rest of the graphics state, and the text
// and line matrices that BT resets.
import PenumbraCore
import struct PenumbraCore.AffineTransform

/// Text parameters and matrices.
struct PDFTextState {
    /// Tc, Tw: extra space after each glyph and after each single-byte space, unscaled text units.
    var charSpacing = 0.0, wordSpacing = 0.0
    /// Tz / 100.
    var horizontalScale = 1.0
    /// TL.
    var leading = 0.0
    /// Tf: the font's object number and the size.
    var font: Int?
    var size = 0.0
    /// Ts.
    var rise = 0.0
    /// Tr: 0 fill, 1 stroke, 2 both, 3 invisible; 4–7 the same and then clip.
    var mode = 0
    /// Tm and the start of the current line.
    var matrix = AffineTransform.identity, lineMatrix = AffineTransform.identity
    /// The outlines of glyphs shown in a clipping mode since BT, in the drawing's space.
    var clip: VectorPath?

    /// Moves to the start of the next line, offset by (tx, ty) from the current line's start.
    mutating func newLine(_ tx: Double, _ ty: Double) {
        lineMatrix = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty).concatenating(lineMatrix)
        matrix = lineMatrix
    }

    /// Advances the text matrix by `tx` text-space units along the line.
    mutating func advance(_ tx: Double) {
        matrix = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: 0).concatenating(matrix)
    }

    /// Text space (at the current position) to user space: size, scale and rise, then Tm.
    var renderingMatrix: AffineTransform {
        AffineTransform(a: size * horizontalScale, b: 0, c: 0, d: size, tx: 0, ty: rise).concatenating(matrix)
    }
}
