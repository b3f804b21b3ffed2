import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// Reading EXIF's orientation tag from sound blocks in either byte order, and from lying ones
/// (cut, offsets past the end, looping links, huge counts, values out of range) without a trap,
/// a read outside the block or a hang, falling back to upright.
@Suite("EXIF orientation")
struct ExifOrientationTests {
    typealias H = HostileImageFiles

    /// The orientation in `block`, read within its bounds (or up to `end`).
    private func orientation(_ block: [UInt8], end: Int? = nil) -> Int {
        block.withUnsafeBytes { ExifOrientation.read($0, from: 0, to: end ?? block.count) }
    }

    @Test("Every value from 1 to 8 is read in both byte orders, with or without the Exif header")
    func everyValue() {
        for value in UInt16(1)...8 {
            for littleEndian in [false, true] {
                let tiff = H.tiff(orientation: value, littleEndian: littleEndian)
                #expect(orientation(tiff) == Int(value), "\(value) little-endian \(littleEndian)")
                #expect(orientation(ExifOrientation.exifHeader + tiff) == Int(value))
            }
        }
    }

    @Test("A block without the tag, or with a value outside 1 to 8 or of the wrong type, is upright")
    func missingOrOutOfRange() {
        #expect(orientation(H.tiff(entries: [(0x010F, 2, 4, 0)])) == 1)
        #expect(orientation(H.tiff(entries: [])) == 1)
        for value: UInt16 in [0, 9, 0xFFFF] {
            #expect(orientation(H.tiff(orientation: value)) == 1, "value \(value)")
        }
        // LONG instead of SHORT, and a count of two.
        #expect(orientation(H.tiff(entries: [(0x0112, 4, 1, 6)])) == 1)
        #expect(orientation(H.tiff(entries: [(0x0112, 3, 2, 0x0006_0006)])) == 1)
        #expect(orientation(Array("XX".utf8) + Array(H.tiff(orientation: 6).dropFirst(2))) == 1)
        #expect(orientation([]) == 1)
    }

    @Test("A block cut anywhere reads upright until the whole entry is there, never outside the cut")
    func cutBlocks() {
        let tiff = H.tiff(orientation: 6)
        // The orientation entry is the second: it ends 2 (count) + 24 bytes after the IFD at 8.
        let entryEnd = 8 + 2 + 24
        for length in 0...tiff.count {
            let expected = length >= entryEnd ? 6 : 1
            #expect(orientation(Array(tiff.prefix(length))) == expected, "cut at \(length)")
            // The same bytes whole, but a bound (a segment's length) that stops early.
            #expect(orientation(tiff, end: length) == expected, "bounded at \(length)")
        }
    }

    @Test("Lying offsets, huge counts and IFD links that loop end upright without a hang")
    func lyingBlocks() {
        #expect(orientation(H.tiff(entries: [(0x0112, 3, 1, 6)], ifdOffset: 0xFFFF_FFF0)) == 1)
        #expect(orientation(H.tiff(entries: [(0x0112, 3, 1, 6)], ifdOffset: 4)) == 1)  // inside the header
        #expect(orientation(H.tiff(entries: [(0x0112, 3, 1, 6)], ifdOffset: 0)) == 1)
        // An entry count of 65,535 over a block of two entries: stops at the block's end, still
        // finding the real entry first.
        var huge = H.tiff(orientation: 8)
        huge[8] = 0xFF
        huge[9] = 0xFF
        #expect(orientation(huge) == 8)
        var hugeWithout = H.tiff(entries: [(0x010F, 2, 4, 0)])
        hugeWithout[8] = 0xFF
        hugeWithout[9] = 0xFF
        #expect(orientation(hugeWithout) == 1)
        // The first IFD links to itself, and to an offset far past the end: no link is followed.
        #expect(orientation(H.tiff(entries: [(0x010F, 2, 4, 0)], nextIFD: 8)) == 1)
        #expect(orientation(H.tiff(entries: [(0x0112, 3, 1, 3)], nextIFD: 8)) == 3)
        #expect(orientation(H.tiff(entries: [(0x010F, 2, 4, 0)], nextIFD: 0xFFFF_FFFF)) == 1)
        // A count of billions on the tag itself.
        #expect(orientation(H.tiff(entries: [(0x0112, 3, 0xFFFF_FFFF, 6)])) == 1)
    }

    @Test("Random garbage and mutated blocks never trap and give a value from 1 to 8")
    func garbage() {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("EXIF garbage seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var random = SeededGenerator(seed: seed)
        let seeds = [H.tiff(orientation: 6), H.tiff(orientation: 3, littleEndian: true), ExifOrientation.exifHeader + H.tiff(orientation: 5)]
        for round in 0..<5_000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<(1 + Int(random.next() % 6)) {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            if round % 3 == 0 { bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1)))) }
            if round % 7 == 0 { bytes = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
            let found = orientation(bytes)
            #expect((1...8).contains(found), "seed \(seed) round \(round)")
        }
    }
}
