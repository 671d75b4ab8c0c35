import Foundation
import Testing
@testable import PenumbraCore

@Suite struct ParallelWorkTests {
    final class Counts: @unchecked Sendable {
        let lock = NSLock()
        var seen: [Int] = []
        func add(_ i: Int) { lock.lock(); seen.append(i); lock.unlock() }
    }

    @Test(arguments: [1, 2, 8])
    func everyIndexRunsExactlyOnce(threads: Int) {
        let counts = Counts()
        ParallelWork.forEach(count: 1000, threads: threads) { i in counts.add(i); return true }
        #expect(counts.seen.sorted() == Array(0..<1000))
    }

    @Test func aFalseStopsTheOthersTakingNewIndices() {
        let counts = Counts()
        ParallelWork.forEach(count: 10_000, threads: 1) { i in counts.add(i); return i < 9 }
        #expect(counts.seen == Array(0...9))
        ParallelWork.forEach(count: 0, threads: 4) { _ in Issue.record("no index for an empty range"); return true }
    }

    @Test func onThreadGivesTheStackARecursionNeeds() throws {
        @Sendable func depth(_ n: Int) -> Int {
            var pad = (n, n, n, n, n, n, n, n)  // ~64 bytes a frame that the optimiser keeps
            withUnsafeMutablePointer(to: &pad) { _ in }
            return n == 0 ? 0 : 1 + depth(n - 1)
        }
        #expect(ParallelWork.onThread(stackSize: 256 << 20) { () throws(Never) -> Int in depth(200_000) } == 200_000)
        struct Refused: Error, Equatable {}
        #expect(throws: Refused()) { try ParallelWork.onThread(stackSize: 1 << 20) { () throws(Refused) -> Int in throw Refused() } }
    }
}
