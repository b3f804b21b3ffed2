@testable import FolioDemo
import Testing

@Suite struct GridQueryTests {
    /// Whether `text` finds an item of `name` and `camera` taken in `month` of `year`.
    private func finds(_ text: String, name: String, camera: String = "", _ year: Int = 2023, _ month: Int = 6) -> Bool {
        let name = GridQuery.folded(name), camera = GridQuery.folded(camera)
        return GridQuery(text).terms.allSatisfy { $0.matches(name: name, camera: camera, year: year, month: month) }
    }

    @Test("A blank query has no terms")
    func blank() {
        #expect(GridQuery("").isEmpty)
        #expect(GridQuery(" \t ").isEmpty)
        #expect(!GridQuery(" a ").isEmpty)
        #expect(GridQuery(" a ").text == " a ", "the text is kept as typed, for the events")
    }

    @Test("Words match names and cameras whatever their case and accents, and all words must match")
    func words() {
        #expect(finds("cafe", name: "Café.jpg"))
        #expect(finds("CAFÉ", name: "cafe.jpg"))
        #expect(finds("forest", name: "forest-path.jpg"))
        #expect(finds("leica", name: "a.jpg", camera: "Leica Q2"))
        #expect(finds("forest leica", name: "forest-path.jpg", camera: "Leica Q2"))
        #expect(!finds("forest nikon", name: "forest-path.jpg", camera: "Leica Q2"))
        #expect(!finds("stream", name: "forest-path.jpg", camera: "Leica Q2"))
    }

    @Test("Months match by three letters or more of their names; a month and a year match that month only; a year alone its year")
    func dates() {
        #expect(finds("mar", name: "a.jpg", 2024, 3))
        #expect(finds("March", name: "a.jpg", 2019, 3))
        #expect(!finds("march", name: "a.jpg", 2024, 4))
        #expect(!finds("ma", name: "a.jpg", 2024, 3))
        #expect(finds("march 2024", name: "a.jpg", 2024, 3))
        #expect(!finds("march 2024", name: "a.jpg", 2019, 3))
        #expect(!finds("march 2024", name: "march 2024.jpg", 2019, 3), "the pair is a date only")
        #expect(finds("2024", name: "a.jpg", 2024, 11))
        #expect(!finds("2024", name: "a.jpg", 2023, 11))
        #expect(GridQuery("dec 2025 leica").terms == [.monthOfYear(month: 12, year: 2025), .word("leica", month: nil, year: nil)])
    }
}
