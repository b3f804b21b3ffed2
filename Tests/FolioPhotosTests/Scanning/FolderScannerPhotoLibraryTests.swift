import FolioCore
@testable import FolioPhotos
import Foundation
import TestSupport
import Testing

/// A scan of a library made by `scripts/make-photo-library.py` (Pillow's JPEGs and WebPs, with
/// EXIF as Pillow writes it, PNGs, copies redated in place; made once under .build and reused)
/// finds exactly what its manifest lists. Needs Debian's python3 with python3-pil, which `make
/// test` installs; skipped without.
@Suite("Folder scanner on a generated photo library", .serialized)
struct FolderScannerPhotoLibraryTests {
    @Test("Every photo of the manifest is found with its format, stored size, orientation and date", .enabled(if: GeneratedPhotoLibrary.hasPillow, "python3-pil is not installed"))
    func library() throws {
        let library = try GeneratedPhotoLibrary.small(count: 48, unique: 24)
        let manifest = try String(contentsOfFile: library + "/manifest.tsv", encoding: .utf8)
        let rows = manifest.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == 48)

        let records = Locked<[PhotoRecord]>([])
        let scanner = FolderScanner(root: library, workerCount: 2, onProgress: { progress in records.withLock { $0 += progress.records } })
        scanner.start()
        let summary = scanner.waitUntilFinished()
        #expect(summary.photoCount == 48 && summary.skippedFileCount == 0 && summary.notPhotoCount == 1, "the manifest is no photo")
        let byPath = Dictionary(records.current.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
        let formats = ["jpg": PhotoFormat.jpeg, "png": .png, "webp": .webp]
        for row in rows {
            let record = try #require(byPath[library + "/" + row[0]], "\(row[0]) was found")
            #expect(record.format == formats[row[1]], "\(row[0])")
            #expect(record.pixelWidth == Int(row[2]) && record.pixelHeight == Int(row[3]), "\(row[0])")
            #expect(record.orientation == Int(row[4]), "\(row[0])")
            #expect(record.dateTaken == (row[5] == "-" ? nil : ExifDateTime.seconds(from: row[5])), "\(row[0]): \(row[5])")
            if row[5] != "-" { #expect(record.dateTaken != nil, "\(row[0]): a date the manifest lists is read") }
        }
        #expect(rows.contains { $0[4] == "6" } && rows.contains { $0[1] == "webp" && $0[5] != "-" })
    }
}
