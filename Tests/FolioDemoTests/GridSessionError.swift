/// Why a grid session could not start: no first frame or no window.
struct GridSessionError: Error, CustomStringConvertible {
    let message: String

    var description: String { message }
}
