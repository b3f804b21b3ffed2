import FolioCore
import Foundation

/// One album: a sidebar row and a page of the pager. A plain value: usable on any thread.
struct Album: Sendable {
    let title: String
    let caption: String
    /// The hue of the album's colour (degrees): its swatch in the sidebar and its page's artwork.
    let hue: Double
    /// A photo for its page, when the app was given one.
    let photoPath: String?
    /// Whether its page is live (the clock), drawn on the main thread rather than on a worker.
    var isLive = false

    /// The album's colour at `lightness` (0 black, 1 white).
    func color(lightness: Double = 0.55) -> Color {
        Color(hue: hue, saturation: 0.55, lightness: lightness)
    }

    /// The last row: a page that shows the time, which must be live.
    static let clock = Album(title: "Clock", caption: "The time here, drawn on the main thread while you look", hue: 45,
                             photoPath: nil, isLive: true)

    /// The albums, each with its photo from `photosDirectory` when one is given and holds it,
    /// then the clock.
    static func all(photosDirectory: String?) -> [Album] {
        let albums: [(title: String, caption: String, hue: Double, photo: String)] = [
            ("Mountains", "Ridges, passes and the light above the clouds", 205, "picos-de-europa-trail.jpg"),
            ("Coast", "Jetties, harbours and long evenings by the water", 185, "jetty-in-fog.jpg"),
            ("City", "Facades, bridges and streets after the rain", 265, "curved-facade.jpg"),
            ("Forest", "Moss, streams and paths under old trees", 130, "forest-path.jpg"),
            ("Meadows", "Long grass, wild flowers and open skies", 85, "autumn-meadow-aitzgorri.jpg"),
            ("Dunes", "Sand, marram grass and very still air", 35, "dune-grass.jpg"),
            ("Dusk", "Boats, lamps and the last light of the day", 240, "rowing-boats-at-dusk.jpg"),
            ("Kitchen", "Cups, bowls and things made slowly", 10, "colourful-cups.jpg"),
        ]
        return albums.map { album in
            let path = photosDirectory.map { $0 + "/" + album.photo }
            return Album(title: album.title, caption: album.caption, hue: album.hue,
                         photoPath: path.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil })
        } + [clock]
    }
}
