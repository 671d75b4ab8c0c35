// penumbra-prepare: writes a Swift file written for iOS as Linux's compiler needs it
// (SourcePreparer), for a snapshot target that builds a design system's sources untouched.
//
//   penumbra-prepare IN.swift OUT.swift     one file
//   penumbra-prepare --folder IN OUT        every .swift file below IN, to the same paths below OUT
//   penumbra-prepare --folder IN OUT --previews MODULE
//                                           and OUT/PenumbraPreviews.swift: the PreviewProviders
//                                           and file-scope #Previews of module MODULE (each
//                                           #Preview wrapped in an enum on its own lines, so
//                                           the index can name it), for PenumbraUI's PreviewCatalog
import Foundation
import PenumbraSourcePrep

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("penumbra-prepare: \(message)\n".utf8))
    exit(2)
}

/// Prepares `input` into `output`, indexing its previews into `index` when given.
func prepare(_ input: URL, to output: URL, index: inout PreviewIndex?, relative: String) {
    guard let data = FileManager.default.contents(atPath: input.path) else { fail("cannot read \(input.path)") }
    guard let text = String(data: data, encoding: .utf8) else { fail("\(input.path) is not UTF-8") }
    var prepared = SourcePreparer.prepare(text, originalPath: input.path)
    if index != nil { prepared = index!.scan(prepared, file: relative) }
    write(prepared, to: output)
}

func write(_ text: String, to output: URL) {
    do {
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: output, options: .atomic)
    } catch {
        fail("cannot write \(output.path): \(error.localizedDescription)")
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--folder" {
    guard arguments.count == 3 || (arguments.count == 5 && arguments[3] == "--previews") else {
        fail("usage: penumbra-prepare --folder IN OUT [--previews MODULE]")
    }
    let input = URL(fileURLWithPath: arguments[1]).standardizedFileURL, output = URL(fileURLWithPath: arguments[2])
    let module = arguments.count == 5 ? arguments[4] : nil
    if let module, module.isEmpty || !module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        fail("--previews needs a module name, not '\(module)'")
    }
    guard let walker = FileManager.default.enumerator(at: input, includingPropertiesForKeys: nil) else { fail("cannot read \(input.path)") }
    var urls: [URL] = []
    for case let url as URL in walker where url.pathExtension == "swift" { urls.append(url) }
    var found: PreviewIndex? = module == nil ? nil : PreviewIndex()
    for url in urls.sorted(by: { $0.path < $1.path }) {
        let relative = String(url.standardizedFileURL.path.dropFirst(input.path.count + 1))
        prepare(url, to: output.appendingPathComponent(relative), index: &found, relative: relative)
    }
    if let module, let index = found {
        let file = output.appendingPathComponent(PreviewIndex.fileName)
        guard !FileManager.default.fileExists(atPath: input.appendingPathComponent(PreviewIndex.fileName).path) else {
            fail("\(input.path) already has a \(PreviewIndex.fileName); not writing the index over it")
        }
        write(index.generatedSource(module: module), to: file)
        let unindexed = index.macros - index.sites.count
        print("penumbra-prepare: \(urls.count) files; \(PreviewIndex.fileName): \(index.providers.count) PreviewProviders, \(index.sites.count) #Previews"
              + (index.unreachable.isEmpty ? "" : ", \(index.unreachable.count) private ones left out (\(index.unreachable.map(\.name).joined(separator: ", ")))")
              + (unindexed == 0 ? "" : ", \(unindexed) #Preview macros inside a type or function not indexed"))
    } else {
        print("penumbra-prepare: \(urls.count) files")
    }
} else {
    guard arguments.count == 2 else { fail("usage: penumbra-prepare IN.swift OUT.swift, or --folder IN OUT") }
    var none: PreviewIndex? = nil
    prepare(URL(fileURLWithPath: arguments[0]), to: URL(fileURLWithPath: arguments[1]), index: &none, relative: arguments[0])
}
