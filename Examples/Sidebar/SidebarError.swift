/// Why the example could not start, as one line for standard error. A plain value: usable on
/// any thread.
struct SidebarError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
