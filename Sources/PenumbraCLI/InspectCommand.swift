import ArgumentParser
import Foundation
import PenumbraCore
import Penumbra

/// `penumbra inspect FILE... [--json]`: decodes each PNG and prints its size, colour type, bit
/// depth, interlace and colour space, or why it is invalid.
///
/// With `--reencode-to DIR`, each valid file is also written to `DIR` with Penumbra's encoder
/// (same pixels, 8-bit, sRGB chunk), and the old and new sizes are printed (to stderr under
/// `--json`).
///
/// Exit codes: 0 when every file decodes, 1 when any is invalid, 2 for usage errors or a file
/// that cannot be read or written.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the size, format and colour space of PNG files, or why they are invalid."
    )

    @Argument(help: "The PNG files to inspect.")
    var files: [String] = []

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Option(name: .customLong("reencode-to"), help: ArgumentHelp(
        "Also write each valid file, re-encoded by Penumbra, into this folder.", valueName: "folder"))
    var reencodeFolder: String?

    init() {}

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one PNG file to inspect") }
    }

    func run() throws {
        let inspections = files.map { PNGInspection(path: $0) }
        print(Self.render(inspections, json: json), terminator: "")
        var code = Self.exitCode(for: inspections)
        if let reencodeFolder {
            let (lines, failed) = Self.reencode(inspections, into: URL(fileURLWithPath: reencodeFolder))
            // Keep stdout pure JSON under --json.
            if json { StandardStream.error(lines) } else { print(lines, terminator: "") }
            if failed { code = PenumbraExitCode.usage }
        }
        if code != PenumbraExitCode.success { throw code }
    }

    /// Re-encodes every valid file into `folder` under its own name; returns one line per file
    /// (`old → new bytes`) and whether any write failed.
    static func reencode(_ inspections: [PNGInspection], into folder: URL) -> (String, Bool) {
        var out = "", failed = false
        for inspection in inspections where inspection.valid {
            let source = URL(fileURLWithPath: inspection.file)
            let destination = folder.appendingPathComponent(source.lastPathComponent)
            do {
                let image = try PNGDecoder.decodeImage(contentsOf: source)
                let data = try PNGEncoder.encode(image)
                try AtomicFile.write(data, to: destination)
                let oldSize = (try? FileManager.default.attributesOfItem(atPath: source.path)[.size] as? Int) ?? 0
                var line = "re-encoded \(inspection.file): \(oldSize) -> \(data.count) bytes, \(destination.path)"
                if let space = inspection.colorSpace, space != "sRGB", space != "untagged" {
                    line += " (was \(space); written as sRGB)"
                }
                out += line + "\n"
            } catch {
                failed = true
                out += "cannot re-encode \(inspection.file): \(error)\n"
            }
        }
        return (out, failed)
    }

    /// 2 when a file could not be read, else 1 when any is invalid, else 0.
    static func exitCode(for inspections: [PNGInspection]) -> ExitCode {
        if inspections.contains(where: \.unreadable) { return PenumbraExitCode.usage }
        if inspections.contains(where: { !$0.valid }) { return PenumbraExitCode.findings }
        return PenumbraExitCode.success
    }

    /// The report: one block of lines per file, or a JSON document
    /// `{"schemaVersion": 1, "files": [...]}` (keys sorted), each ending in a newline.
    static func render(_ inspections: [PNGInspection], json: Bool) -> String {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let report = InspectReport(schemaVersion: 1, files: inspections)
            guard let data = try? encoder.encode(report) else { return "{}\n" }
            return String(decoding: data, as: UTF8.self) + "\n"
        }
        var out = ""
        for inspection in inspections {
            out += text(for: inspection)
        }
        return out
    }

    static func text(for inspection: PNGInspection) -> String {
        guard inspection.valid else {
            return "\(inspection.file): INVALID\n  \(inspection.error ?? "unknown error")\n"
        }
        var lines = ["\(inspection.file): OK"]
        if let width = inspection.width, let height = inspection.height {
            lines.append("  size:        \(width)x\(height)")
        }
        if let colorType = inspection.colorType, let depth = inspection.bitDepth {
            lines.append("  format:      \(colorType), \(depth)-bit, \(inspection.interlaced == true ? "Adam7 interlaced" : "not interlaced")")
        }
        if let colorSpace = inspection.colorSpace { lines.append("  colour space: \(colorSpace)") }
        if let chunks = inspection.chunks { lines.append("  chunks:      \(chunks.joined(separator: ", "))") }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The JSON document of `penumbra inspect --json`.
struct InspectReport: Codable {
    var schemaVersion: Int
    var files: [PNGInspection]
}
