import FuzzDriver
import Foundation
import Penumbra

/// PDF reading: objects, streams and filters, content streams, functions, shadings, images, fonts.
@_cdecl("fuzz_pdf_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        _ = try? PDFReader.read(Data(bytes))
    }
}
