import PenumbraStyle

/// Something the checks can render: a fresh render per variant, and a "stuck" render, built
/// under one variant with its colours resolved once and kept, then shown under another.
public protocol CheckSubject: Sendable {
    /// The subject's name in reports (a fixture's name, a component's).
    var name: String { get }
    /// A fresh render in `variant`.
    func scene(for variant: Variant) throws -> CheckScene
    /// A render built under `builtIn` (colours resolved there and frozen as static values, as a
    /// layer's `cgColor` would) and shown under `shownIn`; `nil` when the subject's tree cannot
    /// depend on the traits it is built under (it would equal the fresh render).
    func stuckScene(builtIn: Variant, shownIn: Variant) throws -> CheckScene?
}
