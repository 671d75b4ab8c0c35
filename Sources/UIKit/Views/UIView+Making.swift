import CSwiftCall
import Foundation

/// How UIKit makes a view from a registered class — a collection view's cells and supplementary
/// views, a table's cells, headers and footers — with the class's own initializer, as
/// Objective-C's runtime does on iOS.
///
/// Swift can call an initializer through a class value only when it is `required`, and UIKit
/// subclasses override `init(frame:)` and `init(style:reuseIdentifier:)` without `required`.
/// Every class that has such an initializer (its own override, or one it inherits) keeps its
/// allocating entry in its vtable, at the slot the introducing class's descriptor gives it. The
/// slot is read from that descriptor (Swift's stable class-metadata layout) and the entry called
/// with Swift's calling convention through `CSwiftCall`.
extension UIView {
    /// A new view of `viewClass`, made with its `init(frame:)`.
    package static func make<View: UIView>(_ viewClass: View.Type, frame: CGRect) -> View {
        let metadata = metadata(of: viewClass)
        let made = penumbra_call_frame_initializer(entry(of: metadata, slot: slots.frame), Double(frame.minX), Double(frame.minY),
                                                   Double(frame.width), Double(frame.height), metadata)
        return take(made, viewClass)
    }

    /// A new cell of `cellClass`, made with its `init(style:reuseIdentifier:)`.
    package static func make<Cell: UITableViewCell>(_ cellClass: Cell.Type, style: UITableViewCell.CellStyle, reuseIdentifier: String?) -> Cell {
        precondition(MemoryLayout<UITableViewCell.CellStyle>.size == 1)
        let metadata = metadata(of: cellClass)
        let words = ownedWords(reuseIdentifier)
        let made = penumbra_call_style_identifier_initializer(entry(of: metadata, slot: slots.cell), unsafeBitCast(style, to: UInt8.self),
                                                              words.0, words.1, metadata)
        return take(made, cellClass)
    }

    /// A new header or footer view of `viewClass`, made with its `init(reuseIdentifier:)`.
    package static func make<View: UITableViewHeaderFooterView>(_ viewClass: View.Type, reuseIdentifier: String?) -> View {
        let metadata = metadata(of: viewClass)
        let words = ownedWords(reuseIdentifier)
        let made = penumbra_call_identifier_initializer(entry(of: metadata, slot: slots.headerFooter), words.0, words.1, metadata)
        return take(made, viewClass)
    }

    private static func metadata(of viewClass: AnyClass) -> UnsafeRawPointer { unsafeBitCast(viewClass, to: UnsafeRawPointer.self) }

    private static func entry(of metadata: UnsafeRawPointer, slot: Int) -> UnsafeRawPointer {
        metadata.load(fromByteOffset: slot * MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    }

    private static func take<View: UIView>(_ made: UnsafeMutableRawPointer?, _ viewClass: View.Type) -> View {
        guard let made else { preconditionFailure("\(viewClass)'s initializer gave no view") }
        return Unmanaged<View>.fromOpaque(made).takeRetainedValue()
    }

    /// An optional string's two words, with a reference the callee owns (initializer arguments
    /// are passed owned).
    private static func ownedWords(_ string: String?) -> (UInt64, UnsafeMutableRawPointer?) {
        precondition(MemoryLayout<String?>.size == 16)
        let box = UnsafeMutablePointer<String?>.allocate(capacity: 1)
        box.initialize(to: string)
        let words = (UnsafeRawPointer(box).load(as: UInt64.self), UnsafeRawPointer(box).load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self))
        // The copy's reference goes to the callee: the memory is freed without deinitializing it.
        box.deallocate()
        return words
    }

    /// The vtable slots of the three initializers: the first initializer each class introduces
    /// (each is declared before `init?(coder:)`, which overrides UIView's and so introduces none
    /// in the subclasses).
    private static let slots = (frame: firstInitializerSlot(of: UIView.self), cell: firstInitializerSlot(of: UITableViewCell.self),
                                headerFooter: firstInitializerSlot(of: UITableViewHeaderFooterView.self))

    /// The vtable slot (in words from the metadata's address point) of the first initializer
    /// among the vtable entries `declaringClass` introduces.
    private static func firstInitializerSlot(of declaringClass: AnyClass) -> Int {
        let metadata = metadata(of: declaringClass)
        // Class metadata without Objective-C interop: kind, superclass, flags and sizes, then the
        // nominal type descriptor at word 5.
        let descriptor = metadata.load(fromByteOffset: 5 * 8, as: UnsafeRawPointer.self)
        let flags = descriptor.load(as: UInt32.self)
        let kindFlags = flags >> 16
        let hasVTable = kindFlags & 0x8000 != 0, resilientSuperclass = kindFlags & 0x2000 != 0
        let isGeneric = flags & 0x80 != 0
        precondition(hasVTable && !isGeneric, "\(declaringClass)'s class descriptor has no vtable")
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
            // The vtable offset then counts from the immediate members, whose offset (in bytes)
            // the metadata bounds hold.
            let relative = Int(descriptor.load(fromByteOffset: 24, as: Int32.self))
            start += (descriptor + 24 + relative).load(as: Int.self) / 8
        }
        for index in 0..<vtableSize {
            // Each method descriptor: flags (kind in the low four bits; 1 is an initializer),
            // then a relative pointer to the implementation.
            let methodFlags = descriptor.load(fromByteOffset: offset + 8 + index * 8, as: UInt32.self)
            if methodFlags & 0xF == 1 { return start + index }
        }
        preconditionFailure("\(declaringClass)'s vtable has no initializer")
    }
}
