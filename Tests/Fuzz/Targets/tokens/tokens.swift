import FuzzDriver
import Foundation
import Penumbra

/// Design-token loading: JSON, aliases, modes, colour values.
@_cdecl("fuzz_tokens_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-fuzz-\(getpid()).tokens.json")
    return runFuzzer(argc, argv) { bytes in
        guard (try? Data(bytes).write(to: file)) != nil else { return }
        _ = try? DesignTokens.load(file)
    }
}
