import PenumbraStyle
import PenumbraView

/// Environment modifiers, as SwiftUI spells them: each changes the environment of the subtree,
/// and so what its bodies read and how its text and colours resolve.
nonisolated extension View {
    /// Sets an environment value in the subtree (`.environment(\.colorScheme, .dark)` is a trait
    /// override: the subtree resolves its colours as dark).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
    /// The style `.background` paints with in the subtree.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        changingEnvironment { $0.backgroundShapeStyle = AnyShapeStyle(style) }
    }
    /// Puts an `@Observable` object in the subtree's environment, for `@Environment(Model.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        changingEnvironment { $0[object: T.self] = object }
    }
    /// Changes an environment value in the subtree.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        changingEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    /// The font of text in the subtree (nil: the enclosing one).
    public func font(_ font: Font?) -> some View { changingEnvironment { $0.font = font } }
    /// Text in the subtree in a weight (nil: the enclosing one), whatever font is set inside it
    /// unless that font names its own weight, as on iOS.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        changingEnvironment { env in if let weight { env.fontWeightOverride = weight } }
    }
    /// Text in the subtree in bold, under any font set inside it (`.font(.title)` stays bold).
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }
    /// Text in the subtree in italics, under any font set inside it.
    public func italic(_ isActive: Bool = true) -> some View {
        changingEnvironment { env in if isActive { env.italicOverride = true } }
    }
    /// Text in the subtree in a design of the system font (nil: the enclosing one), under fonts
    /// set inside it that name no design; drawn in the family ``RenderConfiguration/fontDesigns``
    /// maps it to.
    public func fontDesign(_ design: Font.Design?) -> some View {
        changingEnvironment { env in if let design { env.fontDesignOverride = design } }
    }
    /// Digits of one width in the subtree; Penumbra's default family's digits already share
    /// one advance.
    public func monospacedDigit() -> some View { self }

    /// The colour of text, symbols and shapes in the subtree (nil: the enclosing one).
    public func foregroundColor(_ color: Color?) -> some View {
        changingEnvironment { env in if let color { env.foreground = AnyShapeStyle(color); env.foregroundSetByApp = true } }
    }
    /// The style of text, symbols and shapes in the subtree.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        controlForeground(style).changingEnvironment { $0.foregroundSetByApp = true }
    }
    /// A control's own foreground style for its parts (a list header's secondary text, a tab's
    /// tint): as ``foregroundStyle(_:)``, but buttons inside keep drawing in the tint.
    func controlForeground<S: ShapeStyle>(_ style: S) -> some View {
        changingEnvironment { env in env.foreground = AnyShapeStyle(ForegroundRelativeStyle(style: style, enclosing: env.foreground)) }
    }
    /// The primary and secondary styles; Penumbra draws content in the primary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }
    /// The primary, secondary and tertiary styles; Penumbra draws content in the primary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
    /// The tint of controls and `.tint` styles in the subtree (nil: the accent colour).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        changingEnvironment { env in
            env.tintStyle = tint.map { AnyShapeStyle(ForegroundRelativeStyle(style: $0, enclosing: env.foreground)) }
        }
    }
    /// The tint colour of the subtree.
    public func tint(_ tint: Color?) -> some View {
        changingEnvironment { env in env.tintStyle = tint.map { AnyShapeStyle($0) } }
    }
    /// The accent colour of the subtree (the older spelling of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// At most `number` lines of text in the subtree (nil: no limit); the last line is truncated.
    public func lineLimit(_ number: Int?) -> some View {
        // SwiftUI's concrete type, which libraries cast to (`… .lineLimit(1) as? ModifiedContent<Text,
        // _EnvironmentKeyWritingModifier<Int?>>`).
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.lineLimitClearingMinimum, value: number))
    }
    /// At most `limit` lines; with `reservesSpace`, text takes `limit` lines' height even when
    /// it is shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        changingEnvironment { $0.lineLimit = max(1, limit); $0.minimumLines = reservesSpace ? max(1, limit) : nil }
    }
    /// Between `range.lowerBound` lines' height and `range.upperBound` lines of text.
    public func lineLimit(_ range: ClosedRange<Int>) -> some View {
        changingEnvironment { $0.lineLimit = max(1, range.upperBound); $0.minimumLines = max(1, range.lowerBound) }
    }
    /// At least `range.lowerBound` lines' height, no limit.
    public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
        changingEnvironment { $0.lineLimit = nil; $0.minimumLines = max(1, range.lowerBound) }
    }
    /// At most `range.upperBound` lines.
    public func lineLimit(_ range: PartialRangeThrough<Int>) -> some View { lineLimit(range.upperBound) }
    /// Where text in the subtree is cut when it reaches its line limit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { changingEnvironment { $0.truncationMode = mode } }
    /// How far text in the subtree may shrink (0 < factor ≤ 1) to fit its width and line limit
    /// before it is cut.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        changingEnvironment { $0.minimumScaleFactor = factor.isFinite ? min(1, max(0.01, factor)) : 1 }
    }
    /// Whether text may tighten its letter spacing before it is cut. Penumbra does not tighten:
    /// the text is shrunk (``minimumScaleFactor(_:)``) or cut as it would be without it.
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Extra space between lines of text in the subtree, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        changingEnvironment { $0.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0 }
    }
    /// How lines of multi-line text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        changingEnvironment { $0.multilineTextAlignment = alignment }
    }
    /// Letter case of text in the subtree (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { changingEnvironment { $0.textCase = textCase } }

    /// Disables controls in the subtree.
    public func disabled(_ disabled: Bool) -> some View {
        changingEnvironment { env in if disabled { env.isEnabled = false } }
    }

    /// The colour scheme of the subtree. SwiftUI applies it to the whole presentation; a snapshot
    /// applies it to the view it modifies, which is the whole tree when it is on the root.
    ///
    /// SwiftUI hands the preference up to the window, so the whole presentation takes it: a
    /// `PreviewCatalog` preview whose view asks for a scheme is drawn in it, background and all.
    /// A snapshot's own variant is what it is asked to be, so there only the subtree changes.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        changingEnvironment { env in if let colorScheme { env.colorScheme = colorScheme } }
            .node(.layoutValue(LayoutValueEntry(key: ObjectIdentifier(PreviewCatalog.SchemeKey.self), value: colorScheme as Any, isMetadata: true)))
    }

    /// The text size of the subtree.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        changingEnvironment { $0.dynamicTypeSize = size }
    }
    /// The text size of the subtree, clamped to `range` (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        changingEnvironment { env in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let low = all.first, let high = all.last else { return }
            env.dynamicTypeSize = min(max(env.dynamicTypeSize, low), high)
        }
    }

    // MARK: Penumbra's trait overrides where SwiftUI has no environment value to set

    /// Forces a level on the subtree (`.elevated` for a modal sheet in dark mode).
    public func userInterfaceLevel(_ level: UserInterfaceLevel) -> some View {
        changingEnvironment { $0.traits.userInterfaceLevel = level }
    }
    /// Forces a contrast on the subtree (`.high` for increased contrast).
    public func accessibilityContrast(_ contrast: AccessibilityContrast) -> some View {
        changingEnvironment { $0.traits.accessibilityContrast = contrast }
    }
    /// Resolves standard colours from another of Apple's system colour sets in the subtree.
    public func systemColorSet(_ set: SystemColorSet) -> some View { changingEnvironment { $0.systemColors = set } }
}

/// Writes one environment value for the content, as SwiftUI's `_EnvironmentKeyWritingModifier`:
/// the concrete type `.environment(_:_:)` and `.lineLimit(_:)` return.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    public func body(content: Content) -> some View {
        let (keyPath, value) = (keyPath, value)
        return content.changingEnvironment { $0[keyPath: keyPath] = value }
    }
}

extension EnvironmentValues {
    /// `.lineLimit(_:)`'s setting: the limit (at least 1), with no reserved lines.
    var lineLimitClearingMinimum: Int? {
        get { lineLimit }
        set { lineLimit = newValue.map { max(1, $0) }; minimumLines = nil }
    }
}
