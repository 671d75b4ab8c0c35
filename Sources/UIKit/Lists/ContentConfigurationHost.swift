import PenumbraCore
import PenumbraView

/// The view a cell shows its content configuration in (a table cell's and a collection view
/// cell's): made by the configuration, and reused while the configuration's type stays.
@preconcurrency @MainActor
package struct ContentConfigurationHost {
    /// The view showing the configuration.
    package private(set) var view: (UIView & UIContentView)?

    package init() {}

    /// Shows `configuration` in `container` (nil: removes what is shown).
    package mutating func show(_ configuration: UIContentConfiguration?, in container: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let shown = view, type(of: shown.configuration) == type(of: configuration) {
            shown.configuration = configuration
        } else {
            view?.removeFromSuperview()
            let made = configuration.makeContentView()
            container.addSubview(made)
            view = made
        }
    }

    /// The size `contentView` needs at `width` points (nil: as narrow as it can be): a list
    /// content view's, else what the content view's constraints give.
    package func fittingSize(of contentView: UIView, width: CGFloat?) -> CGSize {
        if let list = view as? UIListContentView {
            return list.sizeThatFits(CGSize(width: width ?? .greatestFiniteMagnitude, height: 0))
        }
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: width ?? 0, height: 0),
                                                         withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: fitted.width.isFinite ? fitted.width : 0,
                      height: fitted.height > 0 && fitted.height.isFinite ? fitted.height : CGFloat(ControlMetrics.List.minimumRowHeight))
    }
}
