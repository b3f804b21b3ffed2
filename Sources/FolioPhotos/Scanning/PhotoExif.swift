import CExif
import Foundation

/// What folio-photos reads from a photo's EXIF block through libexif: when it was taken and
/// with which camera. The block is hostile; libexif sees only its bounded bytes (at most 64 KiB,
/// as `ImageFileSummary` located them), loads them without "fixing" them to the specification
/// (which would invent entries, a DateTime of now among them), and everything it made is
/// released before returning. A damaged block gives what could be read, or nothing. A plain
/// value: any thread.
struct PhotoExif: Hashable, Sendable {
    /// `DateTimeOriginal`, else `DateTimeDigitized`, else `DateTime`: seconds from 1970 as if
    /// the camera's clock were UTC; nil when none holds a valid date.
    var dateTaken: Int64?
    /// "Make Model", or the model alone when it starts with the make; nil when both are empty.
    var camera: String?

    /// The header a JPEG's APP1 gives the TIFF block, which libexif expects before it.
    private static let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]

    /// The fields of `block`: a TIFF block, bare (WebP, PNG) or after "Exif\0\0" (JPEG). Any
    /// thread.
    static func read(_ block: [UInt8]) -> PhotoExif {
        let bytes = block.starts(with: exifHeader) ? block : exifHeader + block
        guard let data = exif_data_new() else { return PhotoExif() }
        defer { exif_data_unref(data) }
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        bytes.withUnsafeBufferPointer { exif_data_load_data(data, $0.baseAddress, UInt32($0.count)) }
        let primary = data.pointee.ifd.0, exif = data.pointee.ifd.2
        let date = [(exif, EXIF_TAG_DATE_TIME_ORIGINAL), (exif, EXIF_TAG_DATE_TIME_DIGITIZED), (primary, EXIF_TAG_DATE_TIME)]
            .lazy.compactMap { text(in: $0.0, tag: $0.1).flatMap(ExifDateTime.seconds(from:)) }.first
        return PhotoExif(dateTaken: date, camera: camera(make: text(in: primary, tag: EXIF_TAG_MAKE), model: text(in: primary, tag: EXIF_TAG_MODEL)))
    }

    /// The camera's name from its make and model: each trimmed; the make left out when the model
    /// already starts with it ("Canon" "Canon EOS 5D"). Any thread.
    static func camera(make: String?, model: String?) -> String? {
        let make = make ?? "", model = model ?? ""
        if make.isEmpty { return model.isEmpty ? nil : model }
        if model.isEmpty { return make }
        return model.lowercased().hasPrefix(make.lowercased()) ? model : make + " " + model
    }

    /// The ASCII value of `tag` in `content`, its NULs and control characters taken out and
    /// trimmed; nil when absent, of another type, or empty.
    private static func text(in content: UnsafeMutablePointer<ExifContent>?, tag: ExifTag) -> String? {
        guard let content, let entry = exif_content_get_entry(content, tag), entry.pointee.format == EXIF_FORMAT_ASCII,
              let value = entry.pointee.data
        else { return nil }
        let bytes = UnsafeBufferPointer(start: value, count: Int(entry.pointee.size)).filter { $0 >= 0x20 && $0 != 0x7F }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }
}
