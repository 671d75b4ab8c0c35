// swift-tools-version: 6.0
// The package layout the README recommends: one folder of SwiftUI component files, built as the
// app's target (SwiftUI on iOS) and again, through a symlinked folder, as a snapshot target with
// the PENUMBRA define (PenumbraUI on Linux and macOS). `scripts/test` builds it against this
// checkout and runs its snapshot test.
//
// The lines between the README markers are the README's Package.swift fragment, word for word
// (scripts/check-readme-code fails when they differ), so the snippet a team copies is the one
// this build proves. `Dependencies/penumbra` is a symlink to this checkout: SwiftPM names a path
// dependency by its last path component, so the fragment's `package: "penumbra"` resolves.
import PackageDescription

let package = Package(
    name: "DesignSystem",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
    dependencies: [.package(path: "Dependencies/penumbra")],
    targets: [
        // README: begin
        .target(name: "DesignSystem",                        // the app's: import SwiftUI (Linux has no
                dependencies: [.product(name: "PenumbraUI", package: "penumbra",   // SwiftUI: there it builds
                                         condition: .when(platforms: [.linux]))]), // against PenumbraUI too)
        .target(name: "DesignSystemSnapshots",              // the same files: import PenumbraUI
                dependencies: [.product(name: "PenumbraUI", package: "penumbra")],
                swiftSettings: [.define("PENUMBRA")]),
        .testTarget(name: "DesignSystemSnapshotTests",
                    dependencies: ["DesignSystemSnapshots", .product(name: "PenumbraTesting", package: "penumbra")],
                    exclude: ["__Snapshots__"]),
        // README: end
        // The README's quick start, exactly as the README prints it (scripts/check-readme-code
        // keeps the two the same), run end to end from a package that depends on Penumbra.
        .testTarget(name: "ReadmeQuickStartTests",
                    dependencies: [.product(name: "PenumbraTesting", package: "penumbra")],
                    exclude: ["__Snapshots__"]),
    ]
)
