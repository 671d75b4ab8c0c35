/// An image inside attributed text (UIKit's `NSTextAttachment`).
open class NSTextAttachment: NSObject {
    /// The image.
    open var image: UIImage?
    /// The image's frame relative to the baseline.
    open var bounds: CGRect = .zero
    public init(image: UIImage) {
        self.image = image
        super.init()
    }
    public override init() { super.init() }
}

extension NSAttributedString {
    /// A one-character string holding an attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
