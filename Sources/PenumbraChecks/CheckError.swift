/// Every error of the checks stage: inputs that cannot be checked at all (a finding is a result,
/// not an error).
public enum CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A bitmap whose size is not the scene's size times its scale.
    case bitmapSizeMismatch(expected: String, actual: String)
    /// A display scale other than 1, 2 or 3.
    case invalidScale(Int)
    /// A check name the `--checks` list does not know, with the known names.
    case unknownCheck(name: String, known: [String])
    /// Two renders to compare that are not the same tree (different sizes or node lists).
    case scenesDiffer(reason: String)

    public var description: String {
        switch self {
        case .bitmapSizeMismatch(let expected, let actual):
            return "the bitmap is \(actual) pixels; the scene's size times its scale is \(expected)"
        case .invalidScale(let scale):
            return "display scale \(scale) is not 1, 2 or 3"
        case .unknownCheck(let name, let known):
            return "unknown check '\(name)' (known: \(known.joined(separator: ", ")))"
        case .scenesDiffer(let reason):
            return "the two renders are not of one tree: \(reason)"
        }
    }
}
