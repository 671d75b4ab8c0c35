import Foundation
import PenumbraView

/// The stages of an asynchronous image load, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Nothing loaded yet.
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The image, when loaded.
    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    /// The error, when the load failed.
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A render never goes to the network
/// (the same pixels on every machine, offline): the view is drawn in its first phase, `.empty`,
/// as iOS draws it before the load ends — the placeholder, or what the phase closure makes of
/// `.empty`. `AsyncImage(url:)` with no placeholder draws SwiftUI's default, which is not
/// measured yet, so that form fails the render with a typed error naming the view.
nonisolated public struct AsyncImage<Content: View>: View {
    private let content: (AsyncImagePhase) -> Content
    private let hasPlaceholder: Bool

    /// An image with SwiftUI's default placeholder.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        content = { _ in Image(systemName: "photo") }
        hasPlaceholder = false
    }

    /// An image, its content built from the loaded image, and a placeholder until then.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = { phase in
            if let image = phase.image { ViewBuilder.buildEither(first: content(image)) } else { ViewBuilder.buildEither(second: placeholder()) }
        }
        hasPlaceholder = true
    }

    /// An image drawn by phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content
        hasPlaceholder = true
    }

    public var body: some View {
        if hasPlaceholder {
            content(.empty)
        } else {
            UnsupportedInRender(api: "AsyncImage(url:) without a placeholder (SwiftUI's default placeholder is not measured yet)")
        }
    }
}

/// A view a render cannot draw yet: lowering it fails with the API it stands for.
nonisolated struct UnsupportedInRender: View, PrimitiveView {
    let api: String
    var body: Never { primitiveBody(Self.self) }
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        throw .unsupported(path: context.path, api: api)
    }
}
