import Foundation
import Testing

/// `make install` and `make uninstall`, run for real into a staging folder (DESTDIR) with the
/// binary already built (INSTALL_BINARY), so that no release build is needed.
@Suite(.enabled(if: InstallPaths.tool("make") != nil, "needs make"),
       .enabled(if: FileManager.default.isExecutableFile(atPath: InstallPaths.binary),
                "needs the built folio-photos (FOLIO_PHOTOS_BINARY or .build/debug/folio-photos)"))
struct InstallTests {
    private static let packageRoot = InstallPaths.packageRoot
    private static let binary = InstallPaths.binary

    /// Every file install puts, under the prefix, with its mode and where its bytes come from.
    static let installed: [(path: String, mode: Int, source: String)] = [
        ("bin/folio-photos", 0o755, binary),
        ("share/applications/folio-photos.desktop", 0o644, packageRoot + "/dist/folio-photos.desktop"),
        ("share/icons/hicolor/scalable/apps/folio-photos.svg", 0o644, packageRoot + "/dist/icons/hicolor/scalable/apps/folio-photos.svg"),
    ] + [48, 128, 256].map { size in
        ("share/icons/hicolor/\(size)x\(size)/apps/folio-photos.png", 0o644,
         packageRoot + "/dist/icons/hicolor/\(size)x\(size)/apps/folio-photos.png")
    } + ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt"].map { font in
        ("share/folio-photos/fonts/\(font)", 0o644, packageRoot + "/assets/fonts/\(font)")
    }

    private static func tool(_ name: String) -> String? { InstallPaths.tool(name) }

    /// Runs `tool` with `arguments` in the package's root; its status and what it printed.
    private static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: bytes, as: UTF8.self))
    }

    /// Runs `make` with `arguments` staged into `stage`.
    private static func make(_ arguments: [String], stage: String) throws -> (status: Int32, output: String) {
        let make = try #require(tool("make"))
        return try run(make, ["--no-print-directory", "-s"] + arguments + ["DESTDIR=\(stage)", "PREFIX=/usr"])
    }

    /// A fresh staging folder, removed by the caller.
    private static func makeStage() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-install-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Every entry under `folder`, relative to it, sorted.
    private static func entries(under folder: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("make install stages every file byte for byte with its mode, and make uninstall leaves nothing")
    func installAndUninstall() throws {
        let stage = try Self.makeStage()
        defer { try? FileManager.default.removeItem(atPath: stage) }
        let install = try Self.make(["install", "INSTALL_BINARY=\(Self.binary)"], stage: stage)
        #expect(install.status == 0, "\(install.output)")
        let files = Self.entries(under: stage).filter { !Self.isFolder(stage + "/" + $0) }
        #expect(files == Self.installed.map { "usr/" + $0.path }.sorted())
        for file in Self.installed {
            let path = stage + "/usr/" + file.path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == file.mode, "\(file.path)")
            #expect(FileManager.default.contentsEqual(atPath: path, andPath: file.source), "\(file.path)")
        }
        let uninstall = try Self.make(["uninstall"], stage: stage)
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(Self.entries(under: stage) == [])
    }

    @Test("uninstall removes only what install put: another application's icon beside ours stays")
    func uninstallKeepsOthers() throws {
        let stage = try Self.makeStage()
        defer { try? FileManager.default.removeItem(atPath: stage) }
        let other = stage + "/usr/share/icons/hicolor/48x48/apps/other.png"
        try FileManager.default.createDirectory(atPath: (other as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: other, contents: Data([1, 2, 3]))
        #expect(try Self.make(["install", "INSTALL_BINARY=\(Self.binary)"], stage: stage).status == 0)
        #expect(try Self.make(["uninstall"], stage: stage).status == 0)
        #expect(Self.entries(under: stage).filter { !Self.isFolder(stage + "/" + $0) } == ["usr/share/icons/hicolor/48x48/apps/other.png"])
    }

    @Test("An install binary that is not there fails with one error line, and nothing is installed")
    func missingBinary() throws {
        let stage = try Self.makeStage()
        defer { try? FileManager.default.removeItem(atPath: stage) }
        let result = try Self.make(["install", "INSTALL_BINARY=\(stage)/missing"], stage: stage)
        #expect(result.status != 0)
        #expect(result.output.contains("error: \(stage)/missing is not an executable file"))
        #expect(Self.entries(under: stage) == [])
    }

    @Test("The desktop entry in dist/ passes desktop-file-validate",
          .enabled(if: InstallPaths.tool("desktop-file-validate") != nil, "needs desktop-file-validate (Debian's desktop-file-utils)"))
    func desktopEntryValidates() throws {
        let validator = try #require(Self.tool("desktop-file-validate"))
        let result = try Self.run(validator, [Self.packageRoot + "/dist/folio-photos.desktop"])
        #expect(result.status == 0)
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test("The desktop entry names the program, its icon and the photo types it opens")
    func desktopEntryFields() throws {
        let text = try String(contentsOfFile: Self.packageRoot + "/dist/folio-photos.desktop", encoding: .utf8)
        let lines = Set(text.split(separator: "\n").map(String.init))
        for line in ["Type=Application", "Name=Folio Photos", "Exec=folio-photos %f", "TryExec=folio-photos",
                     "Icon=folio-photos", "Terminal=false", "Categories=Graphics;Photography;Viewer;",
                     "MimeType=image/jpeg;image/png;image/webp;image/gif;inode/directory;"] {
            #expect(lines.contains(line), "\(line)")
        }
    }

    @Test("Each PNG icon is a PNG of the size its folder names", arguments: [48, 128, 256])
    func iconSizes(size: Int) throws {
        let path = Self.packageRoot + "/dist/icons/hicolor/\(size)x\(size)/apps/folio-photos.png"
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(bytes.count > 24)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == size && height == size)
        #expect(bytes.count < 32 << 10)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
