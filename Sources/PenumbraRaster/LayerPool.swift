import Foundation
import PenumbraCore

/// Cleared canvas-sized bitmaps kept between layers and between canvases. A screen with many
/// small effects (a switch's two shadows, a dimmed control) would otherwise allocate and fault in
/// a canvas-sized bitmap per effect, for each render: at 1170x2532 that is 12 MB of page faults
/// and clearing each time. A bitmap comes back cleared (``RasterCanvas`` clears what it drew), so
/// reuse never changes a pixel. At most ``maxBytes`` are kept, the oldest dropped first.
final class LayerPool: @unchecked Sendable {
    static let shared = LayerPool()
    /// The most bytes of spare bitmaps kept.
    static let maxBytes = 64 << 20

    private let lock = MutexLock()
    private var spares: [Bitmap] = []
    private var bytes = 0

    /// A cleared bitmap of `size`, when one is spare.
    func take(size: PixelSize) -> Bitmap? {
        lock.lock()
        defer { lock.unlock() }
        guard let i = spares.lastIndex(where: { $0.size == size }) else { return nil }
        bytes -= size.width * size.height * 4
        return spares.remove(at: i)
    }

    /// Whether a bitmap of `size` can be kept at all.
    func accepts(_ size: PixelSize) -> Bool { size.width * size.height * 4 <= Self.maxBytes }

    /// Keeps `bitmap`, which must be clear, for a later ``take(size:)``, dropping the oldest
    /// spares to make room.
    func give(_ bitmap: consuming Bitmap) {
        let n = bitmap.width * bitmap.height * 4
        guard n <= Self.maxBytes else { return }
        lock.lock()
        defer { lock.unlock() }
        while bytes + n > Self.maxBytes, !spares.isEmpty {
            let old = spares.removeFirst()
            bytes -= old.width * old.height * 4
        }
        bytes += n
        spares.append(bitmap)
    }
}
