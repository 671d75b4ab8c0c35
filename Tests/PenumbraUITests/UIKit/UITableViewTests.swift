import Foundation
import PenumbraCore
import PenumbraTestSupport
import PenumbraUI
import Testing
import UIKit

/// A data source of sections of titled rows, counting the cells it makes.
@MainActor
private final class Rows: UITableViewDataSource {
    let sections: [(header: String?, rows: [String], footer: String?)]
    var style: UITableViewCell.CellStyle = .default
    var accessory: UITableViewCell.AccessoryType = .none
    var made = 0
    init(_ sections: [(header: String?, rows: [String], footer: String?)]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        made += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = accessory
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
}

/// A million rows, counting the cells it makes.
@MainActor
private final class Million: UITableViewDataSource {
    var made = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        made += 1
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "\(indexPath.row * 2)"
        return cell
    }
}

/// A cell whose label is pinned to its content view's margins by constraints.
private final class PinnedCell: UITableViewCell {
    let label = UILabel()
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// A header written as iOS code writes one: `override init(reuseIdentifier:)`.
private final class BannerHeader: UITableViewHeaderFooterView {
    let banner = UILabel()
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        banner.text = "Made by init(reuseIdentifier:)"
        contentView.addSubview(banner)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A cell that asks for layout every time it is laid out.
private final class RestlessCell: UITableViewCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsLayout()
    }
}

@MainActor
private final class Custom: UITableViewDataSource {
    let make: (IndexPath) -> UITableViewCell
    let count: Int
    init(count: Int, _ make: @escaping (IndexPath) -> UITableViewCell) { self.count = count; self.make = make }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make(indexPath) }
}

/// `UITableView` laid out for a still snapshot: the styles' geometry, self-sizing rows, the
/// classic cell API, and bounded work for huge tables and restless cells.
@MainActor
@Suite("UIKit table views")
struct UITableViewTests {
    func color(_ b: Bitmap, _ x: Double, _ y: Double, scale: Int = 1) -> RGBA8 { b[Int(x * Double(scale)), Int(y * Double(scale))].unpremultiplied }
    func resolved(_ c: UIColor, _ traits: Traits) -> RGBA8 { c.rgba(in: UITraitCollection(traits)) }

    @Test(arguments: [Traits.light, Traits.dark])
    func insetGroupedSectionsAreRoundedCardsOnTheGroupedBackground(traits: Traits) throws {
        let rows = Rows([("Account", ["Name", "Email", "Phone"], "Shown to your contacts."), (nil, ["Sign out"], nil)])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 500), style: .insetGrouped)
        table.dataSource = rows
        let b = try UIKitRendering.render(table, traits: traits).bitmap
        let cells = table.visibleCells
        #expect(cells.count == 4 && rows.made == 4)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.minX == 20 && first.frame.width == 350, "cards 20 points from the edges")
        #expect(first.frame.height == 44, "a one-line body cell is 44 points tall")
        #expect(first.frame.minY > 20 + 13, "below the top spacing and the header")
        #expect(color(b, 5, 5) == resolved(.systemGroupedBackground, traits))
        #expect(color(b, 300, first.frame.midY) == resolved(.secondarySystemGroupedBackground, traits), "the card beside the text")
        #expect(color(b, 20.2, first.frame.minY + 0.2) == resolved(.systemGroupedBackground, traits), "a rounded corner")
        #expect(color(b, 200, first.frame.minY + 0.5) == resolved(.secondarySystemGroupedBackground, traits), "the card's top edge")
        // A hairline separator between the first two rows, from the 20-point text margin; none after the last.
        let separatorY = first.frame.maxY - 0.5
        #expect(color(b, 30, separatorY) == resolved(.secondarySystemGroupedBackground, traits), "separators start at the margin")
        #expect(color(b, 200, separatorY) != resolved(.secondarySystemGroupedBackground, traits), "the separator")
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(color(b, 200, third.frame.maxY - 0.5) != resolved(.separator, traits))
        let signOut = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(signOut.frame.minY - third.frame.maxY > 20, "the footer and the section spacing between the cards")
    }

    @Test func plainRowsRunEdgeToEdgeWithSeparatorsUnderEachRow() throws {
        let rows = Rows([(nil, ["One", "Two"], nil)])
        rows.accessory = .disclosureIndicator
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = rows
        let b = try UIKitRendering.render(table, traits: .light).bitmap
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(color(b, 200, 87.5) == resolved(.separator, .light).over(.white), "a separator under the last row too")
        #expect(color(b, 8, 87.5) == RGBA8(255, 255, 255, 255), "inset 16 points")
        // The disclosure chevron at the trailing margin (16 points in).
        let chevron = (296..<304).contains { x in (16..<28).contains { y in color(b, Double(x), Double(y)) != RGBA8(255, 255, 255, 255) } }
        #expect(chevron)
    }

    @Test func rowsGrowWithTheirContent() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let sub = Rows([(nil, ["Title"], nil)])
        sub.style = .subtitle
        let data = Custom(count: 3) { indexPath in
            switch indexPath.row {
            case 0:
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Title"
                cell.detailTextLabel?.text = "Subtitle"
                return cell
            case 1:
                let cell = PinnedCell(style: .default, reuseIdentifier: nil)
                cell.label.text = "A long text that wraps onto more than one line in a narrow table view cell"
                return cell
            default:
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Plain"
                return cell
            }
        }
        table.dataSource = data
        _ = try UIKitRendering.render(table, traits: .light)
        let heights = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.frame.height }
        #expect(heights.count == 3)
        #expect(heights[0] > 50, "a subtitle cell is taller than one line: \(heights[0])")
        #expect(heights[1] > 24 + 40, "constraints: two lines of text and 12 points above and below: \(heights[1])")
        #expect(heights[2] == 44)
        var large = Traits.light
        large.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        table.reloadData()
        _ = try UIKitRendering.render(table, traits: large)
        let big = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(big.frame.height > 60, "the text size grows the row: \(big.frame.height)")
    }

    @Test func aMillionRowsCostWhatTheFirstScreenDoes() throws {
        let data = Million()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.dataSource = data
        let (_, seconds) = try CPUTime.onCurrentThread { () throws -> Bitmap in
            try UIKitRendering.render(table, traits: .light).bitmap
        }
        #expect(data.made <= 21, "cells made: \(data.made)")
        #expect(table.contentSize.height == 44_000_000)
        data.made = 0
        table.estimatedRowHeight = 44
        table.contentOffset = CGPoint(x: 0, y: 22_000_000)
        _ = try UIKitRendering.render(table, traits: .light)
        #expect(data.made <= 21, "cells made half way down: \(data.made)")
        #expect(table.indexPathsForVisibleRows?.first?.row == 500_000)
        #expect(seconds < 30, "\(seconds) s of CPU")
    }

    @Test func registeredClassesAreMadeWithTheirOwnInitializerOverrides() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(PinnedCell.self, forCellReuseIdentifier: "pinned")
        table.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "banner")
        let identifier = "pinned"
        for _ in 0..<3 {
            let cell = try #require(table.dequeueReusableCell(withIdentifier: identifier) as? PinnedCell)
            #expect(cell.label.superview === cell.contentView && cell.label.numberOfLines == 0, "its init(style:reuseIdentifier:) ran")
            #expect(cell.reuseIdentifier == "pinned" && cell.detailTextLabel == nil, "the default style, and the identifier passed in")
        }
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "banner") as? BannerHeader)
        #expect(header.banner.superview === header.contentView && header.reuseIdentifier == "banner")
        let subtitle = UIView.make(UITableViewCell.self, style: .subtitle, reuseIdentifier: String(repeating: "long identifier ", count: 4))
        #expect(subtitle.detailTextLabel != nil && subtitle.reuseIdentifier?.count == 64)
    }

    @Test func aCellThatAsksForLayoutForeverIsATypedError() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        let data = Custom(count: 1) { _ in
            let cell = RestlessCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Again"
            return cell
        }
        table.dataSource = data
        #expect {
            try UIKitRendering.render(table, traits: .light)
        } throws: { error in
            guard case let .layoutNeverSettles(path, _) = error as? UIKitError else { return false }
            return path.contains("RestlessCell")
        }
    }

    @Test func aTableWithDynamicColoursFollowsTheAppearance() throws {
        let rows = Rows([("Settings", ["Wi-Fi", "Bluetooth"], nil)])
        let findings = try UIKitAppearanceSwitch.findingsBothWays(size: CGSize(width: 320, height: 240)) {
            let table = UITableView(frame: .zero, style: .insetGrouped)
            table.dataSource = rows
            return table
        }
        #expect(findings.isEmpty, "\(findings)")
    }
}

private extension RGBA8 {
    /// The colour composited over an opaque colour.
    func over(_ bottom: RGBA8) -> RGBA8 {
        let a = Int(self.a)
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(t) * a + Int(b) * (255 - a) + 127) / 255) }
        return RGBA8(mix(r, bottom.r), mix(g, bottom.g), mix(b, bottom.b), 255)
    }
}

private extension RGBA8 {
    static let white = RGBA8(255, 255, 255, 255)
}
