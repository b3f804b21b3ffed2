/// EXIF's date and time, "YYYY:MM:DD HH:MM:SS", the camera's wall clock with no time zone, read
/// strictly: exactly that shape (trailing NULs and spaces aside), a real calendar date, a real
/// time; the blanks and zeros cameras write for "unknown" ("0000:00:00 00:00:00", "    :  :  ")
/// and anything else are no date. A plain namespace: any thread.
enum ExifDateTime {
    /// The seconds from 1970 of `text` taken as a UTC time, or nil when it is no valid date.
    /// Any thread.
    static func seconds(from text: String) -> Int64? {
        var bytes = Array(text.utf8)
        while let last = bytes.last, last == 0 || last == 0x20 { bytes.removeLast() }
        guard bytes.count == 19 else { return nil }
        /// The decimal number in `range`, or nil if a byte there is not a digit.
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (0x30...0x39).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        let separators: [(Int, UInt8)] = [(4, 0x3A), (7, 0x3A), (10, 0x20), (13, 0x3A), (16, 0x3A)]
        guard separators.allSatisfy({ bytes[$0.0] == $0.1 }),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              year >= 1, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        return Int64(daysFrom1970(year: year, month: month, day: day)) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// The days in `month` (1 to 12) of `year` in the proleptic Gregorian calendar.
    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The days from 1970-01-01 to the date, negative before it: counted in 400-year eras from
    /// 1 March, so that the leap day ends each year (H. Hinnant's `days_from_civil`).
    private static func daysFrom1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
