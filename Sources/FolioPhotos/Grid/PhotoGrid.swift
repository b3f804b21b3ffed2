import FolioCore
import Foundation

/// The grid of photos: a scrolling collection in sections by month (or folder), flow or
/// masonry, fed by the scan and filtered by the search. What it shows is a snapshot of section
/// keys and paths: each change the scan or a keystroke brings is applied as one animated batch
/// update, the first photo on screen kept in place. The grid's delegate; its data source is a
/// diffable one. Main thread.
@MainActor
final class PhotoGrid: CollectionDelegate {
    let collection: CollectionNode
    /// Feeds the collection with the snapshots applied.
    private var dataSource: CollectionDiffableDataSource<PhotoSectionKey, String>!
    /// Whether cells take their photos' aspect ratios.
    private let isMasonry: Bool
    /// The grid's width in logical pixels before it is first laid out.
    private let expectedWidth: Double
    /// The photos shown: the library's, or those a search found.
    private(set) var photos: PhotoSections
    /// Every photo of the folder, searched or not: where cells find their photos by path.
    private(set) var library: PhotoSections
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
        library = photos
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
        dataSource = CollectionDiffableDataSource(collectionNode: collection) { [unowned self] _, _, path in
            self.cell(forPath: path)
        }
        dataSource.supplementaryProvider = { [unowned self] _, kind, _, key in
            guard kind == CollectionNode.sectionHeaderKind else { return nil }
            let header = MonthHeader(title: key.title(rootName: (self.library.root as NSString).lastPathComponent))
            return { ComposedNode(header) }
        }
    }

    /// Shows `shown`, the photos of `library` to show (all of them, or a search's), as one
    /// animated batch update (at once without animation when `animated` is false: the photos
    /// as the index has them, at start-up). The photos at `rewritten` changed their records
    /// in place and are drawn anew. `completion` runs once the batch is applied.
    func show(_ shown: PhotoSections, of library: PhotoSections, rewritten: [String] = [], animated: Bool,
              completion: (@MainActor @Sendable () -> Void)? = nil) {
        self.library = library
        photos = shown
        var snapshot = CollectionSnapshot<PhotoSectionKey, String>()
        snapshot.appendSections(shown.sections.map(\.key))
        for section in shown.sections { snapshot.appendItems(section.photos.map(\.path), toSection: section.key) }
        if !rewritten.isEmpty { snapshot.reloadItems(rewritten) }
        dataSource.apply(snapshot, animatingDifferences: animated, completion: completion)
    }

    /// The flat index of the photo shown at `indexPath`, or nil.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        dataSource.itemIdentifier(for: indexPath).flatMap(photos.flatIndex(ofPath:))
    }

    /// The flat index of the first photo on screen, or nil when none is.
    var firstVisibleItem: Int? {
        collection.visibleIndexPaths.first.flatMap(flatIndex(of:))
    }

    /// Scrolls `item` (a flat index) into view and focuses it.
    func focus(_ item: Int, animated: Bool) {
        guard let indexPath = photos.counts.indexPath(ofFlatIndex: item) else { return }
        collection.focusItem(at: indexPath, animated: animated)
    }

    // MARK: - Cells

    /// The node block of the photo at `path`'s cell (an empty cell if the library no longer has it).
    private func cell(forPath path: String) -> CellNodeBlock {
        guard let photo = library.photo(atPath: path) else { return { CellNode() } }
        let cell = PhotoCell(source: imageSource(photo, cellPixelSide(of: photo)))
        return { ComposedNode(cell) }
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
        guard let photo = dataSource.itemIdentifier(for: indexPath).flatMap(library.photo(atPath:)),
              photo.pixelWidth > 0, photo.pixelHeight > 0 else { return nil }
        return Size(width: Double(photo.uprightWidth), height: Double(photo.uprightHeight))
    }

    func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath) {
        guard let item = flatIndex(of: indexPath) else { return }
        onOpen?(item)
    }
}
