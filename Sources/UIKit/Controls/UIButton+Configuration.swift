extension UIButton {
    /// How a configured button looks (UIKit's `UIButton.Configuration`): title and subtitle,
    /// image and its placement, insets, colours, background and corner style.
    public struct Configuration: Hashable {
        /// The title.
        public var title: String?
        /// The styled title; wins over `title`.
        public var attributedTitle: AttributedString?
        /// The subtitle.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// Where the image lies beside the title. Default `.leading`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between image and title. Default 0.
        public var imagePadding: CGFloat = 0
        /// Space between title and subtitle. Default 0.
        public var titlePadding: CGFloat = 0
        /// Space around the content. Default: the style's (12 at the sides, 7 above and below).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The text and image colour; nil: the style's (the tint, or white on filled).
        public var baseForegroundColor: UIColor?
        /// The fill behind the content; nil: the style's.
        public var baseBackgroundColor: UIColor?
        /// The background's colour, radius and stroke.
        public var background = UIBackgroundConfiguration()
        /// How the background's corners are rounded. Default `.dynamic`.
        public var cornerStyle: CornerStyle = .dynamic
        /// How lines of the title align. Default `.automatic`.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// The size class of the button. Default `.medium`.
        public var buttonSize: Size = .medium
        /// Which style made the configuration.
        package var style: Style = .plain

        package enum Style: Hashable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        public init() {}
        /// No background; the title in the tint.
        public static func plain() -> Configuration { Configuration() }
        /// A light tinted background.
        public static func tinted() -> Configuration { var c = Configuration(); c.style = .tinted; return c }
        /// A grey background.
        public static func gray() -> Configuration { var c = Configuration(); c.style = .gray; return c }
        /// A solid tint background with white text.
        public static func filled() -> Configuration { var c = Configuration(); c.style = .filled; return c }
        /// No background.
        public static func borderless() -> Configuration { var c = Configuration(); c.style = .borderless; return c }
        /// A grey background (bordered style).
        public static func bordered() -> Configuration { var c = Configuration(); c.style = .bordered; return c }
        /// A tinted background (bordered style).
        public static func borderedTinted() -> Configuration { var c = Configuration(); c.style = .borderedTinted; return c }
        /// A solid tint background (bordered style).
        public static func borderedProminent() -> Configuration { var c = Configuration(); c.style = .borderedProminent; return c }

        /// How lines of the title align.
        public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }
        /// How corners are rounded: by the button size, fixed to the background's radius, or capsule.
        public enum CornerStyle: Int, Hashable, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// The button's size class.
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }
    }
}

/// The background of a configured button or cell (UIKit's `UIBackgroundConfiguration`).
public struct UIBackgroundConfiguration: Hashable {
    /// The fill; nil: the owner's.
    public var backgroundColor: UIColor?
    /// The corner radius. Default 0.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour.
    public var strokeColor: UIColor?
    /// The stroke width. Default 0.
    public var strokeWidth: CGFloat = 0
    /// Space taken off the stroke's outline. Default 0.
    public var strokeOutset: CGFloat = 0
    /// A custom background view (drawn as added).
    public var customView: UIView?
    /// Insets of the background.
    public var backgroundInsets = NSDirectionalEdgeInsets()
    public init() {}
    /// The cleared background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
