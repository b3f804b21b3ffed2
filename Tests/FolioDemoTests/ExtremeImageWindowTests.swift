import Foundation
import Testing

// Nested in the window suite so that it runs serialized with it: two demos on one display would
// take each other's keys and screenshots.
extension WindowTests {
    /// A valid photo of extreme shape, 1×30000 pixels (a red-to-blue gradient), as the only photo
    /// of the masonry grid and of the feeds. Its items must be drawn (reported as `content`, and
    /// purple on screen: the middle of the gradient, where an aspect fill crops it), at a height
    /// the layouts bound, and the demo must quit cleanly within a second of SIGTERM.
    @Suite("Demo window with a photo of extreme aspect", .serialized)
    final class ExtremeImageWindowTests {
        let assets: String
        /// The most a photo's item may be taller than wide, in the masonry and in the feeds.
        static let masonryAspect = 4.0, feedAspect = 2.0

        init() throws {
            assets = NSTemporaryDirectory() + "folio-extreme-\(UUID().uuidString)"
            let folder = assets + "/photos"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: assets + "/fonts", withDestinationPath: DemoPaths.assets + "/fonts")
            // ImageMagick's usual policy refuses to make an image 30,000 pixels tall: written here.
            try Data(Self.gradientStrip(height: 30_000)).write(to: URL(fileURLWithPath: folder + "/strip.png"))
            try "file\ttitle\tcredit\tlicence\nstrip.png\tStrip\tTest\tCC0-1.0\n"
                .write(toFile: folder + "/photos.tsv", atomically: true, encoding: .utf8)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: assets)
        }

        @Test("The masonry grid draws the strip's items at most 4:1, reports their content and quits on SIGTERM")
        func masonryGrid() throws {
            // One section of 12 items in four columns of 248.5 px (1024 px less the gaps).
            let grid = try GridSession(["--layout", "masonry", "--section-size", "0", "--items", "12", "--assets", assets],
                                       readyTimeout: 30)
            try #require(grid.waitForEvent(after: 0, timeout: 30) { $0.name == "content" && $0["item"] == 0 } != nil,
                         "no content for item 0; stderr: \(grid.demo.standardError)")
            // Item 0 fills the first column from 6 px down past the window's bottom.
            let colour = try #require(Self.meanColour(of: grid.window.window, x: 40, y: 120, width: 160, height: 400))
            #expect(Self.isPurple(colour), "item 0 shows \(colour), not the strip's purple")
            let mark = grid.mark
            grid.key("End")
            let settled = try #require(grid.nextSettle(after: mark, timeout: 10))
            let offset = try #require(settled.numbers["offset"])
            // Three items a column, each at most 4 column widths tall, less the window.
            let columnWidth: Double = (1_024 - 6 * 2 - 6 * 3) / 4
            let itemReach: Double = Self.masonryAspect * columnWidth + 6
            let bound: Double = 3 * itemReach + 12 - 700
            #expect(offset > 0 && offset <= bound, "scrolled to \(offset), over \(bound)")
            #expect(grid.waitForEvent(after: mark, timeout: 15) { $0.name == "content" && $0["item"] == 11 } != nil)
            expectCleanExit(of: grid.demo)
        }

        @Test("The feeds draw the strip's post at most 1:2, report its feed's content and quit on SIGTERM")
        func feeds() throws {
            // Three posts: the third (index 2) carries the photo.
            let feeds = try FeedsSession(["--items", "3", "--latency", "0", "--assets", assets], readyTimeout: 30)
            try #require(feeds.waitForEvent(after: 0, timeout: 30) { $0.name == "content" && $0["page"] == 0 } != nil,
                         "no content; stderr: \(feeds.demo.standardError)")
            let mark = feeds.mark
            feeds.key("End")
            let settled = try #require(feeds.nextFeedSettle(after: mark, page: 0, timeout: 10))
            #expect(settled["last"] == 2, "\(settled)")
            let offset = try #require(settled.numbers["offset"])
            // The header and two posts without photos (under 300 px each), and the photo's post:
            // its text and its photo at most twice the content's width, less the feed's height.
            let photoWidth = Double(FeedsSession.width) - 32
            let photoHeight: Double = Self.feedAspect * photoWidth
            let feedHeight = Double(FeedsSession.feedHeight)
            let bound: Double = 1_000 + photoHeight - feedHeight
            #expect(offset > photoHeight - feedHeight, "scrolled to \(offset): is the photo there?")
            #expect(offset <= bound, "scrolled to \(offset), over \(bound)")
            // The end of the feed is the lower part of the photo's post: its photo on screen, no
            // skeleton row.
            var colour: (red: Double, green: Double, blue: Double)?
            let deadline = Date(timeIntervalSinceNow: 10)
            repeat {
                colour = Self.meanColour(of: feeds.window.window, x: 100, y: 150, width: 800, height: 300)
                if let colour, Self.isPurple(colour) { break }
                Thread.sleep(forTimeInterval: 0.2)
            } while Date() < deadline
            let shown = try #require(colour)
            #expect(Self.isPurple(shown), "the post's photo shows \(shown), not the strip's purple")
            expectCleanExit(of: feeds.demo)
        }

        // MARK: Checks

        /// SIGTERM ends the demo with status 0 within a second, `quit` its last line, and nothing
        /// logged about an item that could not be drawn or a texture refused.
        private func expectCleanExit(of demo: DemoProcess) {
            let (status, seconds) = demo.signalAndTimeExit(SIGTERM, timeout: 8)
            demo.expectCleanExit(status: status, seconds: seconds, "SIGTERM")
            let errors = demo.standardError
            #expect(!errors.contains("cannot be drawn") && !errors.contains("cannot make a"), "\(errors)")
        }

        /// The strip's middle: red and blue about equal and strong, little green; not the grey of
        /// a placeholder or the unavailable panel.
        private static func isPurple(_ colour: (red: Double, green: Double, blue: Double)) -> Bool {
            colour.red > 80 && colour.blue > 80 && colour.green < 40 && abs(colour.red - colour.blue) < 60
        }

        /// The mean colour (0–255 a channel) of the window's rectangle at (`x`, `y`) of
        /// `width`×`height` pixels, from a screenshot; nil if ImageMagick failed.
        private static func meanColour(of window: String, x: Int, y: Int, width: Int, height: Int)
            -> (red: Double, green: Double, blue: Double)? {
            guard let shot = Screenshot(window: window) else { return nil }
            defer { shot.remove() }
            guard let region = shot.cropped(x: x, y: y, width: width, height: height) else { return nil }
            defer { region.remove() }
            return region.meanColour
        }

        /// A valid PNG one pixel wide and `height` tall, red at the top to blue at the bottom (as
        /// ImageMagick's `gradient:red-blue`), its rows in stored (uncompressed) deflate blocks.
        static func gradientStrip(height: Int) -> [UInt8] {
            func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
            func crc32(_ bytes: [UInt8]) -> UInt32 {
                var crc: UInt32 = 0xFFFF_FFFF
                for byte in bytes {
                    crc ^= UInt32(byte)
                    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
                }
                return ~crc
            }
            func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
                let body = Array(type.utf8) + data
                return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
            }
            // Each row: filter 0, then red, green, blue.
            var rows: [UInt8] = []
            for y in 0..<height {
                let blue = UInt8((255 * Double(y) / Double(height - 1)).rounded())
                rows += [0, 255 - blue, 0, blue]
            }
            var zlib: [UInt8] = [0x78, 0x01]
            var start = 0
            while start < rows.count {
                let end = min(start + 65_535, rows.count)
                let length = UInt16(end - start)
                zlib += [end == rows.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
                zlib += rows[start..<end]
                start = end
            }
            var a: UInt32 = 1, b: UInt32 = 0
            for byte in rows {
                a = (a + UInt32(byte)) % 65_521
                b = (b + a) % 65_521
            }
            zlib += bigEndian(b << 16 | a)
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                + chunk("IHDR", bigEndian(1) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
                + chunk("IDAT", zlib) + chunk("IEND", [])
        }
    }
}
