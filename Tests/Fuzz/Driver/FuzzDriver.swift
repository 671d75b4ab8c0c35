// The libFuzzer entry shared by every fuzz target: `fuzz-<name>_main` (the symbol SwiftPM gives an
// executable's main) hands libFuzzer's driver a callback that runs the target's body on each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The body of the running target.
nonisolated(unsafe) private var body: ([UInt8]) -> Void = { _ in }

/// Runs libFuzzer over `target`: every input the fuzzer makes is passed to it as bytes. `target`
/// must never crash, trap or hang on any input; a thrown error is a correct answer and is ignored
/// by the caller.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                      _ target: @escaping ([UInt8]) -> Void) -> CInt {
    body = target
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        body(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
}
