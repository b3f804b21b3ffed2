/// A zoom animating from one scale and translation to another: a spring carries its progress
/// from 0 to 1, and both move in proportion, so that a point the zoom was asked to keep in place
/// stays there all along (unless the end had to be clamped to the page). A plain value: usable
/// on any thread.
struct PageZoomAnimation: Sendable {
    let fromScale: Double
    let fromTranslation: Point
    let toScale: Double
    let toTranslation: Point
    /// The progress, from 0 to 1.
    let progress: SpringSimulation

    /// The scale and translation at `time`.
    func state(at time: Double) -> (scale: Double, translation: Point) {
        let u = progress.position(at: time)
        return (fromScale + (toScale - fromScale) * u,
                Point(x: fromTranslation.x + (toTranslation.x - fromTranslation.x) * u,
                      y: fromTranslation.y + (toTranslation.y - fromTranslation.y) * u))
    }
}
