import Foundation

/// The device (UIKit's `UIDevice`): the iPhone a render draws for, running iOS 18 — the device
/// ``UIScreen`` describes and the system whose metrics Penumbra draws.
///
/// Not main-actor isolated as on iOS: every value is a constant, and SwiftUI files read it in
/// a view's stored-property defaults (`@State private var orientation =
/// UIDevice.current.orientation`), which iOS's main-actor `View` allows and PenumbraUI's
/// nonisolated `View` would not.
open class UIDevice: NSObject, @unchecked Sendable {
    /// The device.
    public static var current: UIDevice { UIDevice() }
    /// The kind of interface: a phone.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's name.
    open var name: String { "iPhone" }
    /// The model.
    open var model: String { "iPhone" }
    /// The localized model.
    open var localizedModel: String { "iPhone" }
    /// The system's name.
    open var systemName: String { "iOS" }
    /// The system's version: the one whose metrics Penumbra draws.
    open var systemVersion: String { "18.0" }
    /// The orientation: portrait.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Whether the device is multitasking-capable.
    open var isMultitaskingSupported: Bool { true }
    /// The battery (not monitored in a render).
    open var isBatteryMonitoringEnabled = false
    /// An identifier for the vendor.
    open var identifierForVendor: UUID? { nil }
    /// Whether orientation notifications are generated: never posted during a render.
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}

    /// Posted when the orientation changes (never during a render).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes (never during a render).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}

/// A device's physical orientation.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// Whether it is a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
