/// The name of the component a view value shows, for findings and messages: the type the team
/// wrote, not the wrappers its modifiers put around it. `ModifiedView<ModifiedView<StatusBadge>>`
/// and `ModifiedContent<StatusBadge, Tint>` are `StatusBadge`; `Card<Text>` stays `Card`.
enum ComponentName {
    /// PenumbraUI's and SwiftUI's wrapper types, whose first generic argument is the component.
    static let wrappers: Set<String> = ["ModifiedView", "ModifiedContent", "AnyView", "Optional", "Group", "_ConditionalContent"]

    /// The component's type name in `type`'s description.
    static func of(_ type: Any.Type) -> String { of(description: String(describing: type)) }

    /// The component's type name in a type's description (`A<B<C>, D>` is read as A, then B …).
    static func of(description: String) -> String {
        var rest = Substring(description)
        while true {
            let head = rest.prefix { $0 != "<" && $0 != "," && $0 != ">" }
            let name = head.split(separator: ".").last.map(String.init) ?? String(head)
            guard wrappers.contains(name), rest.dropFirst(head.count).first == "<" else { return name.trimmingSpaces }
            rest = rest.dropFirst(head.count + 1)
        }
    }
}

private extension String {
    var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
