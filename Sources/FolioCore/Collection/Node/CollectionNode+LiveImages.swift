extension CollectionNode {
    /// The animated images playing in item `index`, each with its current frame (drawn at its
    /// node's size) and its frame in the item: the host draws them over the item's bitmap, at
    /// the item's opacity. Empty for an item with none, or whose frames are not decoded yet.
    /// Main thread.
    public func liveImages(forItemAt index: Int) -> [LiveImage] {
        data.animatedImages(ofItem: index).compactMap { frame, node in
            guard let animation = node.animation, let current = animation.currentFrame else { return nil }
            return LiveImage(frame: frame, bitmap: current.bitmap, frameNumber: current.number, id: ObjectIdentifier(animation))
        }
    }

    /// Moves the animations of the items on screen on to now; those off screen are not moved,
    /// which pauses them. Returns whether a frame shown changed.
    func advanceLiveImages() -> Bool {
        guard data.hasAnimatedImages else { return false }
        var changed = false
        for index in rangeController.ranges.visible {
            for (_, node) in data.animatedImages(ofItem: index) where node.animation?.advance(to: now) == true {
                changed = true
            }
        }
        return changed
    }

    /// The soonest time an animation on screen shows its next frame: what the host wakes for.
    var liveImageDeadline: Double? {
        guard data.hasAnimatedImages else { return nil }
        var soonest: Double?
        for index in rangeController.ranges.visible {
            for (_, node) in data.animatedImages(ofItem: index) {
                guard let due = node.animation?.nextFrameTime(after: now) else { continue }
                soonest = min(soonest ?? due, due)
            }
        }
        return soonest
    }
}
