import FolioCore
import Foundation

extension SDLImageDecoder {
    /// The frames of `bytes` when they are an animated GIF or WebP (two frames or more), scaled
    /// to cover `maxPixelSize`; nil for anything else, or for an animation the limits refuse
    /// (its first frame still shows, decoded as a still image, which reports what is wrong with
    /// the file). Called on a worker.
    public func openAnimation(_ bytes: LoadedImageBytes, name: String, maxPixelSize: Size?) throws(ImageDecodingError) -> (any ImageFrameDecoder)? {
        let format: ImageHeader.Format?
        switch bytes {
        case .file(let path):
            guard case .success(let file) = ImageFileReader.open(atPath: path, limits: limits, isCancelled: { false }) else { return nil }
            format = ImageHeader.format(of: file)
        case .memory(let data):
            format = data.withUnsafeBytes { ImageHeader.format(of: $0) }
        }
        guard format == .gif || format == .webp else { return nil }
        let decoder: SDLAnimatedImageDecoder
        do {
            switch bytes {
            case .file(let path): decoder = try SDLAnimatedImageDecoder(path: path, maxPixelSize: maxPixelSize, limits: limits)
            case .memory(let data): decoder = try SDLAnimatedImageDecoder(data: data, name: name, maxPixelSize: maxPixelSize, limits: limits)
            }
        } catch {
            return nil
        }
        return decoder.frameCount > 1 ? SDLAnimationFrames(decoder) : nil
    }
}
