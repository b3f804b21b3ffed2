import Foundation
import Testing

// Nested in the window suite so that it runs serialized with it: two demos on one display would
// take each other's keys and screenshots.
extension WindowTests {
    /// The photo viewer opening files it did not make: headers that claim tens of thousands of
    /// pixels a side with nothing behind them, a FIFO, a cut file, beside large real photos. Every
    /// page must show (a photo, or the "Photo unavailable" panel with the reason), the process must
    /// stay small and alive, and each bad file must be logged once.
    @Suite("Demo window with hostile photos", .serialized)
    final class ImageBombWindowTests {
        let assets: String

        /// The photo files, in page order, and the reason each bad one must be logged with (nil
        /// for one that shows).
        let photos: [(file: String, reason: String?)] = [
            ("large.jpg", nil),
            ("bomb-30000.jpg", "image data ends early"),
            ("bomb-65500.jpg", "image is too large: 65500×65500 px, over 32768 px a side"),
            ("bomb-30000.png", "image data ends early"),
            ("bomb-65500.png", "image is too large: 65500×65500 px, over 32768 px a side"),
            ("large.png", nil),
            ("pipe.jpg", "not a regular file"),
            ("cut.jpg", "file is truncated"),
        ]

        init() throws {
            assets = NSTemporaryDirectory() + "folio-bombs-\(UUID().uuidString)"
            let folder = assets + "/photos"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: DemoPaths.assets + "/fonts", toPath: assets + "/fonts")
            let photo = [UInt8](try Data(contentsOf: URL(fileURLWithPath: DemoPaths.assets + "/photos/colourful-cups.jpg")))
            try write(Self.headerOnlyJPEG(photo, width: 30_000, height: 30_000), to: folder + "/bomb-30000.jpg")
            try write(Self.claiming(photo, width: 65_500, height: 65_500), to: folder + "/bomb-65500.jpg")
            try write(Self.pngBomb(width: 30_000, height: 30_000), to: folder + "/bomb-30000.png")
            try write(Self.pngBomb(width: 65_500, height: 65_500), to: folder + "/bomb-65500.png")
            try write(Array(photo.prefix(photo.count / 2)), to: folder + "/cut.jpg")
            #expect(mkfifo(folder + "/pipe.jpg", 0o600) == 0)
            // 48 megapixels each: decoded whole they would take 183 MiB apiece.
            try Self.convert(["-size", "8000x6000", "gradient:red-blue", "-quality", "85", folder + "/large.jpg"])
            try Self.convert(["-size", "8000x6000", "gradient:yellow-green", folder + "/large.png"])
            let rows = photos.map { "\($0.file)\tPhoto \($0.file)\tTest\tCC0-1.0" }
            try (["file\ttitle\tcredit\tlicence"] + rows).joined(separator: "\n").appending("\n")
                .write(toFile: folder + "/photos.tsv", atomically: true, encoding: .utf8)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: assets)
        }

        @Test("Paging through header bombs, a FIFO, a cut file and large photos shows every page and stays small")
        func pagesThroughHostilePhotos() throws {
            let pages = photos.count
            let demo = try DemoProcess(arguments: ["photos", "--events", "--stats", "--size", "1000x700", "--pages", "\(pages)",
                                                   "--assets", assets])
            defer { _ = demo.terminate() }
            try #require(demo.waitForEvent(timeout: 30) { $0.name == "ready" } != nil, "no ready event; stderr: \(demo.standardError)")
            let window = try #require(XDoTool(pid: demo.pid))
            // Each page is looked at until it shows (a photo or the panel), as a person would.
            for page in 0..<pages {
                if page > 0 {
                    let count = demo.events.count
                    window.key("Right")
                    #expect(demo.nextSettledPage(after: count, timeout: 15) == page)
                }
                #expect(demo.waitForEvent(timeout: 30) { $0.name == "content" && $0["page"] == page } != nil, "no content for page \(page)")
            }
            #expect(demo.terminate() == 0)
            let statistics = try #require(demo.statistics)
            // Before, one of these files alone took the process past 6 GiB. Now: the window's
            // bitmaps, the photos at the size shown, and a few hundred KiB of file per worker
            // (about 160 MiB in a debug build).
            let peak = try #require(statistics["peakRSSKiB"])
            #expect(peak < 256 * 1024, "peak RSS \(peak) KiB")
            let lines = demo.standardError.split(separator: "\n")
            for (file, reason) in photos {
                let logged = lines.filter { $0.contains("/photos/\(file):") }
                if let reason {
                    #expect(logged.count == 1 && logged.first?.hasSuffix(": \(reason)") == true, "\(file): \(logged)")
                } else {
                    #expect(logged.isEmpty, "\(file): \(logged)")
                }
            }
        }

        // MARK: Files

        private func write(_ bytes: [UInt8], to path: String) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }

        private static func convert(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["convert"] + arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        /// The offset of `jpeg`'s first segment with `marker` among those before the scan, and of
        /// the segment after it.
        private static func segment(_ jpeg: [UInt8], where matches: (UInt8) -> Bool) -> (start: Int, end: Int)? {
            var index = 2
            while index + 3 < jpeg.count, jpeg[index] == 0xFF {
                let end = index + 2 + (Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3]))
                if matches(jpeg[index + 1]) { return (index, end) }
                index = end
            }
            return nil
        }

        /// `jpeg` with its frame header claiming `width`×`height`.
        static func claiming(_ jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
            guard let frame = segment(jpeg, where: { (0xC0...0xC2).contains($0) }) else { preconditionFailure("no frame header") }
            var bytes = jpeg
            bytes.replaceSubrange((frame.start + 5)..<(frame.start + 9), with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
            return bytes
        }

        /// The tables and scan header of `jpeg`, claiming `width`×`height`, then 16 bytes of its
        /// data and the end marker: a well-formed file of a few hundred bytes with no image in it.
        static func headerOnlyJPEG(_ jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
            let claimed = claiming(jpeg, width: width, height: height)
            guard let scan = segment(claimed, where: { $0 == 0xDA }) else { preconditionFailure("no scan") }
            // Keep only the segments libjpeg needs (no EXIF or other APPn).
            var bytes: [UInt8] = [0xFF, 0xD8]
            var index = 2
            while index < scan.start {
                let end = index + 2 + (Int(claimed[index + 2]) << 8 | Int(claimed[index + 3]))
                if !(0xE0...0xEF).contains(claimed[index + 1]) || claimed[index + 1] == 0xE0 { bytes += claimed[index..<end] }
                index = end
            }
            return bytes + claimed[scan.start..<(scan.end + 16)] + [0xFF, 0xD9]
        }

        /// A well-formed PNG whose header claims `width`×`height` RGB pixels and whose data holds
        /// four bytes.
        static func pngBomb(width: UInt32, height: UInt32) -> [UInt8] {
            func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
            func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
                let body = Array(type.utf8) + data
                var crc: UInt32 = 0xFFFF_FFFF
                for byte in body {
                    crc ^= UInt32(byte)
                    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
                }
                return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
            }
            // A zlib stream of one stored block holding 0, 1, 2, 3 (Adler-32 0x000E_0007).
            let zlib: [UInt8] = [0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF, 0, 1, 2, 3, 0x00, 0x0E, 0x00, 0x07]
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0])
                + chunk("IDAT", zlib) + chunk("IEND", [])
        }
    }
}
