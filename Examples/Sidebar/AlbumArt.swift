import FolioCore

/// An album's artwork when it has no photo: rings of its colour, drawn on a worker. A plain
/// value: usable on any thread.
struct AlbumArt: Drawing {
    var album: Album

    func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        context.fillRoundedRect(frame, radius: 18, color: album.color(lightness: 0.2))
        let side = min(frame.width, frame.height) * 0.8
        for ring in 0..<6 {
            let inset = Double(ring) * side / 12
            let disc = Rect(x: frame.midX - side / 2 + inset, y: frame.midY - side / 2 + inset,
                            width: side - 2 * inset, height: side - 2 * inset)
            context.fillRoundedRect(disc, radius: disc.width / 2, color: album.color(lightness: 0.3 + 0.07 * Double(ring)))
        }
    }
}
