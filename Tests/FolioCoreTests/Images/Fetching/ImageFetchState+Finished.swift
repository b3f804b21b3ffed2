import FolioCore

extension ImageFetchState {
    /// Whether the fetch finished with its bytes.
    var isFinished: Bool {
        if case .finished = self { return true }
        return false
    }
}
