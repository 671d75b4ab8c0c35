/// A customization of a preview, as DeveloperToolsSupport's `PreviewTrait`: its layout or the
/// device's orientation. Snapshots render what a test names, so traits are recorded in the
/// ``Preview`` and change no render by themselves.
public struct PreviewTrait<T> {
    /// What the trait sets.
    public enum Kind {
        /// The preview's container.
        case layout(PreviewLayout)
        /// The device's orientation.
        case orientation(InterfaceOrientation)
    }

    /// What the trait sets.
    public let kind: Kind

    init(_ kind: Kind) { self.kind = kind }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview centred in a container the size of the device.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.device)) }
    /// The container fitted to the preview's size.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.layout(.sizeThatFits)) }
    /// The preview centred in a container of a fixed size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// The device upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// The device on its side, its top to the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device on its side, its top to the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(.orientation(.landscapeRight)) }
}
