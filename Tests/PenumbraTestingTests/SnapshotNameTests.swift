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
}
