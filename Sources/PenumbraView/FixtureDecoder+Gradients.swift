import PenumbraCore

/// Linear gradients in fixtures: a shape's `fill` given as an object, or a `linearGradient` node.
///
/// ```json
/// {"colors": ["systemBlue", "systemIndigo"], "startPoint": "topLeading", "endPoint": "bottomTrailing"}
/// {"stops": [{"color": "accent", "location": 0}, {"color": "#FFFFFF00", "location": 0.8}],
///  "startPoint": {"x": 0, "y": 0.2}, "endPoint": "bottom"}
/// ```
extension FixtureDecoder {
    /// The keys of a gradient object (also those of a `linearGradient` node).
    static let gradientKeys = ["colors", "stops", "startPoint", "endPoint"]

    /// A shape fill: a colour (string) or a gradient (object).
    func fill(_ v: FixtureJSON, _ p: String) throws(ViewError) -> ShapeFill {
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

    /// A gradient from an object's `colors` or `stops`, `startPoint` (default `top`) and
    /// `endPoint` (default `bottom`); keys other than those are the caller's to check.
    func gradient(_ o: [String: FixtureJSON], _ p: String) throws(ViewError) -> GradientSpec {
        let start = try o["startPoint"].map { (v) throws(ViewError) in try unitPoint(v, "\(p).startPoint") } ?? .top
        let end = try o["endPoint"].map { (v) throws(ViewError) in try unitPoint(v, "\(p).endPoint") } ?? .bottom
        switch (o["colors"], o["stops"]) {
        case (let c?, nil):
            let list = try array(c, "\(p).colors")
            guard !list.isEmpty else { throw fail("\(p).colors", "a gradient needs at least one colour") }
            var colors: [ColorReference] = []
            for (i, x) in list.enumerated() { colors.append(try color(x, "\(p).colors[\(i)]")) }
            return GradientSpec(colors: colors, startPoint: start, endPoint: end)
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
            return GradientSpec(stops: stops, startPoint: start, endPoint: end)
        default:
            throw fail(p, "a gradient needs exactly one of \"colors\" (spread evenly) and \"stops\" (with locations)")
        }
    }

    /// A unit point: a name (`top`, `bottomTrailing`…) or `{"x": …, "y": …}` (0 to 1 inside the frame).
    func unitPoint(_ v: FixtureJSON, _ p: String) throws(ViewError) -> UnitPoint {
        if case .string = v { return try enumValue(v, p, UnitPoint.named.map { ($0.name, $0.value) }) }
        let o = try object(v, p)
        try checkKeys(o, allowed: ["x", "y"], path: p)
        guard let x = o["x"], let y = o["y"] else { throw fail(p, "a unit point needs \"x\" and \"y\"") }
        return UnitPoint(x: try number(x, "\(p).x"), y: try number(y, "\(p).y"))
    }
}
