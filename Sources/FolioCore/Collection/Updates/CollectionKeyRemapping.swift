import Foundation

/// Where the keys a host caches things under (item flat indexes, section-header keys) went in
/// one batch update: a texture cache re-keys its textures with it instead of re-uploading them,
/// and never shows one item's texture for another. Items that were deleted (or replaced by a
/// reloaded section) and still fade out on screen move to a ghost key (`CollectionNode.isGhostKey`)
/// for as long as they are drawn; everything else that is gone maps to nil. A reloaded item
/// keeps its key: its old content shows until its new bitmap arrives. A plain value: usable on
/// any thread.
public struct CollectionKeyRemapping: Sendable {
    let plan: CollectionUpdatePlan
    /// Old flat index → the ghost key of its fading copy.
    let ghostKeys: [Int: Int]
    /// Whether every key is gone: what stands for many remappings no host took (the collection
    /// then reports every bitmap as changed, so a cache that comes later uploads them afresh).
    var dropsEverything = false

    /// The key after the update of what was under `key` before it, or nil when it is gone.
    /// Ghost keys are left as they are. Any thread.
    public func newKey(forOld key: Int) -> Int? {
        if dropsEverything { return nil }
        if CollectionNode.isGhostKey(key) { return key }
        if let section = CollectionNode.section(ofHeaderKey: key) {
            // A reloaded section's header is made anew; a moved one follows its section.
            guard !plan.reloadedSections.contains(section), let newSection = plan.newSection(forOld: section) else { return nil }
            return CollectionNode.headerKey(forSection: newSection)
        }
        if let section = CollectionNode.section(ofFooterKey: key) {
            guard !plan.reloadedSections.contains(section), let newSection = plan.newSection(forOld: section) else { return nil }
            return CollectionNode.footerKey(forSection: newSection)
        }
        if let ghost = ghostKeys[key] { return ghost }
        return plan.newFlatIndex(forOld: key)
    }
}
