#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers as fixed-point decimal text, independent of the locale: C's `%.Nf`, which Foundation's
/// `String(format:)` also uses, without linking Foundation's Objective-C compatibility layer and
/// ICU into the CLI (see ``MutexLock``).
package enum DecimalText {
    /// `value` with `digits` decimals (0 to 17), rounded as `printf` rounds: `fixed(0.1234, 3)`
    /// is `"0.123"`; `nan` and `inf` for the non-finite values.
    package static func fixed(_ value: Double, digits: Int) -> String {
        let precision = Int32(max(0, min(17, digits)))
        var buffer = [CChar](repeating: 0, count: 352)  // enough for ±1.8e308 with 17 decimals
        let written = withVaList([precision, value]) { args in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.*f", args) }
        }
        guard written >= 0 else { return "\(value)" }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
