import Foundation

/// A value children hand up to their ancestors, as SwiftUI's `PreferenceKey`.
///
/// On iOS a preference is read after layout and its `onPreferenceChange` action runs then,
/// usually to set state that the next update draws. A render is one update: preferences are
/// set and read as in SwiftUI's API, and the actions run in no render, as `onAppear` and `task`
/// do not — the view draws with the state it starts with, as the first frame on iOS does.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no child sets one.
    static var defaultValue: Value { get }
    /// Combines the values of siblings, in order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// Anchors for `anchorPreference`: a geometry value to resolve in an ancestor's space.
public struct Anchor<Value> {
    /// A source of anchors (`.bounds`, `.topLeading`).
    public struct Source {
        public static var bounds: Source { Source() }
    }
}

extension Anchor.Source where Value == CGPoint {
    public static var topLeading: Anchor<CGPoint>.Source { .init() }
    public static var top: Anchor<CGPoint>.Source { .init() }
    public static var center: Anchor<CGPoint>.Source { .init() }
    public static var bottom: Anchor<CGPoint>.Source { .init() }
}

nonisolated extension View {
    /// Sets a preference for the ancestors.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    /// Changes a preference for the ancestors.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { self }
    /// Sets a preference from an anchor in this view's geometry.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View { self }
    /// Runs `action` when the preference changes; no render runs it (see ``PreferenceKey``).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable { self }
    /// Draws a view made from the preference's value over this one. Children's values are not
    /// read back in a render yet, so drawing one fails with a typed error naming the view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(UnsupportedInRender(api: "overlayPreferenceValue (a preference read back from the children)"))
    }
    /// Draws a view made from the preference's value behind this one (see
    /// ``overlayPreferenceValue(_:_:)``).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(UnsupportedInRender(api: "backgroundPreferenceValue (a preference read back from the children)"))
    }
}
