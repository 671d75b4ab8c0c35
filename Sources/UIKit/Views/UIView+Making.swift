import CSwiftCall
import Foundation

extension UIView {
    /// A new view of `viewClass`, made with its `init(frame:)` — its own override, or the one it
    /// inherits — as UIKit makes a registered cell class on iOS.
    ///
    /// Swift can call an initializer through a class value only when it is `required`, and a
    /// UIKit subclass overrides `init(frame:)` without `required`. Every class that inherits
    /// `init(frame:)` has its allocating entry in its vtable at the slot UIView's class descriptor
    /// gives it, so the slot is read once from that descriptor (Swift's stable class-metadata
    /// layout) and called with Swift's calling convention.
    package static func make<View: UIView>(_ viewClass: View.Type, frame: CGRect) -> View {
        let metadata = unsafeBitCast(viewClass as AnyClass, to: UnsafeRawPointer.self)
        let initializer = metadata.load(fromByteOffset: frameInitializerSlot * MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
        guard let made = penumbra_call_frame_initializer(initializer, Double(frame.minX), Double(frame.minY), Double(frame.width),
                                                         Double(frame.height), metadata) else {
            preconditionFailure("\(viewClass).init(frame:) gave no view")
        }
        return Unmanaged<View>.fromOpaque(made).takeRetainedValue()
    }

    /// The vtable slot (in words from the metadata's address point) of `init(frame:)`: the first
    /// initializer among UIView's own vtable entries (it is declared before `init?(coder:)`).
    private static let frameInitializerSlot: Int = {
        let metadata = unsafeBitCast(UIView.self as AnyClass, to: UnsafeRawPointer.self)
        // Class metadata without Objective-C interop: kind, superclass, flags and sizes, then the
        // nominal type descriptor at word 5.
        let descriptor = metadata.load(fromByteOffset: 5 * 8, as: UnsafeRawPointer.self)
        let flags = descriptor.load(as: UInt32.self)
        let kindFlags = flags >> 16
        let hasVTable = kindFlags & 0x8000 != 0, resilientSuperclass = kindFlags & 0x2000 != 0
        let isGeneric = flags & 0x80 != 0
        precondition(hasVTable && !isGeneric, "UIView's class descriptor has no vtable")
        // The class descriptor's fixed fields take 44 bytes; then the trailing objects before the
        // vtable header: a resilient superclass, the metadata initialization.
        var offset = 44
        if resilientSuperclass { offset += 4 }
        switch kindFlags & 0x3 {
        case 1: offset += 12
        case 2: offset += 4
        default: break
        }
        let vtableOffset = Int(descriptor.load(fromByteOffset: offset, as: UInt32.self))
        let vtableSize = Int(descriptor.load(fromByteOffset: offset + 4, as: UInt32.self))
        var start = vtableOffset
        if resilientSuperclass {
            // The vtable offset then counts from the immediate members, whose offset (in bytes) the
            // metadata bounds hold.
            let relative = Int(descriptor.load(fromByteOffset: 24, as: Int32.self))
            start += (descriptor + 24 + relative).load(as: Int.self) / 8
        }
        for index in 0..<vtableSize {
            // Each method descriptor: flags (kind in the low four bits; 1 is an initializer), then
            // a relative pointer to the implementation.
            let methodFlags = descriptor.load(fromByteOffset: offset + 8 + index * 8, as: UInt32.self)
            if methodFlags & 0xF == 1 { return start + index }
        }
        preconditionFailure("UIView's vtable has no initializer")
    }()
}
