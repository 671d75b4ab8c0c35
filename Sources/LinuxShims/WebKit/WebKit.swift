// On Linux `import WebKit` finds this module: `WKWebView` and its configuration compile as on iOS.
// A web view's content is a web page, which Penumbra does not render: a render that draws one
// fails with `UIKitError.drawing` naming the view path, never a blank box passed off as right.
import Foundation
#if canImport(FoundationNetworking)
// `URLRequest` is in Foundation on Apple's platforms; a file that imports WebKit expects it.
@_exported import FoundationNetworking
#endif
@_exported import UIKit

/// A web view, as WebKit's `WKWebView`.
@preconcurrency @MainActor
open class WKWebView: UIView {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// Told about navigation; nothing navigates in a render.
    open weak var navigationDelegate: WKNavigationDelegate?
    /// Told about UI requests.
    open weak var uiDelegate: AnyObject?
    /// The page's URL (the last one asked for).
    open private(set) var url: URL?
    /// The page's title: none is loaded.
    open var title: String? { nil }
    /// Whether a page is loading: none does in a render.
    open var isLoading: Bool { false }
    /// The scroll view of the page.
    public let scrollView = UIScrollView()
    /// Whether back-forward swipes navigate.
    open var allowsBackForwardNavigationGestures = false
    /// Whether the page is inspectable.
    open var isInspectable = false

    public init(frame: CGRect = .zero, configuration: WKWebViewConfiguration = WKWebViewConfiguration()) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Asks for a page: remembered, not loaded.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { url = request.url; return WKNavigation() }
    /// Asks for an HTML string: remembered, not rendered.
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { url = baseURL; return WKNavigation() }
    /// Asks for a file.
    @discardableResult open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        self.url = url
        return WKNavigation()
    }
    /// Runs script: there is no page, so the completion gets an error.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, CocoaError(.featureUnsupported))
    }
    @discardableResult open func reload() -> WKNavigation? { nil }
    open func stopLoading() {}
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }

    open override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.fail("WKWebView: a web page is not drawn (Penumbra renders no web content)")
    }
}

/// A web view's settings.
open class WKWebViewConfiguration: NSObject {
    public override init() { super.init() }
    open var allowsInlineMediaPlayback = false
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var userContentController = WKUserContentController()
    open var dataDetectorTypes: WKDataDetectorTypes = []
}
open class WKPreferences: NSObject {
    public override init() { super.init() }
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
}
open class WKWebpagePreferences: NSObject {
    public override init() { super.init() }
    open var allowsContentJavaScript = true
}
open class WKUserContentController: NSObject {
    public override init() { super.init() }
}
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let all = WKDataDetectorTypes(rawValue: .max)
}
/// A navigation's handle.
open class WKNavigation: NSObject {}
/// What a navigation asks; none is made in a render.
@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {}
