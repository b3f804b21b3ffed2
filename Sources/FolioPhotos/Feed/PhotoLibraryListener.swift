/// Hears what a `PhotoLibraryFeed` brings, in order, on the main thread.
@MainActor
protocol PhotoLibraryListener: AnyObject {
    /// The photos are now `next`, which `change` made from the photos last shown.
    func show(_ next: PhotoSections, change: PhotoSections.Change)
    /// The scan has found `found` files and read `indexed` of them.
    func scanProgressed(found: Int, indexed: Int)
    /// The scan has gone through the whole folder, in `seconds`.
    func scanFinished(seconds: Double)
}
