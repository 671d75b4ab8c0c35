import CPNGShim

/// Walks a PNG's chunk list in Swift before libpng sees the file: checks the signature, every
/// chunk's bounds and CRC, the IHDR values and the size limit, and collects the colour-space
/// metadata (including cICP, which libpng 1.6.39 does not know).
///
/// Doing this first gives each structural problem its own ``PNGError`` case (libpng reports them
/// all as strings) and rejects an oversized image before any pixel memory is allocated.
struct PNGChunkScanner {
    /// The eight signature bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The first line of a Git LFS pointer file.
    static let lfsPrefix = Array("version https://git-lfs.github.com/spec/".utf8)

    let name: String
    let maxPixels: Int

    /// Scans `bytes`; returns the header and metadata, or throws the first problem found.
    func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) -> PNGInfo {
        try checkSignature(bytes)
        var info: PNGInfo?
        var offset = 8
        var sawIDAT = false, sawPLTE = false
        var chunkTypes: [String] = []
        while true {
            let available = bytes.count - offset
            guard available >= 8 else {
                let after = chunkTypes.last.map { "after \($0)" }
                throw .truncated(file: name, chunk: after, offset: offset, needed: 12, available: available)
            }
            let length = Int(Self.readUInt32(bytes, offset))
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }) else {
                throw .invalidChunk(file: name, chunk: PNGError.hex(typeBytes), offset: offset,
                                    reason: "chunk type is not four ASCII letters")
            }
            guard length <= 0x7FFF_FFFF else {
                throw .invalidChunk(file: name, chunk: type, offset: offset,
                                    reason: "length \(length) exceeds the PNG maximum of 2^31 - 1")
            }
            guard available - 12 >= length else {
                throw .truncated(file: name, chunk: type, offset: offset, needed: length + 12, available: available)
            }
            let data = UnsafeBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = Self.readUInt32(bytes, offset + 8 + length)
            let computed = pn_crc32(0, bytes.baseAddress.map { $0 + offset + 4 }, length + 4)
            guard stored == computed else {
                throw .crcMismatch(file: name, chunk: type, offset: offset, stored: stored, computed: computed)
            }
            if chunkTypes.last != type || type != "IDAT" { chunkTypes.append(type) }

            if info == nil {
                guard type == "IHDR" else { throw .invalidIHDR(file: name, reason: "the first chunk is \(type), not IHDR") }
                info = try parseIHDR(data)
            } else if var current = info {
                switch type {
                case "IHDR":
                    throw .invalidChunk(file: name, chunk: type, offset: offset, reason: "a second IHDR")
                case "IDAT":
                    if current.colorType == .palette && !sawPLTE {
                        throw .invalidChunk(file: name, chunk: "PLTE", offset: offset,
                                            reason: "a palette image needs PLTE before IDAT")
                    }
                    sawIDAT = true
                case "PLTE":
                    sawPLTE = true
                case "IEND":
                    guard sawIDAT else { throw .missingIDAT(file: name) }
                    current.chunkTypes = chunkTypes
                    return current
                default:
                    try readMetadata(type: type, data: data, offset: offset, into: &current)
                }
                info = current
            }
            offset += length + 12
        }
    }

    private func checkSignature(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) {
        if bytes.count >= Self.lfsPrefix.count && Array(bytes[0..<Self.lfsPrefix.count]) == Self.lfsPrefix {
            throw .gitLFSPointer(file: name)
        }
        let head = Array(bytes.prefix(8))
        if head.count < 8 {
            if head == Array(Self.signature.prefix(head.count)) {
                throw .truncated(file: name, chunk: nil, offset: 0, needed: 8, available: head.count)
            }
            throw .badSignature(file: name, found: head)
        }
        guard head[0..<4] == Self.signature[0..<4] else { throw .badSignature(file: name, found: head) }
        guard head[4..<8] == Self.signature[4..<8] else { throw .asciiConversion(file: name, found: head) }
    }

    private func parseIHDR(_ data: UnsafeBufferPointer<UInt8>) throws(PNGError) -> PNGInfo {
        guard data.count == 13 else { throw .invalidIHDR(file: name, reason: "length is \(data.count), expected 13") }
        let width = Int(Self.readUInt32(data, 0)), height = Int(Self.readUInt32(data, 4))
        let depth = Int(data[8]), typeByte = Int(data[9])
        guard width >= 1, height >= 1, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .invalidIHDR(file: name, reason: "size \(width)x\(height): each side must be 1 to 2^31 - 1")
        }
        guard let colorType = PNGColorType(rawValue: typeByte) else {
            throw .invalidIHDR(file: name, reason: "colour type \(typeByte) is not one of 0, 2, 3, 4, 6")
        }
        guard colorType.allowedBitDepths.contains(depth) else {
            throw .invalidIHDR(file: name, reason: "bit depth \(depth) is not allowed for colour type "
                + "\(typeByte) (\(colorType)); allowed: \(colorType.allowedBitDepths.map(String.init).joined(separator: ", "))")
        }
        guard data[10] == 0 else { throw .invalidIHDR(file: name, reason: "compression method \(data[10]), expected 0") }
        guard data[11] == 0 else { throw .invalidIHDR(file: name, reason: "filter method \(data[11]), expected 0") }
        guard data[12] <= 1 else { throw .invalidIHDR(file: name, reason: "interlace method \(data[12]), expected 0 or 1") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maxPixels else {
            throw .tooLarge(file: name, width: width, height: height, maxPixels: maxPixels)
        }
        return PNGInfo(width: width, height: height, bitDepth: depth, colorType: colorType, interlaced: data[12] == 1)
    }

    /// Records the colour-space chunks; a fixed-length one with another length is rejected.
    private func readMetadata(type: String, data: UnsafeBufferPointer<UInt8>, offset: Int,
                              into info: inout PNGInfo) throws(PNGError) {
        func expectLength(_ expected: Int) throws(PNGError) {
            guard data.count == expected else {
                throw .invalidChunk(file: name, chunk: type, offset: offset,
                                    reason: "length is \(data.count), expected \(expected)")
            }
        }
        switch type {
        case "sRGB":
            try expectLength(1)
            info.srgbIntent = Int(data[0])
        case "gAMA":
            try expectLength(4)
            info.gamma = Self.readUInt32(data, 0)
        case "cHRM":
            try expectLength(32)
            info.chromaticities = PNGChromaticities(
                whiteX: Self.readUInt32(data, 0), whiteY: Self.readUInt32(data, 4),
                redX: Self.readUInt32(data, 8), redY: Self.readUInt32(data, 12),
                greenX: Self.readUInt32(data, 16), greenY: Self.readUInt32(data, 20),
                blueX: Self.readUInt32(data, 24), blueY: Self.readUInt32(data, 28))
        case "cICP":
            try expectLength(4)
            info.cicp = PNGCICP(colorPrimaries: data[0], transferFunction: data[1],
                                matrixCoefficients: data[2], fullRange: data[3] != 0)
        case "iCCP":
            // Name: 1-79 Latin-1 bytes, then a NUL; a malformed name is left to libpng.
            let nameBytes = data.prefix { $0 != 0 }.prefix(79)
            info.iccProfileName = String(nameBytes.map { Character(Unicode.Scalar($0)) })
        case "tRNS":
            info.hasTransparencyChunk = true
        default:
            break
        }
    }

    static func readUInt32(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
