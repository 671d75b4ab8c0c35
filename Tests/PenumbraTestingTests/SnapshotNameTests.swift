import Testing
@testable import PenumbraTesting

@Suite struct SnapshotNameTests {
    @Test(arguments: [
        ("../../etc", "etc"),
        ("..", "unnamed"),
        ("", "unnamed"),
        ("/", "unnamed"),
        ("a/../../b", "a-.-.-b"),
        ("Primary Button/Large", "Primary-Button-Large"),
        ("dark-elevated", "dark-elevated"),
        ("v1.2_final", "v1.2_final"),
        ("a...b", "a.b"),
        ("a  -- b", "a-b"),
        (".hidden", "hidden"),
        ("trailing.", "trailing"),
        ("C:\\Windows\\system32", "C-Windows-system32"),
        ("héllo wörld", "h-llo-w-rld"),
        ("tab\tnew\nline", "tab-new-line"),
        ("emoji🌗name", "emoji-name"),
    ])
    func sanitisesNamesIntoSafeFileNameComponents(input: String, expected: String) {
        let sanitised = SnapshotName.sanitize(input)
        #expect(sanitised == expected)
        #expect(!sanitised.contains("/"))
        #expect(!sanitised.contains(".."))
        #expect(!sanitised.hasPrefix("."))
    }

    @Test(arguments: [
        ("rendersButton()", "rendersButton"),
        ("renders(size:variant:)", "renders"),
        ("testPrimaryButton", "testPrimaryButton"),
        ("`a test with spaces`()", "a-test-with-spaces"),
    ])
    func derivesTheTestNameFromTheFunction(function: String, expected: String) {
        #expect(SnapshotName.testName(fromFunction: function) == expected)
    }

    @Test func derivesTheTestFileNameFromThePath() {
        #expect(SnapshotName.testFileName(fromFilePath: "/repo/Tests/UITests/ButtonTests.swift") == "ButtonTests")
        #expect(SnapshotName.testFileName(fromFilePath: "ButtonTests.swift") == "ButtonTests")
        // swift-snapshot-testing's folder for an extension's file keeps its `+`.
        #expect(SnapshotName.testFileName(fromFilePath: "/repo/Tests/SnapshotTests+Tiles.swift") == "SnapshotTests+Tiles")
        #expect(SnapshotName.testFileName(fromFilePath: "/repo/Tests/A b+c.swift") == "A-b+c")
    }
}

@Suite struct SnapshotCounterTests {
    @Test func countsFromOnePerTestFunction() {
        let counter = SnapshotCounter()
        #expect(counter.next(file: "/a/ATests.swift", function: "one()") == 1)
        #expect(counter.next(file: "/a/ATests.swift", function: "one()") == 2)
        #expect(counter.next(file: "/a/ATests.swift", function: "two()") == 1)
        #expect(counter.next(file: "/a/BTests.swift", function: "one()") == 1)
        #expect(counter.next(file: "/a/ATests.swift", function: "one()") == 3)
    }

    @Test func givesEveryConcurrentCallerADistinctNumber() async {
        let counter = SnapshotCounter()
        let numbers = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<500 {
                group.addTask { counter.next(file: "/a/ATests.swift", function: "parallel()") }
            }
            var all: [Int] = []
            for await n in group { all.append(n) }
            return all
        }
        #expect(numbers.sorted() == Array(1...500))
    }

    /// A test repeated (Swift Testing repetitions, a retry) runs its case again under the trait:
    /// each run numbers its unnamed snapshots from 1, so no run records a spurious "3".
    @Test func eachRunOfATestCaseUnderATraitNumbersFromOne() async throws {
        let test = try #require(Test.current)
        for trait in [SnapshotSettingsTrait(settings: SnapshotSettings()) as any TestScoping,
                      RenderConfigurationTrait(configuration: RenderConfiguration())] {
            for _ in 0..<2 {
                try await trait.provideScope(for: test, testCase: Test.Case.current) {
                    #expect(SnapshotCounter.current.next(file: #filePath, function: "repeated()") == 1)
                    #expect(SnapshotCounter.current.next(file: #filePath, function: "repeated()") == 2)
                }
            }
        }
    }

    @Test func resetStartsEveryTestAgainAtOne() {
        let counter = SnapshotCounter()
        _ = counter.next(file: "/a/ATests.swift", function: "one()")
        counter.reset()
        #expect(counter.next(file: "/a/ATests.swift", function: "one()") == 1)
    }
}

/// Names that would silently share a reference, and unnamed snapshots whose numbering would
/// depend on which parallel case ran first.
@Suite struct SnapshotNameSafetyTests {
    func verify(_ scratch: Scratch, named name: String?, function: String = "pay()") -> SnapshotResult {
        withSnapshotSettings(record: .all, snapshotDirectory: scratch.snapshots, artifactsDirectory: scratch.artifacts) {
            verifySnapshot(of: Images.forVariant, named: name, codec: .raw, filePath: #filePath, function: function)
        }
    }

    @Test func twoNamesThatSanitiseToOneFileAreAnErrorNamingBoth() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(verify(scratch, named: "Pay €23").configurationError == nil)
        // The same name again is the same snapshot (a repeated test), not a collision.
        #expect(verify(scratch, named: "Pay €23").configurationError == nil)
        let second = verify(scratch, named: "Pay $23")
        #expect(second.configurationError == .nameCollision(fileName: "Pay-23", first: "Pay €23", second: "Pay $23"))
        #expect(second.failureMessage?.contains("\"Pay €23\" and \"Pay $23\" both become the file name \"Pay-23\"") == true)
        // Another test may use either name.
        #expect(verify(scratch, named: "Pay $23", function: "refund()").configurationError == nil)
    }

    @Test(arguments: ["Continue", "Pay €23"])
    func anUnnamedSnapshotInAParameterisedTestAsksForANameInsteadOfRacing(_ title: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(verify(scratch, named: nil, function: "buttons(_:)").configurationError == .unnamedInParameterizedTest(test: "buttons"))
        #expect(verify(scratch, named: title, function: "buttons(_:)").configurationError == nil)
    }
}
