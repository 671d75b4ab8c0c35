import Foundation
import PenumbraCore

/// Why a vector image cannot be read. Each case names the file (when known) and the element or
/// object at fault, so a user can open the file and find it.
public struct VectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not a well-formed file of the format (XML syntax, PDF structure).
        case malformed
        /// An element, operator or feature outside what Penumbra draws.
        case unsupported
        /// A limit that bounds memory and time was exceeded (nesting depth, element count,
        /// decompressed size, coordinates).
        case tooLarge
        /// A reference that names nothing or refers back to itself.
        case badReference
    }

    public var kind: Kind
    /// The file, when the reader was given one.
    public var file: String?
    /// Where in the file: an element (`path#id` or `svg/g[2]/path[1]`), a PDF object or operator.
    public var location: String
    /// What is wrong, in words.
    public var reason: String

    public init(_ kind: Kind, file: String? = nil, location: String, reason: String) {
        self.kind = kind; self.file = file; self.location = location; self.reason = reason
    }

    /// The same error naming `file`.
    public func inFile(_ file: String) -> VectorError {
        var copy = self
        copy.file = file
        return copy
    }

    public var description: String {
        let place = location.isEmpty ? "" : " at \(location)"
        return "\(file.map { "\($0): " } ?? "")\(reason)\(place)"
    }
}

extension VectorError {
    /// The bytes of the file at `url`, or an error naming it.
    static func contents(of url: URL) throws(VectorError) -> Data {
        do { return try Data(contentsOf: url, options: .mappedIfSafe) } catch {
            throw VectorError(.malformed, file: url.path, location: "", reason: "cannot read the file: \(FileBytes.reason(error))")
        }
    }
}
