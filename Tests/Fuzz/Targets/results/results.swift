import FuzzDriver
import Foundation
import Penumbra

/// Results files: decoding and merging, as `penumbra report` reads them.
@_cdecl("fuzz_results_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        guard let results = try? SnapshotResultsV1.decode(Data(bytes)) else { return }
        _ = results.summary
    }
}
