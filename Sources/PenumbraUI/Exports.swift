// `import PenumbraUI` stands in for `import SwiftUI`: it brings what a SwiftUI file gets with that
// import (Foundation's CGFloat/CGPoint/CGSize/CGRect, Observation's `@Observable`) and SwiftUI's
// names for the value types the view stage already has under the same name and meaning.
@_exported import Foundation
@_exported import Observation
import PenumbraStyle
import PenumbraText
import PenumbraRaster
import PenumbraView

/// An alignment in both axes (SwiftUI's `Alignment`: `.topLeading`, `.center` …).
public typealias Alignment = PenumbraView.Alignment
/// An alignment across a vertical stack (`.leading`, `.center`, `.trailing`).
public typealias HorizontalAlignment = PenumbraView.HorizontalAlignment
/// An alignment across a horizontal stack (`.top`, `.center`, `.bottom`).
public typealias VerticalAlignment = PenumbraView.VerticalAlignment
/// Insets on the four edges, in points.
public typealias EdgeInsets = PenumbraView.EdgeInsets
/// A point in a view's unit square (`.top`, `.bottomTrailing`, `UnitPoint(x:y:)`).
public typealias UnitPoint = PenumbraView.UnitPoint
/// How `aspectRatio` fits content: `.fit` or `.fill`.
public typealias ContentMode = PenumbraView.ContentMode
/// Left-to-right or right-to-left.
public typealias LayoutDirection = PenumbraStyle.LayoutDirection
/// The older name of the text size (`.large`, `.accessibilityExtraLarge` …).
public typealias ContentSizeCategory = PenumbraStyle.ContentSizeCategory
/// How lines of multi-line text align: `.leading`, `.center`, `.trailing`.
public typealias TextAlignment = PenumbraText.TextAlignment
/// Corner curves of rounded rectangles: `.circular` or `.continuous`.
public typealias RoundedCornerStyle = PenumbraRaster.CornerStyle

// Names a snapshot test needs beside the views, so one import serves a test file.
/// A named trait collection to render in (`.light`, `.dark`, `Variant(parsing: "dark-elevated")`).
public typealias Variant = PenumbraStyle.Variant
/// The variants an assertion renders (`.lightAndDark`, `.allAppearances`).
public typealias VariantSet = PenumbraStyle.VariantSet
/// Light or dark, base or elevated, contrast, scale, text size and direction.
public typealias Traits = PenumbraStyle.Traits
/// 1x, 2x or 3x.
public typealias DisplayScale = PenumbraStyle.DisplayScale
/// A palette of named colours (asset catalog, design tokens, system colours).
public typealias Palette = PenumbraStyle.Palette
/// An Xcode asset catalog: colour sets and image sets.
public typealias AssetCatalog = PenumbraStyle.AssetCatalog
