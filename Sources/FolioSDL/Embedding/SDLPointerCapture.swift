/// The presses that began inside an embedded collection's rectangle and have not ended: their
/// drags stay the collection's wherever they go, and presses that began outside stay the app's.
/// A plain value; its owner's thread (the main thread).
struct SDLPointerCapture: Sendable {
    /// Whether the left mouse button went down inside and is still down.
    var holdsMouse = false
    /// Whether the mouse hovers inside (moved there with no button down) and has not left:
    /// leaving tells the collection that nothing is hovered.
    var hoversMouse = false
    /// The fingers (touch device, finger) that went down inside and are still down.
    private var fingers: Set<Finger> = []

    private struct Finger: Hashable, Sendable {
        let device: Int64
        let finger: Int64
    }

    /// Whether finger `finger` of touch device `device` is captured.
    func holds(device: Int64, finger: Int64) -> Bool {
        fingers.contains(Finger(device: device, finger: finger))
    }

    /// The fingers held, as (touch device, finger).
    var heldFingers: [(device: Int64, finger: Int64)] {
        fingers.map { ($0.device, $0.finger) }
    }

    /// Captures (or, with `false`, releases) a finger.
    mutating func set(device: Int64, finger: Int64, held: Bool) {
        if held {
            fingers.insert(Finger(device: device, finger: finger))
        } else {
            fingers.remove(Finger(device: device, finger: finger))
        }
    }
}
