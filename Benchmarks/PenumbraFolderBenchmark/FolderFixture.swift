import Foundation
import Penumbra

/// Two folders of snapshot PNGs for the benchmark. To keep generation fast and the disk small,
/// a few distinct screens are encoded once and every file is a hard link to one of them
/// (byte-identical pairs share one inode, as a checked-out repository's unchanged files would
/// share the page cache); changed pairs link to a modified encoding.
final class FolderFixture {
    let root: URL
    let pairCount: Int
    var reference: URL { root.appendingPathComponent("reference") }
    var actual: URL { root.appendingPathComponent("actual") }

    private init(root: URL, pairCount: Int) { self.root = root; self.pairCount = pairCount }

    static let designs = 16

    static func make(pairs: Int) throws -> FolderFixture {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("penumbra-bench-folder-\(pairs)-\(UUID().uuidString)")
        let fixture = FolderFixture(root: root, pairCount: pairs)
        let pool = root.appendingPathComponent("pool")
        try FileManager.default.createDirectory(at: pool, withIntermediateDirectories: true)
        for d in 0..<designs {
            let base = try screen(design: d, changed: false)
            try AtomicFile.write(try PNGEncoder.encode(base), to: pool.appendingPathComponent("base\(d).png"))
            let changed = try screen(design: d, changed: true)
            try AtomicFile.write(try PNGEncoder.encode(changed), to: pool.appendingPathComponent("changed\(d).png"))
        }
        for i in 0..<pairs {
            let variant = i % 2 == 0 ? "light" : "dark"
            let file = "Feature\(i / 200)/Screen\(i / 2).\(variant).png"
            let design = i % designs
            let bucket = i % 200   // 190 identical, 8 changed, 1 new, 1 missing per 200
            let base = pool.appendingPathComponent("base\(design).png")
            switch bucket {
            case 0..<190:
                try link(base, fixture.reference.appendingPathComponent(file))
                try link(base, fixture.actual.appendingPathComponent(file))
            case 190..<198:
                try link(base, fixture.reference.appendingPathComponent(file))
                try link(pool.appendingPathComponent("changed\(design).png"), fixture.actual.appendingPathComponent(file))
            case 198:
                try link(base, fixture.actual.appendingPathComponent(file))
            default:
                try link(base, fixture.reference.appendingPathComponent(file))
            }
        }
        return fixture
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    private static func link(_ source: URL, _ destination: URL) throws {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.linkItem(at: source, to: destination)
    }

    /// A 750x1334 screen: a background, a navigation bar and cards; `changed` recolours one
    /// button (about 0.6% of the pixels).
    static func screen(design: Int, changed: Bool) throws -> RGBAImage {
        let dark = design % 2 == 1
        var image = try RGBAImage(width: 750, height: 1334, fill: dark ? RGBA8(0, 0, 0) : RGBA8(242, 242, 247))
        func fill(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ c: RGBA8) {
            for y in y0..<max(y0, min(1334, y0 + h)) { for x in x0..<max(x0, min(750, x0 + w)) { image[x, y] = c } }
        }
        fill(0, 0, 750, 176, dark ? RGBA8(28, 28, 30) : RGBA8(249, 249, 249))
        let cards = 2 + design % 3   // 2-4 cards fit above the button
        for c in 0..<cards {
            let top = 200 + c * 260
            fill(32, top, 686, 230, dark ? RGBA8(44, 44, 46) : RGBA8(255, 255, 255))
            fill(64, top + 32, 300 + (design * 37 + c * 53) % 300, 24, dark ? RGBA8(235, 235, 245) : RGBA8(60, 60, 67))
            fill(64, top + 80, 400, 16, dark ? RGBA8(142, 142, 147) : RGBA8(142, 142, 147))
        }
        let button = changed ? RGBA8(255, 69, 58) : RGBA8(10, 132, 255)
        fill(64, 1180, 240, 100, button)
        return image
    }
}
