// On Linux, where Apple's Combine does not exist, `import Combine` in a component file finds this
// module: Combine's API as OpenCombine implements it (`AnyCancellable`, `sink`, `assign`, `Just`,
// `PassthroughSubject`, `CurrentValueSubject`, `Future`, the operators, `ObservableObject` and
// `@Published`), with its schedulers (`DispatchQueue`, `RunLoop`, `OperationQueue`,
// `ImmediateScheduler`) and Foundation's publishers (`NotificationCenter.default.publisher(for:)`,
// `Timer.publish(every:on:in:)`).
//
// PenumbraUI's `@StateObject`, `@ObservedObject` and `@EnvironmentObject` take this module's
// `ObservableObject`, as SwiftUI's take Combine's.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
