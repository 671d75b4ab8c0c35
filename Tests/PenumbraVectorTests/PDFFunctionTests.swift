import Foundation
import PenumbraCore
import Testing
@testable import PenumbraVector

/// PDF functions: sampled tables and PostScript calculator programs, with exact values, and the
/// typed errors broken ones give.
@Suite struct PDFFunctionTests {
    /// Object 5 of a small PDF, parsed as a function.
    static func function(_ object: String) throws -> PDFFunction {
        var doc = try PDFDocument(bytes: [UInt8](PDFReaderTests.pdf("", extra: [object])), file: "f.pdf")
        return try PDFFunction.parse(.reference(5, 0), document: &doc, at: "test")
    }

    /// A stream object: `dict` (without its Length) and `data`.
    static func stream(_ dict: String, _ data: String) -> String {
        "<< \(dict) /Length \(data.utf8.count) >>\nstream\n\(data)\nendstream"
    }

    static func calculator(_ program: String, range: String = "[-1000 1000]", domain: String = "[-1000 1000]") throws -> PDFFunction {
        try function(stream("/FunctionType 4 /Domain \(domain) /Range \(range)", program))
    }

    @Test func aCalculatorProgramRunsOnItsInput() throws {
        #expect(try Self.calculator("{ 2 mul }").evaluate(0.25) == [0.5])
        let clamp = try Self.calculator("{ dup 0.5 gt { pop 1 } { 2 mul } ifelse }")
        #expect(try clamp.evaluate(0.7) == [1])
        #expect(try clamp.evaluate(0.2) == [0.4])
        // Three outputs from one input, with stack operators.
        let three = try Self.calculator("{ dup 2 mul exch dup 3 mul 3 1 roll 1 index add }", range: "[-100 100 -100 100 -100 100]")
        // x=1: x 2x → 2x x → 2x x 3x → 3x 2x x → 3x 2x x 2x → 3x 2x 3x.
        #expect(try three.evaluate(1) == [3, 2, 3])
        // Integer and boolean operators, trigonometry in degrees, exponentials.
        #expect(try Self.calculator("{ pop 7 2 idiv 7 2 mod add }").evaluate(0) == [4])
        #expect(try Self.calculator("{ pop 1 3 bitshift 12 10 xor add 5 not add }").evaluate(0) == [8 + 6 - 6])
        #expect(try Self.calculator("{ pop 90 sin 180 cos add }").evaluate(0) == [0])
        #expect(abs(try Self.calculator("{ pop 1 1 atan -1 0 atan add }").evaluate(0)[0] - 315) < 1e-12)
        #expect(abs(try Self.calculator("{ pop 2 10 exp 1000 log add 1 ln add 1000 sub }").evaluate(0)[0] - 27) < 1e-12)
        #expect(try Self.calculator("{ pop 2.5 round -2.5 round add 3.7 truncate add -3.7 floor add 3.2 ceiling add }").evaluate(0) == [3 - 2 + 3 - 4 + 4])
        #expect(try Self.calculator("{ 1 eq { 1 } { 0 } ifelse dup 2 copy pop pop pop }").evaluate(1) == [1])
        // Outputs are clipped to the range.
        #expect(try Self.calculator("{ 10 mul }", range: "[0 1]").evaluate(0.5) == [1])
    }

    @Test func brokenProgramsGiveTypedErrors() throws {
        for bad in ["{ 2 foo }", "2 mul", "{ 2 mul", "{ { 1 } }", "{ 1 if }"] {
            #expect { try Self.calculator(bad) } throws: {
                let e = $0 as? VectorError
                return e?.kind == .malformed && e?.location == "object 5 0" && e?.file == "f.pdf"
            }
        }
        // A stack that overflows, underflows, or a division by zero, when it runs.
        let deep = "{ " + String(repeating: "1 ", count: 120) + "}"
        for bad in [deep, "{ pop pop }", "{ 0 div }", "{ -1 sqrt }", "{ 1 1 eq }"] {
            let f = try Self.calculator(bad)
            #expect { try f.evaluate(1) } throws: { ($0 as? VectorError)?.location == "object 5 0" }
        }
        // Blocks nested past the bound.
        let nested = "{ true " + String(repeating: "{ true ", count: 40) + String(repeating: "} if ", count: 40) + "}"
        #expect { try Self.calculator(nested) } throws: { ($0 as? VectorError)?.kind == .malformed }
    }

    @Test func aSampledFunctionInterpolatesItsTable() throws {
        // Three 8-bit samples 0, 255, 51 over [0 1]: x = 0.25 lies halfway between the first two.
        let f = try Self.function(Self.stream("/FunctionType 0 /Domain [0 1] /Range [0 1] /Size [3] /BitsPerSample 8 /Filter /ASCIIHexDecode", "00FF33>"))
        #expect(try f.evaluate(0.25) == [0.5])
        #expect(try f.evaluate(0.75) == [0.6])
        #expect(try f.evaluate(1) == [0.2])
        // Two inputs, two outputs of 4 bits, with a Decode: samples (a, b) at the grid's corners.
        // Grid 2x2, first input fastest: (0,0)=(0,15) (1,0)=(15,0) (0,1)=(5,5) (1,1)=(10,10).
        let g = try Self.function(Self.stream("/FunctionType 0 /Domain [0 1 0 1] /Range [0 2 0 2] /Decode [0 1.5 0 1.5] /Size [2 2] /BitsPerSample 4 /Filter /ASCIIHexDecode", "0FF055AA>"))
        // The centre: the mean of the four corners, (7.5, 7.5) / 15 × 1.5.
        #expect(try g.evaluate([0.5, 0.5]) == [0.75, 0.75])
        #expect(try g.evaluate([1, 0]) == [1.5, 0])
        // 12-bit samples, not byte-aligned: 0x000 and 0xFFF.
        let h = try Self.function(Self.stream("/FunctionType 0 /Domain [0 1] /Range [0 1] /Size [2] /BitsPerSample 12 /Filter /ASCIIHexDecode", "000FFF>"))
        #expect(try h.evaluate(0.5) == [0.5])
    }

    @Test func brokenSampledFunctionsGiveTypedErrors() {
        // Too few bytes for the table; a table far too large; no Range.
        for bad in ["/Size [4] /BitsPerSample 8 /Range [0 1]", "/Size [100000 100000] /BitsPerSample 8 /Range [0 1]",
                    "/Size [2] /BitsPerSample 8", "/Size [2] /BitsPerSample 7 /Range [0 1]"] {
            #expect { try Self.function(Self.stream("/FunctionType 0 /Domain [0 1] \(bad)", "ab")) } throws: {
                ($0 as? VectorError)?.location == "object 5 0"
            }
        }
    }

    @Test func exponentialsAreCloseAndExact() {
        #expect(Exponentials.exp(0) == 1)
        #expect(Exponentials.ln(1) == 0)
        #expect(abs(Exponentials.exp(1) - 2.718281828459045) <= 4.5e-16)
        #expect(abs(Exponentials.ln(10) - 2.302585092994046) <= 4.5e-16)
        #expect(abs(Exponentials.log10(1000) - 3) <= 4.5e-16)
        #expect(Exponentials.pow(2, 10) == 1024)
        #expect(abs(Exponentials.pow(2, 0.5) - 2.0.squareRoot()) <= 4.5e-16)
        #expect(abs(Exponentials.exp(-20) - 2.061153622438558e-09) <= 1e-23)
    }

    @Test func aCalculatorShadingBecomesAGradient() throws {
        let program = "{ dup 0 exch }"
        let d = try PDFReader.read(PDFReaderTests.pdf("/Sh0 sh", resources: "<< /Shading << /Sh0 5 0 R >> >>", extra: [
            "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 20 0] /Function 6 0 R >>",
            Self.stream("/FunctionType 4 /Domain [0 1] /Range [0 1 0 1 0 1]", program),
        ]))
        guard case .shape(let s) = d.content.first, case .linear(let g)? = s.fill?.paint else { Issue.record("no gradient"); return }
        #expect(g.stops.first?.color == RGBA8(0, 0, 0) && g.stops.last?.color == RGBA8(255, 0, 255))
        #expect(g.stops[16].color == RGBA8(128, 0, 128))
    }
}
