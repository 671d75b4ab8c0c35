import Foundation
import PenumbraCore

/// What an asset catalog's image files were read into, kept per file for the catalog's life, and
/// the budget of decoded pixels they may hold together.
///
/// A command loads a catalog once and renders every fixture and variant with it, so an image
/// set drawn in 4 fixtures × 2 variants is read and decoded once, not 8 times (a PDF icon that
/// took 34 s to read was read for every drawing). Decoded pixels count against
/// ``pixelBudget``: ten JPEGs of 208 bytes that declare 10000 × 10000 each once held 4.3 GB.
/// Values are stored type-erased (the view layer keeps its own image type here); the cache is
/// shared by every copy of the catalog and safe to use from several threads.
package final class AssetFileCache: @unchecked Sendable {
    /// Decoded pixels one catalog may hold over all its files: 2^28, 1 GiB as RGBA8.
    package static let defaultPixelBudget = 1 << 28

    /// What a lookup gives: the value, or why it was not made.
    package enum Lookup<Value> {
        /// The file's value, read now or before.
        case value(Value)
        /// Keeping the value would take the decoded pixels past the budget.
        case overBudget(held: Int, adding: Int, budget: Int)
    }

    /// The most decoded pixels the cache keeps over all its files.
    package let pixelBudget: Int
    private let lock = MutexLock()
    private var entries: [String: (value: any Sendable, pixels: Int)] = [:]
    private var heldPixels = 0

    /// An empty cache with a budget of `pixelBudget` decoded pixels.
    package init(pixelBudget: Int = AssetFileCache.defaultPixelBudget) {
        self.pixelBudget = pixelBudget
    }

    /// The value kept for `key` (a file's path and how it is read), or the one `make` gives,
    /// then kept with the decoded pixels it holds. Two threads asking for one new key may
    /// both make it; the first kept wins.
    package func value<Value: Sendable, Failure: Error>(
        for key: String, make: () throws(Failure) -> (value: Value, pixels: Int)
    ) throws(Failure) -> Lookup<Value> {
        if let found = lock.withLock({ entries[key] }), let value = found.value as? Value { return .value(value) }
        let made = try make()
        return lock.withLock { () -> Lookup<Value> in
            if let found = entries[key], let value = found.value as? Value { return .value(value) }
            guard heldPixels + made.pixels <= pixelBudget else {
                return .overBudget(held: heldPixels, adding: made.pixels, budget: pixelBudget)
            }
            heldPixels += made.pixels
            entries[key] = (made.value, made.pixels)
            return .value(made.value)
        }
    }
}
