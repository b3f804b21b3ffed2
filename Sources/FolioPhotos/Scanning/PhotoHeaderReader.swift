import FolioCore
import FolioSDL

/// Reads one file's headers into a `PhotoRecord`: the format by its bytes, the stored size and
/// orientation as FolioSDL's decoder sees them, the date and camera from its EXIF block through
/// libexif. Reads a few kilobytes whatever the file's size. A plain namespace: any thread (the
/// scan calls it on its workers).
enum PhotoHeaderReader {
    /// What reading a file's headers came to.
    enum Outcome: Hashable, Sendable {
        /// A photo, its record stamped with the stamp it was read under.
        case photo(PhotoRecord)
        /// Bytes of no image format folio-photos shows: not a photo, passed over in silence.
        case notAPhoto
        /// The file went between the listing and the read.
        case gone
        /// Empty, cut, lying or unreadable: skipped, for `reason` (one line in the log).
        case skipped(reason: String)
    }

    /// The outcome of reading the file at `path`, whose `stat` gave `stamp`. Any thread.
    static func read(path: String, stamp: IndexedFileStamp, decoder: SDLImageDecoder) -> Outcome {
        guard stamp.byteCount > 0 else { return .skipped(reason: "empty file") }
        let summary: ImageFileSummary
        do {
            guard let read = try decoder.summary(ofImageAtPath: path) else { return .notAPhoto }
            summary = read
        } catch {
            // The summary reports RegularFile's reasons as they are: a file removed since the
            // listing is no damage worth a line in the log.
            return error.reason == RegularFile.Failure.notFound.description ? .gone : .skipped(reason: error.reason)
        }
        // A damaged EXIF block leaves a photo whose pixels are fine without a date or camera.
        let exif = summary.exifBlock.map(PhotoExif.read) ?? PhotoExif()
        return .photo(PhotoRecord(
            path: path, byteCount: stamp.byteCount, modificationTime: stamp.modificationTime, format: PhotoFormat(summary.format),
            pixelWidth: summary.width, pixelHeight: summary.height, orientation: summary.orientation,
            dateTaken: exif.dateTaken, camera: exif.camera
        ))
    }
}

extension PhotoFormat {
    /// The format FolioSDL's header summary names.
    init(_ format: ImageFileSummary.Format) {
        switch format {
        case .jpeg: self = .jpeg
        case .png: self = .png
        case .webp: self = .webp
        case .gif: self = .gif
        }
    }
}
