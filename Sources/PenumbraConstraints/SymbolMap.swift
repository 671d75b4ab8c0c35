/// A map from ``Symbol`` to `Value`, stored densely by symbol id.
///
/// Symbol ids count up from 0 in one solver, so an array indexed by id replaces a hash table:
/// no hashing on the hot path (a `Dictionary` keyed by symbol spent half of a 1,000-constraint
/// screen's time in `Hasher`), and iteration goes in id order, the same in every process.
struct SymbolMap<Value> {
    private var entries: [(symbol: Symbol, value: Value)?] = []
    /// The number of symbols with a value.
    private(set) var count = 0

    /// Whether no symbol has a value.
    var isEmpty: Bool { count == 0 }

    /// The symbol's value; setting nil removes it.
    subscript(symbol: Symbol) -> Value? {
        get { symbol.id < entries.count ? entries[symbol.id]?.value : nil }
        set {
            if symbol.id >= entries.count {
                guard newValue != nil else { return }
                entries.append(contentsOf: repeatElement(nil, count: symbol.id + 1 - entries.count))
            }
            let had = entries[symbol.id] != nil
            if let newValue {
                entries[symbol.id] = (symbol, newValue)
                if !had { count += 1 }
            } else {
                entries[symbol.id] = nil
                if had { count -= 1 }
            }
        }
    }
}

extension SymbolMap: Sequence {
    /// The symbols with a value and their values, in id order.
    func makeIterator() -> AnyIterator<(Symbol, Value)> {
        var index = 0
        let entries = entries
        return AnyIterator {
            while index < entries.count {
                defer { index += 1 }
                if let entry = entries[index] { return (entry.symbol, entry.value) }
            }
            return nil
        }
    }
}
