// measure-references REFERENCES ARTIFACTS SCALE FOLDER...
//
// Compares the images Penumbra drew for a library's snapshot tests (the `.actual.png` artifacts
// of a run against the simulator's references, found by name anywhere under ARTIFACTS) with the
// references in REFERENCES/<FOLDER>/, and prints one table row per reference and a summary:
//
// - size: whether the two images have the same pixel size;
// - content box: the bounding box of pixels that differ from the image's top-left pixel (the
//   background) by more than 24/255 in a channel; the worst of its four edges' distances from the
//   reference's, in pixels and in points (pixels / SCALE);
// - dominant colours: the reference's most frequent opaque colours (at least 0.05% of the image,
//   at most four, each more than 24/255 from the background and from each other); for each, the
//   bounding box of the pixels within 2/255 of it, in both images; a colour Penumbra does not draw
//   within 2/255 is listed as missing.
//
// Exit status 1 when a reference has no image from Penumbra (the view did not render), unless
// its name (without the scale suffix and extension, e.g. `multipleTallRows.3`) starts with one of
// the prefixes in MEASURE_KNOWN_UNRENDERED (comma-separated, each a known gap the script names);
// also 1 when such a known one renders, so the list stays true.
import Foundation
import Penumbra

struct Box: Equatable {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    var isEmpty: Bool { minX > maxX }
    mutating func add(_ x: Int, _ y: Int) {
        minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
    }
    /// The largest distance between matching edges.
    func worstEdge(from other: Box) -> Int {
        if isEmpty || other.isEmpty { return isEmpty == other.isEmpty ? 0 : Int.max }
        return max(abs(minX - other.minX), abs(minY - other.minY), abs(maxX - other.maxX), abs(maxY - other.maxY))
    }
    var description: String { isEmpty ? "empty" : "\(minX),\(minY)-\(maxX),\(maxY)" }
}

func distance(_ a: RGBA8, _ b: RGBA8) -> Int {
    max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
}

/// The pixels as straight RGBA bytes with their width: the loops below read them directly, as
/// this tool is built in debug with the rest of the scratch package.
struct Pixels {
    let bytes: [UInt8], width: Int, height: Int
    init(_ image: RGBAImage) { bytes = image.bytes; width = image.width; height = image.height }
    /// The bounding box of the pixels `keep` accepts (given a pixel's byte offset).
    func box(where keep: (UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Box {
        var box = Box()
        bytes.withUnsafeBufferPointer { p in
            for y in 0..<height {
                var i = y * width * 4
                for x in 0..<width {
                    if keep(p, i) { box.add(x, y) }
                    i += 4
                }
            }
        }
        return box
    }
    var corner: RGBA8 { RGBA8(bytes[0], bytes[1], bytes[2], bytes[3]) }
}

@inline(__always) func distance(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ c: RGBA8) -> Int {
    max(abs(Int(p[i]) - Int(c.r)), abs(Int(p[i + 1]) - Int(c.g)), abs(Int(p[i + 2]) - Int(c.b)), abs(Int(p[i + 3]) - Int(c.a)))
}

func contentBox(_ image: Pixels) -> Box {
    let background = image.corner
    return image.box { distance($0, $1, background) > 24 }
}

func colourBox(_ image: Pixels, _ colour: RGBA8) -> Box {
    image.box { distance($0, $1, colour) <= 2 }
}

func dominantColours(_ image: Pixels) -> [RGBA8] {
    let background = image.corner
    var counts: [UInt32: Int] = [:]
    image.bytes.withUnsafeBufferPointer { p in
        var i = 0
        while i < p.count {
            if p[i + 3] == 255, distance(p, i, background) > 24 {
                counts[UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]), default: 0] += 1
            }
            i += 4
        }
    }
    let floor = max(1, image.width * image.height / 2000)
    var picked: [RGBA8] = []
    for (key, count) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) where count >= floor {
        let c = RGBA8(UInt8(key >> 16), UInt8(key >> 8 & 255), UInt8(key & 255))
        if picked.allSatisfy({ distance($0, c) > 24 }) { picked.append(c) }
        if picked.count == 4 { break }
    }
    return picked
}

func hex(_ c: RGBA8) -> String { String(format: "#%02x%02x%02x", c.r, c.g, c.b) }

let arguments = CommandLine.arguments
guard arguments.count >= 5, let scale = Double(arguments[3]), scale > 0 else {
    FileHandle.standardError.write(Data("usage: measure-references REFERENCES ARTIFACTS SCALE FOLDER...\n".utf8))
    exit(2)
}
let references = URL(fileURLWithPath: arguments[1])
let artifacts = URL(fileURLWithPath: arguments[2])
let manager = FileManager.default

var actuals: [String: URL] = [:]
if let walker = manager.enumerator(at: artifacts, includingPropertiesForKeys: nil) {
    for case let url as URL in walker where url.lastPathComponent.hasSuffix(".actual.png") {
        actuals[String(url.lastPathComponent.dropLast(".actual.png".count))] = url
    }
}

var rows: [String] = []
var rendered = 0, total = 0, sameSize = 0, withinTwo = 0, coloursFound = 0, coloursTotal = 0
var errorsInPoints: [Double] = []
var missing: [String] = []
for folder in arguments[4...] {
    let dir = references.appendingPathComponent(folder)
    let names = ((try? manager.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    for name in names {
        total += 1
        let stem = String(name.dropLast(4))
        let label = "\(folder)/\(stem)"
        guard let actualURL = actuals[stem] else {
            missing.append(label)
            rows.append("| \(label) | not rendered | | | |")
            continue
        }
        do {
            let reference = Pixels(try PNGDecoder.decodeImage(contentsOf: dir.appendingPathComponent(name)))
            let actual = Pixels(try PNGDecoder.decodeImage(contentsOf: actualURL))
            rendered += 1
            let sizes = reference.width == actual.width && reference.height == actual.height
            if sizes { sameSize += 1 }
            let refBox = contentBox(reference), ourBox = contentBox(actual)
            let worst = refBox.worstEdge(from: ourBox)
            if worst <= 2 { withinTwo += 1 }
            if worst != Int.max { errorsInPoints.append(Double(worst) / scale) }
            var colourNotes: [String] = []
            for colour in dominantColours(reference) {
                coloursTotal += 1
                let ours = colourBox(actual, colour)
                if ours.isEmpty {
                    colourNotes.append("\(hex(colour)) missing")
                } else {
                    coloursFound += 1
                    colourNotes.append("\(hex(colour)) \(colourBox(reference, colour).worstEdge(from: ours)) px")
                }
            }
            let size = sizes ? "\(actual.width)×\(actual.height)" : "\(actual.width)×\(actual.height) (reference \(reference.width)×\(reference.height))"
            let edge = worst == Int.max ? "one box empty" : String(format: "%d px (%.1f pt)", worst, Double(worst) / scale)
            rows.append("| \(label) | \(size) | \(refBox.description) | \(edge) | \(colourNotes.joined(separator: ", ")) |")
        } catch {
            missing.append(label)
            rows.append("| \(label) | unreadable: \(error) | | | |")
        }
    }
}

print("| reference | size | content box (reference) | worst content edge | dominant colours: worst box edge |")
print("| --- | --- | --- | --- | --- |")
rows.forEach { print($0) }
let sorted = errorsInPoints.sorted()
let median = sorted.isEmpty ? 0 : (sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2)
print(String(format: "rendered %d of %d; same size %d; content box within ±2 px %d of %d; median content error %.2f pt; dominant colours drawn within 2/255: %d of %d",
             rendered, total, sameSize, withinTwo, rendered, median, coloursFound, coloursTotal))
let known = (ProcessInfo.processInfo.environment["MEASURE_KNOWN_UNRENDERED"] ?? "").split(separator: ",").map(String.init)
func isKnown(_ label: String) -> Bool { known.contains { label.split(separator: "/").last.map(String.init)?.hasPrefix($0) == true } }
let unexpected = missing.filter { !isKnown($0) }
let knownMissing = missing.filter(isKnown)
if !knownMissing.isEmpty { print("not rendered, known: \(knownMissing.count) (\(known.joined(separator: ", ")))") }
let nowRendering = known.filter { prefix in !missing.contains { $0.split(separator: "/").last.map(String.init)?.hasPrefix(prefix) == true } }
if !unexpected.isEmpty || !nowRendering.isEmpty {
    if !unexpected.isEmpty { FileHandle.standardError.write(Data("not rendered: \(unexpected.joined(separator: ", "))\n".utf8)) }
    if !nowRendering.isEmpty { FileHandle.standardError.write(Data("known gaps that now render (take them off the list): \(nowRendering.joined(separator: ", "))\n".utf8)) }
    exit(1)
}
