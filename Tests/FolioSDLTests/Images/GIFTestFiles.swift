import FolioCore

/// GIF files written byte by byte for the decoder's tests: any palette, frames placed anywhere on
/// the logical screen, interlaced or not, with a transparent colour, delays and disposal methods.
/// The image data is LZW with 9-bit codes, every pixel a literal and a Clear code before the
/// table would need wider codes: valid GIF any decoder reads, never compressed.
enum GIFTestFiles {
    /// One image of a GIF.
    struct Frame {
        var left = 0
        var top = 0
        var width: Int
        var height: Int
        var interlaced = false
        /// The palette index shown as transparent, if any.
        var transparentIndex: UInt8?
        /// In hundredths of a second.
        var delay = 10
        /// 0 or 1 keep the frame, 2 restores the background (transparent), 3 the previous canvas.
        var disposal = 0
        /// The frame's own palette, instead of the global one.
        var palette: [Color]?
        /// The palette index of each pixel, by its place in the frame.
        var index: (Int, Int) -> UInt8
    }

    /// A GIF with a `width`×`height` logical screen, a global `palette` (at most 256 colours)
    /// and `frames`, with a NETSCAPE2.0 loop count when given (0 loops for ever).
    static func gif(width: Int, height: Int, palette: [Color], frames: [Frame], loopCount: Int? = nil) -> [UInt8] {
        var bytes = Array("GIF89a".utf8) + le16(width) + le16(height)
        bytes += [0xF7, 0, 0]  // a global table of 256 colours, background 0, no aspect ratio
        bytes += table(palette)
        if let loopCount {
            bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(loopCount) + [0]
        }
        for frame in frames {
            let packed = UInt8(frame.disposal << 2) | (frame.transparentIndex == nil ? 0 : 1)
            bytes += [0x21, 0xF9, 4, packed] + le16(frame.delay) + [frame.transparentIndex ?? 0, 0]
            bytes += [0x2C] + le16(frame.left) + le16(frame.top) + le16(frame.width) + le16(frame.height)
            bytes.append((frame.palette == nil ? 0 : 0x87) | (frame.interlaced ? 0x40 : 0))
            if let local = frame.palette { bytes += table(local) }
            bytes += imageData(frame)
        }
        return bytes + [0x3B]
    }

    /// A `width`×`height` GIF in four quadrants (red, green / blue, yellow), one frame.
    static func quadrants(width: Int, height: Int, interlaced: Bool = false) -> [UInt8] {
        let T = RasterTestSupport.self
        let frame = Frame(width: width, height: height, interlaced: interlaced) { x, y in
            UInt8((y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1))
        }
        return gif(width: width, height: height, palette: [T.red, T.green, T.blue, T.yellow], frames: [frame])
    }

    static func le16(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
    }

    /// A colour table of 256 entries: `palette`, then black.
    private static func table(_ palette: [Color]) -> [UInt8] {
        (0..<256).flatMap { index -> [UInt8] in
            let colour = index < palette.count ? palette[index] : .black
            return [colour.red, colour.green, colour.blue]
        }
    }

    /// The frame's LZW minimum code size (8), then its codes in sub-blocks.
    private static func imageData(_ frame: Frame) -> [UInt8] {
        let rows: [Int] = frame.interlaced
            ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: frame.height, by: step)) }
            : Array(0..<frame.height)
        var codes: [Int] = [256]  // Clear
        var sinceClear = 0
        for y in rows {
            for x in 0..<frame.width {
                // 258 + 253 entries stay under 512: the codes never grow past 9 bits.
                if sinceClear == 254 {
                    codes.append(256)
                    sinceClear = 0
                }
                codes.append(Int(frame.index(x, y)))
                sinceClear += 1
            }
        }
        codes.append(257)  // End of Information
        var packed: [UInt8] = []
        var buffer = 0, bits = 0
        for code in codes {
            buffer |= code << bits
            bits += 9
            while bits >= 8 {
                packed.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        if bits > 0 { packed.append(UInt8(buffer & 0xFF)) }
        var out: [UInt8] = [8]
        var index = 0
        while index < packed.count {
            let count = min(255, packed.count - index)
            out.append(UInt8(count))
            out += packed[index..<(index + count)]
            index += count
        }
        return out + [0]
    }
}
