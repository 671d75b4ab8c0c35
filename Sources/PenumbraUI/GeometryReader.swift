import PenumbraCore
import PenumbraView

/// Content built from the size it is offered, as SwiftUI's `GeometryReader`: it takes all of
/// that size and places its content at the top leading corner (a progress bar's fill, a width
/// split in proportions). The content is built during layout, once per size.
nonisolated public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// Content built from a proxy of the reader's size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension GeometryReader: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ outer: LoweringContext) throws(UIError) {
        var context = outer
        context.path += "/GeometryReader"
        let make = content
        nodes.append(.geometry(GeometryContent { [context] size in
            let proxy = GeometryProxy(size: CGSize(width: size.width, height: size.height))
            var built: Result<ViewNode, UIError> = .success(.empty)
            EnvironmentValues.withCurrent(context.env) {
                do throws(UIError) {
                    let list = try context.nodes(make(proxy))
                    built = .success(list.count == 1 ? list[0] : .zstack(alignment: .topLeading, children: list))
                } catch { built = .failure(error) }
            }
            switch built {
            case .success(let node): return .success(node)
            case .failure(.view(let error)): return .failure(error)
            case .failure(.unsupported(let path, let api)): return .failure(.unsupported(path: path, api: api))
            case .failure(.tooDeep(let path, let limit)):
                return .failure(.invalidLayout(path: UIError.abbreviated(path),
                                               reason: "views nest more than \(limit) deep; does a GeometryReader's content build the view that holds it?"))
            case .failure(let other): return .failure(.unsupported(path: context.path, api: other.description))
            }
        }))
    }
}

/// The size a `GeometryReader` was given, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size in points.
    public let size: CGSize
    /// The safe-area insets: none in a snapshot.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The reader's frame: its size at the origin (a snapshot does not track where a reader
    /// sits in other coordinate spaces).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
    case global
    case local
    case named(String)
}
