import Foundation

/// The process's resident memory as the kernel counts it (Linux `/proc/self/status`), for the
/// benchmark's memory figures. Any thread.
public enum ProcessMemory {
    /// The resident set size now, in KiB, or nil where `/proc` is not available.
    public static var residentKiB: Int? { field("VmRSS") }

    /// The largest resident set size the process has had, in KiB, or nil without `/proc`.
    public static var peakResidentKiB: Int? { field("VmHWM") }

    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }
}
