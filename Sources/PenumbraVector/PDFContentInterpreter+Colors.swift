import Foundation
import PenumbraCore
import struct PenumbraCore.AffineTransform

// Colours in PDF content: colour spaces (device, ICC-based, indexed, Separation and DeviceN
// through their tint transforms) and optional content visibility.
extension PDFContentInterpreter {
    /// Whether optional content `group` (an OCG or a membership dictionary, `/OCMD`, with its
    /// `/P` policy) is hidden in the default configuration; no group is visible.
    func isHidden(_ group: PDFObject?) throws(VectorError) -> Bool {
        guard let group, !hiddenGroups.isEmpty else { return false }
        var number: Int?
        if case .reference(let n, _) = group { number = n }
        guard let dict = try document.dictionary(group) else { return false }
        guard dict["Type"]?.name == "OCMD" else { return number.map(hiddenGroups.contains) ?? false }
        var members: [Bool] = []
        switch dict["OCGs"] {
        case .reference(let n, _)?: members = [hiddenGroups.contains(n)]
        case .array(let items)?:
            for item in items { if case .reference(let n, _) = item { members.append(hiddenGroups.contains(n)) } }
        default: break
        }
        guard !members.isEmpty else { return false }
        switch try document.name(dict["P"]) ?? "AnyOn" {
        case "AllOn": return members.contains(true)
        case "AnyOff": return !members.contains(true)
        case "AllOff": return members.contains(false)
        default: return !members.contains(false)  // AnyOn: hidden when every member is off
        }
    }

    /// A colour space by name or array.
    func colorSpace(_ value: PDFObject, _ resources: [String: PDFObject], _ at: String, depth: Int = 0) throws(VectorError) -> ColorSpace {
        guard depth < 8 else { throw fail(at, "colour spaces refer to each other too deeply", .badReference) }
        switch try document.resolve(value) {
        case .name("DeviceGray")?, .name("G")?, .name("CalGray")?: return .gray
        case .name("DeviceRGB")?, .name("RGB")?, .name("CalRGB")?: return .rgb
        case .name("DeviceCMYK")?, .name("CMYK")?: return .cmyk
        case .name("Pattern")?: return .pattern
        case .name(let name)?:
            guard let named = try document.dictionary(resources["ColorSpace"])?[name] else {
                throw fail(at, "the colour space \(name) is not in the resources", .badReference)
            }
            return try colorSpace(named, resources, at, depth: depth + 1)
        case .array(let a)?:
            switch a.first?.name {
            case "ICCBased":
                guard a.count > 1, case .reference(let n, _) = a[1], let dict = try document.object(n)?.dictionary else {
                    throw fail(at, "an ICCBased colour space without its profile", .badReference)
                }
                switch try document.integer(dict["N"]) ?? 3 {
                case 1: return .gray
                case 4: return .cmyk
                default: return .rgb
                }
            case "CalRGB": return .rgb
            case "CalGray": return .gray
            case "Pattern": return .pattern
            case "Separation", "DeviceN":
                guard a.count >= 4 else { throw fail(at, "a \(a[0].name ?? "") colour space needs colourants, an alternate space and a tint transform") }
                var components = 1
                if a[0].name == "DeviceN" {
                    guard let names = try document.array(a[1]), (1...32).contains(names.count) else {
                        throw fail(at, "a DeviceN colour space needs 1 to 32 colourant names")
                    }
                    components = names.count
                }
                let alternate = try colorSpace(a[2], resources, at, depth: depth + 1)
                switch alternate {
                case .gray, .rgb, .cmyk: break
                default: throw fail(at, "a \(a[0].name ?? "") colour space's alternate must be a device, ICC or CIE space")
                }
                var doc = document
                let tint = try PDFFunction.parse(a[3], document: &doc, at: at)
                return .separation(components: components, alternate: alternate, tint: tint)
            case "Indexed", "I":
                guard a.count == 4 else { throw fail(at, "an Indexed colour space needs a base, a maximum and a table") }
                let base = try colorSpace(a[1], resources, at, depth: depth + 1)
                let hival = try document.integer(a[2]) ?? 0
                var lookup: [UInt8]
                switch a[3] {
                case .string(let s): lookup = s
                case .reference(let n, _): var doc = document; lookup = try doc.stream(n).data
                default: throw fail(at, "an Indexed colour space without a table")
                }
                return .indexed(base: base, hival: hival, lookup: lookup)
            default:
                throw fail(at, "the colour space \(a.first?.name ?? "?") is not read", .unsupported)
            }
        default:
            throw fail(at, "not a colour space", .malformed)
        }
    }

    /// The sRGB colour of `operands` in `space` (missing components are 0, as initial colours).
    func color(_ space: ColorSpace, _ operands: [PDFObject], _ at: String) throws(VectorError) -> RGBA8 {
        let v = operands.compactMap(\.number).map { max(0, min(1, $0)) }
        func c(_ k: Int) -> Double { k < v.count ? v[k] : 0 }
        func byte(_ x: Double) -> UInt8 { UInt8((max(0, min(1, x)) * 255).rounded()) }
        switch space {
        case .gray: return RGBA8(byte(c(0)), byte(c(0)), byte(c(0)))
        case .rgb: return RGBA8(byte(c(0)), byte(c(1)), byte(c(2)))
        case .cmyk:
            // The naive conversion the PDF reference gives (§ 10.3.5).
            let k = v.count > 3 ? c(3) : (v.isEmpty ? 1 : 0)
            return RGBA8(byte(1 - min(1, c(0) + k)), byte(1 - min(1, c(1) + k)), byte(1 - min(1, c(2) + k)))
        case let .indexed(base, hival, lookup):
            let index = min(hival, max(0, PDFDocument.integer(operands.first?.number ?? 0)))
            let n = Self.components(base)
            guard (index + 1) * n <= lookup.count else { throw fail(at, "an Indexed colour beyond its table") }
            let comps = (0..<n).map { PDFObject.number(Double(lookup[index * n + $0]) / 255) }
            return try color(base, comps, at)
        case .pattern:
            return .black
        case let .separation(components, alternate, tint):
            // The initial colour is every tint at 1 (full colourant).
            let tints = operands.isEmpty ? [Double](repeating: 1, count: components) : (0..<components).map(c)
            return try color(alternate, try evaluate(tint, tints).map(PDFObject.number), at)
        }
    }
}
