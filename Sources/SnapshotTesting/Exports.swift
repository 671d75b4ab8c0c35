// `import SnapshotTesting` is `import PenumbraTesting` plus swift-snapshot-testing's spellings:
// one `Snapshotting` type and one assertion machinery, so a file may import either or both.
@_exported import PenumbraTesting
