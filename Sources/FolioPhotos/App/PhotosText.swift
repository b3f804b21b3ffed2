/// folio-photos' words for counts: "1 photo", "12,480 photos". Any thread.
enum PhotosText {
    /// `count` photos, grouped by thousands.
    static func photoCount(_ count: Int) -> String {
        count == 1 ? "1 photo" : "\(grouped(count)) photos"
    }

    /// `number` with commas between thousands ("12,480"), the same on every machine.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }
}
