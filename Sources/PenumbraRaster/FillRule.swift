/// Which points a path encloses.
///
/// The rasterizer computes, for every pixel, the exact signed area of the path's winding inside
/// that pixel and then applies the rule to that value: non-zero takes the magnitude clamped to
/// one full pixel; even-odd folds it modulo two pixels (a winding of 2 is empty, 1.5 is half).
public enum FillRule: Sendable, Hashable {
    /// A point is inside when the winding number around it is not zero (CoreGraphics' default).
    case nonZero
    /// A point is inside when the winding number around it is odd.
    case evenOdd
}
