// swift-tools-version: 6.0
// The scratch consumer package scripts/check-ios-references builds against this checkout, with
// two real libraries and their own snapshot tests, each prepared by penumbra-prepare from
// ../shared/corpora (the script fills the folders):
// - SpeziViews (SwiftUI; ios-references/SpeziViews): Sources/SpeziViews, Tests/SpeziViewsTests;
// - GOV.UK One Login's design system (UIKit; uikit/mobile-ios-ui): Sources/DesignSystem,
//   Sources/SnapshotHelpers and Tests/DesignSystemTests, targets as its Package.swift declares
//   them (its localised strings and its test target's asset catalog as resources).
// - Orange's ODS (SwiftUI; swiftui/ods-ios) and the three packages it pins: Sources/Flow,
//   Sources/BottomSheet, Sources/DeclarationAccessibility, Sources/OrangeDesignSystem,
//   Sources/OrangeTheme, Sources/InnovationCupTheme, each with the PenumbraPreviews.swift index
//   penumbra-prepare --previews wrote, and the render-previews executable that renders them all
//   (with SpeziViews' #Previews, indexed the same way).
// SpeziViews and GOV.UK in Swift 6 mode and ODS's modules in Swift 5 mode, as their packages build
// them, with the README's set-up flags for real design systems (FoundationNetworking,
// FoundationXML and FoundationCompat imported into every file). `Dependencies/penumbra` is a
// symlink to this checkout, so the package is named `penumbra`. One package, so Penumbra is
// built once for all three.
import PackageDescription

let setUp: [SwiftSetting] = ["FoundationNetworking", "FoundationXML", "FoundationCompat"]
    .map { .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", $0]) }

let swift5 = setUp + [.swiftLanguageMode(.v5)]
let ui: Target.Dependency = .product(name: "PenumbraUI", package: "penumbra")

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
        .target(name: "Flow", dependencies: [ui], swiftSettings: swift5),
        .target(name: "BottomSheet", dependencies: [ui], resources: [.process("Media.xcassets")], swiftSettings: swift5),
        .target(name: "DeclarationAccessibility", dependencies: [ui], resources: [.process("Ressources")],
                swiftSettings: swift5),
        .target(name: "OrangeDesignSystem", dependencies: ["BottomSheet", "DeclarationAccessibility", "Flow", ui],
                resources: [.process("OrangeDesignSystem/Resources")], swiftSettings: swift5),
        .target(name: "OrangeTheme", dependencies: ["OrangeDesignSystem", ui], resources: [.process("OrangeTheme/Resources")],
                swiftSettings: swift5),
        .target(name: "InnovationCupTheme", dependencies: ["OrangeDesignSystem", ui], resources: [.process("InnovationCupTheme/Resources")],
                swiftSettings: swift5),
        .executableTarget(name: "render-previews",
                          dependencies: ["Flow", "BottomSheet", "DeclarationAccessibility", "OrangeDesignSystem", "OrangeTheme",
                                         "InnovationCupTheme", "SpeziViews", ui, .product(name: "Penumbra", package: "penumbra")],
                          swiftSettings: setUp),
        // Optimised on its own (the rest builds in debug): it reads every pixel of 195 images.
        .executableTarget(name: "measure-references", dependencies: [.product(name: "Penumbra", package: "penumbra")],
                          swiftSettings: [.unsafeFlags(["-O"])]),
    ]
)
