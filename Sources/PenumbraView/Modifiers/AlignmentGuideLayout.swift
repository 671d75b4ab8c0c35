import Foundation
import PenumbraCore

/// Moves one of the content's alignment guides (SwiftUI's `alignmentGuide(_:computeValue:)`);
/// laid out as its content.
struct AlignmentGuideLayout: LayoutModifier {
    /// The guide and how its value follows from the view's dimensions.
    let alignmentGuide: AlignmentGuide

    var role: String { "alignmentGuide" }

    func guide(_ guide: AlignmentGuide.Guide, of content: ResolvedBox, size: Size) -> Double? {
        guard alignmentGuide.guide == guide else { return content.customGuide(guide, size: size) }
        return alignmentGuide.value(in: ViewDimensions(width: CGFloat(size.width), height: CGFloat(size.height)))
    }
}
