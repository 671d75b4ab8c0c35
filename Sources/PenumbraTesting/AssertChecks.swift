import Foundation
import Penumbra
import PenumbraUI

/// Runs Penumbra's dark-mode checks on a SwiftUI view in each variant and fails the test once per
/// finding, each message naming the check, the variant, the view path and what to change.
///
/// - Parameters:
///   - view: the component, built in each variant's environment.
///   - checks: the checks to run. Default: contrast, hard-coded colours and stuck colours, plus
///     the missing-background check when `isScreen` is true.
///   - isScreen: whether the view is a whole screen, which must paint every pixel. A component
///     (a button, a row) is drawn on whatever its container paints, so transparent pixels are
///     expected there and the background check is not run unless asked for by `checks`.
///   - variants: the variants. Default: the configuration's (light and dark).
///   - allow: colours and view paths this component may hard-code (a brand colour the same in
///     every appearance, a photo's overlay), for this assertion only.
///   - size: the size the view is offered (`.fitting` by default; a screen's size for screens).
/// - Returns: the checks' result, or nil when the view could not be rendered (which fails the
///   test with the renderer's error).
@discardableResult
public func assertChecks<V: PenumbraUI.View>(
    of view: @autoclosure @escaping @Sendable () -> V,
    checks: [CheckKind]? = nil,
    isScreen: Bool = false,
    variants: VariantSet? = nil,
    allow: ColorAllowList = .empty,
    size: RootSize = .fitting,
    configuration: RenderConfiguration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> CheckResult? {
    let config = configuration ?? .current
    let kinds = checks ?? ([.contrast, .hardcoded, .stuck] + (isScreen ? [.background] : []))
    let name = SnapshotName.sanitize(ComponentName.of(V.self))
    do {
        let subject = try ViewSubject(name: name, configuration: config, size: size) { view() }
        let palette = config.palette as? Palette ?? Palette(name: "none", colors: [:])
        let runner = CheckRunner(checks: kinds, variants: variants ?? config.variants, palette: palette, allowList: allow)
        let result = try runner.run(subject)
        for finding in result.findings {
            SnapshotReporter.fail(CheckMessages.message(for: finding, component: name), fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return result
    } catch {
        SnapshotReporter.fail("Checks of \(name) could not render it: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}

/// How a finding reads as a test failure.
enum CheckMessages {
    static func message(for finding: CheckFinding, component: String) -> String {
        let what: String
        switch finding.check {
        case .contrast: what = "low contrast"
        case .hardcoded: what = "hard-coded colour"
        case .stuck: what = "colour stuck in another appearance"
        case .background: what = "missing background"
        }
        return "\(component): \(what) in \(finding.variant) at \(finding.path): \(finding.message)"
    }
}
