// PDF type 4 functions (ISO 32000-1 § 7.10.5): a program in the small subset of PostScript PDF
// allows (arithmetic, relational, boolean and bitwise, stack operators and `if`/`ifelse`), parsed
// once into a tree and run on a bounded stack. The language has no loops, so a run takes at most
// as many steps as the program has words; both are bounded, and anything malformed (an unknown
// operator, a stack that underflows or overflows, a type mismatch) is refused by name rather
// than guessed. Transcendental operators use Penumbra's deterministic implementations
// (`Trigonometry`, `Exponentials`), never the platform's libm.
import PenumbraCore

/// A parsed PostScript calculator program.
struct PostScriptCalculator: Hashable {
    /// The most words (numbers, operators, braces) a program may have.
    static let maxWords = 4_096
    /// How deep `{ }` blocks may nest.
    static let maxNesting = 32
    /// The operand stack's bound (the limit PDF readers give type 4 functions).
    static let maxStack = 100

    /// A value on the operand stack.
    enum Value: Hashable {
        case int(Int)
        case real(Double)
        case bool(Bool)

        var real: Double? {
            switch self {
            case .int(let i): Double(i)
            case .real(let r): r
            case .bool: nil
            }
        }
    }

    /// One step of a program.
    indirect enum Word: Hashable {
        case push(Value)
        case op(String)
        case ifBlock([Word])
        case ifElse([Word], [Word])
    }

    /// Why a program could not be parsed or run.
    struct Failure: Error {
        var reason: String
    }

    let words: [Word]

    private static let operators: Set<String> = [
        "abs", "add", "atan", "ceiling", "cos", "cvi", "cvr", "div", "exp", "floor", "idiv", "ln", "log", "mod", "mul",
        "neg", "round", "sin", "sqrt", "sub", "truncate", "and", "or", "not", "xor", "bitshift", "eq", "ne", "gt", "ge",
        "lt", "le", "copy", "dup", "exch", "index", "pop", "roll",
    ]

    /// Parses the program text `source` (the bytes of a type 4 function's stream: one outer
    /// `{ … }` block).
    init(source: [UInt8]) throws(Failure) {
        var tokens: [String] = []
        var i = 0
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)); current = [] }
        }
        while i < source.count {
            let c = source[i]
            if c == UInt8(ascii: "%") {
                flush()
                while i < source.count, source[i] != 10, source[i] != 13 { i += 1 }
                continue
            }
            if PDFLexer.isWhite(c) {
                flush()
            } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "}") {
                flush()
                tokens.append(c == UInt8(ascii: "{") ? "{" : "}")
            } else {
                current.append(c)
            }
            guard tokens.count <= Self.maxWords else { throw Failure(reason: "the program has more than \(Self.maxWords) words") }
            i += 1
        }
        flush()
        guard tokens.count <= Self.maxWords else { throw Failure(reason: "the program has more than \(Self.maxWords) words") }
        guard tokens.first == "{" else { throw Failure(reason: "the program does not start with {") }
        var k = 1
        words = try Self.block(tokens, &k, depth: 1)
        guard k == tokens.count else { throw Failure(reason: "words after the program's closing }") }
    }

    /// The words of a block whose `{` was just read, up to its `}`; `if` and `ifelse` take the
    /// one or two blocks just before them.
    private static func block(_ tokens: [String], _ k: inout Int, depth: Int) throws(Failure) -> [Word] {
        guard depth <= maxNesting else { throw Failure(reason: "blocks nest deeper than \(maxNesting)") }
        var out: [Word] = []
        var pending: [[Word]] = []  // blocks not yet consumed by if / ifelse
        func settle() throws(Failure) {
            guard pending.isEmpty else { throw Failure(reason: "a { } block that is not used by if or ifelse") }
        }
        while k < tokens.count {
            let t = tokens[k]
            k += 1
            switch t {
            case "{":
                try settleIfNeeded(&pending, max: 1)
                pending.append(try block(tokens, &k, depth: depth + 1))
            case "}":
                try settle()
                return out
            case "if":
                guard pending.count == 1 else { throw Failure(reason: "if without its block") }
                out.append(.ifBlock(pending.removeLast()))
            case "ifelse":
                guard pending.count == 2 else { throw Failure(reason: "ifelse without its two blocks") }
                let b = pending.removeLast(), a = pending.removeLast()
                out.append(.ifElse(a, b))
            case "true": try settle(); out.append(.push(.bool(true)))
            case "false": try settle(); out.append(.push(.bool(false)))
            default:
                try settle()
                if let v = Int(t) {
                    out.append(.push(.int(v)))
                } else if let v = Double(t), v.isFinite {
                    out.append(.push(.real(v)))
                } else if operators.contains(t) {
                    out.append(.op(t))
                } else {
                    throw Failure(reason: "the operator '\(t.prefix(40))' is not in PDF's calculator language")
                }
            }
        }
        throw Failure(reason: "a { block is not closed")
    }

    /// Allows at most `max` pending blocks before another is read (ifelse takes two).
    private static func settleIfNeeded(_ pending: inout [[Word]], max: Int) throws(Failure) {
        guard pending.count <= max else { throw Failure(reason: "a { } block that is not used by if or ifelse") }
    }

    /// Runs the program on `inputs`; the stack left is the output.
    func run(_ inputs: [Double]) throws(Failure) -> [Double] {
        var stack: [Value] = inputs.map { .real($0) }
        guard stack.count <= Self.maxStack else { throw Failure(reason: "more inputs than the stack holds") }
        try Self.run(words, &stack)
        var out: [Double] = []
        for v in stack {
            guard let r = v.real else { throw Failure(reason: "the program leaves a boolean on the stack") }
            out.append(r)
        }
        return out
    }

    private static func run(_ words: [Word], _ stack: inout [Value]) throws(Failure) {
        for word in words {
            switch word {
            case .push(let v):
                guard stack.count < maxStack else { throw Failure(reason: "the stack grows past \(maxStack)") }
                stack.append(v)
            case .ifBlock(let body):
                guard case .bool(let c)? = stack.popLast() else { throw Failure(reason: "if without a boolean") }
                if c { try run(body, &stack) }
            case .ifElse(let a, let b):
                guard case .bool(let c)? = stack.popLast() else { throw Failure(reason: "ifelse without a boolean") }
                try run(c ? a : b, &stack)
            case .op(let name):
                try apply(name, &stack)
            }
        }
    }

    // MARK: Operators

    private static func pop(_ stack: inout [Value], _ op: String) throws(Failure) -> Value {
        guard let v = stack.popLast() else { throw Failure(reason: "\(op) finds the stack empty") }
        return v
    }

    private static func number(_ stack: inout [Value], _ op: String) throws(Failure) -> Value {
        let v = try pop(&stack, op)
        if case .bool = v { throw Failure(reason: "\(op) needs a number, not a boolean") }
        return v
    }

    private static func real(_ stack: inout [Value], _ op: String) throws(Failure) -> Double {
        try number(&stack, op).real!
    }

    private static func integer(_ stack: inout [Value], _ op: String) throws(Failure) -> Int {
        guard case .int(let i) = try pop(&stack, op) else { throw Failure(reason: "\(op) needs an integer") }
        return i
    }

    /// A real result as PostScript keeps it; an overflow to infinity or NaN is an error.
    private static func checked(_ v: Double, _ op: String) throws(Failure) -> Value {
        guard v.isFinite else { throw Failure(reason: "\(op) gives a result that is not a finite number") }
        return .real(v)
    }

    /// An integer result, or a real when it overflows (as PostScript promotes it).
    private static func integerResult(_ v: (partialValue: Int, overflow: Bool), _ exact: Double) -> Value {
        v.overflow ? .real(exact) : .int(v.partialValue)
    }

    private static func apply(_ op: String, _ stack: inout [Value]) throws(Failure) {
        func push(_ v: Value) throws(Failure) {
            guard stack.count < maxStack else { throw Failure(reason: "the stack grows past \(maxStack)") }
            stack.append(v)
        }
        switch op {
        // Arithmetic.
        case "add", "sub", "mul":
            let b = try number(&stack, op), a = try number(&stack, op)
            if case .int(let x) = a, case .int(let y) = b {
                switch op {
                case "add": try push(integerResult(x.addingReportingOverflow(y), Double(x) + Double(y)))
                case "sub": try push(integerResult(x.subtractingReportingOverflow(y), Double(x) - Double(y)))
                default: try push(integerResult(x.multipliedReportingOverflow(by: y), Double(x) * Double(y)))
                }
            } else {
                let x = a.real!, y = b.real!
                try push(try checked(op == "add" ? x + y : (op == "sub" ? x - y : x * y), op))
            }
        case "div":
            let y = try real(&stack, op), x = try real(&stack, op)
            guard y != 0 else { throw Failure(reason: "div by zero") }
            try push(try checked(x / y, op))
        case "idiv", "mod":
            let y = try integer(&stack, op), x = try integer(&stack, op)
            guard y != 0 else { throw Failure(reason: "\(op) by zero") }
            guard !(x == Int.min && y == -1) else { throw Failure(reason: "\(op) overflows") }
            try push(.int(op == "idiv" ? x / y : x % y))
        case "neg", "abs":
            let a = try number(&stack, op)
            if case .int(let x) = a {
                guard x != Int.min else { try push(.real(-Double(x))); return }
                try push(.int(op == "neg" ? -x : Swift.abs(x)))
            } else {
                try push(.real(op == "neg" ? -a.real! : Swift.abs(a.real!)))
            }
        case "ceiling", "floor", "round", "truncate":
            let a = try number(&stack, op)
            guard case .real(let x) = a else { try push(a); return }
            let rule: FloatingPointRoundingRule = switch op {
            case "ceiling": .up
            case "floor": .down
            case "round": .toNearestOrAwayFromZero
            default: .towardZero
            }
            // PostScript's round takes .5 up (toward +∞), not away from zero.
            try push(.real(op == "round" ? (x + 0.5).rounded(.down) : x.rounded(rule)))
        case "sqrt":
            let x = try real(&stack, op)
            guard x >= 0 else { throw Failure(reason: "sqrt of a negative number") }
            try push(.real(x.squareRoot()))
        case "sin", "cos":
            let x = try real(&stack, op)
            let sc = Trigonometry.sinCos(degrees: x)
            try push(try checked(op == "sin" ? sc.sin : sc.cos, op))
        case "atan":
            let den = try real(&stack, op), num = try real(&stack, op)
            guard num != 0 || den != 0 else { throw Failure(reason: "atan of 0 / 0") }
            var degrees = Trigonometry.atan2(num, den) * (180 / Double.pi)
            if degrees < 0 { degrees += 360 }
            try push(try checked(degrees, op))
        case "exp":
            let e = try real(&stack, op), b = try real(&stack, op)
            try push(try checked(Exponentials.pow(b, e), op))
        case "ln", "log":
            let x = try real(&stack, op)
            guard x > 0 else { throw Failure(reason: "\(op) of a number that is not positive") }
            try push(try checked(op == "ln" ? Exponentials.ln(x) : Exponentials.log10(x), op))
        case "cvi":
            let x = try real(&stack, op).rounded(.towardZero)
            guard abs(x) < 9.2e18 else { throw Failure(reason: "cvi of a number beyond the integers") }
            try push(.int(Int(saturating: x)))
        case "cvr":
            try push(.real(try real(&stack, op)))
        // Relational, boolean and bitwise.
        case "eq", "ne":
            let b = try pop(&stack, op), a = try pop(&stack, op)
            let equal: Bool
            if case .bool(let x) = a, case .bool(let y) = b { equal = x == y } else if let x = a.real, let y = b.real { equal = x == y } else {
                equal = false
            }
            try push(.bool(op == "eq" ? equal : !equal))
        case "gt", "ge", "lt", "le":
            let y = try real(&stack, op), x = try real(&stack, op)
            let r = switch op {
            case "gt": x > y
            case "ge": x >= y
            case "lt": x < y
            default: x <= y
            }
            try push(.bool(r))
        case "and", "or", "xor":
            let b = try pop(&stack, op), a = try pop(&stack, op)
            switch (a, b) {
            case (.bool(let x), .bool(let y)): try push(.bool(op == "and" ? x && y : (op == "or" ? x || y : x != y)))
            case (.int(let x), .int(let y)): try push(.int(op == "and" ? x & y : (op == "or" ? x | y : x ^ y)))
            default: throw Failure(reason: "\(op) needs two booleans or two integers")
            }
        case "not":
            switch try pop(&stack, op) {
            case .bool(let x): try push(.bool(!x))
            case .int(let x): try push(.int(~x))
            case .real: throw Failure(reason: "not needs a boolean or an integer")
            }
        case "bitshift":
            let shift = try integer(&stack, op), x = try integer(&stack, op)
            try push(.int(shift >= 64 || shift <= -64 ? 0 : (shift >= 0 ? x << shift : x >> -shift)))
        // Stack.
        case "pop":
            _ = try pop(&stack, op)
        case "dup":
            guard let top = stack.last else { throw Failure(reason: "dup finds the stack empty") }
            try push(top)
        case "exch":
            guard stack.count >= 2 else { throw Failure(reason: "exch needs two operands") }
            stack.swapAt(stack.count - 1, stack.count - 2)
        case "copy":
            let n = try integer(&stack, op)
            guard n >= 0, n <= stack.count else { throw Failure(reason: "copy of \(n) operands, with \(stack.count) on the stack") }
            guard stack.count + n <= maxStack else { throw Failure(reason: "the stack grows past \(maxStack)") }
            stack += stack[(stack.count - n)...]
        case "index":
            let n = try integer(&stack, op)
            guard n >= 0, n < stack.count else { throw Failure(reason: "index \(n), with \(stack.count) on the stack") }
            try push(stack[stack.count - 1 - n])
        case "roll":
            let j = try integer(&stack, op), n = try integer(&stack, op)
            guard n >= 0, n <= stack.count else { throw Failure(reason: "roll of \(n) operands, with \(stack.count) on the stack") }
            guard n > 0 else { return }
            let shift = ((j % n) + n) % n
            guard shift > 0 else { return }
            let part = Array(stack[(stack.count - n)...])
            stack.removeLast(n)
            stack += part[(n - shift)...] + part[..<(n - shift)]
        default:
            throw Failure(reason: "the operator '\(op)' is not in PDF's calculator language")
        }
    }
}
