import PenumbraCore

/// A subtree built from the size its container is given, as SwiftUI's `GeometryReader` builds
/// its content: the closure runs during layout, once per size.
public struct GeometryContent: Hashable, @unchecked Sendable {
    private final class Token {}
    private let token = Token()
    /// Builds the subtree for a size in points, or says why it cannot.
    let build: (Size) -> Result<ViewNode, ViewError>
    /// Whether the content is one leaf (a hosted UIKit view's image) that must be built on the
    /// caller's thread: it does not need the large stack deep content gets.
    package let isLeafOnCallerThread: Bool

    /// Content built by `build`. Two contents are equal only when they are the same value.
    public init(build: @escaping (Size) -> Result<ViewNode, ViewError>) {
        self.build = build
        isLeafOnCallerThread = false
    }

    /// A leaf built on the caller's thread at layout (a hosted UIKit view, which belongs to the
    /// main actor that started the render).
    package static func leafOnCallerThread(_ build: @escaping (Size) -> Result<ViewNode, ViewError>) -> GeometryContent {
        GeometryContent(build: build, leaf: true)
    }

    private init(build: @escaping (Size) -> Result<ViewNode, ViewError>, leaf: Bool) {
        self.build = build
        isLeafOnCallerThread = leaf
    }

    public static func == (a: GeometryContent, b: GeometryContent) -> Bool { a.token === b.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}

/// A `GeometryContent` being laid out: the subtree resolved per size, and the first error met,
/// which the renderer reports once layout is done.
final class GeometryResolution: @unchecked Sendable {
    private let content: GeometryContent
    private let resolve: (ViewNode) throws(ViewError) -> ResolvedBox
    private let sink: LayoutErrorSink
    private var boxes: [Size: ResolvedBox] = [:]

    init(_ content: GeometryContent, sink: LayoutErrorSink, resolve: @escaping (ViewNode) throws(ViewError) -> ResolvedBox) {
        self.content = content
        self.sink = sink
        self.resolve = resolve
    }

    /// The subtree for `size`; an empty box (with the error kept) when it cannot be built.
    func box(for size: Size) -> ResolvedBox {
        if let box = boxes[size] { return box }
        let box: ResolvedBox
        switch content.build(size) {
        case .success(let node) where TreeDepth.depth(of: node) > TreeDepth.maxDepth:
            sink.record(.tooDeep(path: "GeometryReader content", depth: TreeDepth.depth(of: node), limit: TreeDepth.maxDepth))
            box = ResolvedBox(path: "", kind: .empty)
        case .success(let node):
            do { box = try resolve(node) } catch {
                sink.record(error)
                box = ResolvedBox(path: "", kind: .empty)
            }
        case .failure(let error):
            sink.record(error)
            box = ResolvedBox(path: "", kind: .empty)
        }
        boxes[size] = box
        return box
    }
}

/// What resolution reports beside its result: the first error met while laying out content
/// built during layout, and the warnings of views drawn otherwise than asked (once each, in the
/// order met; content built during layout may be resolved once per proposed size).
final class LayoutErrorSink: @unchecked Sendable {
    private(set) var error: ViewError?
    private(set) var warnings: [RenderWarning] = []
    private var seen: Set<RenderWarning> = []
    func record(_ error: ViewError) { if self.error == nil { self.error = error } }
    func warn(_ warning: RenderWarning) { if seen.insert(warning).inserted { warnings.append(warning) } }
}
