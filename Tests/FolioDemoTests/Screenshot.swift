import Foundation

/// A screenshot of the demo's window with ImageMagick's `import`, and what it shows.
struct Screenshot {
    let path: String

    init?(window: String) {
        path = NSTemporaryDirectory() + "folio-shot-\(UUID().uuidString).png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/import")
        process.arguments = ["-window", window, path]
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
    }

    /// How many distinct colours the picture has (ImageMagick's %k).
    var uniqueColors: Int {
        Int(Self.identify(["-format", "%k", path]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// A fingerprint of the picture's pixels, to tell two screenshots apart.
    var signature: String {
        Self.identify(["-format", "%#", path]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    private static func identify(_ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/identify")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
