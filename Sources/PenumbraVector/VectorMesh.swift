// Smooth shadings given as meshes (PDF's Gouraud-shaded triangle meshes and, subdivided into
// triangles, its Coons and tensor-product patch meshes): triangles with a colour at each vertex,
// the colour between them interpolated linearly.
import PenumbraCore

/// Triangles with a colour at each corner, interpolated across each triangle.
public struct VectorMesh: Hashable, Sendable {
    /// The triangles, in the mesh's own coordinates.
    public var triangles: [VectorMeshTriangle]
    /// Maps the mesh's coordinates to the drawing's.
    public var transform: AffineTransform
    /// 0...1, multiplied into the colours' alpha.
    public var opacity: Double

    public init(triangles: [VectorMeshTriangle], transform: AffineTransform = .identity, opacity: Double = 1) {
        self.triangles = triangles; self.transform = transform; self.opacity = opacity
    }
}

/// One triangle of a mesh: three corners and their straight-alpha sRGB colours.
public struct VectorMeshTriangle: Hashable, Sendable {
    public var points: (Point, Point, Point)
    public var colors: (RGBA8, RGBA8, RGBA8)

    public init(_ p0: Point, _ p1: Point, _ p2: Point, colors c0: RGBA8, _ c1: RGBA8, _ c2: RGBA8) {
        points = (p0, p1, p2); colors = (c0, c1, c2)
    }

    public static func == (l: Self, r: Self) -> Bool {
        l.points.0 == r.points.0 && l.points.1 == r.points.1 && l.points.2 == r.points.2
            && l.colors.0 == r.colors.0 && l.colors.1 == r.colors.1 && l.colors.2 == r.colors.2
    }

    public func hash(into h: inout Hasher) {
        h.combine(points.0); h.combine(points.1); h.combine(points.2)
        h.combine(colors.0); h.combine(colors.1); h.combine(colors.2)
    }
}
