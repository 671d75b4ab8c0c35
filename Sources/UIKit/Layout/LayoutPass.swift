/// One layout of a hierarchy, as UIKit's run loop does it before drawing: Auto Layout solved when
/// what it reads changed, then `layoutSubviews` on every view that needs it, parents first, with
/// `UITraitCollection.current` set to the view's traits; repeated until nothing changes.
///
/// A hierarchy that never settles (a `layoutSubviews` that always asks for another pass) stops
/// after ``passLimit`` passes with ``UIKitError/layoutNeverSettles(path:passes:)`` on the root.
@preconcurrency @MainActor
enum LayoutPass {
    /// Passes before layout is declared unsettled. UIKit's own loop gives up with a log; 100
    /// passes of a real screen take well under a second here.
    static let passLimit = 100

    static func run(from view: UIView) {
        let root = view.rootView
        root.layoutFailure = nil
        var solvedVersion = -1
        for _ in 0..<passLimit {
            if root.autoLayout.inputVersion != solvedVersion {
                if AutoLayoutEngine.isNeeded(under: root) {
                    do throws(UIKitError) { try AutoLayoutEngine.layout(root) } catch {
                        root.layoutFailure = error
                        return
                    }
                }
                solvedVersion = root.autoLayout.inputVersion
            }
            var laidOut = false
            root.forEachInTree { v in
                guard v.needsLayout else { return }
                v.needsLayout = false
                laidOut = true
                v.traitCollection.performAsCurrent {
                    v.prepareForLayout()
                    v.owningController?.viewWillLayoutSubviews()
                    v.layer.layoutSublayers()
                    v.layoutSubviews()
                    v.owningController?.viewDidLayoutSubviews()
                }
            }
            if !laidOut && root.autoLayout.inputVersion == solvedVersion { return }
        }
        var unsettled = root
        root.forEachInTree { v in if v.needsLayout && unsettled === root { unsettled = v } }
        root.layoutFailure = .layoutNeverSettles(path: unsettled.penumbraPath, passes: passLimit)
    }
}
