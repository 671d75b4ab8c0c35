import PenumbraStyle

/// Runs a chosen set of checks over a subject in every variant and gathers the findings.
public struct CheckRunner: Sendable {
    /// The checks to run, in ``CheckKind`` order.
    public let checks: [CheckKind]
    /// The variants to render. The stuck-colour check builds under the first and shows under
    /// each of the others.
    public let variants: VariantSet
    /// The palette hard-coded colours are compared against.
    public let palette: Palette
    /// Intended exceptions to the hard-coded-colour check.
    public let allowList: ColorAllowList

    /// A runner; by default every check in light and dark with an empty allow-list.
    public init(checks: [CheckKind] = CheckKind.allCases, variants: VariantSet = .default,
                palette: Palette, allowList: ColorAllowList = .empty) {
        self.checks = Array(Set(checks)).sorted()
        self.variants = variants
        self.palette = palette
        self.allowList = allowList
    }

    /// Runs the checks over one subject.
    /// - Throws: whatever rendering the subject throws, and ``CheckError`` for renders that
    ///   cannot be compared.
    public func run(_ subject: some CheckSubject) throws -> CheckResult {
        var findings: [CheckFinding] = []
        var measurements: [ContrastCheck.Measurement] = []
        for variant in variants {
            let scene = try subject.scene(for: variant)
            for check in checks {
                switch check {
                case .contrast:
                    let measured = ContrastCheck().measure(scene)
                    measurements += measured
                    findings += measured.filter { !$0.passes }.map(ContrastCheck.finding)
                case .background:
                    findings += MissingBackgroundCheck().findings(scene)
                case .hardcoded:
                    findings += HardcodedColorCheck(palette: palette, allowList: allowList).findings(scene)
                case .stuck:
                    guard let first = variants.variants.first, first.name != variant.name else { continue }
                    guard let stuck = try subject.stuckScene(builtIn: first, shownIn: variant) else { continue }
                    findings += try StuckColorCheck().findings(stuck: stuck, fresh: scene, builtIn: first.name)
                }
            }
        }
        return CheckResult(subject: subject.name, checks: checks, variants: variants.variants.map(\.name),
                           findings: findings, worstContrast: ContrastCheck.worst(measurements))
    }
}

/// The findings for one subject.
public struct CheckResult: Hashable, Sendable, Codable {
    /// The subject's name.
    public var subject: String
    /// The checks that ran.
    public var checks: [CheckKind]
    /// The variants rendered.
    public var variants: [String]
    /// Every finding, by variant, then in check order.
    public var findings: [CheckFinding]
    /// The text/background pair with the least margin over its minimum, passing or not.
    public var worstContrast: ContrastCheck.Measurement?

    /// Whether nothing was found.
    public var isClean: Bool { findings.isEmpty }
}
