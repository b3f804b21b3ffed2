@testable import FolioPhotos
import Foundation
import Testing

@Suite struct PhotoQueryTests {
    private static func entry(_ name: String, camera: String? = nil, _ year: Int = 2023, _ month: Int = 6) -> PhotoSearchEntry {
        PhotoSearchEntry(name: name, camera: camera, year: year, month: month)
    }

    @Test("An empty or blank query has no terms and matches every photo")
    func empty() {
        for text in ["", "   ", "\t\n"] {
            let query = PhotoQuery(text)
            #expect(query.isEmpty)
            #expect(query.matches(Self.entry("a.jpg")))
        }
    }

    @Test("A word matches file names and cameras holding it, whatever its case and accents")
    func foldedSubstrings() {
        #expect(PhotoQuery("cafe").matches(Self.entry("Café terrace.jpg")))
        #expect(PhotoQuery("CAFÉ").matches(Self.entry("cafe.png")))
        #expect(PhotoQuery("terr").matches(Self.entry("Café terrace.jpg")))
        #expect(PhotoQuery("x100").matches(Self.entry("a.jpg", camera: "FUJIFILM X100V")))
        #expect(PhotoQuery("fujifilm").matches(Self.entry("a.jpg", camera: "FUJIFILM X100V")))
        // A name written with a combining accent (as some file systems keep it) folds the same.
        #expect(PhotoQuery("cafe").matches(Self.entry("Cafe\u{301}.jpg")))
        #expect(!PhotoQuery("cafe").matches(Self.entry("coffee.jpg", camera: "Canon EOS R5")))
        #expect(!PhotoQuery("canon").matches(Self.entry("a.jpg")), "a photo without a camera has none to match")
    }

    @Test("Every word must match, each in the name, the camera or the date")
    func allWords() {
        let photo = Self.entry("beach.jpg", camera: "Canon EOS R5", 2024, 3)
        #expect(PhotoQuery("beach canon").matches(photo))
        #expect(PhotoQuery("canon march").matches(photo))
        #expect(!PhotoQuery("beach nikon").matches(photo))
        #expect(!PhotoQuery("beach april").matches(photo))
    }

    @Test("Month names match whole or by their first three letters or more, in any year")
    func months() {
        let march2024 = Self.entry("a.jpg", 2024, 3), march2019 = Self.entry("b.jpg", 2019, 3), may = Self.entry("c.jpg", 2024, 5)
        for text in ["march", "Mar", "MARC", "marcH"] {
            #expect(PhotoQuery(text).matches(march2024))
            #expect(PhotoQuery(text).matches(march2019))
            #expect(!PhotoQuery(text).matches(may))
        }
        #expect(PhotoQuery("may").matches(may))
        #expect(PhotoQuery("sep").terms == [.word("sep", month: 9, year: nil)])
        #expect(PhotoQuery("marchy").terms == [.word("marchy", month: nil, year: nil)], "longer than the name")
        #expect(PhotoQuery("ma").terms == [.word("ma", month: nil, year: nil)])
        #expect(!PhotoQuery("ma").matches(may), "two letters name no month, and 'c.jpg' does not hold them")
    }

    @Test("A month followed by a year matches that month of that year only; a year alone matches the year")
    func monthOfYear() {
        let march2024 = Self.entry("a.jpg", 2024, 3), march2019 = Self.entry("b.jpg", 2019, 3), april2024 = Self.entry("c.jpg", 2024, 4)
        let query = PhotoQuery("march 2024")
        #expect(query.terms == [.monthOfYear(month: 3, year: 2024)])
        #expect(query.matches(march2024))
        #expect(!query.matches(march2019))
        #expect(!query.matches(april2024))
        #expect(!query.matches(Self.entry("march 2024.jpg", 2020, 1)), "the pair is a date, not two words of a name")
        #expect(PhotoQuery("2024").matches(march2024))
        #expect(PhotoQuery("2024").matches(april2024))
        #expect(!PhotoQuery("2024").matches(march2019))
        #expect(PhotoQuery("2024").matches(Self.entry("IMG_2024.jpg", 2019, 1)), "a year is also a word of a name")
        #expect(PhotoQuery("2024 march").terms == [.word("2024", month: nil, year: 2024), .word("march", month: 3, year: nil)])
    }

    @Test("A photo's entry takes its month from the date taken, else from when the file last changed")
    func entryDates() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let taken = Int64(calendar.date(from: DateComponents(year: 2024, month: 3, day: 31, hour: 23))!.timeIntervalSince1970)
        let record = PhotoRecord(path: "/p/Été/Plage.JPG", byteCount: 1, modificationTime: 0, format: .jpeg, pixelWidth: 1, pixelHeight: 1,
                                 orientation: 1, dateTaken: taken, camera: "Canon EOS R5")
        let entry = PhotoSearchEntry(record)
        #expect(entry.foldedName == "plage.jpg")
        #expect(entry.foldedCamera == "canon eos r5")
        #expect(entry.year == 2024 && entry.month == 3)
        let undated = PhotoSearchEntry(PhotoRecord(path: "/p/a.jpg", byteCount: 1, modificationTime: 1_700_000_000 * 1_000_000_000,
                                                   format: .jpeg, pixelWidth: 1, pixelHeight: 1, orientation: 1, dateTaken: nil, camera: nil))
        #expect(undated.year == 2023 && undated.month == 11)
        #expect(undated.foldedCamera.isEmpty)
    }
}
