// PDF functions (ISO 32000-1 § 7.10): sampled (type 0), exponential (type 2), stitching (type 3)
// and PostScript calculator (type 4) functions, or an array of one-output functions, parsed once
// from the file (references followed, cycles and deep nesting refused) and then evaluated as
// often as a shading needs. Every error names the function's object.
import PenumbraCore

/// A parsed PDF function.
indirect enum PDFFunction: Hashable {
    /// Outputs are clipped to `range` (when it has one) after each function.
    case sampled(PDFSampledFunction)
    case exponential(domain: [Double], range: [Double]?, c0: [Double], c1: [Double], n: Double)
    case stitching(domain: [Double], range: [Double]?, functions: [PDFFunction], bounds: [Double], encode: [Double])
    case calculator(domain: [Double], range: [Double], program: PostScriptCalculator, place: String)
    /// One function per output (a shading's `Function` array); their outputs in order.
    case array([PDFFunction])

    /// How deep stitching functions may nest.
    static let maxDepth = 8

    /// Parses the function `object` (a dictionary, a stream, a reference to either, or an array
    /// of them); `at` names where it is used.
    static func parse(_ object: PDFObject?, document: inout PDFDocument, at: String, depth: Int = 0) throws(VectorError) -> PDFFunction {
        func fail(_ place: String, _ reason: String, _ kind: VectorError.Kind = .malformed) -> VectorError {
            VectorError(kind, file: document.file, location: place, reason: reason)
        }
        guard depth < maxDepth else { throw fail(at, "functions nest deeper than \(maxDepth)", .tooLarge) }
        var place = at
        var dict: [String: PDFObject]
        var streamNumber: Int?
        switch object {
        case .reference(let n, _)?:
            place = "object \(n) 0"
            switch try document.resolve(object) {
            case .dictionary(let d)?: dict = d
            case .array(let parts)?: return try array(parts, document: &document, at: place, depth: depth)
            default: throw fail(place, "a function that is not a dictionary")
            }
            if typeNumber(dict) == 0 || typeNumber(dict) == 4 { streamNumber = n }
        case .dictionary(let d)?: dict = d
        case .array(let parts)?: return try array(parts, document: &document, at: at, depth: depth)
        default: throw fail(at, "a function that is not a dictionary")
        }
        func numbers(_ key: String) throws(VectorError) -> [Double]? {
            guard let a = try document.array(dict[key]) else { return nil }
            var out: [Double] = []
            for v in a {
                guard let n = try document.number(v), n.isFinite else { throw fail(place, "the function's /\(key) holds something that is not a number") }
                out.append(n)
            }
            return out
        }
        let domain = try numbers("Domain") ?? [0, 1]
        guard domain.count >= 2, domain.count % 2 == 0 else { throw fail(place, "a function whose Domain is not pairs of numbers") }
        let range = try numbers("Range")
        if let range { guard range.count >= 2, range.count % 2 == 0 else { throw fail(place, "a function whose Range is not pairs of numbers") } }
        let type = try document.integer(dict["FunctionType"]) ?? -1
        switch type {
        case 0, 4:
            guard let streamNumber else { throw fail(place, "a type \(type) function that is not a stream") }
            let (streamDict, data) = try document.stream(streamNumber)
            if type == 0 {
                let doc = document
                return .sampled(try PDFSampledFunction(streamDict, data: data, document: doc) { reason, kind in fail(place, reason, kind) })
            }
            guard let range else { throw fail(place, "a calculator function without its Range") }
            do {
                return .calculator(domain: domain, range: range, program: try PostScriptCalculator(source: data), place: place)
            } catch {
                throw fail(place, "a calculator function's program: \(error.reason)")
            }
        case 2:
            let c0 = try numbers("C0") ?? [0], c1 = try numbers("C1") ?? [1]
            guard c0.count == c1.count, !c0.isEmpty else { throw fail(place, "an exponential function whose C0 and C1 differ in length") }
            let n = try document.number(dict["N"]) ?? 1
            guard n.isFinite, abs(n) <= 1_000 else { throw fail(place, "an exponential function with exponent \(n)") }
            return .exponential(domain: domain, range: range, c0: c0, c1: c1, n: n)
        case 3:
            guard let parts = try document.array(dict["Functions"]), let bounds = try numbers("Bounds"), parts.count == bounds.count + 1 else {
                throw fail(place, "a stitching function without its parts")
            }
            guard parts.count <= 256 else { throw fail(place, "a stitching function of more than 256 parts", .tooLarge) }
            var functions: [PDFFunction] = []
            for p in parts { functions.append(try parse(p, document: &document, at: place, depth: depth + 1)) }
            let encode = try numbers("Encode") ?? functions.flatMap { _ in [0.0, 1.0] }
            return .stitching(domain: domain, range: range, functions: functions, bounds: bounds, encode: encode)
        default:
            throw fail(place, "function type \(type) is not drawn", .unsupported)
        }
    }

    private static func typeNumber(_ dict: [String: PDFObject]) -> Int? { dict["FunctionType"]?.number.map(PDFDocument.integer) }

    private static func array(_ parts: [PDFObject], document: inout PDFDocument, at: String, depth: Int) throws(VectorError) -> PDFFunction {
        guard parts.count <= 32 else {
            throw VectorError(.tooLarge, file: document.file, location: at, reason: "an array of more than 32 functions")
        }
        var functions: [PDFFunction] = []
        for p in parts { functions.append(try parse(p, document: &document, at: at, depth: depth + 1)) }
        return .array(functions)
    }

    /// The outputs at the input `x` (one input; shadings give one).
    func evaluate(_ x: Double) throws(VectorError) -> [Double] { try evaluate([x]) }

    /// The outputs at `inputs`, clipped to the domain and range.
    func evaluate(_ inputs: [Double]) throws(VectorError) -> [Double] {
        switch self {
        case .sampled(let f):
            return f.evaluate(inputs)
        case let .exponential(domain, range, c0, c1, n):
            let x = Self.clip(inputs.first ?? 0, domain, 0)
            var p = 1.0
            if n == n.rounded(), n >= 0, n <= 64 {
                for _ in 0..<Int(fileNumber: n) { p *= x }  // one multiplication at a time, as gradients always took it
            } else {
                p = Exponentials.pow(x, n)
            }
            guard p.isFinite else { return Self.clip(c0, range) }
            return Self.clip(zip(c0, c1).map { $0 + p * ($1 - $0) }, range)
        case let .stitching(domain, range, functions, bounds, encode):
            let x = Self.clip(inputs.first ?? 0, domain, 0)
            var k = 0
            while k < bounds.count, x >= bounds[k] { k += 1 }
            let lo = k == 0 ? domain[0] : bounds[k - 1], hi = k == bounds.count ? domain[1] : bounds[k]
            let e0 = encode.count > 2 * k + 1 ? encode[2 * k] : 0, e1 = encode.count > 2 * k + 1 ? encode[2 * k + 1] : 1
            let u = hi == lo ? e0 : e0 + (x - lo) * (e1 - e0) / (hi - lo)
            return Self.clip(try functions[k].evaluate(u), range)
        case let .calculator(domain, range, program, place):
            var clipped: [Double] = []
            for i in 0..<(domain.count / 2) { clipped.append(Self.clip(i < inputs.count ? inputs[i] : domain[2 * i], domain, i)) }
            let out: [Double]
            do { out = try program.run(clipped) } catch {
                throw VectorError(.malformed, location: place, reason: "the calculator function fails: \(error.reason)")
            }
            guard out.count >= range.count / 2 else {
                throw VectorError(.malformed, location: place, reason: "the calculator function leaves \(out.count) values, not \(range.count / 2)")
            }
            return Self.clip(Array(out.suffix(range.count / 2)), range)
        case .array(let functions):
            var out: [Double] = []
            for f in functions { out += try f.evaluate(inputs) }
            return out
        }
    }

    /// `x` clipped to input `i`'s interval of `domain`.
    private static func clip(_ x: Double, _ domain: [Double], _ i: Int) -> Double {
        guard domain.count >= 2 * i + 2 else { return x }
        let a = domain[2 * i], b = domain[2 * i + 1]
        return min(max(x, min(a, b)), max(a, b))
    }

    private static func clip(_ values: [Double], _ range: [Double]?) -> [Double] {
        guard let range else { return values }
        return values.enumerated().map { clip($1, range, $0) }
    }
}
