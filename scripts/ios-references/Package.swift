// swift-tools-version: 6.0
// The scratch consumer package scripts/check-ios-references builds against this checkout, with
// two real libraries and their own snapshot tests, each prepared by penumbra-prepare from
// ../shared/corpora (the script fills the folders):
// - SpeziViews (SwiftUI; ios-references/SpeziViews): Sources/SpeziViews, Tests/SpeziViewsTests;
// - GOV.UK One Login's design system (UIKit; uikit/mobile-ios-ui): Sources/DesignSystem,
//   Sources/SnapshotHelpers and Tests/DesignSystemTests, targets as its Package.swift declares
//   them (its localised strings and its test target's asset catalog as resources).
// Both in Swift 6 mode as their packages build them, with the README's set-up flags for real
// design systems (FoundationNetworking, FoundationXML and FoundationCompat imported into every
// file). `Dependencies/penumbra` is a symlink to this checkout, so the package is named `penumbra`.
// One package, so Penumbra is built once for both.
import PackageDescription

let setUp: [SwiftSetting] = ["FoundationNetworking", "FoundationXML", "FoundationCompat"]
    .map { .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", $0]) }

let package = Package(
    name: "References",
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "Dependencies/penumbra")],
    targets: [
        .target(name: "SpeziViews", dependencies: [.product(name: "PenumbraUI", package: "penumbra")], swiftSettings: setUp),
        .testTarget(name: "SpeziViewsTests",
                    dependencies: ["SpeziViews", .product(name: "PenumbraTesting", package: "penumbra")], swiftSettings: setUp),
        .target(name: "DesignSystem", dependencies: [.product(name: "PenumbraUI", package: "penumbra")],
                resources: [.process("Utilities/Resources")], swiftSettings: setUp),
        .target(name: "SnapshotHelpers",
                dependencies: ["DesignSystem", .product(name: "PenumbraTesting", package: "penumbra")], swiftSettings: setUp),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem", "SnapshotHelpers"],
                    resources: [.process("Utilities/Assets.xcassets")], swiftSettings: setUp),
        // Optimised on its own (the rest builds in debug): it reads every pixel of 195 images.
        .executableTarget(name: "measure-references", dependencies: [.product(name: "Penumbra", package: "penumbra")],
                          swiftSettings: [.unsafeFlags(["-O"])]),
    ]
)
