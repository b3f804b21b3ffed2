import Foundation

/// A small tmpfs mounted on a fresh folder, for tests of a disk that fills up; unmounted and
/// removed by `unmount()` or when released. Mounting needs root (or CAP_SYS_ADMIN): `canMount`
/// says whether this process may, so that such tests are skipped, with the reason, where not.
/// Used by one test at a time.
public final class TemporaryDisk {
    /// The mounted folder.
    public let url: URL
    private var isMounted = true

    /// Whether this process may mount a tmpfs (tried once, on a disk of one page).
    public static let canMount: Bool = {
        guard let disk = TemporaryDisk(byteCount: 4096) else { return false }
        disk.unmount()
        return true
    }()

    /// Mounts a tmpfs of `byteCount` bytes on a new folder; nil where mounting is not permitted.
    public init?(byteCount: Int) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-disk-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil else { return nil }
        guard mount("tmpfs", url.path, "tmpfs", 0, "size=\(byteCount),mode=0755") == 0 else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
    }

    deinit { unmount() }

    /// Fills the disk: writes a file until the disk refuses more.
    public func fill() {
        let descriptor = open(url.appendingPathComponent("filler").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        let chunk = [UInt8](repeating: 0xA5, count: 4096)
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        close(descriptor)
    }

    /// Unmounts the disk (lazily, should a file still be open on it) and removes its folder.
    public func unmount() {
        guard isMounted else { return }
        isMounted = false
        umount2(url.path, Int32(MNT_DETACH))
        try? FileManager.default.removeItem(at: url)
    }
}
