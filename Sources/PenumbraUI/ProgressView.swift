import PenumbraView

/// Progress, as SwiftUI's `ProgressView`: a bar for a known value, a spinner otherwise.
///
/// The bar is `UIProgressView`'s: 4 pt tall with round ends, the system fill as its track and
/// the tint colour for the part done, under its label (4 pt apart). The spinner is
/// `UIActivityIndicatorView`'s medium style, 20 pt across: eight spokes in the secondary label
/// colour fading round the circle, drawn at a fixed phase so every snapshot is the same.
nonisolated public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label?

    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 4) {
                if let label { label }
                ProgressBar(fraction: fraction)
            }
        } else {
            VStack(spacing: 8) {
                Spinner()
                if let label { label.controlForeground(.secondary) }
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// A spinner.
    public init() { fraction = nil; label = nil }
    /// A bar at `value` of `total` (clamped to 0…1 of it); a nil value is a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
        label = nil
    }
}

extension ProgressView where Label == Text {
    /// A labelled spinner.
    public init(_ title: String) { fraction = nil; label = Text(verbatim: title) }
    /// A labelled bar.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
        label = Text(verbatim: title)
    }
}

extension ProgressView {
    /// A bar (or spinner) with a label view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? Double($0 / total) : 0 }
        self.label = label()
    }
}

/// The bar of a determinate progress view.
nonisolated struct ProgressBar: View {
    let fraction: Double
    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule(style: .circular).fill(Color(.systemFill))
                Capsule(style: .circular).fill(TintShapeStyle())
                    .frame(width: proxy.size.width * CGFloat(min(1, max(0, fraction.isNaN ? 0 : fraction))))
            }
        }
        .frame(height: CGFloat(ControlMetrics.Progress.height))
    }
}

/// The medium activity indicator at a fixed phase.
nonisolated struct Spinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { i in
                Capsule(style: .circular)
                    .fill(Color(.secondaryLabel))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(i) * 45))
                    .opacity(1 - Double(i) * 0.1)
            }
        }
        .frame(width: 20, height: 20)
    }
}

/// A slider at its value, as SwiftUI's `Slider`: `UISlider`'s 4 pt track (the tint colour up to
/// the thumb, the system fill after it) and its 28 pt white thumb with shadows.
nonisolated public struct Slider: View {
    private typealias M = ControlMetrics.Slider
    let fraction: Double

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
    }

    /// A slider with a label, which iOS does not draw (it names the slider for accessibility).
    public init<V: BinaryFloatingPoint, L: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                                 @ViewBuilder label: () -> L, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }
    /// A slider with a label, which iOS does not draw.
    public init<V: BinaryFloatingPoint, L: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                 @ViewBuilder label: () -> L, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        GeometryReader { proxy in
            let f = CGFloat(min(1, max(0, fraction.isNaN ? 0 : fraction)))
            let thumb = CGFloat(M.thumb), track = CGFloat(M.track)
            let travel = max(0, proxy.size.width - thumb)
            ZStack(alignment: .leading) {
                Capsule(style: .circular).fill(Color(.systemFill)).frame(height: track)
                Capsule(style: .circular).fill(TintShapeStyle()).frame(width: thumb / 2 + travel * f, height: track)
                Circle().fill(Color.control("sliderThumb", .white))
                    .frame(width: thumb, height: thumb)
                    .controlShadows(M.shadows)
                    .offset(x: travel * f)
            }
            .frame(height: thumb)
        }
        .frame(height: CGFloat(M.thumb))
    }
}

/// A stepper at its value, as SwiftUI's `Stepper`: the label, then `UIStepper`'s 94 x 32 pt
/// control (a tertiary-fill rounded rectangle, radius 8, with minus and plus glyphs and a
/// separator between them); a glyph at its bound is drawn in the tertiary label colour.
nonisolated public struct Stepper<Label: View>: View {
    private typealias M = ControlMetrics.Stepper
    let label: Label
    let atMinimum: Bool, atMaximum: Bool

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        atMinimum = value.wrappedValue <= bounds.lowerBound
        atMaximum = value.wrappedValue >= bounds.upperBound
    }

    /// A stepper with no bounds: neither glyph is dimmed.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        atMinimum = false
        atMaximum = false
    }

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        atMinimum = onDecrement == nil
        atMaximum = onIncrement == nil
    }

    public var body: some View {
        HStack(spacing: 8) {
            if !EnvironmentValues.current.labelsHidden {
                label
                Spacer(minLength: 0)
            }
            HStack(spacing: 0) {
                Image(systemName: "minus").font(.system(size: CGFloat(M.glyphSize), weight: .medium))
                    .controlForeground(Color(atMinimum ? .tertiaryLabel : .label))
                    .frame(width: CGFloat(M.half), height: CGFloat(M.size.height))
                Color(.separator).frame(width: CGFloat(M.separator.width), height: CGFloat(M.separator.height))
                Image(systemName: "plus").font(.system(size: CGFloat(M.glyphSize), weight: .medium))
                    .controlForeground(Color(atMaximum ? .tertiaryLabel : .label))
                    .frame(width: CGFloat(M.half), height: CGFloat(M.size.height))
            }
            .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: CGFloat(M.cornerRadius), style: .continuous))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper with no bounds, titled.
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(verbatim: title) }
    }
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(verbatim: title) }
    }
}
