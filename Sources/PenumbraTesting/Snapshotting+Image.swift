import Foundation
import PenumbraCore
import PenumbraStyle

extension Snapshotting where Value == Format {
    /// An image already drawn (a ``Bitmap`` or an ``RGBAImage``), stored as the light variant.
    public static var image: Snapshotting { image(as: .light) }

    /// An image already drawn, stored as `variant`'s file. For rendering per variant, use
    /// ``rendering(variants:comparison:)`` or a view strategy.
    public static func image(as variant: Variant, comparison: SnapshotComparison = .exact) -> Snapshotting {
        Snapshotting(variants: VariantSet([variant]), comparison: comparison) { image, _ in image }
    }
}

extension Snapshotting where Value == URL, Format == RGBAImage {
    /// A PNG file (for example one another tool produced), stored as the light variant.
    public static var png: Snapshotting { png(as: .light) }

    /// A PNG file, stored as `variant`'s file. An unreadable file fails the assertion with its
    /// path and the reason; an undecodable one with the decoder's error.
    public static func png(as variant: Variant, comparison: SnapshotComparison = .exact) -> Snapshotting {
        Snapshotting(variants: VariantSet([variant]), comparison: comparison) { file, _ in
            let bytes: [UInt8]
            do {
                bytes = [UInt8](try Data(contentsOf: file))
            } catch {
                throw SnapshotError.cannotRead(path: file.path, reason: (error as NSError).localizedDescription)
            }
            return try SnapshotImageCodec.png.decode(bytes, file.path)
        }
    }
}

extension Snapshotting {
    /// A closure that draws the subject in each variant itself (the render-closure
    /// `assertSnapshot`'s strategy). Default variants: light and dark.
    public static func rendering(variants: VariantSet = .default, comparison: SnapshotComparison = .exact) -> Snapshotting
        where Value == (Variant) throws -> Format {
        Snapshotting(variants: variants, comparison: comparison) { render, variant in try render(variant) }
    }
}
