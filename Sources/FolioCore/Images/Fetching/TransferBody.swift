import Foundation

/// Where one attempt at a transfer puts the body as it arrives: a temporary file of the disk
/// cache, streamed to and made an entry at the end, or memory when there is no cache (or the
/// disk filled up: what was written is read back and the rest kept in memory). Never sized from
/// the server's claimed length. Any thread; bytes are appended by one thread at a time.
final class TransferBody: Sendable {
    private enum Storage {
        case file(ImageDiskCacheWriter)
        case memory(Data)
        /// Bytes were lost (written to a disk that then could not give them back).
        case lost
        case closed
    }

    private let storage: Locked<Storage>

    /// A body for `url`, streamed to `cache` if there is one and it can make a file.
    init(url: URL, cache: ImageDiskCache?) {
        storage = Locked(cache?.makeWriter(for: url).map(Storage.file) ?? .memory(Data()))
    }

    /// Adds the bytes that just arrived.
    func append(_ data: Data) {
        storage.withLock { storage in
            switch storage {
            case .memory(var bytes):
                storage = .closed  // lets `bytes` grow without a copy
                bytes.append(data)
                storage = .memory(bytes)
            case .file(let writer):
                let before = writer.byteCount
                guard !writer.append(data) else { return }
                guard var bytes = writer.readBack() else {
                    writer.abandon()
                    storage = .lost
                    return
                }
                writer.abandon()
                bytes.append(data.dropFirst(writer.byteCount - before))
                storage = .memory(bytes)
            case .lost, .closed:
                return
            }
        }
    }

    /// The bytes received so far (read back from the temporary file when the body streams to
    /// disk), for showing part of an image; nil once the body is closed or its bytes were lost.
    func receivedSoFar() -> Data? {
        storage.withLock { storage in
            switch storage {
            case .memory(let bytes): bytes
            case .file(let writer): writer.readBack()
            case .lost, .closed: nil
            }
        }
    }

    /// The whole body: the disk cache's entry, or the bytes; nil if they were lost.
    func finish() -> LoadedImageBytes? {
        let storage = storage.withLock { storage in
            defer { storage = .closed }
            return storage
        }
        switch storage {
        case .memory(let bytes):
            return .memory(bytes)
        case .file(let writer):
            switch writer.commit() {
            case .stored(let path): return .file(path)
            case .notStored(let bytes): return .memory(bytes)
            case .lost: return nil
            }
        case .lost, .closed:
            return nil
        }
    }

    /// Drops the body (a failed or cancelled attempt): its temporary file is removed.
    func abandon() {
        let storage = storage.withLock { storage in
            defer { storage = .closed }
            return storage
        }
        if case .file(let writer) = storage { writer.abandon() }
    }
}
