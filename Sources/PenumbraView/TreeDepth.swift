import PenumbraCore
import Foundation

/// How deep view trees may nest, and where deep ones are worked on.
///
/// Resolution and layout recurse once per level of the tree (every modifier is a level). A tree
/// deeper than ``maxDepth`` is refused with ``ViewError/tooDeep(path:depth:limit:)`` before any
/// of that work; one deeper than ``inlineDepth`` is resolved and laid out on a thread with a
/// ``stackSize`` stack, so that no caller's thread (a test runner's or a worker's, often with a
/// small stack) runs out.
public enum TreeDepth {
    /// The deepest tree rendered: 1,000 levels (real component trees have tens).
    public static let maxDepth = 1_000
    /// Deeper than this, the work moves to a thread with a large stack.
    static let inlineDepth = 48
    /// The stack of that thread: 1 GiB of address space, of which only what the recursion
    /// touches is ever committed.
    static let stackSize = 1 << 30

    /// The number of levels of `node`: 1 for a leaf, one more for each stack, modifier,
    /// background, overlay or mask around a child. Counted without recursion.
    public static func depth(of node: ViewNode) -> Int {
        walk(node).depth
    }

    /// The depth of `node`, and whether it holds content built during layout (a
    /// `GeometryReader`'s or a custom layout's), whose own depth is known only then.
    static func walk(_ node: ViewNode) -> (depth: Int, deferred: Bool) {
        var deferred = false
        var deepest = 0
        var pending: [(ViewNode, Int)] = [(node, 1)]
        while let (n, d) = pending.popLast() {
            deepest = max(deepest, d)
            switch n {
            case .empty, .shape, .gradient, .text, .styledText, .image, .spacer, .divider:
                break
            case .geometry(let content):
                if !content.isLeafOnCallerThread { deferred = true }
            case let .vstack(_, _, children), let .hstack(_, _, children), let .zstack(_, children),
                 let .viewThatFits(_, _, children):
                for c in children { pending.append((c, d + 1)) }
            case let .layout(_, children):
                deferred = true
                for c in children { pending.append((c, d + 1)) }
            case let .modified(content, modifier):
                pending.append((content, d + 1))
                if let view = modifier.attachedView { pending.append((view, d + 1)) }
            }
        }
        return (deepest, deferred)
    }

    /// Runs `body` here for a shallow tree, else on a thread with a large stack, and returns
    /// what it returned or threw.
    static func run<T>(depth: Int, _ body: @escaping @Sendable () throws(ViewError) -> T) throws(ViewError) -> T {
        guard depth > inlineDepth else { return try body() }
        return try ParallelWork.onThread(stackSize: stackSize, body)
    }
}
