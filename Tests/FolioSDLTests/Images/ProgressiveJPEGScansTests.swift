import Foundation
import Testing
@testable import FolioSDL

/// The walk that counts a progressive JPEG's whole scans counts a scan only once a marker follows
/// its data, passes over stuffed bytes and restart markers within it, and gives nil for anything
/// but a progressive frame.
@Suite("Counting a progressive JPEG's whole scans")
struct ProgressiveJPEGScansTests {
    /// A marker segment: FF, the marker, the length (counting itself) and the body.
    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// Scan data with a stuffed FF, a restart marker and fill bytes before another restart.
    private static let scanData: [UInt8] = [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56, 0xFF, 0xFF, 0xD1, 0x78]

    /// SOI, an APP0, a frame header of `frame` (C2 progressive), then three scans with tables
    /// between the first two, and the EOI; with the offsets where each scan's data ends.
    private static func file(frame: UInt8 = 0xC2) -> (bytes: [UInt8], dataEnds: [Int]) {
        var bytes: [UInt8] = [0xFF, 0xD8] + segment(0xE0, Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0])
        bytes += segment(frame, [8, 0, 16, 0, 16, 1, 1, 0x11, 0])
        var dataEnds: [Int] = []
        for index in 0..<3 {
            if index == 1 { bytes += segment(0xC4, [0x10] + Array(repeating: 0, count: 16)) }
            bytes += segment(0xDA, [1, 1, 0, 1, 63, 0]) + scanData
            dataEnds.append(bytes.count)
        }
        return (bytes + [0xFF, 0xD9], dataEnds)
    }

    private func read(_ bytes: [UInt8]) -> ProgressiveJPEGScans? {
        bytes.withUnsafeBytes { ProgressiveJPEGScans.read($0) }
    }

    @Test("A whole file counts every scan, each ending where the marker after it starts")
    func wholeFile() {
        let (bytes, dataEnds) = Self.file()
        #expect(read(bytes) == ProgressiveJPEGScans(completeCount: 3, end: dataEnds[2]))
    }

    @Test("Cut anywhere, the count is the scans followed by a whole marker")
    func everyCut() {
        let (bytes, dataEnds) = Self.file()
        let frameEnd = 2 + 18 + 13  // SOI, APP0, the frame header
        for count in 0...bytes.count {
            let scans = read(Array(bytes.prefix(count)))
            guard count >= frameEnd else {
                #expect(scans == nil, "\(count) bytes")
                continue
            }
            // A scan is whole once the two bytes of the marker after it are there.
            let whole = dataEnds.filter { $0 + 2 <= count }
            #expect(scans == ProgressiveJPEGScans(completeCount: whole.count, end: whole.last ?? 0), "\(count) bytes")
        }
    }

    @Test("Baseline, extended and lossless frames, and scans before any frame, give nil")
    func otherFrames() {
        for frame: UInt8 in [0xC0, 0xC1, 0xC3, 0xC9] {
            #expect(read(Self.file(frame: frame).bytes) == nil, "SOF \(frame)")
        }
        #expect(read(Self.file(frame: 0xCA).bytes)?.completeCount == 3)
        let scanFirst: [UInt8] = [0xFF, 0xD8] + Self.segment(0xDA, [1, 1, 0, 1, 63, 0]) + Self.scanData + [0xFF, 0xD9]
        #expect(read(scanFirst) == nil)
        #expect(read(Array(ImageHeader.pngSignature)) == nil)
    }

    @Test("A segment whose length runs past the bytes, or is under 2, stops the count there")
    func lyingLengths() {
        let (bytes, dataEnds) = Self.file()
        var lying = Array(bytes.prefix(dataEnds[0])) + [0xFF, 0xC4, 0xFF, 0xFF, 0x10]
        #expect(read(lying) == ProgressiveJPEGScans(completeCount: 1, end: dataEnds[0]))
        lying = Array(bytes.prefix(dataEnds[0])) + [0xFF, 0xC4, 0x00, 0x01] + Array(bytes.suffix(from: dataEnds[0]))
        #expect(read(lying) == ProgressiveJPEGScans(completeCount: 1, end: dataEnds[0]))
    }
}
