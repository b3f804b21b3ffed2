import Foundation
import Testing

/// A temporary folder for one test's image files, removed when the test's suite instance goes.
final class RasterScratchFolder {
    let path: String

    init() throws {
        path = try RasterTestSupport.temporaryDirectory()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` as `name` in the folder and returns its path.
    func write(_ bytes: [UInt8], as name: String) throws -> String {
        let file = path + "/" + name
        #expect(FileManager.default.createFile(atPath: file, contents: Data(bytes)))
        return file
    }
}
