/// Why a feeds session could not start: no first frame or no window.
struct FeedsSessionError: Error, CustomStringConvertible {
    let message: String

    var description: String { message }
}
