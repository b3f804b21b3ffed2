import FolioCore

/// The benchmark's flings, shared by the tools that play them.
extension InputScript {
    /// Adds `count` vertical flicks released at about `speed` px/s, `interval` seconds apart from
    /// `start`, in a window of `size`: the first `forward` of them up the screen (scrolling down
    /// the content), the rest back down. Returns the time after the last one. Any thread.
    @discardableResult
    public mutating func addFlicks(count: Int, forward: Int, interval: Double, speed: Double, size: Size, start: Double) -> Double {
        let duration = 0.048
        for index in 0..<count {
            let isForward = index < forward
            let origin = Point(x: size.width / 2, y: size.height * (isForward ? 0.7 : 0.3))
            let end = Point(x: origin.x, y: origin.y + (isForward ? -1 : 1) * speed * duration)
            flick(at: start + Double(index) * interval, from: origin, to: end, duration: duration)
        }
        return start + Double(count) * interval
    }
}
