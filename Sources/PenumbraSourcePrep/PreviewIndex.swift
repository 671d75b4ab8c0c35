import Foundation

/// The previews a module's sources declare, found without compiling them: every type that
/// conforms to `PreviewProvider` in its declaration or an extension, with the types it is nested
/// in and the `#if` conditions around it, so that a generated file can name each one
/// (`PenumbraPreviews.swift`, which `penumbra-prepare --folder … --previews` writes beside the
/// prepared sources) and a test can render them all.
///
/// A `private` or `fileprivate` provider (or one nested in such a type) cannot be named from
/// another file; it is listed in ``unreachable`` so that a count can say so.
///
/// A `#Preview` declares a type whose name only the compiler knows, so the prepared copy wraps
/// each one written at file scope in an enum of its own, on the same lines
/// (`enum PenumbraPreviewSite_<file>_L<line> { #Preview … }`), where PenumbraUI's macro names the
/// type `PenumbraPreviewRegistry`; the index lists it as ``Site``. ``macros`` counts every
/// `#Preview`, those in a type or a function (which Xcode does not show either) among them.
public struct PreviewIndex: Equatable, Sendable {
    /// A provider found.
    public struct Provider: Equatable, Sendable {
        /// The qualified type name (`Outer.Inner_Previews`).
        public var name: String
        /// The file it is declared in, relative to the folder.
        public var file: String
        /// The line of its declaration, from 1.
        public var line: Int
        /// The `#if` conditions it sits under, outermost first.
        public var conditions: [String]
    }

    /// A file-scope `#Preview`, wrapped in the enum `name`.
    public struct Site: Equatable, Sendable {
        /// The enum's name.
        public var name: String
        /// The file it is written in, relative to the folder.
        public var file: String
        /// The line of `#Preview`, from 1.
        public var line: Int
        /// The `#if` conditions it sits under, outermost first.
        public var conditions: [String]
    }

    /// The providers another file can name.
    public var providers: [Provider] = []
    /// The file-scope `#Preview`s, in file and line order.
    public var sites: [Site] = []
    /// The providers no other file can name (private, or nested in a private type).
    public var unreachable: [Provider] = []
    /// How many `#Preview` macros the sources use.
    public var macros = 0

    /// The name of the generated file.
    public static let fileName = "PenumbraPreviews.swift"

    public init() {}

    /// Adds what `source` (the text of `file`) declares; returns the text with each file-scope
    /// `#Preview` wrapped in its site's enum (the text as it is when it has none).
    @discardableResult
    public mutating func scan(_ source: String, file: String) -> String {
        let bytes = Array(source.utf8)
        var scanner = DeclarationScanner(bytes)
        scanner.run()
        for found in scanner.found {
            let provider = Provider(name: found.path.joined(separator: "."), file: file, line: found.line, conditions: found.conditions)
            if found.isPrivate { unreachable.append(provider) } else { providers.append(provider) }
        }
        macros += scanner.macros
        guard !scanner.sites.isEmpty else { return source }
        var out: [UInt8] = [], copied = 0
        let stem = Self.identifier(file)
        for site in scanner.sites {
            var name = "\(PreviewIndex.sitePrefix)\(stem)_L\(site.line)"
            if sites.contains(where: { $0.name == name }) { name += "_\(sites.count)" }
            sites.append(Site(name: name, file: file, line: site.line, conditions: site.conditions))
            out += bytes[copied..<site.start]
            out += Array("enum \(name) { ".utf8)
            out += bytes[site.start..<site.end]
            out += Array(" }".utf8)
            copied = site.end
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// The prefix of a `#Preview`'s site enum, which PenumbraUI's `#Preview` macro recognises.
    public static let sitePrefix = "PenumbraPreviewSite_"

    /// `file` as part of an identifier: each character that cannot be one is `_`.
    static func identifier(_ file: String) -> String {
        String(file.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// The name of the generated enum for `module`: `PenumbraPreviews_<module>`, unambiguous even
    /// where the module has a type of its own name (`BottomSheet.BottomSheet`), which would make
    /// `BottomSheet.PenumbraPreviews` name a member of that type.
    public static func enumName(module: String) -> String { "PenumbraPreviews_\(module)" }

    /// The generated file: `public enum PenumbraPreviews_<module>` whose `providers` lists every provider
    /// another file can name and every file-scope `#Preview`, each under the `#if` conditions of
    /// its declaration.
    public func generatedSource(module: String) -> String {
        var out = """
        // Generated by penumbra-prepare --previews: the PreviewProviders and #Previews of \(module), for a
        // snapshot test to render (see PenumbraUI's `PreviewCatalog`). Not a file of the team's.
        import PenumbraUI

        public enum \(Self.enumName(module: module)) {
            /// Every `PreviewProvider` this module declares that another file can name, then every
            /// `#Preview` written at file scope.
            public static var providers: [PreviewCatalog.Entry] {
                var all: [PreviewCatalog.Entry] = []

        """
        func append(_ entry: String, conditions: [String]) {
            let condition = conditions.isEmpty ? nil : conditions.map { "(\($0))" }.joined(separator: " && ")
            if let condition { out += "#if \(condition)\n" }
            out += "        all.append(\(entry))\n"
            if condition != nil { out += "#endif\n" }
        }
        for p in providers {
            let fileID = "\(module)/\(p.file.split(separator: "/").last.map(String.init) ?? p.file)"
            append("PreviewCatalog.Entry(\(p.name).self, fileID: \(Self.literal(fileID)), line: \(p.line))", conditions: p.conditions)
        }
        for site in sites {
            append("PreviewCatalog.Entry(registry: \(site.name).PenumbraPreviewRegistry.self)", conditions: site.conditions)
        }
        out += """
                return all
            }
        }

        """
        return out
    }

    static func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
