// Form XObjects drawn again from the same place: the drawing a content interpreter keeps per
// form, so a form drawn many times runs once (its work still counts toward the file's bounds).
import PenumbraCore

extension PDFContentInterpreter {
    /// One drawing of a form: what a form's nodes depend on, and the work they took.
    struct FormDrawing {
        var ctm: AffineTransform
        var clips: [VectorClip]
        var alphas: (Double, Double)
        var resources: [String: PDFObject]
        /// How deep in forms it was drawn (nested forms may not go past ``maxFormDepth``).
        var depth: Int
        var nodes: [VectorNode]
        var operators: Int, paintedPaths: Int

        func matches(_ state: State, _ resources: [String: PDFObject], depth: Int) -> Bool {
            self.depth == depth && ctm == state.ctm && alphas == (state.fillAlpha, state.strokeAlpha)
                && clips == state.clips && self.resources == resources
        }
    }

    /// The work counted so far: operators, painted paths, and the sum of the other budgets.
    var work: (operators: Int, paintedPaths: Int, others: Int) {
        (operators, paintedPaths, glyphElements + imageBytes + meshTriangles + glyphsShown)
    }

    /// The nodes form `number` drew before from the same place, its work counted again, or nil.
    /// - Throws: ``VectorError`` when the work counted again passes a bound.
    mutating func drawnBefore(_ number: Int, _ state: State, _ resources: [String: PDFObject], depth: Int,
                              _ at: String) throws(VectorError) -> [VectorNode]? {
        guard let drawn = formDrawings[number]?.first(where: { $0.matches(state, resources, depth: depth) }) else { return nil }
        operators += drawn.operators
        paintedPaths += drawn.paintedPaths
        guard operators <= Self.maxOperators else { throw fail(at, "more than \(Self.maxOperators) operators", .tooLarge) }
        guard paintedPaths <= Self.maxPaintedPaths else {
            throw fail(at, "the file paints more than \(Self.maxPaintedPaths) paths (forms included)", .tooLarge)
        }
        return drawn.nodes
    }

    /// Keeps what form `number` drew (up to 8 places a form), unless it showed text, images or
    /// meshes: their budgets are counted as they are read, so such a form runs each time.
    mutating func keep(_ nodes: [VectorNode], of number: Int, from state: State, _ resources: [String: PDFObject], depth: Int,
                       workBefore before: (operators: Int, paintedPaths: Int, others: Int)) {
        guard work.others == before.others, (formDrawings[number]?.count ?? 0) < 8 else { return }
        formDrawings[number, default: []].append(FormDrawing(
            ctm: state.ctm, clips: state.clips, alphas: (state.fillAlpha, state.strokeAlpha), resources: resources, depth: depth,
            nodes: nodes, operators: operators - before.operators, paintedPaths: paintedPaths - before.paintedPaths))
    }
}
