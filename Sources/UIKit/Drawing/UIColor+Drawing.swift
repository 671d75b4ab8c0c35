import PenumbraCore

extension UIColor {
    /// Sets the current context's fill and stroke colour, resolved in
    /// ``UITraitCollection/current`` (a view's traits inside its `draw(_:)`).
    @MainActor public func set() {
        setFill()
        setStroke()
    }
    /// Sets the current context's fill colour, resolved in the current traits.
    @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the current context's stroke colour, resolved in the current traits.
    @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
