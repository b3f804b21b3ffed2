import FolioCore

extension SDLImageDecoder {
    /// The pixel size the JPEG or PNG file at `path` says it has, read from its header alone (a
    /// few kilobytes), or nil when the file cannot be read, is neither format, or claims a size
    /// over `limits`: cheap enough for the main thread to lay out a masonry by real aspect
    /// ratios. A claim, not a decode: the file may still fail to decode. Any thread.
    public func pixelSize(ofImageAtPath path: String) -> Size? {
        guard case .success(let file) = ImageFileReader.open(atPath: path, limits: limits, isCancelled: { false }),
              let header = ImageHeader.read(file),
              limits.refusal(width: header.width, height: header.height) == nil
        else { return nil }
        return Size(width: Double(header.width), height: Double(header.height))
    }
}
