import FolioCore

/// Font files checked as hostile input before fontconfig is given them: fontconfig and FreeType
/// open a path themselves, and would block for ever on a FIFO put where a font should be, so
/// each bundled file is first opened with `RegularFile` (regular files only, never blocking,
/// at most `maximumByteCount`). Any thread.
public enum SDLFontFile {
    /// The most bytes a font file may hold: DejaVu Sans is 0.7 MiB, the largest pan-CJK fonts
    /// about 30 MiB.
    public static let maximumByteCount = 64 << 20

    /// Nil if the file at `path` is a regular file of at most `maximumByteCount` that can be
    /// read, else why not ("file not found", "not a regular file", "file is larger than 64 MiB").
    /// Any thread.
    public static func load(path: String) -> RegularFile.Failure? {
        if case .failure(let failure) = RegularFile.read(atPath: path, limit: maximumByteCount) { return failure }
        return nil
    }
}
