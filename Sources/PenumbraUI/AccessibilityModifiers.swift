// Accessibility modifiers beyond labels and traits, with SwiftUI's signatures. VoiceOver, Switch
// Control, Voice Control and the large content viewer do not run in a still image: each
// modifier compiles as in SwiftUI and leaves the view as it is (its closures are not called, its
// views not built).

nonisolated extension View {
    /// Hides the view from assistive technologies (the older spelling of `accessibilityHidden(_:)`).
    public func accessibility(hidden: Bool) -> some View { self }
    /// Labels the view for assistive technologies (older spelling).
    public func accessibility(label: Text) -> some View { self }
    /// Describes the view's value for assistive technologies (older spelling).
    public func accessibility(value: Text) -> some View { self }
    /// Describes what activating the view does (older spelling).
    public func accessibility(hint: Text) -> some View { self }
    /// Identifies the view for UI tests (older spelling).
    public func accessibility(identifier: String) -> some View { self }
    /// Adds traits (older spelling).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    /// Removes traits (older spelling).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    /// Orders the view among its siblings for assistive technologies (older spelling).
    public func accessibility(sortPriority: Double) -> some View { self }
    /// Alternative names for Voice Control (older spelling).
    public func accessibility(inputLabels: [Text]) -> some View { self }

    /// Adds an accessibility action of a kind (the default action unless named).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> some View { self }
    /// Adds a named custom accessibility action.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// Adds a custom accessibility action named by a localized key.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    /// Adds a custom accessibility action named by a string.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
    /// Adds a custom accessibility action labelled by a view.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void,
                                                 @ViewBuilder label: () -> Label) -> some View { self }
    /// Adds the actions of the buttons and other controls in `content`.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    /// Makes the view adjustable by swiping up and down.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    /// Adds a scroll action for assistive technologies.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }

    /// Alternative names Voice Control accepts for the view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// Alternative names Voice Control accepts for the view, as localized keys.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    /// Alternative names Voice Control accepts for the view, as strings.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// Shows the view itself in the large content viewer.
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// Shows a custom view in the large content viewer.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    /// Replaces the view's accessibility element with that of another view.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// Gives the view accessibility children built from other views.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    /// Whether the view responds to user interaction for assistive technologies.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    /// The view's heading level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    /// The kind of text the view holds.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
    /// Keeps the view's colours when Smart Invert is on (never on in a snapshot).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}
