// swift-tools-version: 6.0
// The scratch consumer package scripts/check-ios-references builds: SpeziViews' views and its
// own snapshot tests, prepared by penumbra-prepare from ../shared/corpora/ios-references (the
// script fills Sources/SpeziViews and Tests/SpeziViewsTests), against this checkout, in Swift 6
// mode as SpeziViews' Package.swift builds them, with the README's set-up flags for real design
// systems (FoundationNetworking, FoundationXML and FoundationCompat imported into every file).
// `Dependencies/penumbra` is a symlink to this checkout, so the package is named `penumbra`.
import PackageDescription

let setUp: [SwiftSetting] = ["FoundationNetworking", "FoundationXML", "FoundationCompat"]
    .map { .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", $0]) }

let package = Package(
    name: "SpeziViewsReferences",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "Dependencies/penumbra")],
    targets: [
        .target(name: "SpeziViews", dependencies: [.product(name: "PenumbraUI", package: "penumbra")], swiftSettings: setUp),
        .testTarget(name: "SpeziViewsTests",
                    dependencies: ["SpeziViews", .product(name: "PenumbraTesting", package: "penumbra")], swiftSettings: setUp),
        .executableTarget(name: "measure-references", dependencies: [.product(name: "Penumbra", package: "penumbra")]),
    ]
)
