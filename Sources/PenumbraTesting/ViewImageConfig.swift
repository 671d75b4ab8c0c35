import UIKit

/// A device's screen, as swift-snapshot-testing's `ViewImageConfig`: its size in points, the
/// safe area its bars take and the traits it hosts a view in, with the devices it names (the
/// same sizes, safe areas and size classes), plus the scale Penumbra draws it at.
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhone13(.landscape)))
/// ```
public struct ViewImageConfig: Sendable {
    /// A phone held upright or sideways.
    public enum Orientation: Sendable {
        /// Sideways: width and height swapped, the notch's insets on the sides.
        case landscape
        /// Upright.
        case portrait
    }

    /// The insets the status bar, notch and home indicator take.
    public var safeArea: UIEdgeInsets
    /// The screen size in points; `nil` keeps the view's own size.
    public var size: CGSize?
    /// The traits the screen hosts a view in (idiom, size classes, text size).
    public var traits: UITraitCollection
    /// Pixels per point Penumbra draws at (swift-snapshot-testing takes the simulator's).
    public var scale: Int

    /// A screen of `size` points with `safeArea` and `traits`, drawn at `scale` (default 3, an
    /// iPhone's).
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
                scale: Int = 3) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
        self.scale = scale
    }

    /// A screen of `size` points at `scale` pixels per point.
    public init(size: CGSize, scale: Int) {
        self.init(size: size, traits: UITraitCollection(), scale: scale)
    }

    /// A phone of `portrait` points; sideways its width is regular when `regularWhenLandscape`
    /// (the Plus and Max models), compact otherwise. Text size medium, as swift-snapshot-testing sets it.
    private static func phone(_ orientation: Orientation, portrait: CGSize, portraitSafeArea: UIEdgeInsets,
                              landscapeSafeArea: UIEdgeInsets, regularWhenLandscape: Bool = false, scale: Int = 3) -> ViewImageConfig {
        let upright = orientation == .portrait
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: upright || !regularWhenLandscape ? .compact : .regular),
            UITraitCollection(verticalSizeClass: upright ? .regular : .compact),
        ])
        let size = upright ? portrait : CGSize(width: portrait.height, height: portrait.width)
        return ViewImageConfig(safeArea: upright ? portraitSafeArea : landscapeSafeArea, size: size, traits: traits, scale: scale)
    }

    /// A full-screen iPad of `landscape` points: regular both ways, the status bar's 20 points on top.
    private static func pad(_ orientation: Orientation, landscape: CGSize) -> ViewImageConfig {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(userInterfaceIdiom: .pad),
        ])
        let size = orientation == .landscape ? landscape : CGSize(width: landscape.height, height: landscape.width)
        return ViewImageConfig(safeArea: statusBar, size: size, traits: traits, scale: 2)
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let notch44 = (UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    private static let notch47 = (UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    /// iPhoneSe, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhoneSe held in orientation `o`.
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: CGSize(width: 320, height: 568), portraitSafeArea: statusBar, landscapeSafeArea: .zero, scale: 2)
    }
    /// iPhone8, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone8 held in orientation `o`.
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: CGSize(width: 375, height: 667), portraitSafeArea: statusBar, landscapeSafeArea: .zero, scale: 2)
    }
    /// iPhone8Plus, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone8Plus held in orientation `o`.
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: CGSize(width: 414, height: 736), portraitSafeArea: statusBar, landscapeSafeArea: .zero, regularWhenLandscape: true)
    }
    /// iPhoneX, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhoneX held in orientation `o`.
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: CGSize(width: 375, height: 812), portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1)
    }
    /// iPhoneXsMax, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhoneXsMax held in orientation `o`.
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: CGSize(width: 414, height: 896), portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1, regularWhenLandscape: true)
    }
    /// iPhoneXr, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhoneXr held in orientation `o`.
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: CGSize(width: 414, height: 896), portraitSafeArea: notch44.0, landscapeSafeArea: notch44.1,
              regularWhenLandscape: true, scale: 2)
    }
    /// iPhone12, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone12 held in orientation `o`.
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: CGSize(width: 390, height: 844), portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1)
    }
    /// iPhone12Pro, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhone12Pro = iPhone12(.portrait)
    /// iPhone12Pro held in orientation `o`.
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    /// iPhone12ProMax, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone12ProMax held in orientation `o`.
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: CGSize(width: 428, height: 926), portraitSafeArea: notch47.0, landscapeSafeArea: notch47.1, regularWhenLandscape: true)
    }
    /// iPhone13, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone13 held in orientation `o`.
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    /// iPhone13Mini, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone13Mini held in orientation `o`.
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
        phone(o, portrait: CGSize(width: 375, height: 812), portraitSafeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscapeSafeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    }
    /// iPhone13Pro, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhone13Pro = iPhone13(.portrait)
    /// iPhone13Pro held in orientation `o`.
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone13(o) }
    /// iPhone13ProMax, portrait (swift-snapshot-testing's default orientation for it).
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone13ProMax held in orientation `o`.
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig { iPhone12ProMax(o) }

    /// iPadMini, landscape (swift-snapshot-testing's default orientation for it).
    public static let iPadMini = iPadMini(.landscape)
    /// iPadMini held in orientation `o`.
    public static func iPadMini(_ o: Orientation) -> ViewImageConfig { pad(o, landscape: CGSize(width: 1024, height: 768)) }
    /// iPad9_7: the same screen as iPadMini.
    public static let iPad9_7 = iPadMini
    /// iPad9_7 held in orientation `o`.
    public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { iPadMini(o) }
    /// iPad10_2, landscape (swift-snapshot-testing's default orientation for it).
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad10_2 held in orientation `o`.
    public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { pad(o, landscape: CGSize(width: 1080, height: 810)) }
    /// iPadPro10_5, landscape (swift-snapshot-testing's default orientation for it).
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPadPro10_5 held in orientation `o`.
    public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig { pad(o, landscape: CGSize(width: 1112, height: 834)) }
    /// iPadPro11, landscape (swift-snapshot-testing's default orientation for it).
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPadPro11 held in orientation `o`.
    public static func iPadPro11(_ o: Orientation) -> ViewImageConfig { pad(o, landscape: CGSize(width: 1194, height: 834)) }
    /// iPadPro12_9, landscape (swift-snapshot-testing's default orientation for it).
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPadPro12_9 held in orientation `o`.
    public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig { pad(o, landscape: CGSize(width: 1366, height: 1024)) }
}
