// On Linux, where Core Graphics does not exist, `import CoreGraphics` in a component file (for
// CGFloat, CGPoint, CGSize, CGRect) finds this module: Foundation has those types there.
@_exported import Foundation
