import Foundation

/// A screenshot of the demo's window with ImageMagick's `import`, and what it shows.
struct Screenshot {
    let path: String

    /// How long one `import` may take, in seconds, before it is killed and tried once more: an
    /// `import` has been seen to hang for minutes holding the X server, and every test after it
    /// waited with it.
    static let importPatience = 10.0

    /// Takes a screenshot of the X window `window` (nil when `import` fails twice). Called on
    /// the test's thread.
    init?(window: String) {
        path = NSTemporaryDirectory() + "folio-shot-\(UUID().uuidString).png"
        for _ in 0..<2 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/import")
            process.arguments = ["-window", window, path]
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            do { try process.run() } catch { return nil }
            if exited.wait(timeout: .now() + Self.importPatience) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
                print("import -window \(window) hung for \(Int(Self.importPatience)) s and was killed")
                continue
            }
            guard process.terminationStatus == 0 else { return nil }
            return
        }
        return nil
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
