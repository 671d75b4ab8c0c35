import PenumbraCore
import PenumbraView
import UIKit

/// The previews a module declares, rendered as Xcode's canvas shows them: each top-level view of
/// a `PreviewProvider`'s `previews` (a `Group`'s or `ForEach`'s views, or several views in a row)
/// is a preview of its own, named by `.previewDisplayName` and laid out by `.previewLayout`
/// (`.device` by default: an iPhone 13 Pro's screen, 390×844 points with its 47- and 34-point
/// safe area, the view centred in it over the system background; `.sizeThatFits`: the view's
/// ideal size; `.fixed`: that size).
///
/// `penumbra-prepare --folder SOURCES OUT --previews MODULE` writes `PenumbraPreviews.swift`,
/// whose `PenumbraPreviews_<MODULE>.providers` lists a module's entries, so a snapshot target renders its
/// components' previews without naming each one:
///
/// ```swift
/// for entry in PenumbraPreviews_DesignSystem.providers {
///     for part in try config.previews(of: entry, traits: .light) {
///         let image = try config.renderPreview(entry, part: part, traits: .light).bitmap
///     }
/// }
/// ```
///
/// `#Preview`s written at file scope are listed too (the prepared copy wraps each in an enum the
/// index can name; see `Entry.init(registry:)`), named `#Preview <File>:<line>`, with the macro's
/// display name and layout trait.
///
/// Not yet: `#Preview`s inside a type or function, `.previewDevice` (every `.device` preview is an
/// iPhone 13 Pro's screen) and `.previewInterfaceOrientation` (nor the orientation traits).
public enum PreviewCatalog {
    /// One `PreviewProvider`.
    public struct Entry: @unchecked Sendable {
        /// The provider's type name, without its module.
        public let name: String
        /// The file it is written in (`Module/File.swift`).
        public let fileID: String
        /// Its line, from 1.
        public let line: Int
        /// Builds the previews' content.
        let make: @MainActor () -> any View
        /// A `#Preview`'s display name and layout trait; nil for a provider.
        let macro: (name: String?, layout: PreviewLayout)?

        /// A `PreviewProvider`'s previews.
        public init<P: PreviewProvider>(_ provider: P.Type, fileID: String, line: Int) {
            // `Module.Outer.Name`, with `(unknown context at $…)` for a private type's scope.
            let parts = String(reflecting: P.self).split(separator: ".").filter { !$0.hasPrefix("(unknown context") }
            name = parts.dropFirst().joined(separator: ".")
            self.fileID = fileID
            self.line = line
            make = { P.previews }
            macro = nil
        }

        /// A `#Preview`, by the type its expansion declares (the index penumbra-prepare writes
        /// names each one written at file scope). Its name is `#Preview <File>:<line>`; its
        /// display name and layout are the macro's. A UIKit view or view controller is shown as
        /// the hosting view shows it.
        public init<R: PreviewRegistry>(registry: R.Type) {
            let file = R.fileID.split(separator: "/").last.map(String.init) ?? R.fileID
            name = "#Preview \(file.hasSuffix(".swift") ? String(file.dropLast(6)) : file):\(R.line)"
            fileID = R.fileID
            line = R.line
            // The expansion's `makePreview()` is the main actor's; it only builds the `Preview`
            // value (its body runs when the preview is rendered), on this thread as a body is.
            // (No closure inside: a main-actor closure handed to a nonisolated parameter would
            // assert it runs on the main queue.)
            let preview: Result<Preview, any Error> = MainActorBody.run {
                do { return .success(try R.makePreview()) } catch { return .failure(error) }
            }
            switch preview {
            case .success(let preview):
                macro = (preview.name, preview.layout)
                switch preview.content {
                case .view(let body): make = body
                case .object(let body): make = { PreviewedObject(object: body()) }
                }
            case .failure(let error):
                let path = "\(R.fileID):\(R.line)"
                macro = (nil, .device)
                make = { FailedPreview(error: .unsupported(path: path, api: "#Preview, whose expansion threw \(error)")) }
            }
        }
    }

    /// One preview of an entry: a top-level view of its content.
    public struct Part: Hashable, Sendable {
        /// Where it is among the entry's top-level views, from 0.
        public let index: Int
        /// `.previewDisplayName`, if the view has one.
        public let displayName: String?
        /// `.previewLayout`, else `.device`.
        public let layout: PreviewLayout
        /// `.preferredColorScheme` on the preview's view, which the whole preview takes, as
        /// Xcode's canvas shows it; nil: the traits the preview is rendered in.
        public let colorScheme: ColorScheme?
    }

    /// The screen of `.device` previews: an iPhone 13 Pro's, in points.
    public static let deviceSize = Size(390, 844)
    /// Its safe area: the status bar and the home indicator.
    public static let deviceSafeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    /// The key of the layout value `.previewLayout` leaves on its view.
    enum LayoutKey {}
    /// The key of the layout value `.previewDisplayName` leaves on its view.
    enum NameKey {}
    /// The key of the layout value `.preferredColorScheme` leaves on its view.
    enum SchemeKey {}

    /// The value under `key` among the modifiers around `node`'s outside, outermost first.
    static func value<T>(_ key: Any.Type, in node: ViewNode) -> T? {
        var current = node
        while case let .modified(inner, modifier) = current {
            if case let .layoutValue(entry) = modifier, entry.key == ObjectIdentifier(key), let value = entry.value as? T { return value }
            current = inner
        }
        return nil
    }
}

/// A `#Preview` of a UIKit view or view controller: shown as a hosting view shows it.
nonisolated struct PreviewedObject: View, PrimitiveView {
    let object: AnyObject
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        nonisolated(unsafe) let object = object
        switch object {
        case let view as UIView: try context.lower(HostedUIView(view: view), into: &nodes)
        case let controller as UIViewController: try context.lower(HostedUIViewController(controller: controller), into: &nodes)
        default: throw .unsupported(path: context.path, api: "#Preview of a \(type(of: object)), which is neither a UIView nor a UIViewController")
        }
    }

    struct HostedUIView: UIViewRepresentable {
        let view: UIView
        func makeUIView(context: Context) -> UIView { view }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    struct HostedUIViewController: UIViewControllerRepresentable {
        let controller: UIViewController
        func makeUIViewController(context: Context) -> UIViewController { controller }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }
}

/// A `#Preview` whose expansion threw: its error, where it is rendered.
nonisolated struct FailedPreview: View, PrimitiveView {
    let error: UIError
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) { throw error }
}

/// One top-level view of a preview's content, lowered where it is rendered.
nonisolated struct PreviewPartView: View, PrimitiveView {
    let make: @MainActor () -> any View
    let index: Int
    let name: String
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        let all = try PreviewCatalog.nodes(make, name: name, context)
        guard index < all.count else { throw .unsupported(path: context.path, api: "preview \(index + 1) of \(name), which has \(all.count)") }
        nodes.append(all[index])
    }
}

extension PreviewCatalog {
    /// The top-level nodes of a preview's content.
    static func nodes(_ make: @MainActor () -> any View, name: String, _ context: LoweringContext) throws(UIError) -> [ViewNode] {
        let content = MainActorBody.run(make)
        var inner = context
        inner.path = "\(context.path)/\(name)"
        return try inner.nodes(AnyView(content))
    }
}

extension RenderConfiguration {
    /// The previews of `entry` in `traits`: one per top-level view of its content.
    public func previews(of entry: PreviewCatalog.Entry, traits: Traits) throws(UIError) -> [PreviewCatalog.Part] {
        let env = environment(in: traits)
        let context = LoweringContext(env: env, colors: colors)
        var failure: UIError?
        var nodes: [ViewNode] = []
        EnvironmentValues.withCurrent(env) {
            do throws(UIError) { nodes = try PreviewCatalog.nodes(entry.make, name: entry.name, context) } catch { failure = error }
        }
        if let failure { throw failure }
        return nodes.enumerated().map { i, node in
            PreviewCatalog.Part(index: i, displayName: PreviewCatalog.value(PreviewCatalog.NameKey.self, in: node) ?? entry.macro?.name,
                                layout: PreviewCatalog.value(PreviewCatalog.LayoutKey.self, in: node) ?? entry.macro?.layout ?? .device,
                                colorScheme: PreviewCatalog.value(PreviewCatalog.SchemeKey.self, in: node))
        }
    }

    /// One preview of `entry` drawn in `traits`, laid out as its part says.
    public func renderPreview(_ entry: PreviewCatalog.Entry, part: PreviewCatalog.Part, traits: Traits) throws(UIError) -> ViewRenderer.Render {
        let view = PreviewPartView(make: entry.make, index: part.index, name: entry.name)
        var traits = traits
        if let scheme = part.colorScheme { traits.userInterfaceStyle = scheme == .dark ? .dark : .light }
        switch part.layout {
        case .device:
            return try render(SafeAreaHost(content: view, safeArea: PreviewCatalog.deviceSafeArea), traits: traits,
                              size: .fixed(PreviewCatalog.deviceSize))
        case .sizeThatFits:
            return try render(view, traits: traits, size: .fitting)
        case let .fixed(width, height):
            return try render(view.frame(width: width, height: height), traits: traits, size: .fixed(Size(Double(width), Double(height))))
        }
    }
}
