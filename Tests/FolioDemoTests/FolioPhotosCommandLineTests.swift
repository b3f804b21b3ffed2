import Foundation
import Testing

/// folio-photos' command line: a bad value is one line naming the flag, with status 2 and no
/// window; a folder that is not there or cannot be browsed is one line naming it, with status
/// 1; the help lists the flags, keys and events.
@Suite("folio-photos command line")
struct FolioPhotosCommandLineTests {
    private func photos(_ arguments: [String]) throws -> CommandRun {
        try #require(try CommandRun.run(FolioPhotosPaths.binary, arguments),
                     "folio-photos \(arguments) did not exit; a mistake must not open a window")
    }

    @Test("Bad values are one line naming the flag, with status 2", arguments: [
        (["--layout", "grid"], "--layout"), (["--layout", ""], "--layout"), (["--layout"], "--layout"),
        (["--sort", "size"], "--sort"), (["--sort"], "--sort"),
        (["--size", "100x100"], "--size"), (["--size", "1024"], "--size"), (["--size", "axb"], "--size"),
        (["--size", "9000x700"], "--size"),
        (["--workers", "0"], "--workers"), (["--workers", "65"], "--workers"), (["--workers", "two"], "--workers"),
        (["--pages", "5"], "--pages"), (["/tmp", "/tmp"], "/tmp"),
    ])
    func badValues(arguments: [String], flag: String) throws {
        let result = try photos(arguments)
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("folio-photos: ") == true, "\(result.standardError)")
        #expect(result.standardError.contains(flag), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("A folder or file that is not there is one line naming it, with status 1")
    func missing() throws {
        let folder = NSTemporaryDirectory() + "folio-photos-missing-\(UUID().uuidString)"
        for path in [folder, folder + "/photo.jpg"] {
            let result = try photos([path])
            #expect(result.status == 1)
            #expect(result.standardError == "folio-photos: cannot open '\(path)': there is no such folder or file\n")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test("A FIFO, or a path through a file, is refused with status 1 without waiting for a writer")
    func notAFolder() throws {
        let folder = NSTemporaryDirectory() + "folio-photos-fifo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        _ = FileManager.default.createFile(atPath: folder + "/file", contents: Data("x".utf8))
        let fifo = try photos([folder + "/pipe"])
        #expect(fifo.status == 1)
        #expect(fifo.standardError.contains("'\(folder)/pipe'"), "\(fifo.standardError)")
        #expect(fifo.standardError.split(separator: "\n").count == 1)
        let through = try photos([folder + "/file/photo.jpg"])
        #expect(through.status == 1)
        #expect(through.standardError.contains("no such folder or file"), "\(through.standardError)")
    }

    @Test("--help lists the flags, defaults, keys and events, and exits 0")
    func help() throws {
        let result = try photos(["--help"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let text = result.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for fragment in ["--layout", "masonry", "--sort", "name", "--size", "--workers", "--events", "XDG_PICTURES_DIR",
                         "Home/End", "Esc", "scan-progress", "scan-done", "added", "removed", "zoomed", "content"] {
            #expect(text.contains(fragment), "\(fragment)")
        }
    }

    @Test("Shell completion scripts are printed and exit 0", arguments: ["bash", "zsh", "fish"])
    func completion(shell: String) throws {
        let result = try photos(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("folio-photos"))
    }
}
