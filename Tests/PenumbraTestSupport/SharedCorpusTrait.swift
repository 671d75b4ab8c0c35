import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only when `../shared` is beside the package; otherwise skips it
    /// with ``TestPaths/sharedMissingMessage`` (a user's clone has no shared folder; CI has it).
    public static var requiresSharedCorpora: Self {
        .enabled(if: TestPaths.shared != nil, Comment(rawValue: TestPaths.sharedMissingMessage))
    }
}
