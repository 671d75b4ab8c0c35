import FuzzDriver
import Foundation
import Penumbra

/// SVG reading: XML, styles, paths, transforms, gradients.
@_cdecl("fuzz_svg_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes in
        _ = try? SVGReader.read(Data(bytes))
    }
}
