// On Linux, where SwiftUI does not exist, `import SwiftUI` in a component file finds this module:
// Penumbra's SwiftUI API (PenumbraUI), which re-exports UIKit as SwiftUI does on iOS. On Apple's
// platforms the module is not built, so an app target's `import SwiftUI` is Apple's.
@_exported import PenumbraUI
