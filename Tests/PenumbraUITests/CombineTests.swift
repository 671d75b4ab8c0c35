import Combine
import Dispatch
import PenumbraUI
import Testing

// Models as component libraries write them for iOS: Combine's `ObservableObject` and
// `@Published`, subscriptions kept in `Set<AnyCancellable>`, subjects, `Just` and schedulers.

final class CartModel: ObservableObject {
    @Published var count = 0
    @Published var title = "Cart"
}

/// Reads a model and subscribes to one of its publishers, as a SwiftUI view does.
struct CartLine: View {
    @ObservedObject var model: CartModel
    @State private var lastSeen = 0
    var body: some View {
        Text("\(model.title) \(model.count)")
            .onReceive(model.$count) { lastSeen = $0 }
    }
}

struct CartScreen: View {
    @StateObject private var model = CartModel()
    @EnvironmentObject private var shared: CartModel
    var body: some View { Text("\(model.count) \(shared.count)") }
}

@Suite struct CombineTests {
    static let config = RenderConfiguration()

    func text(_ view: some View) throws -> String {
        var node = try Self.config.tree(view, traits: .light)
        while case let .modified(inner, _) = node { node = inner }
        guard case let .text(s) = node else { return "\(node)" }
        return s
    }

    @Test func publishedPropertiesPublishAndAnnounceChanges() {
        let model = CartModel()
        var seen: [Int] = []
        var changes = 0
        var bag = Set<AnyCancellable>()
        model.$count.sink { seen.append($0) }.store(in: &bag)
        model.objectWillChange.sink { changes += 1 }.store(in: &bag)
        model.count = 2
        model.title = "Basket"
        #expect(seen == [0, 2])
        #expect(changes == 2)
    }

    @Test func subjectsJustAndOperators() {
        var received: [String] = []
        var bag = Set<AnyCancellable>()
        let taps = PassthroughSubject<Int, Never>()
        taps.map { "tap \($0 * 2)" }.sink { received.append($0) }.store(in: &bag)
        taps.send(1)
        let selection = CurrentValueSubject<String, Never>("first")
        selection.removeDuplicates().sink { received.append($0) }.store(in: &bag)
        selection.send("first")
        selection.send("second")
        Just("just").sink { received.append($0) }.store(in: &bag)
        #expect(received == ["tap 2", "first", "second", "just"])
        #expect(selection.value == "second")
    }

    @Test func schedulersDeliver() async {
        var immediate: [Int] = []
        let cancellable = Just(1).receive(on: ImmediateScheduler.shared).sink { immediate.append($0) }
        #expect(immediate == [1])
        cancellable.cancel()

        let queue = DispatchQueue(label: "CombineTests")
        var kept: AnyCancellable?
        let value: Int = await withCheckedContinuation { continuation in
            kept = Just(7).receive(on: queue).sink { continuation.resume(returning: $0) }
        }
        kept?.cancel()
        #expect(value == 7)

        // The spellings a component uses with the main run loop and queue compile as on iOS.
        let search = PassthroughSubject<String, Never>()
        let debounced = search.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
        _ = debounced
    }

    @Test func viewsReadTheirModelsWhenTheBodyRuns() throws {
        let model = CartModel()
        model.count = 3
        #expect(try text(CartLine(model: model)) == "Cart 3")
        let shared = CartModel()
        shared.count = 5
        #expect(try text(CartScreen().environmentObject(shared)) == "0 5")
    }
}
