// On Linux `import SafariServices` finds this module: `SFSafariViewController` compiles as on iOS.
// Its content is a web page, which Penumbra does not render: a render that draws one fails with
// `UIKitError.drawing` naming the view path.
import Foundation
@_exported import UIKit

/// Safari in an app, as SafariServices' `SFSafariViewController`.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    /// The page it opens.
    public let url: URL
    /// Its settings.
    public let configuration: Configuration
    /// Told about its events.
    open weak var delegate: SFSafariViewControllerDelegate?
    /// The bars' and controls' tints.
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    /// How the done button reads.
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url: URL, configuration: Configuration = Configuration()) {
        self.url = url
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func loadView() { view = UnrenderedContentView(content: "SFSafariViewController: a web page") }

    /// The settings.
    open class Configuration: NSObject {
        public override init() { super.init() }
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
    }
    /// The done button's label.
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }
}

/// What a Safari view controller tells.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {}
