import PenumbraDiff
import PenumbraPNG

/// What stops a snapshot assertion from reaching a verdict; each case says what to fix.
///
/// A mismatch is not an error: it is a ``SnapshotVerdict``. These are the failures around it.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `PENUMBRA_RECORD` holds something else than `never`, `missing`, `failed` or `all`.
    case invalidRecordMode(value: String)
    /// Penumbra could not render a view for a variant: the view stage's error, kept with its case.
    case renderFailed(variant: String, UIError)
    /// A render closure of the caller's threw an error of its own for a variant (its description).
    case renderThrew(variant: String, reason: String)
    /// A reference or input file exists but cannot be read.
    case cannotRead(path: String, reason: String)
    /// A reference or input file is not a decodable image.
    case cannotDecode(path: String, reason: String)
    /// A reference, artifact or result file cannot be written; the error names the file.
    case cannotWrite(FileWriteError)
    /// A reference or input file is not a valid PNG; the PNG error names the file and the damage.
    case invalidPNG(PNGError)
    /// The diff stage rejected the comparison's inputs: its own error, kept with its case.
    case comparisonFailed(DiffError)
    /// The PNG encoder failed for a variant (for example, out of memory).
    case cannotEncode(variant: String, PNGError)
    /// A custom ``SnapshotImageCodec`` could not encode a variant; `reason` is its own words.
    case codecFailed(variant: String, reason: String)
    /// Two snapshot names of one test become the same file name once sanitised.
    case nameCollision(fileName: String, first: String, second: String)
    /// An unnamed snapshot in a parameterised test, whose cases run in parallel.
    case unnamedInParameterizedTest(test: String)

    public var description: String {
        switch self {
        case let .invalidRecordMode(value):
            return "PENUMBRA_RECORD is \"\(value)\"; expected one of never, missing, failed, all"
        case let .renderFailed(variant, error):
            return "rendering variant \"\(variant)\" failed: \(error)"
        case let .renderThrew(variant, reason):
            return "rendering variant \"\(variant)\" failed: \(reason)"
        case let .cannotRead(path, reason):
            return "cannot read \(path): \(reason)"
        case let .cannotDecode(path, reason):
            return "cannot decode \(path) as PNG: \(reason)"
        case let .cannotWrite(error):
            return error.description
        case let .invalidPNG(error):
            return "\(error)"
        case let .comparisonFailed(error):
            return "cannot compare: \(error)"
        case let .cannotEncode(variant, error):
            return "cannot encode variant \"\(variant)\" as PNG: \(error)"
        case let .codecFailed(variant, reason):
            return "cannot encode variant \"\(variant)\": \(reason)"
        case let .nameCollision(fileName, first, second):
            return "the snapshot names \"\(first)\" and \"\(second)\" both become the file name \"\(fileName)\"; "
                + "give them names that differ in letters, digits, '.', '_', '-' or '@'"
        case let .unnamedInParameterizedTest(test):
            return "\(test) is parameterised and its cases run in parallel, so a counter cannot name their snapshots "
                + "the same way every run; pass named: with the case's argument (named: \"\\(amount)\")"
        }
    }
}
