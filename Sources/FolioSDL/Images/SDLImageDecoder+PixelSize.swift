import FolioCore
import Foundation

extension SDLImageDecoder {
    /// The upright pixel size the image file at `path` says it has (a JPEG's stored size turned
    /// by its EXIF orientation, as it is decoded), read from its header alone (a few kilobytes),
    /// or nil when the file cannot be read, is of no format the decoder knows, or claims a size
    /// over `limits`: cheap enough for the main thread to lay out a masonry by real aspect
    /// ratios. A claim, not a decode: the file may still fail to decode. Any thread.
    public func pixelSize(ofImageAtPath path: String) -> Size? {
        guard case .success(let file) = ImageFileReader.open(atPath: path, limits: limits, isCancelled: { false }) else { return nil }
        return pixelSize(of: ImageHeader.read(file))
    }

    /// `pixelSize(ofImageAtPath:)` for an image held in memory (a download, an app's loader). Any
    /// thread.
    public func pixelSize(ofImageData data: Data) -> Size? {
        guard limits.refusal(fileByteCount: data.count) == nil else { return nil }
        return pixelSize(of: data.withUnsafeBytes { ImageHeader.read($0) })
    }

    /// What the headers of the image file at `path` say (format, stored size, orientation, EXIF
    /// block), read with a few small reads whatever the file's size (at most 4 MiB for a file of
    /// junk), or nil when its first bytes are of no format the decoder knows (an empty file
    /// included): for listing images without decoding them. Throws when the file cannot be opened
    /// (missing, not a regular file, unreadable), is over the limits, or starts like an image but
    /// its header is cut or damaged before its size. A claim, not a decode: the pixels may still
    /// fail to decode. Any thread.
    public func summary(ofImageAtPath path: String) throws(ImageDecodingError) -> ImageFileSummary? {
        let file: RegularFile
        switch RegularFile.open(atPath: path) {
        case .success(let opened): file = opened
        case .failure(let failure): throw ImageDecodingError(path: path, reason: failure.description)
        }
        if let refusal = limits.refusal(fileByteCount: file.byteCount) { throw ImageDecodingError(path: path, reason: refusal) }
        let bytes = HeaderFileBytes(file: file)
        guard let format = ImageHeader.format(of: bytes) else { return nil }
        guard let header = ImageHeader.read(bytes) else {
            throw ImageDecodingError(path: path, reason: "\(ImageFileSummary.Format(format).rawValue.uppercased()) header is cut or damaged")
        }
        if let reason = header.refusal(by: limits) { throw ImageDecodingError(path: path, reason: reason) }
        var summary = ImageFileSummary(format: ImageFileSummary.Format(format), width: header.width, height: header.height,
                                       orientation: header.orientation)
        if let range = ExifBlockLocator.range(in: bytes, format: format), range.upperBound <= file.byteCount {
            summary.exifBlock = bytes.bytes(from: range.lowerBound, count: range.count)
        }
        return summary
    }

    /// The upright size of `header`, or nil when there is none or it is over the limits.
    private func pixelSize(of header: ImageHeader?) -> Size? {
        guard let header, header.refusal(by: limits) == nil else { return nil }
        return Size(width: Double(header.uprightWidth), height: Double(header.uprightHeight))
    }
}
