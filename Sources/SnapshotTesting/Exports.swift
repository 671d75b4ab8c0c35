// `import SnapshotTesting` gives swift-snapshot-testing's names over PenumbraTesting's machinery:
// one `Snapshotting` type and one assertion machinery, so a file may import either or both.
// Only those names: the pipeline's own types (`ImageReference`, `Palette`, `Traits` …) stay behind
// `import PenumbraTesting`, so a test file written for swift-snapshot-testing that imports a
// design system with a type of the same name (SpeziViews' `ImageReference`) is not ambiguous.
@_exported import struct PenumbraTesting.Snapshotting
@_exported import struct PenumbraTesting.ViewImageConfig
@_exported import enum PenumbraTesting.SwiftUISnapshotLayout
@_exported import protocol PenumbraTesting.SnapshotImage
