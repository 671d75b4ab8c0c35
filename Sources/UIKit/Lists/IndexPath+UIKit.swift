import Foundation

extension IndexPath {
    /// A row's index path (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An item's index path (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section (the first index).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }
    /// The row in the section (the second index).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }
    /// The item in the section (the second index).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
