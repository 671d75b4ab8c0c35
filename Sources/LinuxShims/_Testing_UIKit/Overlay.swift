// Swift Testing declares a cross-import overlay of itself and UIKit, `_Testing_UIKit`, which the
// compiler imports whenever a file imports both (Apple's adds image attachments). Off Apple's
// platforms that overlay does not ship, so a test file importing Testing and Penumbra's UIKit
// would fail with "no such module '_Testing_UIKit'". This empty module is that overlay.
