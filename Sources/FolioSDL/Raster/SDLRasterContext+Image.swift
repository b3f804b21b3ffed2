import CSDL2
import FolioCore

extension SDLRasterContext {
    /// Draws `image` (an `SDLSurfaceBitmap`; anything else draws nothing) into `rect`: aspect fill
    /// crops it centred, aspect fit centres it and leaves the bands untouched. Bilinear scaling,
    /// clipped to `rect` with corners rounded by `cornerRadius`, and to the bitmap. Reads the image
    /// only, so other threads may draw it at the same time.
    public func drawImage(_ image: any DecodedImage, in rect: Rect, contentMode: ContentMode, cornerRadius: Double) {
        guard let surface, let image = image as? SDLSurfaceBitmap else { return }
        let area = RasterPixelRect(rect, scale: scale)
        guard let (region, visible) = Self.placement(of: image, in: area, contentMode: contentMode, bitmap: RasterSurface.bounds(of: surface))
        else { return }
        let mask = RasterCornerMask(rect: area, radius: cornerRadius * scale)
        if image.isOpaque {
            // Scale straight into the bitmap, then blend the cut corners back over what was there.
            let cut = mask?.cutPixels(within: visible) ?? []
            let beneath = cut.map { RasterSurface.row(surface, $0.y)[$0.x] }
            guard RasterScaler.scale(image.surface, region: region, into: surface, at: visible) else { return }
            for (index, pixel) in cut.enumerated() {
                let row = RasterSurface.row(surface, pixel.y)
                let alpha = UInt32((255 * pixel.coverage).rounded())
                row[pixel.x] = RasterPixels.over(rgb: row[pixel.x] & 0x00FF_FFFF, alpha: alpha, onto: beneath[index])
            }
        } else if mask == nil, region.width == visible.width, region.height == visible.height {
            // At its own size with square corners: composite straight from the image.
            RasterPixels.composite(image.surface, region: region, atX: visible.x0, y: visible.y0, onto: surface, clip: visible)
        } else {
            // Scale into a piece of the final size, cut its corners, then composite it.
            guard let piece = RasterScaler.scaled(image.surface, region: region, width: visible.width, height: visible.height)
            else { return }
            defer { SDL_FreeSurface(piece) }
            mask?.apply(to: piece, originX: visible.x0, originY: visible.y0)
            RasterPixels.composite(piece, atX: visible.x0, y: visible.y0, onto: surface, clip: visible)
        }
    }

    /// Which pixels of `image` (`region`) land on which pixels of the bitmap (`visible`) when it is
    /// drawn into `area` by `contentMode`: only the part that shows inside both `area` and
    /// `bitmap`, so nothing is scaled that is then thrown away. Nil when nothing shows.
    static func placement(
        of image: SDLSurfaceBitmap, in area: RasterPixelRect, contentMode: ContentMode, bitmap: RasterPixelRect
    ) -> (region: RasterPixelRect, visible: RasterPixelRect)? {
        guard !area.isEmpty, image.pixelWidth > 0, image.pixelHeight > 0 else { return nil }
        let imageWidth = Double(image.pixelWidth), imageHeight = Double(image.pixelHeight)
        let widthRatio = Double(area.width) / imageWidth, heightRatio = Double(area.height) / imageHeight
        let factor = switch contentMode {
        case .scaleAspectFill: max(widthRatio, heightRatio)
        case .scaleAspectFit: min(widthRatio, heightRatio)
        }
        // Where the whole scaled image would lie, centred on the area (fractional pixels).
        let originX = Double(area.x0) + (Double(area.width) - imageWidth * factor) / 2
        let originY = Double(area.y0) + (Double(area.height) - imageHeight * factor) / 2
        let placed = RasterPixelRect(
            x0: Int(originX.rounded()), y0: Int(originY.rounded()),
            x1: Int((originX + imageWidth * factor).rounded()), y1: Int((originY + imageHeight * factor).rounded()))
        let visible = placed.intersection(area).intersection(bitmap)
        guard !visible.isEmpty else { return nil }

        // Map each visible edge back into the image; an uncut edge keeps the image's own edge.
        func source(_ edge: Int, _ placedEdge: Int, _ origin: Double, _ length: Int, isEnd: Bool) -> Int {
            if edge == placedEdge { return isEnd ? length : 0 }
            return min(length, max(0, Int(((Double(edge) - origin) / factor).rounded())))
        }
        var region = RasterPixelRect(
            x0: source(visible.x0, placed.x0, originX, image.pixelWidth, isEnd: false),
            y0: source(visible.y0, placed.y0, originY, image.pixelHeight, isEnd: false),
            x1: source(visible.x1, placed.x1, originX, image.pixelWidth, isEnd: true),
            y1: source(visible.y1, placed.y1, originY, image.pixelHeight, isEnd: true))
        // A sliver under one source pixel still takes one.
        if region.width < 1 { region.x1 = min(image.pixelWidth, region.x0 + 1); region.x0 = region.x1 - 1 }
        if region.height < 1 { region.y1 = min(image.pixelHeight, region.y0 + 1); region.y0 = region.y1 - 1 }
        return (region, visible)
    }
}
