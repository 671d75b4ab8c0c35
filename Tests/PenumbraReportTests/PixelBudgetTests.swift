import Foundation
import Testing
@testable import PenumbraReport

/// The folder diff's pixel budget: workers wait for room instead of decoding more large images
/// than the budget holds; a pair over the budget runs alone.
@Suite struct PixelBudgetTests {
    @Test func aPairCostsBothImagesAndTheirUnion() {
        #expect(PixelBudget.cost(ImageDimensions(width: 10, height: 20), ImageDimensions(width: 20, height: 10)) == 200 + 200 + 400)
        #expect(PixelBudget.cost(ImageDimensions(width: 1_000_000, height: 1), ImageDimensions(width: 1, height: 1_000_000))
                == 2_000_000 + 1_000_000_000_000)
        #expect(PixelBudget.cost(nil, ImageDimensions(width: 3, height: 3)) == 18)
    }

    @Test func aSecondPairWaitsUntilTheFirstGivesItsPixelsBack() throws {
        let budget = PixelBudget(limit: 150)
        budget.acquire(100)
        let started = DispatchSemaphore(value: 0), acquired = DispatchSemaphore(value: 0)
        let thread = Thread {
            started.signal()
            budget.acquire(100)  // 200 > 150: waits
            acquired.signal()
            budget.release(100)
        }
        thread.start()
        started.wait()
        // Not acquired while the first holds its pixels (a slow machine can only make this pass
        // for want of the thread having run, never fail).
        #expect(acquired.wait(timeout: .now() + 0.2) == .timedOut)
        budget.release(100)
        // Acquired once they are given back; the minute is a guard against hanging, not a bound.
        #expect(acquired.wait(timeout: .now() + 60) == .success)
        // Over the whole budget, alone: it does not wait for anything.
        budget.acquire(1_000)
        budget.release(1_000)
    }
}
