import Foundation
#if canImport(FoundationCompat)
import FoundationCompat
#endif

/// Alerts, confirmation dialogs, sheets, full-screen covers and popovers, as SwiftUI's
/// modifiers. iOS presents them in a window of their own above the view, so a snapshot of the
/// view (swift-snapshot-testing's, and Penumbra's) shows the view alone whether or not one is
/// presented: each modifier compiles, keeps its arguments' types and draws the view unchanged.
/// Snapshot the alert's or sheet's content as a view of its own to review it.
nonisolated extension View {
    // MARK: Alerts

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    @_disfavoredOverload
    public func alert<A: View>(_ title: LocalizedStringResource, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    @_disfavoredOverload
    public func alert<A: View, M: View>(_ title: LocalizedStringResource, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { self }
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View { self }
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                            @ViewBuilder message: (E) -> M) -> some View { self }

    // MARK: Confirmation dialogs

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { self }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }

    // MARK: Sheets, covers and popovers

    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
    /// A rectangle in the view.
    case rect(Anchor<CGRect>.Source)
    /// A point in the view, in unit coordinates.
    case point(UnitPoint)
}

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, fraction(Double), height(Double), custom(String) }
    let kind: Kind
    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }
}

/// How a sheet's presentation looks and behaves, set on the sheet's content. The content drawn as
/// a view of its own (how a snapshot reviews a sheet) is the same with or without them.
nonisolated extension View {
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// Whether the view behind a sheet takes touches, as SwiftUI's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled")
    }
}

/// How a presentation adapts in compact sizes, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
