import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The C library's heap, for handing its free memory back to the system. Any thread.
///
/// glibc's `free` keeps what it frees: the page bitmaps the workers make (megabytes each) come
/// from the workers' own arenas once the allocator has raised its mmap threshold past a bitmap's
/// size, and when they are let go the pages stay with the arena, counted in the resident set,
/// until something allocates there again. `malloc_trim(0)` walks every arena and returns the
/// whole free pages inside it, not only the top. It lives in `<malloc.h>`, which Swift's Glibc
/// module does not import, so it is looked up by name: where the C library has none (musl, other
/// systems), trimming does nothing.
public enum MallocHeap {
    /// `int malloc_trim(size_t pad)`.
    private typealias Trim = @convention(c) (Int) -> Int32

    /// glibc's `malloc_trim`, if the C library has one.
    private static let trimFunction: Trim? = {
        #if canImport(Glibc)
        // RTLD_DEFAULT: the symbol as the program itself would find it.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
        #else
        return nil
        #endif
    }()

    /// Whether `trim()` can return anything: the C library has `malloc_trim`.
    public static var canTrim: Bool { trimFunction != nil }

    /// Returns the free pages of every arena to the system. It takes each arena's lock in turn and
    /// may take milliseconds after much has been freed: call it off the main thread, at rest.
    ///
    /// - Returns: Whether any memory was returned.
    @discardableResult
    public static func trim() -> Bool {
        guard let trimFunction else { return false }
        return trimFunction(0) != 0
    }
}
