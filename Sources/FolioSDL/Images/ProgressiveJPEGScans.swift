/// How far the start of a progressive JPEG goes in whole scans: how many of its scans are
/// complete, and where the bytes that hold them end. A scan is complete once a marker follows its
/// data (the next tables, the next scan, the end): data that simply stops may be cut mid-scan,
/// and libjpeg would paint what is missing grey. Read by walking the markers, segments stepped
/// over by their lengths, every length a claim checked against the bytes there are. A plain
/// value: any thread.
struct ProgressiveJPEGScans: Hashable {
    /// The scans whose data is whole, from the first.
    var completeCount: Int
    /// The offset just past them: where the marker after the last complete scan starts (0 when
    /// there is none). The bytes before it decode as an image that ends there.
    var end: Int

    /// More scans than any encoder writes (libjpeg's own scripts write about ten): the walk stops
    /// counting there, as the decoder refuses a file of more.
    static let maxScanCount = 1000

    /// The complete scans at the start of the JPEG in `bytes` when its frame is progressive
    /// (SOF2, or SOF10 with arithmetic coding), or nil when it is not a JPEG, its frame is of
    /// another kind (baseline, extended, lossless), or the bytes end or break before its frame
    /// header. Any thread.
    static func read(_ bytes: some ImageBytes) -> ProgressiveJPEGScans? {
        guard ImageHeader.format(of: bytes) == .jpeg else { return nil }
        var index = 2
        var isProgressive: Bool?
        var scans = ProgressiveJPEGScans(completeCount: 0, end: 0)
        var inScan = false
        walk: while scans.completeCount < maxScanCount, let start = bytes.firstIndex(of: 0xFF, from: index),
              let (marker, end) = bytes.nextJPEGMarker(from: start) {
            index = end
            switch marker {
            case 0x00, 0x01, 0xD0...0xD7:
                continue  // a stuffed FF in scan data, TEM or a restart marker: within a scan
            default:
                break
            }
            if inScan {
                inScan = false
                scans.completeCount += 1
                scans.end = start
            }
            // Another start, or the end: nothing more to count.
            if marker == 0xD8 || marker == 0xD9 { break walk }
            // A segment counts only once all of it is there; its length counts its own 2 bytes.
            guard let length = bytes.bigEndian16(at: end), length >= 2, bytes.byte(at: end + length - 1) != nil else { break walk }
            // SOF0...SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), isProgressive == nil {
                isProgressive = marker == 0xC2 || marker == 0xCA
                if isProgressive == false { return nil }
            }
            if marker == 0xDA {
                // A scan before any frame header is not an image.
                guard isProgressive == true else { return nil }
                inScan = true
            }
            index = end + length
        }
        return isProgressive == true ? scans : nil
    }
}
