// penumbra-prepare: writes a Swift file written for iOS as Linux's compiler needs it
// (SourcePreparer), for a snapshot target that builds a design system's sources untouched.
//
//   penumbra-prepare IN.swift OUT.swift     one file
//   penumbra-prepare --folder IN OUT        every .swift file below IN, to the same paths below OUT
import Foundation
import PenumbraSourcePrep

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("penumbra-prepare: \(message)\n".utf8))
    exit(2)
}

func prepare(_ input: URL, to output: URL) {
    guard let data = FileManager.default.contents(atPath: input.path) else { fail("cannot read \(input.path)") }
    guard let text = String(data: data, encoding: .utf8) else { fail("\(input.path) is not UTF-8") }
    let prepared = SourcePreparer.prepare(text, originalPath: input.path)
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(prepared.utf8).write(to: output, options: .atomic)
    } catch {
        fail("cannot write \(output.path): \(error.localizedDescription)")
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--folder" {
    guard arguments.count == 3 else { fail("usage: penumbra-prepare --folder IN OUT") }
    let input = URL(fileURLWithPath: arguments[1]).standardizedFileURL, output = URL(fileURLWithPath: arguments[2])
    guard let walker = FileManager.default.enumerator(at: input, includingPropertiesForKeys: nil) else { fail("cannot read \(input.path)") }
    var count = 0
    for case let url as URL in walker where url.pathExtension == "swift" {
        let relative = url.standardizedFileURL.path.dropFirst(input.path.count + 1)
        prepare(url, to: output.appendingPathComponent(String(relative)))
        count += 1
    }
    print("penumbra-prepare: \(count) files")
} else {
    guard arguments.count == 2 else { fail("usage: penumbra-prepare IN.swift OUT.swift, or --folder IN OUT") }
    prepare(URL(fileURLWithPath: arguments[0]), to: URL(fileURLWithPath: arguments[1]))
}
