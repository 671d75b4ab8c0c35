import PenumbraCore
import PenumbraStyle
import PenumbraView

extension CheckColor {
    /// The checks' view of a colour the view stage resolved.
    public init(_ color: ResolvedColor) {
        self.init(color.rgba, name: color.name, isDynamic: color.isDynamic)
    }
}

extension CheckScene {
    /// A scene from a view render: its display list, its pixels and, when there is one, the same
    /// render without text items (for exact backgrounds behind text).
    ///
    /// Each item's role is the role of the outermost laid-out node at the item's path
    /// (`background` for a `.background { … }` view). Text counts as bold from weight 700 (bold)
    /// up, as WCAG means it.
    /// - Throws: ``CheckError`` when a bitmap does not match the list's pixel size.
    public init(displayList list: DisplayList, bitmap: Bitmap, textlessBitmap: Bitmap? = nil,
                variant: Variant) throws(CheckError) {
        var roles: [String: String] = [:]
        for node in list.nodes where roles[node.path] == nil { roles[node.path] = node.role }
        var items: [CheckItem] = []
        for item in list.items {
            let role = roles[item.path] ?? Self.lastComponent(of: item.path)
            // Attributed text: each span is checked in its own colour, size and weight.
            if case .text(let run) = item.operation, !run.spans.isEmpty {
                for span in run.spans {
                    items.append(CheckItem(path: item.path, role: role, frame: item.frame,
                                           paint: .text(CheckColor(span.color), pointSize: span.font.size,
                                                        isBold: span.font.weight >= .bold, string: span.string)))
                }
                continue
            }
            let paint: CheckItem.Paint
            switch item.operation {
            case .fill(_, let color): paint = .fill(CheckColor(color))
            case .fillGradient(_, let gradient): paint = .gradient(gradient.colors.map(CheckColor.init))
            case .strokeBorder(_, let stroke): paint = .stroke(CheckColor(stroke.color))
            case .text(let run):
                paint = .text(CheckColor(run.color), pointSize: run.font.size,
                              isBold: run.font.weight >= .bold, string: run.string)
            case .image(let image): paint = .image(tint: image.tint.map(CheckColor.init))
            case .beginShadow(let shadow): paint = .shadow(CheckColor(shadow.color))
            default: continue
            }
            items.append(CheckItem(path: item.path, role: role, frame: item.frame, paint: paint))
        }
        try self.init(variant: variant, size: list.size, scale: list.scale, items: items, bitmap: bitmap,
                      textlessBitmap: textlessBitmap)
    }

    /// `background` for `root.children[1].background`.
    static func lastComponent(of path: String) -> String {
        String(path.split(separator: ".").last ?? Substring(path))
    }
}
