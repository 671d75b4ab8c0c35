// Mesh shadings (ISO 32000-1 § 8.7.4.5.5–8.7.4.5.8) read into triangles: free-form (type 4) and
// lattice-form (type 5) Gouraud triangle meshes as they are, Coons (type 6) and tensor-product
// (type 7) patch meshes evaluated on a fixed grid of their parameter square and split into
// triangles. Vertex data is bit-packed (flags, coordinates and colour components of the widths
// the dictionary gives, mapped through /Decode); with a /Function the colour is one parameter,
// mapped at each vertex. The triangle count and the data read are bounded.
import PenumbraCore

/// Reads the vertex data of a mesh shading.
struct PDFMeshShading {
    /// The most triangles one shading may give.
    static let maxTriangles = 1_000_000
    /// Each patch of a type 6 or 7 mesh becomes a grid of this many cells a side, two triangles each.
    static let patchGrid = 8

    /// Why the data could not be read.
    struct Failure: Error {
        var reason: String
    }

    let type: Int
    let bitsPerCoordinate: Int, bitsPerComponent: Int, bitsPerFlag: Int
    /// Components a vertex carries (1 with a function).
    let components: Int
    let decode: [Double]
    let verticesPerRow: Int
    /// The colour of a vertex's decoded components.
    let color: ([Double]) throws(VectorError) -> RGBA8

    /// A reader for a shading of `type` whose dictionary gave these entries.
    init(type: Int, bitsPerCoordinate: Int, bitsPerComponent: Int, bitsPerFlag: Int, components: Int, decode: [Double],
         verticesPerRow: Int, color: @escaping ([Double]) throws(VectorError) -> RGBA8) throws(Failure) {
        guard (4...7).contains(type) else { throw Failure(reason: "shading type \(type) is not a mesh") }
        guard [1, 2, 4, 8, 12, 16, 24, 32].contains(bitsPerCoordinate) else { throw Failure(reason: "\(bitsPerCoordinate) bits a coordinate") }
        guard [1, 2, 4, 8, 12, 16].contains(bitsPerComponent) else { throw Failure(reason: "\(bitsPerComponent) bits a colour component") }
        guard type == 5 || [2, 4, 8].contains(bitsPerFlag) else { throw Failure(reason: "\(bitsPerFlag) bits a flag") }
        guard (1...8).contains(components) else { throw Failure(reason: "\(components) colour components") }
        guard decode.count >= 4 + 2 * components, decode.allSatisfy(\.isFinite) else {
            throw Failure(reason: "a Decode array of \(decode.count) numbers for \(components) colour components")
        }
        guard type != 5 || verticesPerRow >= 2 else { throw Failure(reason: "a lattice of \(verticesPerRow) vertices a row") }
        self.type = type; self.bitsPerCoordinate = bitsPerCoordinate; self.bitsPerComponent = bitsPerComponent
        self.bitsPerFlag = bitsPerFlag; self.components = components; self.decode = decode; self.verticesPerRow = verticesPerRow
        self.color = color
    }

    /// A vertex: a point and its colour.
    private struct Vertex {
        var point: Point
        var color: RGBA8
    }

    /// Big-endian bits of the data.
    private struct BitReader {
        let data: [UInt8]
        var bit = 0

        var remaining: Int { data.count * 8 - bit }

        mutating func read(_ n: Int) -> UInt64 {
            var v: UInt64 = 0
            var left = n
            while left > 0 {
                let byte = data[bit >> 3], used = bit & 7
                let take = min(left, 8 - used)
                let chunk = (UInt64(byte) >> UInt64(8 - used - take)) & ((1 << UInt64(take)) - 1)
                v = v << UInt64(take) | chunk
                bit += take
                left -= take
            }
            return v
        }

        mutating func align() { bit = (bit + 7) & ~7 }
    }

    /// The triangles of the data.
    func triangles(_ data: [UInt8]) throws(VectorError) -> [VectorMeshTriangle] {
        var reader = BitReader(data: data)
        var out: [VectorMeshTriangle] = []
        func add(_ a: Vertex, _ b: Vertex, _ c: Vertex) throws(VectorError) {
            guard out.count < Self.maxTriangles else {
                throw VectorError(.tooLarge, location: "", reason: "a mesh shading of more than \(Self.maxTriangles) triangles")
            }
            out.append(VectorMeshTriangle(a.point, b.point, c.point, colors: a.color, b.color, c.color))
        }
        switch type {
        case 4:
            let vertexBits = bitsPerFlag + 2 * bitsPerCoordinate + components * bitsPerComponent
            var a: Vertex?, b: Vertex?, c: Vertex?
            while reader.remaining >= vertexBits {
                let flag = Int(reader.read(bitsPerFlag) & 3)
                let v = try vertex(&reader)
                reader.align()
                if flag == 0 || c == nil {
                    // A new triangle: this vertex and the next two.
                    guard reader.remaining >= 2 * vertexBits else { break }
                    _ = reader.read(bitsPerFlag); let v1 = try vertex(&reader); reader.align()
                    _ = reader.read(bitsPerFlag); let v2 = try vertex(&reader); reader.align()
                    (a, b, c) = (v, v1, v2)
                } else if flag == 1 {
                    (a, b, c) = (b, c, v)
                } else {
                    (a, b, c) = (a, c, v)
                }
                try add(a!, b!, c!)
            }
        case 5:
            let vertexBits = 2 * bitsPerCoordinate + components * bitsPerComponent
            var previous: [Vertex] = [], row: [Vertex] = []
            while reader.remaining >= vertexBits {
                row.append(try vertex(&reader))
                reader.align()
                if row.count == verticesPerRow {
                    if !previous.isEmpty {
                        for k in 0..<(verticesPerRow - 1) {
                            try add(previous[k], previous[k + 1], row[k])
                            try add(previous[k + 1], row[k + 1], row[k])
                        }
                    }
                    previous = row
                    row = []
                }
            }
        default:
            try patches(&reader, add)
        }
        return out
    }

    /// One vertex's coordinates and colour.
    private func vertex(_ reader: inout BitReader) throws(VectorError) -> Vertex {
        let p = point(&reader)
        return Vertex(point: p, color: try colorComponents(&reader))
    }

    private func point(_ reader: inout BitReader) -> Point {
        let top = Double((UInt64(1) << UInt64(bitsPerCoordinate)) - 1)
        let x = Double(reader.read(bitsPerCoordinate)), y = Double(reader.read(bitsPerCoordinate))
        return Point(decode[0] + x * (decode[1] - decode[0]) / top, decode[2] + y * (decode[3] - decode[2]) / top)
    }

    private func colorComponents(_ reader: inout BitReader) throws(VectorError) -> RGBA8 {
        let top = Double((UInt64(1) << UInt64(bitsPerComponent)) - 1)
        var values: [Double] = []
        for k in 0..<components {
            let s = Double(reader.read(bitsPerComponent))
            values.append(decode[4 + 2 * k] + s * (decode[5 + 2 * k] - decode[4 + 2 * k]) / top)
        }
        return try color(values)
    }

    // MARK: Patches

    /// Coons (12 points) and tensor-product (16 points) patches, each evaluated on a grid.
    private func patches(_ reader: inout BitReader, _ add: (Vertex, Vertex, Vertex) throws(VectorError) -> Void) throws(VectorError) {
        let pointCount = type == 6 ? 12 : 16
        let colorBits = components * bitsPerComponent
        // The previous patch's boundary points (in the order of the data) and corner colours.
        var last: [Point] = [], lastColors: [RGBA8] = []
        while reader.remaining >= bitsPerFlag {
            let flag = Int(reader.read(bitsPerFlag) & 3)
            let newPoints = flag == 0 ? pointCount : pointCount - 4, newColors = flag == 0 ? 4 : 2
            guard reader.remaining >= newPoints * 2 * bitsPerCoordinate + newColors * colorBits else { break }
            var points: [Point] = [], colors: [RGBA8] = []
            if flag != 0 {
                guard last.count >= 12, lastColors.count == 4 else { break }
                // The shared edge: points 3·flag … 3·flag + 3 of the previous patch, colours flag and flag + 1.
                for k in 0..<4 { points.append(last[(3 * flag + k) % 12]) }
                colors = [lastColors[flag], lastColors[(flag + 1) % 4]]
            }
            for _ in 0..<newPoints { points.append(point(&reader)) }
            for _ in 0..<newColors { colors.append(try colorComponents(&reader)) }
            last = points
            lastColors = colors
            try subdivide(points, colors, add)
        }
    }

    /// A patch's surface on a grid, as triangles with bilinearly interpolated corner colours.
    private func subdivide(_ p: [Point], _ c: [RGBA8], _ add: (Vertex, Vertex, Vertex) throws(VectorError) -> Void) throws(VectorError) {
        // The 4×4 control net of the patch, rows v = 0…3, columns u = 0…3 (ISO 32000-1 figures 46
        // and 47: the boundary runs p00 p01 p02 p03 p13 p23 p33 p32 p31 p30 p20 p10).
        var net = [[Point]](repeating: [Point](repeating: .zero, count: 4), count: 4)
        let boundary = [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (2, 3), (3, 3), (3, 2), (3, 1), (3, 0), (2, 0), (1, 0)]
        for (k, (i, j)) in boundary.enumerated() { net[j][i] = p[k] }
        if p.count >= 16 {
            net[1][1] = p[12]; net[2][1] = p[13]; net[2][2] = p[14]; net[1][2] = p[15]
        } else {
            // A Coons patch's interior points, from its boundary (the tensor form of a Coons patch).
            func interior(_ i: Int, _ j: Int) -> Point {
                let i0 = i == 1 ? 0 : 3, j0 = j == 1 ? 0 : 3, iOpp = 3 - i0, jOpp = 3 - j0
                let x = (-4 * net[j0][i0].x + 6 * (net[j0][i].x + net[j][i0].x) - 2 * (net[j0][iOpp].x + net[jOpp][i0].x)
                         + 3 * (net[jOpp][i].x + net[j][iOpp].x) - net[jOpp][iOpp].x) / 9
                let y = (-4 * net[j0][i0].y + 6 * (net[j0][i].y + net[j][i0].y) - 2 * (net[j0][iOpp].y + net[jOpp][i0].y)
                         + 3 * (net[jOpp][i].y + net[j][iOpp].y) - net[jOpp][iOpp].y) / 9
                return Point(x, y)
            }
            let a = interior(1, 1), b = interior(2, 1), d = interior(1, 2), e = interior(2, 2)
            net[1][1] = a; net[1][2] = b; net[2][1] = d; net[2][2] = e
        }
        func bernstein(_ t: Double) -> [Double] {
            let s = 1 - t
            return [s * s * s, 3 * t * s * s, 3 * t * t * s, t * t * t]
        }
        // Corner colours: c0 at (u, v) = (0, 0), c1 at (0, 1), c2 at (1, 1), c3 at (1, 0).
        func colour(_ u: Double, _ v: Double) -> RGBA8 {
            func mix(_ k: KeyPath<RGBA8, UInt8>) -> UInt8 {
                let x = (1 - u) * (1 - v) * Double(c[0][keyPath: k]) + (1 - u) * v * Double(c[1][keyPath: k])
                    + u * v * Double(c[2][keyPath: k]) + u * (1 - v) * Double(c[3][keyPath: k])
                return UInt8(max(0, min(255, x.rounded())))
            }
            return RGBA8(mix(\.r), mix(\.g), mix(\.b), mix(\.a))
        }
        let n = Self.patchGrid
        var grid: [[Vertex]] = []
        for gv in 0...n {
            var row: [Vertex] = []
            let v = Double(gv) / Double(n), bv = bernstein(v)
            for gu in 0...n {
                let u = Double(gu) / Double(n), bu = bernstein(u)
                var x = 0.0, y = 0.0
                for j in 0..<4 { for i in 0..<4 { let w = bu[j] * bv[i]; x += w * net[i][j].x; y += w * net[i][j].y } }
                row.append(Vertex(point: Point(x, y), color: colour(u, v)))
            }
            grid.append(row)
        }
        for gv in 0..<n {
            for gu in 0..<n {
                try add(grid[gv][gu], grid[gv][gu + 1], grid[gv + 1][gu])
                try add(grid[gv][gu + 1], grid[gv + 1][gu + 1], grid[gv + 1][gu])
            }
        }
    }
}

/// Colours already computed for a mesh's function parameters.
final class MeshColorCache {
    var colors: [Double: RGBA8] = [:]
}
