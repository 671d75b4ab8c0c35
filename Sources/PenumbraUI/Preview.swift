/// A preview that `#Preview` declares, as DeveloperToolsSupport's `Preview`: its name, traits
/// and the closure that builds its content. The macro's expansion calls these initializers; a
/// component file does not.
public struct Preview {
    /// The traits of previews of views and view controllers.
    public enum ViewTraits {}

    /// What a preview shows.
    public enum Content {
        /// A SwiftUI view.
        case view(@MainActor () -> any View)
        /// A UIKit view or view controller.
        case object(@MainActor () -> AnyObject)
    }

    /// The display name; nil: the preview is named by its line.
    public let name: String?
    /// The layout and orientation traits, in the order written.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Builds the previewed content.
    public let content: Content

    /// A preview of a SwiftUI view.
    public init(
        _ name: String? = nil,
        traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        content = .view(body)
    }

    /// A preview of a UIKit view or view controller.
    public init<Body: AnyObject>(
        _ name: String? = nil,
        traits: PreviewTrait<ViewTraits>...,
        body: @escaping @MainActor () -> Body
    ) {
        self.name = name
        self.traits = traits
        content = .object { body() }
    }

    /// The layout the traits ask for: the last layout trait, else the device's.
    public var layout: PreviewLayout {
        traits.reduce(PreviewLayout.device) { layout, trait in
            if case .layout(let value) = trait.kind { value } else { layout }
        }
    }
}
