// Animations and glides: how the zoom moves once input lets go of it.
extension PageZoomModel {
    /// Starts a spring from what is shown to `target` at `end`; at once, with a report, when
    /// there is nothing to animate.
    mutating func animate(toScale target: Double, translation end: Point, at time: Double) -> [PageZoomEvent] {
        guard abs(target - scale) > Self.scaleTolerance || Self.distance(end, translation) > 0.01 else {
            motion = .resting
            scale = target
            translation = end
            return reportIfChanged()
        }
        let progress = SpringSimulation(parameters: configuration.spring, startValue: 0, target: 1, startTime: time)
        motion = .animating(PageZoomAnimation(fromScale: scale, fromTranslation: translation, toScale: target,
                                              toTranslation: end, progress: progress))
        return []
    }

    /// Moves an animation or a glide on to `time`, finishing it when it is done.
    mutating func advanceMotion(to time: Double) -> [PageZoomEvent] {
        switch motion {
        case .animating(let animation):
            if animation.progress.isDone(at: time, epsilon: configuration.restEpsilon) {
                motion = .resting
                scale = animation.toScale
                translation = clamped(animation.toTranslation, scale: animation.toScale)
                return reportIfChanged()
            }
            (scale, translation) = animation.state(at: time)
            return []
        case .gliding(let glide):
            let wanted = glide.translation(at: time)
            let shown = clamped(wanted, scale: scale)
            // Stopped by both edges it moves against, or slowed to nothing.
            let stoppedX = glide.velocity.x == 0 || shown.x != wanted.x
            let stoppedY = glide.velocity.y == 0 || shown.y != wanted.y
            translation = shown
            if glide.speed(at: time) < configuration.glideStopVelocity || (stoppedX && stoppedY) { motion = .resting }
            return []
        case .resting, .dragging, .pinching:
            return []
        }
    }
}
