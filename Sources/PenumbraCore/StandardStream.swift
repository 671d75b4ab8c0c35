#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to the standard output and error, as `FileHandle.standardError.write` makes
/// them, without linking Foundation's Objective-C compatibility layer (see ``MutexLock``).
package enum StandardStream {
    /// Writes `text` to the standard error at once (not through `print`'s buffer).
    package static func error(_ text: String) { write(2, text) }

    /// Writes `text` to the standard output at once. Lines printed with `print` before it may
    /// still sit in `print`'s buffer; use one or the other for a stream.
    package static func output(_ text: String) { write(1, text) }

    private static func write(_ fd: Int32, _ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                #if canImport(Glibc)
                let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
                #else
                let n = Darwin.write(fd, bytes.baseAddress! + done, bytes.count - done)
                #endif
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return }  // a closed pipe: nothing to tell, as FileHandle
                done += n
            }
        }
    }
}
