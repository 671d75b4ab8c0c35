import PenumbraCore
import PenumbraStyle
import PenumbraText
import PenumbraView

/// A picker at its selection, as SwiftUI's `Picker`: its options are the content's views with a
/// `.tag`, the selected one the option whose tag equals the selection.
///
/// `.pickerStyle(.segmented)` draws `UISegmentedControl`: a 32 pt tall tertiary-fill track with
/// 9 pt corners, the selected segment raised on a white (dark: system gray 2) 7 pt-cornered
/// plate with its shadow, 2 pt in; labels in 13 pt text, semibold when selected; separators
/// between unselected neighbours. The default (menu) style draws the label, then the selected
/// option and a chevron in the tint colour at the trailing edge.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

extension Picker where Label == Text {
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(verbatim: title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

/// The options `.tag` reports while a picker lowers its content.
final class TagBox: @unchecked Sendable {
    var options: [(tag: AnyHashable, node: ViewNode)] = []
}

nonisolated extension View {
    /// The value this view stands for in a picker.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        ModifiedView(content: self) { content, nodes, context throws(UIError) in
            guard let box = context.env.tagBox else { return try context.lower(content, into: &nodes) }
            var inner = context
            inner.env.tagBox = nil
            let node = try inner.single(content)
            box.options.append((AnyHashable(tag), node))
            nodes.append(node)
        }
    }

    /// The look of pickers in the subtree.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        changingEnvironment { $0.pickerStyle = style is SegmentedPickerStyle ? .segmented : .automatic }
    }
}

extension Picker: PrimitiveView {
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) {
        let box = TagBox()
        var gathering = context
        gathering.env.tagBox = box
        _ = try gathering.nodes(content)
        let selected = box.options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
        switch context.env.pickerStyle {
        case .segmented: nodes.append(try segmented(box.options.map(\.node), selected: selected, context))
        case .automatic: try context.lower(MenuPickerRow(label: label, value: selected.map { box.options[$0].node }), into: &nodes)
        }
    }

    /// The segmented control.
    private func segmented(_ labels: [ViewNode], selected: Int?, _ context: LoweringContext) throws(UIError) -> ViewNode {
        func color(_ name: String) -> ColorReference { .color(context.systemColor(name)) }
        typealias M = ControlMetrics.Segmented
        let plate = StyleColor(name: "segmentSelected", light: M.plateLight, dark: M.plateDark)
        var items: [ViewNode] = []
        for (i, label) in labels.enumerated() {
            if i > 0 {
                let hidden = i == selected || i - 1 == selected
                items.append(.modified(.modified(.shape(.rectangle, fill: hidden ? .clear : color("separator"), stroke: nil),
                                                 .frame(FrameSpec(width: M.separator.width, height: M.separator.height))), .padding(EdgeInsets())))
            }
            var segment = ViewNode.modified(label, .font(.fixed(size: M.fontSize, family: nil, weight: i == selected ? .semibold : .regular)))
            segment = .modified(segment, .lineLimit(1))
            let inner = M.height - 2 * M.inset
            segment = .modified(segment, .frame(FrameSpec(maxWidth: .infinity, minHeight: inner, maxHeight: inner)))
            if i == selected {
                let shadows = M.shadows.map { ShadowSpec(color: .rgba(0, 0, 0, UInt8(($0.opacity * 255).rounded())), radius: $0.radius, x: 0, y: $0.y) }
                segment = .modified(segment, .background(
                    .modified(.modified(.shape(.roundedRectangle(cornerRadius: M.plateCornerRadius, style: .continuous), fill: .color(plate), stroke: nil),
                                        .shadow(shadows[0])),
                              .shadow(shadows[1])), alignment: .center))
            }
            items.append(segment)
        }
        let row = ViewNode.hstack(alignment: .center, spacing: 0, children: items)
        return .modified(.modified(.modified(row, .padding(EdgeInsets(all: M.inset))),
                                   .background(.shape(.roundedRectangle(cornerRadius: M.cornerRadius, style: .continuous), fill: color("tertiarySystemFill"), stroke: nil),
                                               alignment: .center)),
                         .frame(FrameSpec(height: M.height)))
    }
}

/// A menu picker at rest: the label, then the selected option and a chevron in the tint colour.
nonisolated struct MenuPickerRow<Label: View>: View {
    let label: Label
    let value: ViewNode?
    var body: some View {
        HStack(spacing: 6) {
            label
            Spacer(minLength: 8)
            if let value { NodeView(node: value).controlForeground(.tint) }
            Image(systemName: "chevron.down").font(.footnote).controlForeground(.tint)
        }
    }
}

/// A node lowered already, as a view.
nonisolated struct NodeView: View, PrimitiveView {
    let node: ViewNode
    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }
    func lower(into nodes: inout [ViewNode], _ context: LoweringContext) throws(UIError) { nodes.append(node) }
}

/// The built-in picker styles.
enum PickerStyleKind: Hashable, Sendable { case automatic, segmented }

/// A picker's look, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
