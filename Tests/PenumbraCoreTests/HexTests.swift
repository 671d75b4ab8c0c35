import Testing
@testable import PenumbraCore

@Suite struct HexTests {
    @Test func fixedWidthUpperCaseDigits() {
        #expect(Hex.fixed(UInt8(0x0A), digits: 2) == "0A")
        #expect(Hex.fixed(UInt32(0x89AB_CDEF), digits: 8) == "89ABCDEF")
        #expect(Hex.fixed(UInt64(0xcbf2_9ce4_8422_2325), digits: 16) == "CBF29CE484222325")
        #expect(Hex.bytes([0x89, 0x50, 0x4E, 0x47]) == "89 50 4E 47")
        #expect(Hex.bytes([0, 255], separator: "") == "00FF")
        #expect(RGBA8(255, 136, 0, 17).hex == "#FF880011")
        #expect(FNV1a64.hex(0xAB) == "00000000000000ab")
    }
}
