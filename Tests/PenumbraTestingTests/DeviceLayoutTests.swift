import Foundation
import Testing
@testable import PenumbraTesting

/// swift-snapshot-testing's layouts as its hosting controller draws them: `.device(config:)`
/// insets the view by the device's safe area, sets its text size (`.medium` in the phone
/// configs) and fills the screen with the window's system background; `.fixed` has the
/// background too; `.sizeThatFits` is the view alone.
@Suite struct DeviceLayoutTests {
    static let light = Variant(Traits.light)

    func draw(_ view: some View, _ layout: SwiftUISnapshotLayout) throws -> Bitmap {
        try Snapshotting<AnyView, Bitmap>.image(layout: layout).snapshot(AnyView(view), Self.light)
    }

    @Test func aDeviceInsetsTheViewByItsSafeArea() throws {
        let config = ViewImageConfig.iPhone13  // 390 x 844 pt at 3x, 47 pt on top and 34 below
        let image = try draw(Color.red, .device(config: config)).unpremultiplied()
        #expect(image.width == 1170 && image.height == 2532)
        let white = RGBA8(255, 255, 255, 255), red = RGBA8(255, 59, 48, 255)
        #expect(image[600, 47 * 3 - 1] == white && image[600, 47 * 3] == red)
        #expect(image[600, 2532 - 34 * 3 - 1] == red && image[600, 2532 - 34 * 3] == white)
        #expect(image[0, 1000] == red && image[1169, 1000] == red)
    }

    @Test func aDeviceSetsItsTextSizeAndFillsTheScreen() throws {
        let text = Text("Clean Code").fixedSize()
        let onPhone = try draw(text, .device(config: .iPhone13))
        let medium = try draw(text.dynamicTypeSize(.medium), .device(config: ViewImageConfig(safeArea: ViewImageConfig.iPhone13.safeArea,
                                                                                             size: ViewImageConfig.iPhone13.size)))
        let large = try draw(text, .device(config: ViewImageConfig(safeArea: ViewImageConfig.iPhone13.safeArea,
                                                                   size: ViewImageConfig.iPhone13.size)))
        #expect(onPhone == medium)
        #expect(onPhone != large)
        #expect(onPhone.unpremultiplied()[0, 0] == RGBA8(255, 255, 255, 255))
    }

    @Test func fixedHasTheBackgroundAndSizeThatFitsDoesNot() throws {
        let fixed = try draw(Color.clear.frame(width: 10, height: 10), .fixed(width: 20, height: 20)).unpremultiplied()
        #expect(fixed.width == 20 && fixed[0, 0] == RGBA8(255, 255, 255, 255))
        let fitting = try draw(Color.clear.frame(width: 10, height: 10), .sizeThatFits).unpremultiplied()
        #expect(fitting.width == 10 && fitting[0, 0].a == 0)
    }
}
