import CSDL2
import Foundation
@testable import FolioSDL

/// Reads back a PNG the recording wrote, through Folio's own streaming decoder: its size and
/// its pixels as 24-bit RGB rows, or nil when the file does not decode whole.
struct RecordedPNG {
    let width: Int
    let height: Int
    /// `height` rows of `width` × 3 bytes, R, G, B.
    let rgb: [UInt8]

    init?(path: String) {
        guard case .success(let file) = ImageFileReader.open(atPath: path, limits: .standard, isCancelled: { false }),
              case .success(let output) = ImageStreamDecoder.decode(.file(file), format: .png, cover: nil, limits: .standard, isCancelled: { false })
        else { return nil }
        defer { SDL_FreeSurface(output.surface) }
        let surface = output.surface.pointee
        width = Int(surface.w)
        height = Int(surface.h)
        var rgb = [UInt8]()
        rgb.reserveCapacity(width * height * 3)
        for y in 0..<height {
            let row = surface.pixels!.advanced(by: y * Int(surface.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                rgb += [UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel)]
            }
        }
        self.rgb = rgb
    }
}
