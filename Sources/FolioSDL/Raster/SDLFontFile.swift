import CSDL2
import FolioCore
import Foundation

/// Font files read as hostile input and SDL_ttf fonts opened from their bytes. `TTF_OpenFont`
/// would open the path itself, blocking for ever on a FIFO put where a font should be and
/// reading whatever size a file claims; so each file is read once with `RegularFile` (regular
/// files only, never blocking, at most `maximumByteCount`), its bytes kept for the life of the
/// process (fonts are few and every thread opens the same ones), and fonts are opened from
/// memory. Opening and closing go through one process-wide lock, because FreeType creates faces
/// on a shared library object. Any thread, with SDL_ttf started for `open`.
public enum SDLFontFile {
    /// The most bytes a font file may hold: DejaVu Sans is 0.7 MiB, the largest pan-CJK fonts
    /// about 30 MiB.
    public static let maximumByteCount = 64 << 20

    /// A file's bytes, never freed: fonts opened from them may live until the process ends.
    private struct Bytes: @unchecked Sendable {
        // @unchecked: written once before it is shared, then only read.
        let pointer: UnsafeRawPointer
        let count: Int
    }

    /// Each path read so far, and what reading it gave.
    private static let files = Locked<[String: Result<Bytes, RegularFile.Failure>]>([:])
    /// Serialises `TTF_OpenFont*` and `TTF_CloseFont` across threads.
    private static let openCloseLock = NSLock()

    /// Reads the file at `path` if it has not been read yet; nil if it can be opened as a font
    /// file, else why not ("file not found", "not a regular file", "file is larger than 64 MiB").
    /// Any thread.
    public static func load(path: String) -> RegularFile.Failure? {
        if case .failure(let failure) = bytes(atPath: path) { return failure }
        return nil
    }

    /// A new SDL_ttf font for the file at `path` at `pixelSize`, opened from the file's bytes
    /// (read on first use); close it with `close(_:)`. Any thread, with SDL_ttf started.
    ///
    /// - Throws: `SDLError` naming the file and why it cannot be opened.
    public static func open(path: String, pixelSize: Int32) throws(SDLError) -> OpaquePointer {
        let bytes: Bytes
        switch self.bytes(atPath: path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw SDLError("opening the font \(path)", reason: failure.description)
        }
        // SDL_RWops take an Int32 size; `maximumByteCount` keeps every file within it.
        let font: OpaquePointer? = openCloseLock.withLock {
            guard let stream = SDL_RWFromConstMem(bytes.pointer, Int32(bytes.count)) else { return nil }
            return TTF_OpenFontRW(stream, 1, pixelSize)
        }
        guard let font else { throw SDLError("opening the font \(path)", reason: "not a font SDL_ttf can open") }
        return font
    }

    /// Closes a font `open` made. Any thread, before SDL_ttf quits.
    public static func close(_ font: OpaquePointer) {
        openCloseLock.withLock { TTF_CloseFont(font) }
    }

    private static func bytes(atPath path: String) -> Result<Bytes, RegularFile.Failure> {
        if let known = files.withLock({ $0[path] }) { return known }
        // Read outside the lock: a slow disk must not hold up other fonts. Two threads reading
        // the same new file at once keep the first result.
        let result = RegularFile.read(atPath: path, limit: maximumByteCount).map { content in
            let pointer = UnsafeMutableRawPointer.allocate(byteCount: max(1, content.count), alignment: 16)
            content.withUnsafeBytes { source in
                if let base = source.baseAddress { pointer.copyMemory(from: base, byteCount: source.count) }
            }
            return Bytes(pointer: UnsafeRawPointer(pointer), count: content.count)
        }
        return files.withLock { files in
            if let known = files[path] {
                if case .success(let unused) = result { unused.pointer.deallocate() }
                return known
            }
            files[path] = result
            return result
        }
    }
}
