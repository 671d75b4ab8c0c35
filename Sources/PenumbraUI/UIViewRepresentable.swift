import PenumbraCore
import PenumbraStyle
import PenumbraView
import UIKit

/// A SwiftUI view that hosts a UIKit view or controller. Penumbra draws the hosted view with its
/// own UIKit at the size layout gives it, in the traits of the place it is drawn.
public protocol _PenumbraUIKitHost {
    /// Makes and updates the hosted view.
    @MainActor func _penumbraMakeHostedView() -> UIKit.UIView
}

/// A representable's coordinator type, for its context.
public protocol _PenumbraRepresentable {
    associatedtype Coordinator
}

/// The context of a representable's calls.
@MainActor
public struct UIViewRepresentableContext<Representable: _PenumbraRepresentable> {
    /// The coordinator `makeCoordinator()` made, of the representable's `Coordinator` type.
    public let coordinator: Representable.Coordinator
    /// The environment (its traits are the hosted view's).
    public var environment: EnvironmentValues { EnvironmentValues.current }
    /// The transaction (no animation in a render).
    public var transaction = Transaction()
}

/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View, _PenumbraUIKitHost, _PenumbraRepresentable where Body == Never {
    associatedtype UIViewType: UIKit.UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable {
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// A representable has no body, as in SwiftUI (which also stops the program when one is read):
    /// lowering draws its UIKit view and never reads it.
    public nonisolated var body: Never { fatalError("a UIViewRepresentable has no body; Penumbra draws its UIKit view") }
    public func _penumbraMakeHostedView() -> UIKit.UIView {
        let context = Context(coordinator: makeCoordinator())
        let view = makeUIView(context: context)
        updateUIView(view, context: context)
        return view
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// A UIKit view controller in SwiftUI, as SwiftUI's `UIViewControllerRepresentable`.
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View, _PenumbraUIKitHost, _PenumbraRepresentable where Body == Never {
    associatedtype UIViewControllerType: UIKit.UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ controller: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ controller: UIViewControllerType, coordinator: Coordinator)
}

/// The context of a controller representable's calls.
public typealias UIViewControllerRepresentableContext<Representable: _PenumbraRepresentable> = UIViewRepresentableContext<Representable>

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ controller: UIViewControllerType, coordinator: Coordinator) {}
    /// No body, as for ``UIViewRepresentable``: lowering never reads it.
    public nonisolated var body: Never { fatalError("a UIViewControllerRepresentable has no body; Penumbra draws its controller's view") }
    public func _penumbraMakeHostedView() -> UIKit.UIView {
        let context = Context(coordinator: makeCoordinator())
        let controller = makeUIViewController(context: context)
        updateUIViewController(controller, context: context)
        return controller.view
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension LoweringContext {
    /// A hosted UIKit view: made now (on the main actor, as UIKit's views are), then drawn at
    /// the size layout proposes — its intrinsic size where it has one, else all it is offered,
    /// as SwiftUI sizes a representable.
    func lowerHosted(_ host: any _PenumbraUIKitHost, name: String, into nodes: inout [ViewNode]) throws(UIError) {
        let path = "\(self.path)/\(name)"
        guard MainQueueCheck.isOnMainQueue else {
            throw .unsupported(path: path, api: "a UIKit view rendered off the main actor (mark the test @MainActor)")
        }
        let traits = env.traits
        let config = RenderConfiguration.current
        // Checked above: this runs on the main queue, the main actor's executor.
        nonisolated(unsafe) let unsafeHost = host
        let view = MainActor.assumeIsolated { unsafeHost._penumbraMakeHostedView() }
        let intrinsic = MainActor.assumeIsolated { view.intrinsicContentSize }
        // Built during layout, on the caller's thread (the main actor's) — the view stage keeps
        // such a leaf off its large-stack layout thread.
        let content = GeometryContent.leafOnCallerThread({ size in
            // With deeper deferred content beside it (a GeometryReader, a custom Layout) layout
            // runs on the large-stack thread, where UIKit's views cannot be reached.
            guard MainQueueCheck.isOnMainQueue else {
                return .failure(.unsupported(path: path, api: "a UIKit view beside a GeometryReader or a custom Layout"))
            }
            return MainActor.assumeIsolated { () -> Result<ViewNode, ViewError> in
                let w = intrinsic.width >= 0 ? Double(intrinsic.width) : size.width
                let h = intrinsic.height >= 0 ? Double(intrinsic.height) : size.height
                guard w > 0, h > 0, w.isFinite, h.isFinite else { return .success(.empty) }
                do throws(UIKitError) {
                    let render = try UIKitRendering.render(view, size: CGSize(width: w, height: h), traits: traits, configuration: config)
                    return .success(.image(ImageReference(source: .bitmap(render.bitmap, scale: traits.displayScale.value), isResizable: true)))
                } catch {
                    if case .view(let e) = error { return .failure(e) }
                    return .failure(.unsupported(path: path, api: error.description))
                }
            }
        })
        var node = ViewNode.geometry(content)
        if intrinsic.width >= 0 || intrinsic.height >= 0 {
            node = .modified(node, .frame(FrameSpec(width: intrinsic.width >= 0 ? Double(intrinsic.width) : nil,
                                                    height: intrinsic.height >= 0 ? Double(intrinsic.height) : nil)))
        }
        nodes.append(.modified(node, .source(name)))
    }
}
