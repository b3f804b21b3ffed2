/// How the grid orders photos (`--sort`). A plain value: any thread.
enum PhotoSort: String, Sendable, CaseIterable {
    /// In sections by the month they were taken, newest first, as photo libraries show them.
    case date
    /// In sections by folder, folders and files by name, as a file browser lists them.
    case name
}
