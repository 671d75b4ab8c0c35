// swift-tools-version: 6.0
// The package layout the README recommends: one folder of SwiftUI component files, built as the
// app's target (SwiftUI on iOS) and again, through a symlinked folder, as a snapshot target with
// the PENUMBRA define (PenumbraUI on Linux and macOS). `scripts/test` builds it against this
// checkout and runs its snapshot test.
import Foundation
import PackageDescription

// This checkout of Penumbra, two folders up; SwiftPM names a path dependency by its folder.
let penumbraFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let penumbra = penumbraFolder.lastPathComponent

let package = Package(
    name: "DesignSystem",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
    dependencies: [.package(path: penumbraFolder.path)],
    targets: [
        // The app's target: `import SwiftUI` on Apple platforms. Linux has no SwiftUI, so there
        // it builds against PenumbraUI too.
        .target(name: "DesignSystem",
                dependencies: [.product(name: "PenumbraUI", package: penumbra, condition: .when(platforms: [.linux]))]),
        // The same files (Sources/DesignSystemSnapshots is a symlink to DesignSystem), built
        // against PenumbraUI everywhere.
        .target(name: "DesignSystemSnapshots",
                dependencies: [.product(name: "PenumbraUI", package: penumbra)],
                swiftSettings: [.define("PENUMBRA")]),
        .testTarget(name: "DesignSystemSnapshotTests",
                    dependencies: ["DesignSystemSnapshots", .product(name: "PenumbraTesting", package: penumbra)],
                    exclude: ["__Snapshots__"]),
        // The README's quick start, exactly as the README prints it (scripts/check-readme-code
        // keeps the two the same), run end to end from a package that depends on Penumbra.
        .testTarget(name: "ReadmeQuickStartTests",
                    dependencies: [.product(name: "PenumbraTesting", package: penumbra)],
                    exclude: ["__Snapshots__"]),
    ]
)
