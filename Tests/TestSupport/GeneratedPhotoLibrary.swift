import Foundation

/// A photo library made by `scripts/make-photo-library.py` (Debian's python3 with python3-pil,
/// which `make test` installs) under the checkout's `.build/photo-libraries/`, made once per
/// machine and reused: small 400x300 photos for tests, in folders of 500, with EXIF dates,
/// orientations and copies as the script makes them. Any thread; make one library at a time.
public enum GeneratedPhotoLibrary {
    /// The checkout's root, from this file's place in it.
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Why a library could not be made: the script's status and what it printed.
    public struct Failure: Error, CustomStringConvertible {
        public let status: Int32
        public let output: String
        public var description: String { "make-photo-library.py exited \(status): \(output)" }
    }

    /// Whether Debian's python3 can import Pillow, which the script needs.
    public static let hasPillow: Bool = {
        (try? python(["-c", "import PIL"]).status == 0) ?? false
    }()

    /// Runs /usr/bin/python3 with `arguments`: its status and what it printed.
    public static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The folder of a small library of `count` photos, `unique` of them made from the bundled
    /// photographs and the rest copies, made now unless made before with the same numbers.
    public static func small(count: Int, unique: Int) throws -> String {
        let folder = packageRoot + "/.build/photo-libraries/small-\(count)-\(unique)"
        let result = try python([packageRoot + "/scripts/make-photo-library.py", "--count", "\(count)", "--unique", "\(unique)",
                                 "--size", "small", folder])
        guard result.status == 0 else { throw Failure(status: result.status, output: result.output) }
        return folder
    }
}
