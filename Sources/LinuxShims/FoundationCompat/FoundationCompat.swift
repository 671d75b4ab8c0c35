// Foundation API that Apple's Foundation has and Linux's lacks, for files that import Foundation
// alone. Swift imports modules per file, so this module reaches such a file only when the
// snapshot target imports it into every file: `-Xfrontend -import-module -Xfrontend
// FoundationCompat` (with FoundationNetworking and FoundationXML, which hold `URLSession` and
// `XMLParser` on Linux), as the README's set-up for real design systems does.
import Foundation

/// An object whose memory may be discarded when unused (Foundation's `NSDiscardableContent`,
/// as `NSCache` entries adopt it). Nothing is discarded during a render.
public protocol NSDiscardableContent: AnyObject {
    func beginContentAccess() -> Bool
    func endContentAccess()
    func discardContentIfPossible()
    func isContentDiscarded() -> Bool
}

extension NSCacheDelegate {
    /// Told before the cache evicts an object: optional in Apple's Foundation (an Objective-C
    /// optional requirement), required by Linux's; this default makes it optional again.
    public func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {}
}
