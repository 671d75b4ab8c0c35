/// The `type` of a fixture node: the one table the decoder, the encoder and error messages share,
/// so a view type or shape is spelt in one place and every switch over it is exhaustive.
enum FixtureNodeType: String, CaseIterable, Sendable {
    case rectangle, roundedRectangle, capsule, circle, ellipse, path
    case color, text, image, spacer, divider
    case vstack, hstack, zstack
    case linearGradient, radialGradient, ellipticalGradient, angularGradient
    case viewThatFits

    /// The keys a node of this type takes besides `type`, `modifiers`, `comment` and the
    /// modifier keys.
    var keys: [String] {
        let shapeKeys = ["fill", "stroke", "trim"]
        switch self {
        case .rectangle, .circle, .ellipse: return shapeKeys
        case .roundedRectangle: return shapeKeys + ["cornerRadius", "cornerStyle"]
        case .capsule: return shapeKeys + ["cornerStyle"]
        case .path: return shapeKeys + ["d", "viewBox", "fillRule"]
        case .color: return ["color"]
        case .text: return ["text", "spans"]
        case .image: return ["name", "systemName", "renderingMode", "resizable", "interpolation", "imageScale"]
        case .spacer: return ["minLength"]
        case .divider: return []
        case .vstack, .hstack: return ["alignment", "spacing", "children"]
        case .zstack: return ["alignment", "children"]
        case .viewThatFits: return ["in", "children"]
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient: return FixtureDecoder.gradientKeys
        }
    }

    /// The shape a shape node draws; `nil` for other nodes.
    var shape: FixtureShape? { FixtureShape(rawValue: rawValue) }

    /// Every type name, in declaration order, for messages.
    static var names: [String] { allCases.map(\.rawValue) }
}

/// The shapes a fixture names, in nodes and in `clipShape`.
enum FixtureShape: String, CaseIterable, Sendable {
    case rectangle, roundedRectangle, capsule, circle, ellipse, path

    /// Every shape name, for messages.
    static var names: [String] { allCases.map(\.rawValue) }
}
