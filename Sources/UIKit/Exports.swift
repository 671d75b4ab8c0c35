// `import UIKit` brings Foundation, and with it the Core Graphics names (CGFloat, CGRect …) that
// Foundation has on Linux, as UIKit brings them on iOS. (It does not re-export the CoreGraphics
// shim: Swift Testing would look for its cross-import overlay of Apple's Core Graphics.)
@_exported import Foundation
