import PenumbraCore

/// Runs one Type 2 charstring (Adobe Technical Note #5177) or CFF2 charstring into a path in
/// font units, y up.
///
/// Hint operators are read only to skip their operands and hintmask bytes; the advance width
/// operand is dropped (`hmtx` holds the advance). In CFF2, `blend` turns each default value
/// and its region deltas into the value at the instance's location, and `vsindex` picks the
/// item variation data whose regions apply. Subroutine calls nest at most ``maxDepth``
/// levels (the spec's limit is 10) and a glyph runs at most ``maxOperations`` operators, so a
/// recursive or looping charstring ends in an error, not a hang.
struct CharstringInterpreter {
    static let maxDepth = 10
    static let maxOperations = 200_000
    static let maxStack = 48
    /// CFF2's argument stack.
    static let maxStackCFF2 = 513

    let font: CFFFont
    let glyph: Int
    let localSubrs: CFFFont.Index
    var stack: [Double] = []
    var x = 0.0, y = 0.0
    var stems = 0
    var widthSeen = false
    var contourOpen = false
    var ended = false
    var operations = 0
    var path = VectorPath()
    /// CFF2: the item variation data `blend` uses.
    var vsindex = 0
    /// CFF2: how much each region of the variation store applies at the instance's location;
    /// empty for the default instance (blend keeps the defaults).
    var regionScalars: [Double] = []
    /// CFF2: the regions of the current `vsindex`, read on the first blend.
    private var blendRegions: [Int]?

    init(font: CFFFont, glyph: Int, localSubrs: CFFFont.Index) {
        self.font = font
        self.glyph = glyph
        self.localSubrs = localSubrs
        stack.reserveCapacity(CharstringInterpreter.maxStack)
    }

    mutating func finish() -> VectorPath {
        if contourOpen { path.close(); contourOpen = false }
        return path
    }

    /// Drops the width operand: the first stack-clearing operator carries one extra argument
    /// when its count has the wrong parity.
    private mutating func takeWidth(extraWhen: Bool) {
        if !widthSeen, extraWhen, !stack.isEmpty, !font.isCFF2 { stack.removeFirst() }
        widthSeen = true
    }

    private mutating func moveTo(_ dx: Double, _ dy: Double) {
        if contourOpen { path.close() }
        x += dx; y += dy
        path.move(to: Point(x: x, y: y))
        contourOpen = true
    }

    private mutating func lineTo(_ dx: Double, _ dy: Double) {
        x += dx; y += dy
        path.line(to: Point(x: x, y: y))
    }

    private mutating func curveTo(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double) {
        let c1 = Point(x: x + dx1, y: y + dy1)
        let c2 = Point(x: c1.x + dx2, y: c1.y + dy2)
        x = c2.x + dx3; y = c2.y + dy3
        path.cubic(control1: c1, control2: c2, to: Point(x: x, y: y))
    }

    private mutating func push(_ v: Double) throws(FontError) {
        let limit = font.isCFF2 ? CharstringInterpreter.maxStackCFF2 : CharstringInterpreter.maxStack
        guard stack.count < limit else {
            throw .limitExceeded(table: font.table.table, what: "charstring stack of glyph \(glyph)", value: stack.count + 1, limit: limit)
        }
        stack.append(v)
    }

    /// CFF2's blend: `n` values, each its default plus its region deltas scaled.
    private mutating func blend() throws(FontError) {
        guard let last = stack.popLast(), last >= 0, last == last.rounded() else { throw stackError(16) }
        let n = Int(fileNumber: last)
        if blendRegions == nil { blendRegions = try font.blendRegions(vsindex: vsindex) }
        let regions = blendRegions ?? []
        let k = regions.count
        guard n * (k + 1) <= stack.count else { throw stackError(16) }
        let base = stack.count - n * (k + 1)
        for i in 0..<n {
            var v = stack[base + i]
            if !regionScalars.isEmpty {
                for j in 0..<k {
                    let region = regions[j]
                    guard region < regionScalars.count else {
                        throw .invalidValue(table: "CFF2", field: "region index in glyph \(glyph)", value: region)
                    }
                    let d = stack[base + n + i * k + j]
                    if d != 0 { v += d * regionScalars[region] }
                }
            }
            stack[base + i] = v
        }
        stack.removeLast(n * k)
    }

    mutating func run(_ range: Range<Int>, depth: Int) throws(FontError) {
        guard depth <= CharstringInterpreter.maxDepth else {
            throw .subroutineTooDeep(glyph: glyph, depth: CharstringInterpreter.maxDepth, table: font.table.table)
        }
        let r = font.table
        var p = range.lowerBound
        let tag = font.table.table
        while p < range.upperBound, !ended {
            operations += 1
            guard operations <= CharstringInterpreter.maxOperations else {
                throw .limitExceeded(table: tag, what: "operators in glyph \(glyph)", value: operations,
                                     limit: CharstringInterpreter.maxOperations)
            }
            let b0 = Int(try r.u8(p))
            p += 1
            switch b0 {
            case 32...246: try push(Double(b0 - 139))
            case 247...250: try push(Double((b0 - 247) * 256 + Int(try r.u8(p)) + 108)); p += 1
            case 251...254: try push(Double(-(b0 - 251) * 256 - Int(try r.u8(p)) - 108)); p += 1
            case 28: try push(Double(try r.i16(p))); p += 2
            case 255: try push(Double(try r.i32(p)) / 65_536); p += 4
            case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
                takeWidth(extraWhen: stack.count % 2 == 1)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
            case 19, 20:  // hintmask, cntrmask: operands here are an implied vstem
                takeWidth(extraWhen: stack.count % 2 == 1)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                p += (stems + 7) / 8
            case 15 where font.isCFF2:  // vsindex
                guard let v = stack.popLast(), v >= 0, v < 65_536 else { throw stackError(b0) }
                vsindex = Int(fileNumber: v)
                blendRegions = nil
                stack.removeAll(keepingCapacity: true)
            case 16 where font.isCFF2:
                try blend()
            case 21:
                takeWidth(extraWhen: stack.count > 2)
                guard stack.count >= 2 else { throw stackError(b0) }
                moveTo(stack[0], stack[1])
                stack.removeAll(keepingCapacity: true)
            case 22, 4:
                takeWidth(extraWhen: stack.count > 1)
                guard stack.count >= 1 else { throw stackError(b0) }
                if b0 == 22 { moveTo(stack[0], 0) } else { moveTo(0, stack[0]) }
                stack.removeAll(keepingCapacity: true)
            default:
                try operate(b0, at: &p, depth: depth)
            }
        }
    }

    private func stackError(_ op: Int) -> FontError {
        .invalidValue(table: font.table.table, field: "operand count for operator \(op) in glyph \(glyph)", value: stack.count)
    }

    /// Drawing, subroutine and end operators.
    private mutating func operate(_ op: Int, at p: inout Int, depth: Int) throws(FontError) {
        let s = stack, n = s.count
        switch op {
        case 5:  // rlineto
            widthSeen = true
            var i = 0
            while i + 2 <= n { lineTo(s[i], s[i + 1]); i += 2 }
        case 6, 7:  // hlineto, vlineto
            widthSeen = true
            var horizontal = op == 6
            for v in s {
                if horizontal { lineTo(v, 0) } else { lineTo(0, v) }
                horizontal.toggle()
            }
        case 8:  // rrcurveto
            widthSeen = true
            var i = 0
            while i + 6 <= n { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]); i += 6 }
        case 24:  // rcurveline
            widthSeen = true
            var i = 0
            while i + 6 <= n - 2 { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]); i += 6 }
            if i + 2 <= n { lineTo(s[i], s[i + 1]) }
        case 25:  // rlinecurve
            widthSeen = true
            var i = 0
            while i + 2 <= n - 6 { lineTo(s[i], s[i + 1]); i += 2 }
            if i + 6 <= n { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]) }
        case 26:  // vvcurveto
            widthSeen = true
            var i = 0
            var dx1 = 0.0
            if n % 2 == 1 { dx1 = s[0]; i = 1 }
            while i + 4 <= n { curveTo(dx1, s[i], s[i + 1], s[i + 2], 0, s[i + 3]); dx1 = 0; i += 4 }
        case 27:  // hhcurveto
            widthSeen = true
            var i = 0
            var dy1 = 0.0
            if n % 2 == 1 { dy1 = s[0]; i = 1 }
            while i + 4 <= n { curveTo(s[i], dy1, s[i + 1], s[i + 2], s[i + 3], 0); dy1 = 0; i += 4 }
        case 30, 31:  // vhcurveto, hvcurveto
            widthSeen = true
            var i = 0
            var horizontal = op == 31
            while i + 4 <= n {
                let last = n - i == 5
                let extra = last ? s[i + 4] : 0
                if horizontal {
                    curveTo(s[i], 0, s[i + 1], s[i + 2], extra, s[i + 3])
                } else {
                    curveTo(0, s[i], s[i + 1], s[i + 2], s[i + 3], extra)
                }
                i += last ? 5 : 4
                horizontal.toggle()
            }
        case 10, 29:  // callsubr, callgsubr
            guard let last = stack.popLast() else { throw stackError(op) }
            let subrs = op == 10 ? localSubrs : font.globalSubrs
            let index = Int(fileNumber: last) + CFFFont.bias(subrs.count)
            guard index >= 0, index < subrs.count else {
                throw .invalidValue(table: font.table.table, field: "subroutine number in glyph \(glyph)", value: Int(fileNumber: last))
            }
            try run(subrs.range(index), depth: depth + 1)
            return
        case 11:  // return: the caller's loop ends with the subroutine's range
            p = Int.max
            return
        case 14:  // endchar
            takeWidth(extraWhen: n == 1 || n == 5)
            if stack.count >= 4 {  // the deprecated seac form: an accented glyph built from two others
                throw .unsupported(table: font.table.table, what: "endchar accent composition (seac) in glyph \(glyph)")
            }
            if contourOpen { path.close(); contourOpen = false }
            ended = true
        case 12:
            let op2 = Int(try font.table.u8(p))
            p += 1
            try flex(op2, s)
        default:
            throw .unsupportedCharstringOperator(glyph: glyph, op: op, table: font.table.table)
        }
        stack.removeAll(keepingCapacity: true)
    }

    private mutating func flex(_ op2: Int, _ s: [Double]) throws(FontError) {
        widthSeen = true
        switch op2 {
        case 35 where s.count >= 12:  // flex
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            curveTo(s[6], s[7], s[8], s[9], s[10], s[11])
        case 34 where s.count >= 7:  // hflex
            curveTo(s[0], 0, s[1], s[2], s[3], 0)
            curveTo(s[4], 0, s[5], -s[2], s[6], 0)
        case 36 where s.count >= 9:  // hflex1
            curveTo(s[0], s[1], s[2], s[3], s[4], 0)
            curveTo(s[5], 0, s[6], s[7], s[8], -(s[1] + s[3] + s[7]))
        case 37 where s.count >= 11:  // flex1
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            if abs(dx) > abs(dy) {
                curveTo(s[6], s[7], s[8], s[9], s[10], -dy)
            } else {
                curveTo(s[6], s[7], s[8], s[9], -dx, s[10])
            }
        default:
            throw .unsupportedCharstringOperator(glyph: glyph, op: 12 << 8 | op2, table: font.table.table)
        }
    }
}
