import Foundation

/// A peer script running in a subprocess that renders on request (`--serve`): each request is a
/// variant name on a line, each answer "wall-ms bytes cpu-ms". Interleaving our runs with its
/// runs means both see the same machine load.
final class PeerProcess {
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()
    private(set) var running = true

    /// Starts `python3 script arguments…`; a peer that cannot start answers nothing.
    init(script: String, arguments: [String]) {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { print("peer not run: \(error)"); running = false }
    }

    /// One render of `variant`: (wall milliseconds, PNG bytes, CPU milliseconds), or nil when
    /// the peer is unavailable.
    func run(_ variant: String) -> (Double, Int, Double)? {
        guard running else { return nil }
        input.fileHandleForWriting.write(Data((variant + "\n").utf8))
        while !buffer.contains(10) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { running = false; return nil }
            buffer.append(chunk)
        }
        guard let newline = buffer.firstIndex(of: 10) else { return nil }
        let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        buffer = Data(buffer[(newline + 1)...])
        let parts = line.split(separator: " ")
        guard parts.count == 3, let ms = Double(parts[0]), let bytes = Int(parts[1]), let cpu = Double(parts[2]) else { return nil }
        return (ms, bytes, cpu)
    }

    /// Asks the peer to stop and waits for it.
    func stop() {
        guard running else { return }
        input.fileHandleForWriting.write(Data("stop\n".utf8))
        process.waitUntilExit()
        running = false
    }
}
