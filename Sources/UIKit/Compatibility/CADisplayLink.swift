import Foundation

/// A timer tied to the display's refresh (Core Animation's `CADisplayLink`). A still image has
/// no frames to refresh: the link is created and added to a run loop, and never fires, so an
/// animation driven by it stays at its first frame, as a snapshot taken before the first
/// refresh shows it.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The target and action (never called: there is no Objective-C runtime on Linux).
    public init(target: Any, selector: Selector) {}
    /// The time of the last frame.
    open var timestamp: CFTimeInterval { 0 }
    /// The time of the next frame.
    open var targetTimestamp: CFTimeInterval { 0 }
    /// The time between frames (60 Hz).
    open var duration: CFTimeInterval { 1.0 / 60 }
    /// Whether the link is paused.
    open var isPaused = false
    /// The preferred rate.
    open var preferredFramesPerSecond = 0
    /// Schedules the link on a run loop.
    open func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Removes the link from a run loop.
    open func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Stops the link.
    open func invalidate() {}
}

/// A time interval in seconds (Core Foundation's `CFTimeInterval`).
public typealias CFTimeInterval = Double

/// The current media time in seconds: the render's time, which is always 0, so durations
/// measured from it are 0 and a render is the same on every run.
public func CACurrentMediaTime() -> CFTimeInterval { 0 }
