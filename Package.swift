// swift-tools-version: 6.0
// Penumbra: snapshot tests of design-system components in every appearance.
//
// Modules follow the data flow; each imports only those before it:
//   PenumbraCore → PenumbraPNG → PenumbraStyle (traits, colours) → PenumbraView; PenumbraCore → PenumbraRaster → PenumbraText → PenumbraView
//   PenumbraCore → PenumbraJPEG, PenumbraText → PenumbraVector (SVG, PDF) → PenumbraView
//   PenumbraCore → PenumbraPNG → PenumbraDiff → PenumbraReport
//   PenumbraView + PenumbraDiff → PenumbraChecks
// `Penumbra` re-exports the pipeline; `PenumbraTesting` and the `penumbra` CLI sit on top.
import CompilerPluginSupport
import PackageDescription

// Modules Apple's platforms have and Linux lacks, which component files import beside SwiftUI.
#if os(Linux)
let linuxShims = ["CoreGraphics", "Combine", "QuartzCore", "WebKit", "SafariServices", "PenumbraOS", "FoundationCompat"]
// Combine's API on Linux is OpenCombine's; the `Combine` shim re-exports it with its schedulers.
let shimPackages: [Package.Dependency] = [.package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")]
let shimDependencies: [String: [Target.Dependency]] = [
    "Combine": ["OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation"].map { .product(name: $0, package: "OpenCombine") },
    // `import QuartzCore` in a UIKit file finds CALayer and its kin, which Penumbra's UIKit defines.
    "QuartzCore": ["UIKit"],
    // Web views compile; drawing one fails the render (Penumbra renders no web content).
    "WebKit": ["UIKit"], "SafariServices": ["UIKit"],
]
// `import SwiftUI` in a component file finds Penumbra's SwiftUI API (it sits above PenumbraUI, so
// it is not among PenumbraUI's own dependencies).
let swiftUIShim: [String] = ["SwiftUI"]
#else
let linuxShims: [String] = []
let swiftUIShim: [String] = []
let shimPackages: [Package.Dependency] = []
let shimDependencies: [String: [Target.Dependency]] = [:]
#endif

// The shims' targets, one folder each under Sources/LinuxShims.
let shimTargets: [Target] = linuxShims.map {
    .target(name: $0, dependencies: shimDependencies[$0] ?? [], path: "Sources/LinuxShims/\($0)")
} + swiftUIShim.map { .target(name: $0, dependencies: ["PenumbraUI"], path: "Sources/LinuxShims/\($0)") }

// PenumbraUI's macro plug-in (`@Entry`, `#Preview`), built from swift-syntax.
let uiMacros: [Target.Dependency] = ["PenumbraUIMacros"]

// The flags of that static link. The objects are compiled for dynamic linking, so their
// autolinked libraries name none of the static archives' own dependencies; the group lists them
// (the Swift runtime and what Foundation's essentials use), in any order.
let staticExecutableFlags = ["-static-executable", "-Xlinker", "--start-group"]
    + ["FoundationEssentials", "_FoundationCShims", "_FoundationCollections", "swiftSynchronization", "swift_StringProcessing",
       "swift_RegexParser", "swift_Concurrency", "swiftDispatch", "swiftGlibc", "swiftCore", "dispatch", "BlocksRuntime"]
        .flatMap { ["-Xlinker", "-l\($0)"] }
    + ["-Xlinker", "--end-group"]

let package = Package(
    name: "Penumbra",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Penumbra", targets: ["Penumbra"]),
        .library(name: "PenumbraUI", targets: ["PenumbraUI", "UIKit", "_Testing_UIKit"] + linuxShims + swiftUIShim),
        .library(name: "PenumbraTesting", targets: ["PenumbraTesting", "SnapshotTesting"]),
        .executable(name: "penumbra", targets: ["penumbra"]),
        .executable(name: "penumbra-prepare", targets: ["penumbra-prepare"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `@Entry` and `#Preview` are macros in SwiftUI; their compiler plug-in is built from swift-syntax.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
    ] + shimPackages,
    targets: [
        // libpng through pkg-config; the C shim keeps libpng's longjmp error path out of Swift frames.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // libdeflate through pkg-config: the direct PNG decoder inflates a whole image stream at
        // once with it, in about half zlib's time (decode_direct.c).
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .target(name: "CPNGShim", dependencies: ["CLibPNG", "CLibDeflate"]),
        // libjpeg-turbo through pkg-config, for JPEG photos in asset catalogs; the shim keeps its
        // longjmp error path out of Swift frames.
        .systemLibrary(
            name: "CLibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        .target(name: "CJPEGShim", dependencies: ["CLibJPEG"]),
        .target(name: "PenumbraJPEG", dependencies: ["PenumbraCore", "CJPEGShim"]),

        .target(name: "PenumbraCore"),
        // The Cassowary constraint solver under PenumbraUI's Auto Layout (NSLayoutConstraint).
        .target(name: "PenumbraConstraints"),
        .target(name: "PenumbraPNG", dependencies: ["PenumbraCore", "CPNGShim"]),
        .target(name: "PenumbraRaster", dependencies: ["PenumbraCore"]),
        // The rasterizer's reference scenes and their golden hashes: for its tests and bench-raster,
        // not shipped in PenumbraRaster.
        .target(name: "PenumbraRasterScenes", dependencies: ["PenumbraCore", "PenumbraRaster"]),
        // SVG and PDF icons read into one vector model (zlib, through CLibPNG, for PDF streams;
        // PenumbraJPEG for the JPEG images PDFs embed; PenumbraText for the fonts they embed).
        .target(name: "PenumbraVector", dependencies: ["PenumbraCore", "CLibPNG", "PenumbraPNG", "PenumbraJPEG", "PenumbraText"]),
        .target(name: "PenumbraText", dependencies: ["PenumbraCore", "PenumbraRaster"]),
        .target(name: "PenumbraStyle", dependencies: ["PenumbraCore", "PenumbraPNG"]),
        .target(name: "PenumbraView", dependencies: [
            "PenumbraCore", "PenumbraPNG", "PenumbraJPEG", "PenumbraRaster", "PenumbraText", "PenumbraStyle", "PenumbraVector",
        ], exclude: ["Modifiers/README.md"]),
        // The cross-import overlay Swift Testing expects beside UIKit (empty; see its file).
        .target(name: "_Testing_UIKit", path: "Sources/LinuxShims/_Testing_UIKit"),
        // UIKit's API over the same stages: views, layers, Auto Layout, labels, images, colours and
        // fonts; UIKit component files written for iOS build unchanged. SwiftUI's API re-exports it,
        // as SwiftUI does on iOS, so both share one UIColor, UIFont and trait collection.
        // Calls a class's `init(frame:)` through its vtable with Swift's calling convention, so
        // UIKit can make the cell classes a collection view registers (see its header).
        .target(name: "CSwiftCall"),
        .target(name: "UIKit", dependencies: [
            "PenumbraCore", "PenumbraPNG", "PenumbraRaster", "PenumbraText", "PenumbraStyle", "PenumbraVector", "PenumbraView",
            "PenumbraConstraints", "_Testing_UIKit", "CSwiftCall",
        ], exclude: ["README.md"]),
        // SwiftUI's API over the view stage: component files written for iOS build unchanged.
        .target(name: "PenumbraUI", dependencies: [
            "PenumbraCore", "PenumbraPNG", "PenumbraRaster", "PenumbraText", "PenumbraStyle", "PenumbraView", "UIKit",
        ].map { Target.Dependency(stringLiteral: $0) } + linuxShims.map { Target.Dependency(stringLiteral: $0) } + uiMacros),
        // The compiler plug-in of PenumbraUI's macros (`@Entry`, `#Preview`, `@Previewable`).
        .macro(name: "PenumbraUIMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "PenumbraDiff", dependencies: ["PenumbraCore", "PenumbraPNG"]),
    ] + shimTargets + [
        .target(name: "PenumbraReport", dependencies: ["PenumbraCore", "PenumbraPNG", "PenumbraDiff"]),
        .target(name: "PenumbraChecks", dependencies: [
            "PenumbraCore", "PenumbraPNG", "PenumbraRaster", "PenumbraStyle", "PenumbraView", "PenumbraDiff",
        ]),
        .target(name: "Penumbra", dependencies: [
            "PenumbraCore", "PenumbraPNG", "PenumbraRaster", "PenumbraText", "PenumbraStyle", "PenumbraVector",
            "PenumbraView", "PenumbraDiff", "PenumbraReport", "PenumbraChecks",
        ]),
        .target(name: "PenumbraTesting", dependencies: ["Penumbra", "PenumbraUI"]),
        // swift-snapshot-testing's API over PenumbraTesting: a team's snapshot tests build unchanged.
        .target(name: "SnapshotTesting", dependencies: ["PenumbraTesting", "PenumbraUI"]),
        .target(name: "PenumbraCLI", dependencies: [
            "Penumbra",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // On Linux a release build of the CLI is one static executable: no dynamic loader, no
        // symbol look-ups, no relocation of the Swift runtime's libraries at every start, which
        // were two thirds of an empty command's time (bench-startup: `--version` 9.4 ms → 1.4 ms
        // net). It links libpng, libjpeg, libdeflate and zlib from their static archives (`libpng-dev`,
        // `libjpeg62-turbo-dev`, `libdeflate-dev`, `zlib1g-dev` ship them).
        // Prepares a design system's iOS sources for Linux's compiler, untouched in place
        // (Objective-C attributes, #selector, platform conditions): the set-up's build step.
        .target(name: "PenumbraSourcePrep"),
        .executableTarget(name: "penumbra-prepare", dependencies: ["PenumbraSourcePrep"]),
        .executableTarget(name: "penumbra", dependencies: ["PenumbraCLI"],
                          linkerSettings: [.unsafeFlags(staticExecutableFlags, .when(platforms: [.linux], configuration: .release))]),

        // The example design system: a palette, typography and components built only from it.
        .target(name: "ExampleDesignSystem", dependencies: ["Penumbra", "PenumbraUI"], path: "Examples/ExampleDesignSystem",
                swiftSettings: [.define("PENUMBRA")]),

        // Renders the example design system and runs its checks, for scripts/demo.
        .executableTarget(name: "penumbra-example", dependencies: ["ExampleDesignSystem", "Penumbra", "PenumbraUI"],
                          path: "Examples/RenderExample"),

        // Benchmarks: `swift run -c release bench-…`; see Benchmarks/README.md.
        // One median, the load average and the busy-machine refusal for every benchmark.
        .target(name: "BenchmarkSupport", path: "Benchmarks/Support"),
        .executableTarget(name: "bench-png", dependencies: ["BenchmarkSupport", "PenumbraPNG"], path: "Benchmarks/PenumbraPNGBenchmark"),
        .executableTarget(name: "bench-raster", dependencies: ["BenchmarkSupport", "PenumbraRaster", "PenumbraRasterScenes", "PenumbraPNG"], path: "Benchmarks/PenumbraRasterBenchmark"),
        .executableTarget(name: "bench-text", dependencies: ["BenchmarkSupport", "PenumbraText", "PenumbraStyle", "PenumbraRaster", "PenumbraPNG"], path: "Benchmarks/PenumbraTextBenchmark"),
        .executableTarget(name: "bench-diff", dependencies: ["BenchmarkSupport", "PenumbraDiff", "PenumbraPNG"], path: "Benchmarks/PenumbraDiffBenchmark"),
        .executableTarget(name: "bench-render", dependencies: ["BenchmarkSupport", "Penumbra", "PenumbraUI"], path: "Benchmarks/PenumbraRenderBenchmark"),
        .executableTarget(name: "bench-ui", dependencies: ["BenchmarkSupport", "ExampleDesignSystem", "Penumbra", "PenumbraUI"], path: "Benchmarks/PenumbraUIBenchmark"),
        .executableTarget(name: "bench-icons", dependencies: ["BenchmarkSupport", "Penumbra", "PenumbraVector"], path: "Benchmarks/PenumbraIconBenchmark"),
        .executableTarget(name: "bench-folder", dependencies: ["BenchmarkSupport", "Penumbra"], path: "Benchmarks/PenumbraFolderBenchmark"),
        .executableTarget(name: "bench-startup", dependencies: ["BenchmarkSupport"], path: "Benchmarks/PenumbraStartupBenchmark"),
        .executableTarget(name: "bench-palette", dependencies: ["BenchmarkSupport", "Penumbra"], path: "Benchmarks/PenumbraPaletteBenchmark"),
        .executableTarget(name: "bench-uikit", dependencies: ["BenchmarkSupport", "UIKit"], path: "Benchmarks/PenumbraUIKitBenchmark"),
        .executableTarget(name: "bench-constraints", dependencies: ["BenchmarkSupport", "PenumbraConstraints"],
                          path: "Benchmarks/PenumbraConstraintsBenchmark"),
        // Drives headless Chromium through chromedriver over a 5,000-variant report.
        .executableTarget(name: "bench-report", dependencies: ["BenchmarkSupport", "PenumbraBrowserSupport", "PenumbraReport"],
                          path: "Benchmarks/PenumbraReportBenchmark"),

        // Shared helpers for the test targets (locating ../shared, fixtures, snapshots).
        .target(name: "PenumbraTestSupport", dependencies: ["PenumbraCore", "PenumbraPNG"], path: "Tests/PenumbraTestSupport"),
        // WebDriver (chromedriver) client and a large report folder, for the HTML report's browser tests and bench-report.
        .target(name: "PenumbraBrowserSupport", dependencies: ["PenumbraCore", "PenumbraPNG", "PenumbraReport"],
                path: "Tests/PenumbraBrowserSupport"),

        .testTarget(name: "PenumbraCoreTests", dependencies: ["PenumbraCore", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraConstraintsTests", dependencies: ["PenumbraConstraints"]),
        .testTarget(name: "PenumbraPNGTests", dependencies: ["PenumbraPNG", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraRasterTests", dependencies: ["PenumbraRaster", "PenumbraRasterScenes", "PenumbraPNG", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraVectorTests", dependencies: ["PenumbraVector", "PenumbraText", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraJPEGTests", dependencies: ["PenumbraJPEG", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraTextTests", dependencies: ["PenumbraText", "PenumbraStyle", "PenumbraPNG", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraStyleTests", dependencies: ["PenumbraStyle", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraViewTests", dependencies: ["PenumbraView", "PenumbraUI", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraDiffTests", dependencies: ["PenumbraDiff", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraReportTests", dependencies: ["PenumbraReport", "PenumbraTestSupport", "PenumbraBrowserSupport"]),
        .testTarget(name: "PenumbraTestingTests", dependencies: ["PenumbraTesting", "PenumbraTestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "SnapshotTestingTests", dependencies: ["SnapshotTesting", "PenumbraTestSupport"]),
        .testTarget(name: "PenumbraChecksTests", dependencies: ["PenumbraChecks", "PenumbraTestSupport"]),
        .testTarget(name: "ExampleDesignSystemTests", dependencies: ["ExampleDesignSystem", "PenumbraTesting", "PenumbraTestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "PenumbraUITests", dependencies: ["PenumbraUI", "PenumbraPNG", "PenumbraTestSupport", "PenumbraSourcePrep"]
                        + swiftUIShim.map { Target.Dependency(stringLiteral: $0) }),
        .testTarget(name: "PenumbraUIMacrosTests", dependencies: [
            "PenumbraUIMacros",
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        ]),
        .testTarget(name: "PenumbraCLITests", dependencies: ["PenumbraCLI", "PenumbraTestSupport", "PenumbraTesting", "PenumbraBrowserSupport"]),
    ]
)
