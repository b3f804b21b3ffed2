import FolioCore

extension SDLItemTextureCache {
    /// `values` under the keys their keys moved to in one batch update, and the values left
    /// without a place: those whose item is gone, and the loser of any two that land on one key.
    /// A valid update moves no two keys to one, but a ghost key the cache still holds (its fade
    /// ended since the last frame, unseen yet) may be handed to a newly deleted item: the value
    /// that moved there wins over the one that stayed, which is stale. O(values).
    static func rekeyed<Value>(_ values: [Int: Value], by remapping: CollectionKeyRemapping) -> (kept: [Int: Value], dropped: [Value]) {
        var kept: [Int: Value] = [:]
        kept.reserveCapacity(values.count)
        var dropped: [Value] = []
        // Whether the value now under a key moved there (rather than stayed).
        var moved: Set<Int> = []
        for (old, value) in values {
            guard let new = remapping.newKey(forOld: old) else {
                dropped.append(value)
                continue
            }
            let arrives = new != old
            if let there = kept[new] {
                guard arrives, !moved.contains(new) else {
                    dropped.append(value)
                    continue
                }
                dropped.append(there)
            }
            kept[new] = value
            if arrives { moved.insert(new) }
        }
        return (kept, dropped)
    }

    /// `keys` moved as one batch update moved them; keys whose item is gone are left out.
    static func rekeyed(_ keys: Set<Int>, by remapping: CollectionKeyRemapping) -> Set<Int> {
        var moved: Set<Int> = []
        moved.reserveCapacity(keys.count)
        for key in keys {
            if let new = remapping.newKey(forOld: key) { moved.insert(new) }
        }
        return moved
    }
}
