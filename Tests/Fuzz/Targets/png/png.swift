import FuzzDriver
import Penumbra

/// PNG decoding: header, chunks, inflate, filters, every colour type and depth.
@_cdecl("fuzz_png_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        _ = try? PNGDecoder.decode(bytes, maxPixels: 1 << 22)
    }
}
