import Foundation
import PenumbraCore

/// The pixels a folder diff's workers may hold at once, so that `--jobs` does not multiply the
/// largest images: a pair takes its share (its two images and the diff image over their
/// union, in pixels) before decoding and gives it back after; a pair larger than the whole
/// budget runs alone. Peak memory is then about 4 bytes × ``limit`` (plus one pair over it).
final class PixelBudget: @unchecked Sendable {
    /// 150 million pixels: about 600 MB of RGBA. Phone screenshots (3 million pixels a pair
    /// and its diff image about 9 million) never wait.
    static let defaultLimit = 150_000_000

    let limit: Int
    private var inUse = 0
    private let condition = ConditionLock()

    init(limit: Int = PixelBudget.defaultLimit) { self.limit = max(1, limit) }

    /// Waits until `pixels` fit beside what the other workers hold (or nothing is held), then
    /// takes them.
    func acquire(_ pixels: Int) {
        condition.lock()
        while inUse > 0 && inUse + pixels > limit { condition.wait() }
        inUse += pixels
        condition.unlock()
    }

    /// Gives `pixels` back.
    func release(_ pixels: Int) {
        condition.lock()
        inUse -= pixels
        condition.broadcast()
        condition.unlock()
    }

    /// What a pair costs: both images and the diff image over their union.
    static func cost(_ a: ImageDimensions?, _ b: ImageDimensions?) -> Int {
        let wa = a?.width ?? 0, ha = a?.height ?? 0, wb = b?.width ?? 0, hb = b?.height ?? 0
        let (union, overflow) = max(wa, wb).multipliedReportingOverflow(by: max(ha, hb))
        return min(Int.max / 4, wa * ha + wb * hb + (overflow ? Int.max / 4 : union))
    }
}
