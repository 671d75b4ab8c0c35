import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`). A render opens
/// nothing: calling it reports `.discarded`, and the view draws as it is.
public struct OpenURLAction: Sendable {
    /// What the handler did with a URL.
    public struct Result: Sendable {
        let handled: Bool
        public static let handled = Result(handled: true)
        public static let discarded = Result(handled: false)
        public static let systemAction = Result(handled: false)
        public static func systemAction(_ url: URL) -> Result { Result(handled: false) }
    }

    private let handler: @Sendable (URL) -> Result

    /// An action with a handler of the app's.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    /// Opens `url` and reports whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(handler(url).handled) }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
    /// Opens URLs (`@Environment(\.openURL)`); in a render it opens nothing.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
