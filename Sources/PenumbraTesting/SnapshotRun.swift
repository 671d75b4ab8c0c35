import Foundation
import PenumbraCore

/// One assertion at work: compares each variant with its reference, records as the mode says,
/// keeps artifacts for failing and new variants, and writes the results file.
struct SnapshotRun {
    let paths: SnapshotPaths
    let mode: ResolvedRecordMode
    let comparison: SnapshotComparison
    let codec: SnapshotImageCodec
    /// The assertion's line in ``SnapshotPaths/testFile``, for the results' source reference.
    var line: Int? = nil
    /// Whether a matching variant keeps its image as `.actual.png` (`PENUMBRA_KEEP_ACTUALS`).
    var keepsActuals = false

    /// The verdict for the variant named `variant` (sanitised), rendering with `render`.
    func verdict(variant: String, render: () throws -> RGBAImage) -> SnapshotVerdict {
        let reference = paths.reference(variant: variant)
        func failure(_ error: SnapshotError) -> SnapshotVerdict {
            SnapshotVerdict(variant: variant, reference: reference, outcome: .error(error))
        }
        let image: RGBAImage
        do {
            image = try render()
        } catch let error as SnapshotError {
            return failure(error)
        } catch let error as UIError {
            return failure(.renderFailed(variant: variant, error))
        } catch let error as ViewError {
            return failure(.renderFailed(variant: variant, .view(error)))
        } catch {
            return failure(.renderThrew(variant: variant, reason: "\(error)"))
        }
        let encoded: [UInt8]
        do {
            encoded = try codec.encode(image)
        } catch {
            return failure(Self.naming(variant, in: error))
        }
        let fm = FileManager.default
        guard fm.fileExists(atPath: reference.path) else {
            let artifacts = writeArtifacts(variant: variant, actual: encoded)
            if mode.mode == .never {
                return SnapshotVerdict(variant: variant, reference: reference, outcome: .missing, artifacts: artifacts)
            }
            if let error = write(encoded, to: reference) { return failure(error) }
            return SnapshotVerdict(variant: variant, reference: reference, outcome: .recordedNew, artifacts: artifacts)
        }
        let referenceBytes: [UInt8]
        do {
            referenceBytes = [UInt8](try Data(contentsOf: reference))
        } catch {
            return failure(.cannotRead(path: reference.path, reason: (error as NSError).localizedDescription))
        }
        let referenceImage: RGBAImage
        if referenceBytes == encoded {
            // Identical bytes are identical pixels: nothing to decode.
            referenceImage = image
        } else {
            do {
                referenceImage = try codec.decode(referenceBytes, reference.path)
            } catch {
                return failure(error)
            }
        }
        let difference: SnapshotDifference
        do {
            difference = try comparison.compare(
                reference: .image(referenceImage, encoded: Data(referenceBytes), path: reference.path),
                actual: .image(image, encoded: Data(encoded), path: paths.actual(variant: variant).path))
        } catch {
            return failure(error)
        }
        if difference.matches {
            removeStaleArtifacts(variant: variant)
            if keepsActuals { _ = write(encoded, to: paths.actual(variant: variant)) }
            if mode.mode == .all {
                if let error = write(encoded, to: reference) { return failure(error) }
                return SnapshotVerdict(variant: variant, reference: reference, outcome: .rerecorded(nil))
            }
            return SnapshotVerdict(variant: variant, reference: reference, outcome: .matched)
        }
        let artifacts = writeArtifacts(variant: variant, actual: encoded, reference: referenceBytes, difference: difference)
        if mode.mode == .failed || mode.mode == .all {
            if let error = write(encoded, to: reference) { return failure(error) }
            return SnapshotVerdict(variant: variant, reference: reference, outcome: .rerecorded(difference), artifacts: artifacts)
        }
        return SnapshotVerdict(variant: variant, reference: reference, outcome: .mismatched(difference), artifacts: artifacts)
    }

    /// Writes the actual image, and with a reference its copy, the diff and the strip; a file
    /// that cannot be written is left out (the verdict still stands).
    private func writeArtifacts(variant: String, actual: [UInt8], reference: [UInt8]? = nil,
                                difference: SnapshotDifference? = nil) -> SnapshotArtifacts {
        var artifacts = SnapshotArtifacts()
        if write(actual, to: paths.actual(variant: variant)) == nil { artifacts.actual = paths.actual(variant: variant) }
        if let reference, write(reference, to: paths.referenceCopy(variant: variant)) == nil {
            artifacts.reference = paths.referenceCopy(variant: variant)
        }
        if let diff = difference?.diffImage, let bytes = try? codec.encode(diff),
           write(bytes, to: paths.diff(variant: variant)) == nil {
            artifacts.diff = paths.diff(variant: variant)
        }
        if let strip = difference?.stripImage, let bytes = try? codec.encode(strip),
           write(bytes, to: paths.strip(variant: variant)) == nil {
            artifacts.strip = paths.strip(variant: variant)
        }
        return artifacts
    }

    /// Removes artifacts a previous failing run left for a variant that now matches.
    private func removeStaleArtifacts(variant: String) {
        let fm = FileManager.default
        for url in [paths.actual(variant: variant), paths.referenceCopy(variant: variant),
                    paths.diff(variant: variant), paths.strip(variant: variant)] where fm.fileExists(atPath: url.path) {
            try? fm.removeItem(at: url)
        }
    }

    /// Writes atomically; returns the error instead of throwing so that callers decide its weight.
    private func write(_ bytes: [UInt8], to url: URL) -> SnapshotError? {
        do {
            try AtomicFile.write(bytes, to: url)
            return nil
        } catch {
            return .cannotWrite(error)
        }
    }

    /// Fills in the variant for an encoding error raised without one.
    private static func naming(_ variant: String, in error: SnapshotError) -> SnapshotError {
        switch error {
        case let .cannotEncode(_, pngError): return .cannotEncode(variant: variant, pngError)
        case let .codecFailed(_, reason): return .codecFailed(variant: variant, reason: reason)
        default: return error
        }
    }
}
