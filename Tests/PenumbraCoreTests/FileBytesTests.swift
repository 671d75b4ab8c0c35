import Foundation
import PenumbraTestSupport
import Testing
@testable import PenumbraCore

/// Whole-file reads: the exact bytes, and the system's reason when there are none to read.
@Suite struct FileBytesTests {
    func scratch() throws -> URL { try TestPaths.scratchFolder("filebytes") }

    @Test func readsEveryByteOfAFile() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Larger than one page and not a multiple of it, with every byte value.
        let bytes = (0..<70_001).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let file = dir.appendingPathComponent("a.bin")
        try Data(bytes).write(to: file)
        #expect(try FileBytes.read(file.path) == bytes)
        #expect(try FileBytes.readData(file.path) == Data(bytes))
    }

    @Test func anEmptyFileIsNoBytes() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("empty")
        try Data().write(to: file)
        #expect(try FileBytes.read(file.path) == [])
        #expect(try FileBytes.readData(file.path) == Data())
    }

    @Test func saysWhyThereIsNothingToRead() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: FileBytes.Failure.self) { try FileBytes.read(dir.appendingPathComponent("missing").path) }
        do {
            _ = try FileBytes.read(dir.appendingPathComponent("missing").path)
        } catch {
            #expect(error.reason == "No such file or directory")
        }
        do {
            _ = try FileBytes.read(dir.path)
            Issue.record("a folder was read as a file")
        } catch {
            #expect(error.reason == "is a folder")
        }
        do {
            _ = try FileBytes.readData(dir.appendingPathComponent("missing").path)
            Issue.record("a missing file was read")
        } catch {
            #expect(error.reason == "No such file or directory")
        }
    }
}
