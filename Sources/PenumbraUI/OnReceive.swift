import Combine

nonisolated extension View {
    /// Performs an action when a publisher emits, as SwiftUI's `onReceive(_:perform:)`.
    ///
    /// A snapshot evaluates the body once and draws it; iOS would run the action after the view
    /// appears and draw its effect in a later frame. Penumbra draws the first frame, so it does
    /// not subscribe and the action does not run: what the action changes is not in the image,
    /// as it is not in iOS's first frame either.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }
}
