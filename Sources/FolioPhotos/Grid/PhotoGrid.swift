import FolioCore
import Foundation

/// The grid of photos: a scrolling collection in sections by month (or folder), flow or
/// masonry, fed by the scan. Each change the scan brings is one animated batch update, the
/// first photo on screen kept in place. The grid's data source and delegate. Main thread.
@MainActor
final class PhotoGrid: CollectionDataSource, CollectionDelegate {
    let collection: CollectionNode
    /// Whether cells take their photos' aspect ratios.
    private let isMasonry: Bool
    /// The grid's width in logical pixels before it is first laid out.
    private let expectedWidth: Double
    /// The photos shown, as the collection knows them.
    private(set) var photos: PhotoSections
    /// Where each cell's image comes from, given the cell's longer side in physical pixels.
    private let imageSource: @Sendable (PhotoRecord, Double) -> ImageSource
    /// Called with a flat index when a photo is activated (Enter, double-click).
    var onOpen: ((Int) -> Void)?

    /// The gaps between cells, in logical pixels: thin, as photo libraries keep them.
    static let spacing = 4.0
    /// The narrowest a column may be, in logical pixels: six columns in a 1024-pixel window.
    static let minimumColumnWidth = 160.0
    /// A section header's height, in logical pixels.
    static let headerHeight = 40.0

    /// An empty grid of `layout`, ordered as `photos` is, made by `renderMode` with `backend`;
    /// `imageSource` says where a photo's cell image comes from (its thumbnail), given the
    /// cell's longer side in physical pixels; `expectedWidth` is the grid's width until it is
    /// laid out.
    init(photos: PhotoSections, layout: PhotoLayout, backend: RenderingBackend, renderMode: RenderMode, expectedWidth: Double,
         imageSource: @escaping @Sendable (PhotoRecord, Double) -> ImageSource, wake: @escaping @Sendable () -> Void) {
        self.expectedWidth = expectedWidth
        self.photos = photos
        self.imageSource = imageSource
        let insets = EdgeInsets(top: 0, left: Self.spacing, bottom: Self.spacing * 3, right: Self.spacing)
        let collectionLayout: any CollectionLayout = switch layout {
        case .flow:
            FlowLayout(itemSize: .columns(minimumWidth: Self.minimumColumnWidth, aspectRatio: 1), interitemSpacing: Self.spacing,
                       lineSpacing: Self.spacing, sectionInsets: insets, headerHeight: Self.headerHeight)
        case .masonry:
            MasonryLayout(minimumColumnWidth: Self.minimumColumnWidth, columnSpacing: Self.spacing, interitemSpacing: Self.spacing,
                          sectionInsets: insets, headerHeight: Self.headerHeight)
        }
        isMasonry = layout == .masonry
        collection = CollectionNode(layout: collectionLayout, backend: backend, renderMode: renderMode, wake: wake)
        collection.delegate = self
        collection.dataSource = self
    }

    /// Shows `next`, which `change` made from the photos shown, as one animated batch update;
    /// `completion` runs when its animation ends (or another batch or a drag cuts it short).
    func show(_ next: PhotoSections, change: PhotoSections.Change, completion: @escaping () -> Void = {}) {
        photos = next
        collection.performBatchUpdates({
            if !change.deletedSections.isEmpty { collection.deleteSections(IndexSet(change.deletedSections)) }
            if !change.insertedSections.isEmpty { collection.insertSections(IndexSet(change.insertedSections)) }
            if !change.deletedItems.isEmpty { collection.deleteItems(at: change.deletedItems) }
            if !change.insertedItems.isEmpty { collection.insertItems(at: change.insertedItems) }
        }, completion: { _ in completion() })
    }

    /// Shows `next` at once, without animation: the photos as the index has them, at start-up.
    func reload(_ next: PhotoSections) {
        photos = next
        collection.reloadData()
    }

    /// The flat index of the first photo on screen, or nil when none is.
    var firstVisibleItem: Int? {
        collection.visibleIndexPaths.first.flatMap { photos.counts.flatIndex(of: $0) }
    }

    /// Scrolls `item` (a flat index) into view and focuses it.
    func focus(_ item: Int, animated: Bool) {
        guard let indexPath = photos.counts.indexPath(ofFlatIndex: item) else { return }
        collection.focusItem(at: indexPath, animated: animated)
    }

    // MARK: - Data source

    func numberOfSections(in collectionNode: CollectionNode) -> Int {
        photos.sections.count
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        photos.counts.count(ofSection: section)
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        guard let photo = photos.photo(at: indexPath) else { return { CellNode() } }
        let cell = PhotoCell(source: imageSource(photo, cellPixelSide(of: photo)))
        return { ComposedNode(cell) }
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock? {
        guard kind == CollectionNode.sectionHeaderKind, indexPath.section < photos.sections.count else { return nil }
        let section = photos.sections[indexPath.section]
        let header = MonthHeader(title: section.key.title(rootName: (photos.root as NSString).lastPathComponent))
        return { ComposedNode(header) }
    }

    /// The longer side of `photo`'s cell in physical pixels, as the layout will make it: a
    /// column's width, or in a masonry the column's width times the photo's upright aspect ratio
    /// when it is a portrait. What chooses the thumbnail's size.
    private func cellPixelSide(of photo: PhotoRecord) -> Double {
        let portrait = photo.uprightWidth > 0 ? Double(photo.uprightHeight) / Double(photo.uprightWidth) : 1
        return isMasonry ? columnPixelWidth * max(1, portrait) : columnPixelWidth
    }

    /// A column's width in physical pixels at the grid's width (or the width expected before
    /// it is laid out): a flow cell's side.
    var columnPixelWidth: Double {
        let width = collection.bounds.width > 0 ? collection.bounds.width : expectedWidth
        let available = max(1, width - 2 * Self.spacing)
        let columns = max(1, ((available + Self.spacing) / (Self.minimumColumnWidth + Self.spacing)).rounded(.down))
        let column = (available - (columns - 1) * Self.spacing) / columns
        return column * max(1, collection.displayScale)
    }

    // MARK: - Delegate

    func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? {
        guard let photo = photos.photo(at: indexPath), photo.pixelWidth > 0, photo.pixelHeight > 0 else { return nil }
        return Size(width: Double(photo.uprightWidth), height: Double(photo.uprightHeight))
    }

    func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath) {
        guard let item = photos.counts.flatIndex(of: indexPath) else { return }
        onOpen?(item)
    }
}
