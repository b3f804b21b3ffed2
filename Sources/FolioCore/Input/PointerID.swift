/// Which pointer an event belongs to: the mouse, or one finger of a touch device.
/// A plain value: usable on any thread.
public enum PointerID: Hashable, Sendable {
    /// The mouse.
    case mouse
    /// A finger, identified by its touch device and the finger id the device gave it.
    case finger(device: Int64, finger: Int64)
}
