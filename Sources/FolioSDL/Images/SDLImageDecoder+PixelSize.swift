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

    /// The upright size of `header`, or nil when there is none or it is over the limits.
    private func pixelSize(of header: ImageHeader?) -> Size? {
        guard let header, header.refusal(by: limits) == nil else { return nil }
        return Size(width: Double(header.uprightWidth), height: Double(header.uprightHeight))
    }
}
