import FolioCore
import Foundation

extension SDLImageDecoder {
    /// What the first part of a progressive JPEG shows (a download in progress: `data` may end
    /// anywhere, mid-scan included): its complete scans so far, scaled to cover `maxPixelSize`
    /// and turned upright by its EXIF orientation as `decodeImage` does. Nil for anything else: a
    /// baseline JPEG, a PNG, WebP or GIF, bytes with no whole scan yet, a header over `limits`
    /// (refused before any pixel memory, as a whole decode refuses it), cancellation, or any
    /// error; a partial image is a preview, and the whole decode reports what is wrong with the
    /// file. Called on a worker.
    public func decodePartialImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) -> PartialImage? {
        guard let partial = decodePartial(data: data, maxPixelSize: maxPixelSize, isCancelled: { cancellation?.isCancelled ?? false })
        else { return nil }
        return PartialImage(image: partial.bitmap, scanCount: partial.scanCount)
    }

    /// `decodePartialImage` with the concrete type, asking `isCancelled` before it starts and
    /// between rows. Any thread.
    func decodePartial(data: Data, maxPixelSize: Size?, isCancelled: () -> Bool) -> (bitmap: SDLSurfaceBitmap, scanCount: Int)? {
        guard !isCancelled(), !data.isEmpty, limits.refusal(fileByteCount: data.count) == nil else { return nil }
        return data.withUnsafeBytes { raw -> (bitmap: SDLSurfaceBitmap, scanCount: Int)? in
            guard ImageHeader.format(of: raw) == .jpeg, let header = ImageHeader.read(raw), header.refusal(by: limits) == nil,
                  let scans = ProgressiveJPEGScans.read(raw), scans.completeCount > 0
            else { return nil }
            // Only the whole scans go to libjpeg, which takes the image to end after them.
            let whole = UnsafeRawBufferPointer(rebasing: raw[..<scans.end])
            let decoded = decodePixels(
                .memory(whole), format: .jpeg, header: header, path: "", maxPixelSize: maxPixelSize, scansOnly: true,
                isCancelled: isCancelled)
            guard case .success(let pixels) = decoded, let scanCount = pixels.scanCount, scanCount > 0 else { return nil }
            return (pixels.bitmap, scanCount)
        }
    }
}
