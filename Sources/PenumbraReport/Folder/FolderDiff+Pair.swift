import Foundation
import PenumbraCore
import PenumbraDiff
import PenumbraPNG

extension FolderDiff {
    /// Where a report image of `kind` (`reference`, `actual`, `diff`, `strip`) for `file` goes,
    /// relative to the report folder.
    static func imagePath(_ kind: String, _ file: String, in folder: String = "images") -> String { "\(folder)/\(kind)/\(file)" }

    /// Compares one pair.
    /// - Throws: only when a report image cannot be written; file problems become `error` entries.
    func process(_ pair: SnapshotPair) throws(ReportError) -> SnapshotEntry {
        var entry = SnapshotEntry(snapshot: pair.snapshot, variant: pair.variant, file: pair.file, status: .passed)
        let referenceURL = options.reference.appendingPathComponent(pair.file)
        let actualURL = options.actual.appendingPathComponent(pair.file)
        let referenceData = pair.inReference ? Self.read(referenceURL) : nil
        let actualData = pair.inActual ? Self.read(actualURL) : nil
        var problems: [String] = []
        if case let .failure(message)? = referenceData { problems.append(message) }
        if case let .failure(message)? = actualData { problems.append(message) }
        guard problems.isEmpty else {
            entry.status = .error
            entry.message = problems.joined(separator: "; ")
            return entry
        }
        func bytes(_ outcome: ReadOutcome?) -> Data? {
            if case let .data(data)? = outcome { return data }
            return nil
        }
        switch (bytes(referenceData), bytes(actualData)) {
        case let (ref?, act?):
            entry.referenceSize = PNGHeader.size(ref).map(ImageDimensions.init)
            entry.actualSize = PNGHeader.size(act).map(ImageDimensions.init)
            // Decoding waits for room in the pixel budget: --jobs never multiplies the largest
            // images. Identical bytes decode nothing and cost nothing.
            let cost = ref == act ? 0 : PixelBudget.cost(entry.referenceSize, entry.actualSize)
            budget?.acquire(cost)
            defer { budget?.release(cost) }
            return try compare(ref, act, referenceURL, actualURL, into: entry)
        case let (ref?, nil):
            entry.status = .missing
            entry.referenceSize = PNGHeader.size(ref).map(ImageDimensions.init)
            entry.images.reference = try copy(ref, "reference", pair.file)
            entry.images.referenceThumbnail = try thumbnail(decoding: ref, entry.referenceSize, "reference", pair.file)
        case let (nil, act?):
            entry.status = .new
            entry.actualSize = PNGHeader.size(act).map(ImageDimensions.init)
            entry.images.actual = try copy(act, "actual", pair.file)
            entry.images.actualThumbnail = try thumbnail(decoding: act, entry.actualSize, "actual", pair.file)
        default:
            entry.status = .error
            entry.message = "\(pair.file) is in neither folder"
        }
        return entry
    }

    /// Compares two files through ``PairComparison`` (the identical-bytes shortcut, decoding,
    /// the diff image of a change) and records the outcome; a file or comparison problem is the
    /// entry's error, not the run's.
    private func compare(_ ref: Data, _ act: Data, _ referenceURL: URL, _ actualURL: URL,
                         into start: SnapshotEntry) throws(ReportError) -> SnapshotEntry {
        var entry = start
        let comparison = PairComparison(comparator: options.comparator, maxPixels: options.maxPixels)
        // Large images keep their decoded pixels for the thumbnails (small ones need none).
        let thumbnails = options.reportDirectory != nil && (Self.needsThumbnail(entry.referenceSize) || Self.needsThumbnail(entry.actualSize))
        let outcome: PairComparison.Outcome
        do {
            outcome = try comparison.compare(reference: .png(ref, path: referenceURL.path), actual: .png(act, path: actualURL.path),
                                             diffImage: options.reportDirectory == nil ? .none : .whenDifferent,
                                             keepImages: options.strips || thumbnails)
        } catch .png(let error) {
            entry.status = .error
            entry.message = error.description
            return entry
        } catch .maskSizeMismatch(let mask, let image, let path) {
            // The mask is the run's, not the pair's: a reference of another size stops the run,
            // the diff stage's error wrapped with the file that met it.
            throw .comparisonFailed(file: entry.file, .maskSizeMismatch(mask: mask, image: image, path: path))
        } catch {
            // Any other comparison error (bytes that do not decode) belongs to this pair alone.
            entry.status = .error
            entry.message = "\(entry.file): \(error)"
            return entry
        }
        let result = outcome.result
        entry.apply(outcome.record)
        entry.status = result.passed ? .passed : .changed
        guard !result.passed else {
            // Identical bytes, or pixels within the budget: the actual alone stands for both.
            if options.passedImages { entry.images.actual = try copy(act, "actual", entry.file) }
            return entry
        }
        entry.images.reference = try copy(ref, "reference", entry.file)
        entry.images.actual = try copy(act, "actual", entry.file)
        if thumbnails {
            entry.images.referenceThumbnail = try thumbnail(outcome.reference, "reference", entry.file)
            entry.images.actualThumbnail = try thumbnail(outcome.actual, "actual", entry.file)
            entry.images.diffThumbnail = try thumbnail(result.diffImage, "diff", entry.file)
        }
        if let diff = result.diffImage {
            entry.images.diff = try encode(diff, "diff", entry.file)
            if options.strips, let reference = outcome.reference, let actual = outcome.actual {
                do {
                    entry.images.strip = try encode(try DiffStrip.make(reference: reference, actual: actual, diff: diff), "strip", entry.file)
                } catch let error as ReportError {
                    throw error
                } catch {
                    entry.notes.append("no strip: \(error)")
                }
            }
        }
        return entry
    }

    /// A file's bytes, or why it cannot be read (an entry's message, not a run-stopping error).
    private enum ReadOutcome {
        case data(Data)
        case failure(String)
    }

    private static func read(_ url: URL) -> ReadOutcome {
        do { return .data(try FileBytes.readData(url.path)) } catch { return .failure("\(url.path): cannot read the file: \(error.reason)") }
    }

    /// Copies original bytes into the report folder; returns the relative path, or `nil` when no
    /// report folder was asked for.
    private func copy(_ data: Data, _ kind: String, _ file: String, in images: String = "images") throws(ReportError) -> String? {
        guard let folder = options.reportDirectory else { return nil }
        let path = Self.imagePath(kind, file, in: images)
        do {
            try AtomicFile.write(data, to: folder.appendingPathComponent(path))
        } catch {
            throw .from(error)
        }
        return path
    }

    private func encode(_ image: RGBAImage, _ kind: String, _ file: String, in folder: String = "images") throws(ReportError) -> String? {
        guard options.reportDirectory != nil else { return nil }
        let data: Data
        do {
            data = try PNGEncoder.encode(image, options: .reportImage)
        } catch {
            throw .writeFailed(path: Self.imagePath(kind, file, in: folder), reason: error.description)
        }
        return try copy(data, kind, file, in: folder)
    }

    /// Whether an image of `size` gets a thumbnail (``Thumbnail/maxSide``).
    static func needsThumbnail(_ size: ImageDimensions?) -> Bool {
        size.map { max($0.width, $0.height) > Thumbnail.maxSide } ?? false
    }

    /// Writes the thumbnail of `image` (`thumbs/<kind>/<file>`) when it is larger than one;
    /// returns its path, or nil.
    private func thumbnail(_ image: RGBAImage?, _ kind: String, _ file: String) throws(ReportError) -> String? {
        guard options.reportDirectory != nil, let image, let small = Thumbnail.make(image) else { return nil }
        return try encode(small, kind, file, in: "thumbs")
    }

    /// The thumbnail of a file shown alone (a new or missing variant): decoded only when it is
    /// larger than a thumbnail, within the pixel budget; an image that does not decode gets none
    /// (the page shrinks the original, as before).
    private func thumbnail(decoding data: Data, _ size: ImageDimensions?, _ kind: String, _ file: String) throws(ReportError) -> String? {
        guard options.reportDirectory != nil, Self.needsThumbnail(size) else { return nil }
        let cost = PixelBudget.cost(size, nil)
        budget?.acquire(cost)
        defer { budget?.release(cost) }
        guard let decoded = try? PNGDecoder.decode(data, name: file, maxPixels: options.maxPixels) else { return nil }
        return try thumbnail(decoded.image, kind, file)
    }
}
