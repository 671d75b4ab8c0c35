import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where a failing assertion's message goes: the test framework running the caller, found at
/// run time. Under Swift Testing (`Test.current` is set) an issue is recorded with the artifacts
/// attached; otherwise, under XCTest, `XCTFail` (with XCTest attachments where the platform has
/// them). Outside any test the message goes to standard error.
public enum SnapshotReporter {
    /// The test framework that would receive a failure now.
    public enum Framework: String, Sendable, Hashable {
        /// Swift Testing: a test is running (`Test.current != nil`).
        case swiftTesting
        /// XCTest: available and no Swift Testing test is running.
        case xcTest
        /// Neither framework is available.
        case none
    }

    /// The framework running the current task.
    public static var currentFramework: Framework {
        #if canImport(Testing)
        if Test.current != nil { return .swiftTesting }
        #endif
        #if canImport(XCTest)
        return .xcTest
        #else
        return .none
        #endif
    }

    /// Reports `result` as a failure at the given source location when it did not pass; does
    /// nothing when it passed.
    public static func report(
        _ result: SnapshotResult, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        guard let message = result.failureMessage else { return }
        let files = result.verdicts.flatMap { $0.artifacts.labelled.map(\.url) }
        switch currentFramework {
        case .swiftTesting:
            #if canImport(Testing)
            recordIssue(message, files: files, at: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            #endif
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
            attachToXCTest(files)
            #endif
        case .none:
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }

    /// Reports one failure message (a check's finding) at the given source location.
    public static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        switch currentFramework {
        case .swiftTesting:
            #if canImport(Testing)
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            #endif
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
            #endif
        case .none:
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }

    #if canImport(Testing)
    /// Reports `result` at a Swift Testing source location (for helpers that forward
    /// `#_sourceLocation`). Under XCTest the failure is reported at this call instead, since
    /// `XCTFail` takes only a compile-time file path.
    public static func report(_ result: SnapshotResult, sourceLocation: SourceLocation) {
        guard let message = result.failureMessage else { return }
        let files = result.verdicts.flatMap { $0.artifacts.labelled.map(\.url) }
        switch currentFramework {
        case .swiftTesting:
            recordIssue(message, files: files, at: sourceLocation)
        case .xcTest:
            #if canImport(XCTest)
            XCTFail("\(sourceLocation.fileID):\(sourceLocation.line): \(message)")
            attachToXCTest(files)
            #endif
        case .none:
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }

    /// Records the issue and attaches every artifact (Swift 6.2+ toolchains have attachments on
    /// every platform).
    private static func recordIssue(_ message: String, files: [URL], at location: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        for file in files {
            guard let data = try? Data(contentsOf: file) else { continue }
            Attachment.record([UInt8](data), named: file.lastPathComponent, sourceLocation: location)
        }
    }
    #endif

    /// Adds the artifacts to the running XCTest activity where XCTest has attachments (Apple
    /// platforms; swift-corelibs-xctest has none).
    private static func attachToXCTest(_ files: [URL]) {
        #if canImport(XCTest) && (os(macOS) || os(iOS) || os(tvOS) || os(visionOS))
        guard !files.isEmpty else { return }
        XCTContext.runActivity(named: "Snapshot artifacts") { activity in
            for file in files {
                let attachment = XCTAttachment(contentsOfFile: file)
                attachment.name = file.lastPathComponent
                attachment.lifetime = .keepAlways
                activity.add(attachment)
            }
        }
        #endif
    }
}
