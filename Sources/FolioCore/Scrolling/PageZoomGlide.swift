import Foundation

/// A pan's momentum after its release: the velocity decays exponentially (UIKit's deceleration
/// rate, per millisecond), and the travel is clamped to the photo's edges by the model. A plain
/// value: usable on any thread.
struct PageZoomGlide: Sendable {
    /// The translation when the pan was released.
    let start: Point
    /// The release velocity, logical pixels per second.
    let velocity: Point
    /// When it was released, in seconds.
    let startTime: Double
    /// The velocity's decay constant, per second: −ln(rate)·1000.
    let decay: Double

    /// A glide from `start` at `velocity`, decaying by `rate` per millisecond.
    init(start: Point, velocity: Point, at time: Double, rate: Double) {
        self.start = start
        self.velocity = velocity
        startTime = time
        decay = -log(min(max(rate, 0.5), 0.999_999)) * 1000
    }

    /// The translation at `time`, before clamping.
    func translation(at time: Double) -> Point {
        let travelled = (1 - exp(-decay * max(0, time - startTime))) / decay
        return Point(x: start.x + velocity.x * travelled, y: start.y + velocity.y * travelled)
    }

    /// The speed at `time`, logical pixels per second.
    func speed(at time: Double) -> Double {
        (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() * exp(-decay * max(0, time - startTime))
    }
}
