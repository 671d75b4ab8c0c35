// render-previews: renders every PreviewProvider of a real SwiftUI design system — Orange's ODS
// and the three packages it pins, built untouched in this scratch package — and SpeziViews'
// file-scope #Previews in light and dark,
// through PenumbraUI's PreviewCatalog and the `PenumbraPreviews_<module>` index penumbra-prepare wrote
// for each module. Writes each image to OUT/<module>/<provider>-<n>-<appearance>.png, prints a
// line per preview, each render warning (light's), and a total, and exits 1 when a preview fails that is not named as expected.
//
//   render-previews OUT [expected failure names…]
import BottomSheet
import DeclarationAccessibility
import Flow
import Foundation
import InnovationCupTheme
import OrangeDesignSystem
import OrangeTheme
import Penumbra
import PenumbraUI
import SpeziViews

let arguments = CommandLine.arguments.dropFirst()
guard let out = arguments.first else {
    FileHandle.standardError.write(Data("usage: render-previews OUT [expected failures…]\n".utf8))
    exit(2)
}
let expected = Set(arguments.dropFirst())
let modules: [(String, [PreviewCatalog.Entry])] = [
    ("Flow", PenumbraPreviews_Flow.providers),
    ("BottomSheet", PenumbraPreviews_BottomSheet.providers),
    ("DeclarationAccessibility", PenumbraPreviews_DeclarationAccessibility.providers),
    ("OrangeDesignSystem", PenumbraPreviews_OrangeDesignSystem.providers),
    ("OrangeTheme", PenumbraPreviews_OrangeTheme.providers),
    ("InnovationCupTheme", PenumbraPreviews_InnovationCupTheme.providers),
    ("SpeziViews", PenumbraPreviews_SpeziViews.providers),
]
// Xcode's canvas at 2x (the screen's points; half the pixels of an iPhone 13 Pro's 3x).
var config = RenderConfiguration()
config.scale = .x2
var providers = 0, macros = 0, previews = 0, images = 0
var failures: [String] = [], unexpected: [String] = [], warnings: [String] = []
for (module, entries) in modules {
    let folder = URL(fileURLWithPath: out).appendingPathComponent(module)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for entry in entries {
        if entry.name.hasPrefix("#Preview ") { macros += 1 } else { providers += 1 }
        for (appearance, traits) in [("light", Traits.light), ("dark", Traits.dark)] {
            do throws(UIError) {
                let parts = try config.previews(of: entry, traits: traits)
                if appearance == "light" { previews += parts.count }
                for part in parts {
                    let render = try config.renderPreview(entry, part: part, traits: traits)
                    let file = folder.appendingPathComponent("\(entry.name)-\(part.index + 1)-\(appearance).png")
                    try? PNGEncoder.encode(render.bitmap).write(to: file)
                    images += 1
                    for warning in render.warnings where appearance == "light" { warnings.append("\(module).\(entry.name) \(part.index + 1): \(warning)") }
                    let size = "\(render.bitmap.width)×\(render.bitmap.height)"
                    print("| \(module) | \(entry.name) \(part.index + 1)\(part.displayName.map { " “\($0)”" } ?? "") | \(appearance) | \(part.layout) | \(size) | drawn |")
                }
            } catch {
                failures.append("\(entry.name) \(appearance)")
                if !expected.contains(entry.name) { unexpected.append("\(module).\(entry.name) (\(appearance)): \(error)") }
                print("| \(module) | \(entry.name) | \(appearance) | | | \(error) |")
            }
        }
    }
}
for line in warnings { print("warning: \(line)") }
print("previews: \(providers) PreviewProviders and \(macros) #Previews, \(previews) previews, \(images) images drawn (light and dark); \(failures.count) failed renders")
if !unexpected.isEmpty {
    for line in unexpected { FileHandle.standardError.write(Data("render-previews: \(line)\n".utf8)) }
    exit(1)
}
