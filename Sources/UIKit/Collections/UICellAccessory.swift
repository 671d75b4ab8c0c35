import PenumbraCore
import PenumbraView

/// A list cell's accessory (UIKit's `UICellAccessory`): a standard glyph, a label, or a custom
/// view, at the leading or trailing side, shown always or only while editing.
public struct UICellAccessory {
    /// When the accessory shows.
    public enum DisplayedState: Int, Hashable, Sendable { case always, whenEditing, whenNotEditing }
    /// A custom view's side.
    public enum Placement { case leading(displayed: DisplayedState = .always), trailing(displayed: DisplayedState = .always) }
    /// An outline disclosure's look.
    public enum OutlineDisclosureStyle: Int, Hashable, Sendable { case automatic, header, cell }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions
    public typealias DeleteOptions = DisclosureIndicatorOptions
    public typealias InsertOptions = DisclosureIndicatorOptions
    public typealias ReorderOptions = DisclosureIndicatorOptions
    public typealias MultiselectOptions = DisclosureIndicatorOptions
    public typealias PopUpMenuOptions = DisclosureIndicatorOptions

    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }
    /// A custom view accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }
    /// The width an accessory keeps.
    public enum LayoutDimension { case standard, actual, custom(CGFloat) }

    package enum Kind {
        case glyph(CellAccessoryGlyph), label(String, UIFont?), symbol(String, UIColor, leading: Bool), custom(UIView, leading: Bool)
    }
    package let kind: Kind
    package let displayed: DisplayedState
    package let isHidden: Bool
    package let tintColor: UIColor?

    private init(_ kind: Kind, _ displayed: DisplayedState, hidden: Bool?, tint: UIColor?) {
        self.kind = kind; self.displayed = displayed; isHidden = hidden ?? false; tintColor = tint
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self {
        Self(.glyph(.disclosure), displayed, hidden: options.isHidden, tint: options.tintColor)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(.glyph(.checkmark), displayed, hidden: options.isHidden, tint: options.tintColor)
    }
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.glyph(.detail), displayed, hidden: options.isHidden, tint: options.tintColor)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        Self(.label(text, options.font), displayed, hidden: options.isHidden, tint: options.tintColor)
    }
    /// A collapsed outline's chevron (nothing expands in a render).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> Self {
        Self(.symbol("chevron.right", options.tintColor ?? .tintColor, leading: false), displayed, hidden: options.isHidden, tint: options.tintColor)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.symbol("minus.circle.fill", .systemRed, leading: true), displayed, hidden: options.isHidden, tint: options.tintColor)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.symbol("plus.circle.fill", .systemGreen, leading: true), displayed, hidden: options.isHidden, tint: options.tintColor)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self(.symbol("line.3.horizontal", .tertiaryLabel, leading: false), displayed, hidden: options.isHidden, tint: options.tintColor)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self {
        Self(.symbol("circle", .tertiaryLabel, leading: true), displayed, hidden: options.isHidden, tint: options.tintColor)
    }
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let leading: Bool, displayed: DisplayedState
        switch configuration.placement {
        case .leading(let d): leading = true; displayed = d
        case .trailing(let d): leading = false; displayed = d
        }
        return Self(.custom(configuration.customView, leading: leading), displayed, hidden: configuration.isHidden, tint: configuration.tintColor)
    }

    /// Whether it is on the leading side.
    package var isLeading: Bool {
        switch kind {
        case .symbol(_, _, let leading), .custom(_, let leading): return leading
        default: return false
        }
    }
    /// Whether it shows in the editing state given.
    package func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
