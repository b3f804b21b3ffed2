import Foundation
import Testing

/// A phone photo stored sideways with EXIF orientation 6, in the photos demo's real window: it is
/// shown upright, as the same photo stored upright is.
@Suite("Photos EXIF orientation window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
final class PhotoOrientationWindowTests {
    let assets: String

    /// A library of two photos: the dogs stored upright, then the same dogs stored sideways with
    /// orientation 6 (the bundled pair).
    init() throws {
        assets = NSTemporaryDirectory() + "folio-orientation-\(UUID().uuidString)"
        let folder = assets + "/photos"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: assets + "/fonts", withDestinationPath: DemoPaths.assets + "/fonts")
        for name in ["dogs-at-window.jpg", "dogs-at-window-sideways.jpg"] {
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: DemoPaths.assets + "/photos/" + name)
        }
        try "file\ttitle\tcredit\tlicence\ndogs-at-window.jpg\tDogs\tTest\tCC-BY-4.0\ndogs-at-window-sideways.jpg\tDogs\tTest\tCC-BY-4.0\n"
            .write(toFile: folder + "/photos.tsv", atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: assets)
    }

    /// The mean colours of the four quarters of the window's middle (the photo), top left, top
    /// right, bottom left, bottom right.
    private func quarters(_ photos: DemoWindowSession) throws -> [(red: Double, green: Double, blue: Double)] {
        let shot = try #require(Screenshot(window: photos.window.window))
        defer { shot.remove() }
        return try [(300, 150), (500, 150), (300, 350), (500, 350)].map { x, y in
            let region = try #require(shot.cropped(x: x, y: y, width: 200, height: 200))
            defer { region.remove() }
            return try #require(region.meanColour)
        }
    }

    private func distance(_ a: [(red: Double, green: Double, blue: Double)], _ b: [(red: Double, green: Double, blue: Double)]) -> Double {
        zip(a, b).map { abs($0.red - $1.red) + abs($0.green - $1.green) + abs($0.blue - $1.blue) }.reduce(0, +)
    }

    @Test("The photo stored sideways with orientation 6 shows as the upright one does")
    func sidewaysPhotoShowsUpright() throws {
        let photos = try DemoWindowSession(demo: "photos", ["--size", "1000x700", "--pages", "2", "--assets", assets],
                                           what: "photos", readyTimeout: 15)
        try #require(photos.waitForEvent(after: 0, timeout: 15) { $0.name == "content" && $0["page"] == 0 } != nil)
        photos.demo.waitForQuiet(0.3)
        let upright = try quarters(photos)
        let mark = photos.mark
        photos.key("Right")
        try #require(photos.waitForEvent(after: mark, timeout: 10) { $0.name == "content" && $0["page"] == 1 } != nil)
        try #require(photos.waitForEvent(after: mark, timeout: 10) { $0.name == "settled" && $0["page"] == 1 } != nil)
        photos.demo.waitForQuiet(0.3)
        let turned = try quarters(photos)
        // Upright, the quarters match; left lying on its side they would be those of the upright
        // photo turned a quarter: top left from bottom left, and so on.
        let lyingOnItsSide = [upright[2], upright[0], upright[3], upright[1]]
        #expect(distance(turned, upright) < 60, "\(turned) is not \(upright)")
        #expect(distance(turned, upright) * 3 < distance(turned, lyingOnItsSide), "the quarters tell upright from sideways")
    }
}
