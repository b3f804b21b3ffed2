import Glibc

/// One event as the kernel's inotify reports it, read out of the bytes `read` returned: which
/// watch it is for, what happened (`IN_*` bits), the cookie that pairs the two halves of a
/// rename, and the name of the file or folder in the watched folder it concerns. A plain value:
/// any thread.
struct InotifyEvent: Sendable, Hashable {
    /// The watch descriptor `inotify_add_watch` returned for the folder.
    var watchDescriptor: Int32
    /// The `IN_*` bits.
    var mask: UInt32
    /// Equal in an `IN_MOVED_FROM` and its `IN_MOVED_TO`; 0 otherwise.
    var cookie: UInt32
    /// The entry's name in the folder; nil for events about the folder itself or the queue.
    var name: String?

    /// The size of `struct inotify_event` before its name.
    static let headerByteCount = 16

    /// Whether the mask has any of `bits`.
    func has(_ bits: Int32) -> Bool { mask & UInt32(bitPattern: bits) != 0 }

    /// The events in `bytes`, one `read` of an inotify descriptor. Every length is a claim: an
    /// event whose name runs past the end ends the parse there, and an event whose name is not
    /// UTF-8 is left out (no path the app keeps could name that file). Any thread.
    static func events(in bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        while bytes.count - offset >= headerByteCount {
            let descriptor = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let cookie = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let nameLength = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + headerByteCount
            guard nameLength <= bytes.count - nameStart else { break }
            offset = nameStart + nameLength
            var name: String?
            if nameLength > 0 {
                // The name is padded with NULs to a multiple of the header's alignment.
                let field = bytes[nameStart..<(nameStart + nameLength)]
                let nameBytes = field.prefix { $0 != 0 }
                guard let decoded = String(validating: nameBytes, as: UTF8.self) else { continue }
                name = decoded.isEmpty ? nil : decoded
            }
            events.append(InotifyEvent(watchDescriptor: descriptor, mask: mask, cookie: cookie, name: name))
        }
        return events
    }
}
