import PenumbraCore
import PenumbraStyle

/// Static colours where the palette has a semantic colour: a white background written as
/// `#FFFFFF` looks right in light mode and stays white in dark mode.
///
/// A colour is hard-coded when it has no palette name (a literal). It is reported when
/// - its value equals some palette colour's value in the scene's variant (the finding names
///   those colours, the likely intended ones: for text, the palette's text colours — names with
///   `label`, `text`, `foreground` or `content` — and for fills its other colours; when the value
///   matches only colours of the other kind the finding says that no colour of the right kind has
///   it), or
/// - it paints text, or a background: an item whose role is `background`, or a fill that covers
///   the whole render (the screen's own background).
///
/// Transparent literals (alpha 0) draw nothing and are never reported. Exceptions go in a
/// ``ColorAllowList``.
public struct HardcodedColorCheck: Sendable {
    /// The design system's palette.
    public let palette: Palette
    /// Intended exceptions.
    public let allowList: ColorAllowList

    /// A check against `palette`, with exceptions.
    public init(palette: Palette, allowList: ColorAllowList = .empty) {
        self.palette = palette
        self.allowList = allowList
    }

    /// The findings for one render.
    public func findings(_ scene: CheckScene) -> [CheckFinding] {
        let traits = scene.variant.traits
        var byValue: [RGBA8: [String]] = [:]
        for name in palette.names {
            guard let color = palette[name] else { continue }
            byValue[color.resolved(in: traits), default: []].append(name)
        }
        let whole = Rect(origin: .zero, size: scene.size)
        var out: [CheckFinding] = []
        var seen: Set<String> = []
        for item in scene.items {
            for color in item.paint.colors where color.name == nil && color.rgba.a > 0 {
                guard !allowList.allows(path: item.path, color: color.rgba) else { continue }
                let key = "\(item.path)|\(color.rgba.hex)"
                guard !seen.contains(key) else { continue }
                let matches = byValue[color.rgba] ?? []
                let paintsText: Bool
                if case .text = item.paint { paintsText = true } else { paintsText = false }
                var isBackground = item.role == "background"
                if case .fill = item.paint, let cover = item.frame.intersection(whole), cover == whole { isBackground = true }
                let message: String
                let fitting = matches.filter { Self.isTextColor($0) == paintsText }
                if !fitting.isEmpty {
                    message = "static \(color.rgba.hex) (\(item.paint.kind)) equals palette colour "
                        + fitting.joined(separator: ", ") + " in \(scene.variant.name): use the palette colour"
                } else if !matches.isEmpty {
                    message = "static \(color.rgba.hex) paints \(paintsText ? "text" : "a fill") and equals only the "
                        + "\(paintsText ? "fill" : "text") colour\(matches.count == 1 ? "" : "s") " + matches.joined(separator: ", ")
                        + " in \(scene.variant.name); no palette \(paintsText ? "text" : "fill") colour has this value: "
                        + "use a semantic \(paintsText ? "text" : "fill") colour of the palette"
                } else if paintsText || isBackground {
                    message = "static \(color.rgba.hex) paints \(paintsText ? "text" : "a background"), "
                        + "which will not follow the appearance: use a semantic palette colour"
                } else {
                    continue
                }
                seen.insert(key)
                out.append(CheckFinding(check: .hardcoded, variant: scene.variant.name, path: item.path,
                                        message: message, colors: [color], box: scene.pixelBox(of: item.frame)))
            }
        }
        return out
    }

    /// Whether a palette colour's name says it is for text (`label`, `secondaryLabel`,
    /// `textPrimary`, `foregroundMuted`, `onAccentContent`).
    static func isTextColor(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["label", "text", "foreground", "content"].contains { lower.includes($0) }
    }
}
