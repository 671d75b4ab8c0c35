import PenumbraStyle
import PenumbraView
import UIKit

extension UIColor {
    /// The view stage's colour.
    func reference(_ context: LoweringContext) throws(UIError) -> ColorReference {
        let base: ColorReference
        switch source {
        case .system(let name): base = .color(context.systemColor(name))
        case .named(let name): base = .named(name)
        case .literal(let rgba): base = .literal(rgba)
        case .provider(let provider):
            let resolve = context.colorResolver()
            base = .color(PenumbraStyle.StyleColor(provider: { traits in
                let picked = provider(UITraitCollection(traits))
                return PenumbraStyle.StyleColor(resolve(picked, traits))
            }))
        }
        guard let alpha else { return base }
        return try context.replacing(alpha: alpha, of: base)
    }

}
