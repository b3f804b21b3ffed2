import Foundation

/// One line of `folio-demo grid --events`: its name, its numbers (the scroll offset is
/// fractional) and its words (the layout's name).
struct GridEvent: CustomStringConvertible {
    let name: String
    let numbers: [String: Double]
    let words: [String: String]

    init?(line: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let name = object["event"] as? String else { return nil }
        self.name = name
        numbers = object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
        words = object.filter { $0.key != "event" }.compactMapValues { $0 as? String }
    }

    /// A whole-number field: an item, a count or a size.
    subscript(field: String) -> Int? { numbers[field].flatMap { Int(exactly: $0) } }

    var description: String {
        let fields = numbers.map { "\($0.key): \($0.value)" } + words.map { "\($0.key): \($0.value)" }
        return "\(name) {\(fields.sorted().joined(separator: ", "))}"
    }
}
