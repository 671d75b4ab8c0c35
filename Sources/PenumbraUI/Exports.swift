// `import PenumbraUI` stands in for `import SwiftUI`: it brings what a SwiftUI file gets with that
// import (Foundation's CGFloat/CGPoint/CGSize/CGRect, Observation's `@Observable`) and, re-exported
// as they are, the view stage's value types that have SwiftUI's names and meaning. They are the
// same declarations, so a file importing both PenumbraUI and the pipeline sees one of each.
@_exported import Foundation
@_exported import Observation
// SwiftUI re-exports UIKit on iOS: a SwiftUI file uses UIColor, UIFont, UIImage and the trait
// collection without importing UIKit. Penumbra's UIKit is the same one UIKit files import.
@_exported import UIKit

/// An alignment in both axes (SwiftUI's `Alignment`: `.topLeading`, `.center` …).
@_exported import struct PenumbraView.Alignment
/// An alignment across a vertical stack (`.leading`, `.center`, `.trailing`).
@_exported import enum PenumbraView.HorizontalAlignment
/// An alignment across a horizontal stack (`.top`, `.center`, `.bottom`).
@_exported import enum PenumbraView.VerticalAlignment
/// Insets on the four edges, in points.
@_exported import struct PenumbraView.EdgeInsets
/// A point in a view's unit square (`.top`, `.bottomTrailing`, `UnitPoint(x:y:)`).
@_exported import struct PenumbraView.UnitPoint
/// How `aspectRatio` fits content: `.fit` or `.fill`.
@_exported import enum PenumbraView.ContentMode
/// A view's size as an alignment guide's closure sees it (`d.width`, `d[.trailing]`).
@_exported import struct PenumbraView.ViewDimensions
/// Left-to-right or right-to-left.
@_exported import enum PenumbraCore.LayoutDirection
/// The older name of the text size (`.large`, `.accessibilityExtraLarge` …).
@_exported import enum PenumbraCore.ContentSizeCategory
/// How lines of multi-line text align: `.leading`, `.center`, `.trailing`.
@_exported import enum PenumbraText.TextAlignment

// Names a snapshot test or a render needs beside the views.
@_exported import struct PenumbraStyle.Variant
@_exported import struct PenumbraStyle.VariantSet
@_exported import struct PenumbraStyle.Traits
@_exported import struct PenumbraStyle.DisplayScale
@_exported import struct PenumbraStyle.Palette
@_exported import struct PenumbraStyle.AssetCatalog
@_exported import enum PenumbraStyle.UserInterfaceLevel
@_exported import enum PenumbraStyle.AccessibilityContrast
@_exported import enum PenumbraView.RootSize

import PenumbraRaster

/// Corner curves of rounded rectangles: `.circular` or `.continuous`.
public typealias RoundedCornerStyle = PenumbraRaster.CornerStyle
