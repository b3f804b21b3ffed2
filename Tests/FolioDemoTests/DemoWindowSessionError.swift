/// Why a demo's window session could not start: no first frame or no window.
struct DemoWindowSessionError: Error, CustomStringConvertible {
    let message: String

    var description: String { message }
}
