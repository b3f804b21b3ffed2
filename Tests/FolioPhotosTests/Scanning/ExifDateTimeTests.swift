@testable import FolioPhotos
import Testing

@Suite("EXIF date and time")
struct ExifDateTimeTests {
    @Test("A well-formed date is its seconds from 1970 as if UTC (trailing NULs and spaces allowed)", arguments: [
        ("2021:03:04 05:06:07", 1_614_834_367 as Int64),
        ("2000:02:29 23:59:59", 951_868_799),
        ("1970:01:01 00:00:00", 0),
        ("1969:12:31 23:59:59", -1),
        ("2021:03:04 05:06:07\u{0}", 1_614_834_367),
        ("2021:03:04 05:06:07  ", 1_614_834_367),
    ])
    func valid(text: String, seconds: Int64) {
        #expect(ExifDateTime.seconds(from: text) == seconds)
    }

    @Test("Zeros, blanks, impossible dates and times, other shapes and garbage are no date", arguments: [
        "0000:00:00 00:00:00", "    :  :     :  :  ", "", "2021:02:29 10:00:00", "1900:02:29 10:00:00",
        "2021:13:01 10:00:00", "2021:00:10 10:00:00", "2021:04:31 10:00:00", "2021:03:04 24:00:00",
        "2021:03:04 05:60:00", "2021:03:04 05:06:60", "2021-03-04 05:06:07", "2021:03:04T05:06:07",
        "2021:03:04 05:06:07Z", "2021:03:04 05:06:7", " 2021:03:04 05:06:07", "2021:03:04 05:06:07\u{0}junk",
        "２０２１:03:04 05:06:07", "-021:03:04 05:06:07", "2021:03:04 05:06",
    ])
    func invalid(text: String) {
        #expect(ExifDateTime.seconds(from: text) == nil)
    }
}
