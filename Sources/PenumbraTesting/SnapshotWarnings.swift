import Foundation
import PenumbraView
import Synchronization

/// What a render drew otherwise than its view asked (an unknown symbol's placeholder, a font name
/// drawn in the system font, an invalid frame length laid out without it) printed to standard
/// error as `penumbra: warning: <path>: …` while a test renders: once per warning and process,
/// since a variant matrix renders the same view many times. The assertion still passes or fails
/// on its pixels; a strict configuration (`strictSymbols`, `strictFonts`) fails instead.
public enum SnapshotWarnings {
    private static let printed = Mutex<Set<RenderWarning>>([])

    /// Prints each warning not printed before in this process.
    public static func report(_ warnings: [RenderWarning]) {
        guard !warnings.isEmpty else { return }
        let fresh = printed.withLock { seen in warnings.filter { seen.insert($0).inserted } }
        guard !fresh.isEmpty else { return }
        let text = fresh.map { "penumbra: warning: \($0)\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }
}
