import PenumbraStyle
import PenumbraCore

/// Gradients in fixtures: a shape's `fill` given as an object, or a `linearGradient`,
/// `radialGradient`, `ellipticalGradient` or `angularGradient` node.
///
/// ```json
/// {"colors": ["systemBlue", "systemIndigo"], "startPoint": "topLeading", "endPoint": "bottomTrailing"}
/// {"stops": [{"color": "accent", "location": 0}, {"color": "#FFFFFF00", "location": 0.8}],
///  "startPoint": {"x": 0, "y": 0.2}, "endPoint": "bottom"}
/// {"type": "radial", "colors": ["white", "black"], "center": "center", "startRadius": 0, "endRadius": 40}
/// {"type": "elliptical", "colors": ["white", "black"], "startRadiusFraction": 0, "endRadiusFraction": 0.5}
/// {"type": "angular", "colors": ["red", "blue", "red"], "startAngle": 0, "endAngle": 360}
/// ```
extension FixtureDecoder {
    /// The keys of a gradient object (also those of a gradient node).
    static let gradientKeys = ["type", "colors", "stops", "startPoint", "endPoint", "center", "startRadius", "endRadius",
                               "startRadiusFraction", "endRadiusFraction", "startAngle", "endAngle"]

    /// The gradient kinds of a fill's `type` and of the gradient node types.
    static let gradientTypes = ["linear", "radial", "elliptical", "angular"]

    /// A shape fill: a colour (string) or a gradient (object).
    func fill(_ v: JSONValue, _ p: String) throws(ViewError) -> ShapeFill {
        if case .object(let o) = v {
            try checkKeys(o, allowed: Self.gradientKeys, path: p)
            return .gradient(try gradient(o, p))
        }
        return .color(try color(v, p))
    }

    /// What a shape's `fill` key holds.
    enum ShapeFill {
        case color(ColorReference)
        case gradient(GradientSpec)
    }

    /// A gradient from an object's `colors` or `stops` and its geometry: `type` (`linear`, the
    /// default, unless `kind` is given by the node type) with `startPoint` (default `top`) and
    /// `endPoint` (default `bottom`); `radial` with `center`, `startRadius` and `endRadius`
    /// (points); `elliptical` with `center`, `startRadiusFraction` and `endRadiusFraction`;
    /// `angular` with `center`, `startAngle` and `endAngle` (degrees). Keys other than the
    /// gradient keys are the caller's to check.
    func gradient(_ o: [String: JSONValue], _ p: String, kind: String? = nil) throws(ViewError) -> GradientSpec {
        var type = kind ?? "linear"
        if kind == nil, let t = o["type"] { type = try enumValue(t, "\(p).type", Self.gradientTypes.map { ($0, $0) }) }
        func allowOnly(_ keys: [String]) throws(ViewError) {
            let geometryKeys = ["startPoint", "endPoint", "center", "startRadius", "endRadius", "startRadiusFraction",
                                "endRadiusFraction", "startAngle", "endAngle"]
            if let extra = geometryKeys.first(where: { o[$0] != nil && !keys.contains($0) }) {
                throw fail("\(p).\(extra)", "a \(type) gradient takes \(keys.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(extra)\"")
            }
        }
        func value(_ key: String, _ fallback: Double) throws(ViewError) -> Double {
            guard let v = o[key] else { return fallback }
            let x = try number(v, "\(p).\(key)")
            guard x.isFinite else { throw fail("\(p).\(key)", "expected a finite number") }
            return x
        }
        let center = try o["center"].map { (v) throws(ViewError) in try unitPoint(v, "\(p).center") } ?? .center
        let geometry: GradientSpec.Geometry
        switch type {
        case "radial":
            try allowOnly(["center", "startRadius", "endRadius"])
            geometry = .radial(center: center, startRadius: max(0, try value("startRadius", 0)), endRadius: max(0, try value("endRadius", 0)))
        case "elliptical":
            try allowOnly(["center", "startRadiusFraction", "endRadiusFraction"])
            geometry = .elliptical(center: center, startFraction: max(0, try value("startRadiusFraction", 0)),
                                   endFraction: max(0, try value("endRadiusFraction", 0.5)))
        case "angular":
            try allowOnly(["center", "startAngle", "endAngle"])
            geometry = .angular(center: center, startDegrees: try value("startAngle", 0), endDegrees: try value("endAngle", 360))
        default:
            try allowOnly(["startPoint", "endPoint"])
            let start = try o["startPoint"].map { (v) throws(ViewError) in try unitPoint(v, "\(p).startPoint") } ?? .top
            let end = try o["endPoint"].map { (v) throws(ViewError) in try unitPoint(v, "\(p).endPoint") } ?? .bottom
            geometry = .linear(start: start, end: end)
        }
        switch (o["colors"], o["stops"]) {
        case (let c?, nil):
            let list = try array(c, "\(p).colors")
            guard !list.isEmpty else { throw fail("\(p).colors", "a gradient needs at least one colour") }
            var colors: [ColorReference] = []
            for (i, x) in list.enumerated() { colors.append(try color(x, "\(p).colors[\(i)]")) }
            let n = colors.count
            return GradientSpec(stops: colors.enumerated().map { i, c in
                GradientSpec.Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
            }, geometry: geometry)
        case (nil, let s?):
            let list = try array(s, "\(p).stops")
            guard !list.isEmpty else { throw fail("\(p).stops", "a gradient needs at least one stop") }
            var stops: [GradientSpec.Stop] = []
            for (i, x) in list.enumerated() {
                let q = "\(p).stops[\(i)]"
                let stop = try object(x, q)
                try checkKeys(stop, allowed: ["color", "location"], path: q)
                guard let c = stop["color"] else { throw fail(q, "missing key \"color\"") }
                guard let l = stop["location"] else { throw fail(q, "missing key \"location\" (0 to 1)") }
                let location = try number(l, "\(q).location")
                guard (0...1).contains(location) else {
                    throw fail("\(q).location", "expected a location from 0 to 1, found \(l.display)")
                }
                stops.append(GradientSpec.Stop(color: try color(c, "\(q).color"), location: location))
            }
            return GradientSpec(stops: stops, geometry: geometry)
        default:
            throw fail(p, "a gradient needs exactly one of \"colors\" (spread evenly) and \"stops\" (with locations)")
        }
    }

    /// A unit point: a name (`top`, `bottomTrailing`…) or `{"x": …, "y": …}` (0 to 1 inside the frame).
    func unitPoint(_ v: JSONValue, _ p: String) throws(ViewError) -> UnitPoint {
        if case .string = v { return try enumValue(v, p, UnitPoint.named.map { ($0.name, $0.value) }) }
        let o = try object(v, p)
        try checkKeys(o, allowed: ["x", "y"], path: p)
        guard let x = o["x"], let y = o["y"] else { throw fail(p, "a unit point needs \"x\" and \"y\"") }
        return UnitPoint(x: try number(x, "\(p).x"), y: try number(y, "\(p).y"))
    }
}
