import Foundation

/// The frames a recording left in a folder, checked as a viewer would read them: each file a
/// whole PNG (signature, header, every chunk's CRC, the end chunk last, nothing after it).
struct RecordedFrames {
    /// The folder's entries, sorted.
    let names: [String]
    /// The names of files that are not whole PNGs, with why.
    let broken: [String]
    /// The width and height of the first frame, if there is one.
    let size: (width: Int, height: Int)?

    init(folder: URL) throws {
        names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var broken: [String] = []
        var size: (width: Int, height: Int)?
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            switch Self.check(Array(data)) {
            case .success(let frameSize): size = size ?? frameSize
            case .failure(let problem): broken.append("\(name): \(problem.reason) (\(data.count) bytes)")
            }
        }
        self.broken = broken
        self.size = size
    }

    /// Whether the names are exactly frames 1, 2, … with no gap and nothing else.
    var areConsecutiveFrames: Bool {
        names == (0..<names.count).map { String(format: "frame-%05d.png", $0 + 1) }
    }

    private struct Problem: Error {
        let reason: String
    }

    /// The image's size, or why the bytes are not a whole PNG.
    private static func check(_ bytes: [UInt8]) -> Result<(width: Int, height: Int), Problem> {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes.prefix(8)) == signature else { return .failure(Problem(reason: "no PNG signature")) }
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var size: (width: Int, height: Int)?
        while offset + 12 <= bytes.count {
            let length = number(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { return .failure(Problem(reason: "\(type) chunk cut short")) }
            if crc32(bytes[offset + 4..<offset + 8 + length]) != UInt32(number(offset + 8 + length)) {
                return .failure(Problem(reason: "\(type) chunk fails its CRC"))
            }
            if type == "IHDR" { size = (number(offset + 8), number(offset + 12)) }
            offset += 12 + length
            if type == "IEND" {
                guard offset == bytes.count else { return .failure(Problem(reason: "bytes after IEND")) }
                return size.map { .success($0) } ?? .failure(Problem(reason: "no IHDR"))
            }
        }
        return .failure(Problem(reason: "no IEND"))
    }

    /// The CRC-32 PNG chunks carry (ISO 3309, reflected, 0xEDB88320).
    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
