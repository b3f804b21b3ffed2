/// A benchmark run that could not be measured, with the one line that says why.
struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
