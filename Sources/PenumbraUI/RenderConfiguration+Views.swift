import Foundation
import PenumbraCore
import PenumbraPNG
import PenumbraStyle
import PenumbraView
import UIKit

/// SwiftUI views rendered with a configuration.
extension RenderConfiguration {
    /// The registered families that draw `Font.Design`s of the system font, e.g.
    /// `[.monospaced: "DejaVu Sans Mono", .serif: "DejaVu Serif"]`; a design not listed draws
    /// in the default family. Default: none.
    public var fontDesigns: [Font.Design: String] {
        get { Dictionary(uniqueKeysWithValues: systemFontDesigns.map { (Font.Design($0.key), $0.value) }) }
        set { systemFontDesigns = Dictionary(uniqueKeysWithValues: newValue.map { ($0.key.systemDesign, $0.value) }) }
    }

    /// The environment a render in `traits` starts from: the traits' values, this
    /// configuration's system colours and font designs.
    func environment(in traits: Traits) -> EnvironmentValues {
        var env = EnvironmentValues(traits: traits)
        env.systemColors = systemColors
        env.fontDesigns = fontDesigns
        return env
    }

    /// The view stage's tree of `view` in `traits`: bodies evaluated with the traits'
    /// environment, under the default foreground (the system label colour).
    public func tree<V: View>(_ view: V, traits: Traits) throws(UIError) -> ViewNode {
        let env = environment(in: traits)
        let root = try LoweringContext(env: env, colors: colors).single(view)
        // Text and shapes with no foreground style are drawn in the system label colour, as in
        // SwiftUI, whatever the palette calls "label".
        return .modified(root, .foregroundColor(.color(env.systemColors.colors.label)))
    }

    /// `make()` run in the environment of `traits` (``UITraitCollection/current`` among it): how a
    /// view's stored values see the appearance in which the view is made. SwiftUI keeps those
    /// values across an appearance switch and evaluates only the body again, so a colour resolved
    /// when the view was made stays as it was; the stuck-colour check builds views this way.
    public func making<T>(in traits: Traits, _ make: () throws -> T) rethrows -> T {
        return try EnvironmentValues.withCurrent(environment(in: traits)) { try make() }
    }

    /// `view` resolved, laid out and drawn in `traits` (at the configured scale, if any).
    public func render<V: View>(_ view: V, traits: Traits, size: RootSize = .fitting) throws(UIError) -> ViewRenderer.Render {
        var traits = traits
        if let scale { traits.displayScale = scale }
        let node = try tree(view, traits: traits)
        let renderer = try viewRenderer()
        do throws(ViewError) { return try renderer.render(node, traits: traits, size: size) } catch {
            if case let .unsupported(path, api) = error { throw .unsupported(path: path, api: api) }
            throw .view(error)
        }
    }

    /// `view` drawn in `traits` and encoded as PNG bytes.
    public func pngData<V: View>(_ view: V, traits: Traits, size: RootSize = .fitting) throws(UIError) -> Data {
        let bitmap = try render(view, traits: traits, size: size).bitmap
        do { return try PNGEncoder.encode(bitmap) } catch { throw .view(.encodingFailed(error)) }
    }

}

extension Font.Design {
    /// The design of UIKit's system font descriptor.
    init(_ design: UIFontDescriptor.SystemDesign) {
        switch design {
        case .serif: self = .serif
        case .rounded: self = .rounded
        case .monospaced: self = .monospaced
        default: self = .default
        }
    }

    /// UIKit's name of the design.
    var systemDesign: UIFontDescriptor.SystemDesign {
        switch self {
        case .default: .default
        case .serif: .serif
        case .rounded: .rounded
        case .monospaced: .monospaced
        }
    }
}
