/// The one conversion from a number read from a file (a `Double`) to an `Int`.
///
/// Swift's `Int(_: Double)` traps on NaN, on infinity and outside ±2^63, and every parser reads
/// such numbers from outside (`/Length 99999999999999999999` in a PDF, a CFF operand, a CSS
/// length). Parsers convert through these initialisers instead, so a hostile number becomes a
/// large or a refused value the parser's own bounds then reject with a typed error, never a trap.
extension Int {
    /// `value` truncated toward zero, saturated at `Int.min` and `Int.max`; NaN is 0.
    ///
    /// `Double(Int.max)` rounds up to 2^63, which `Int` cannot hold, so the upper test is
    /// `>= 2^63`; -2^63 is exactly `Int.min` and converts as it is.
    package init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value < -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }

    /// The bound of ``init(fileNumber:)``: 2^40, beyond any offset, count or size a file can
    /// mean, and far enough inside `Int` that a sum or product of two such values cannot overflow.
    package static let fileNumberLimit = 1 << 40

    /// A number read from a file, as offsets, counts and indices take it: truncated toward zero
    /// and clamped to ±2^40 (``fileNumberLimit``); NaN is 0. The bounds checks that follow (a
    /// reader's range, a table's count) then refuse it with their own typed error.
    package init(fileNumber value: Double) {
        self = value.isNaN ? 0 : Int(clamping: value, to: -Int.fileNumberLimit...Int.fileNumberLimit)
    }

    /// `value` truncated toward zero when that lies in `range`; nil for NaN, infinities and
    /// anything outside (the caller throws its own typed error naming the file).
    package init?(truncating value: Double, in range: ClosedRange<Int>) {
        guard value.isFinite, value > -0x1p63, value < 0x1p63 else { return nil }
        let whole = Int(value)
        guard range.contains(whole) else { return nil }
        self = whole
    }

    /// `value` truncated toward zero and clamped to `range` (NaN gives `range.lowerBound`).
    package init(clamping value: Double, to range: ClosedRange<Int>) {
        if value.isNaN { self = range.lowerBound; return }
        self = Swift.min(Swift.max(Int(saturating: value), range.lowerBound), range.upperBound)
    }
}
