import Foundation

/// One line of the demo's `--events` output.
struct DemoEvent: CustomStringConvertible {
    let name: String
    let fields: [String: Int]

    init?(line: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let name = object["event"] as? String else { return nil }
        self.name = name
        fields = object.compactMapValues { $0 as? Int }
    }

    subscript(field: String) -> Int? { fields[field] }

    var description: String { "\(name) \(fields.sorted { $0.key < $1.key })" }
}
