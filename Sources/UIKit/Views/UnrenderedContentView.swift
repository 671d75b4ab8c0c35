/// The view of a system screen whose content Penumbra does not render (a web page, the share
/// sheet): drawing it fails the render with `UIKitError.drawing`, naming the view path and
/// `content`, never a blank box passed off as right.
@preconcurrency @MainActor
package final class UnrenderedContentView: UIView {
    let content: String

    package init(content: String) {
        self.content = content
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    package override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.fail("\(content) is not drawn (Penumbra renders no such content)")
    }
}
