/// How `aspectRatio` relates the content to the proposal.
public enum ContentMode: String, CaseIterable, Hashable, Sendable {
    /// The largest size of the ratio inside the proposal.
    case fit
    /// The smallest size of the ratio that covers the proposal.
    case fill
}
