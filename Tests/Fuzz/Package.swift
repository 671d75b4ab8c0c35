// swift-tools-version: 6.0
// In-process fuzz targets for Penumbra's readers, built with libFuzzer and AddressSanitizer by
// `scripts/fuzz TARGET SECONDS` (see there). A package of its own, depending on this checkout by
// path, so the main build never carries the sanitizers.
import Foundation
import PackageDescription

let penumbraFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let penumbra = penumbraFolder.lastPathComponent

/// One executable per reader: `fuzz-<name>` from `Targets/<name>/`.
let readers = ["png", "font", "fixture", "tokens", "svg", "pdf", "results"]

let package = Package(
    name: "PenumbraFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: penumbraFolder.path)],
    targets: [.target(name: "FuzzDriver", path: "Driver")] + readers.map { reader in
        .executableTarget(name: "fuzz-\(reader)",
                          dependencies: ["FuzzDriver", .product(name: "Penumbra", package: penumbra)],
                          path: "Targets/\(reader)",
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    }
)
