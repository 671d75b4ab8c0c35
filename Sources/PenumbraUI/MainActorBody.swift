/// How the renderer reads a view's `body`, which is the main actor's (`View` is
/// `@MainActor @preconcurrency`, as SwiftUI's), from whichever thread renders.
///
/// SwiftUI evaluates bodies on the main thread. A snapshot is rendered on the thread of the test
/// that asks for it, and Swift Testing runs tests in parallel off the main thread, so the
/// renderer evaluates the body there, as Penumbra did before `View` was isolated: the function
/// types of a synchronous main-actor closure and a plain closure are the same at run time, and
/// nothing here waits for the main thread (which a test on it would deadlock). A test whose
/// views read shared main-actor state (a singleton model) marks itself `@MainActor`, as one that
/// hosts UIKit views must, so that no two renders touch that state at once.
enum MainActorBody {
    /// `view.body`, evaluated on this thread.
    static func of<V: View>(_ view: V) -> V.Body {
        nonisolated(unsafe) let view = view
        return run { view.body }
    }

    /// `style.makeBody(configuration:)`-like calls of a main-actor style or modifier on `input`,
    /// evaluated on this thread, as ``of(_:)``.
    static func call<Input, Output>(_ input: Input, _ work: @MainActor (Input) -> Output) -> Output {
        nonisolated(unsafe) let input = input
        return withoutActuallyEscaping(work) { work in
            unsafeBitCast(work, to: ((Input) -> Output).self)(input)
        }
    }

    /// `work` run synchronously on this thread, as if on the main actor.
    static func run<T>(_ work: @MainActor () -> T) -> T {
        withoutActuallyEscaping(work) { work in
            unsafeBitCast(work, to: (() -> T).self)()
        }
    }
}
