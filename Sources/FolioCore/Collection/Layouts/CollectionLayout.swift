import Foundation

/// Where a collection's items go: a value that, given the container's size, the item counts and
/// what is known of item sizes, answers the content size, the frame of each item, section
/// header and section footer, and which items intersect a rect (Texture's `ASCollectionLayout` and UIKit's
/// `UICollectionViewLayout`, as a value). Items are named by their flat index (counted across
/// sections, see `SectionItemCounts`); the collection maps them to index paths.
///
/// Frames are in content coordinates, logical pixels, with the content's top-left at the origin.
/// The cost rules are what keep a million items as cheap as ten: `prepare` may be O(n) (it runs
/// when the size or the data changes), every query is O(log n + k) for k answers, and nothing is
/// O(n) per frame.
///
/// A `Sendable` value: prepared and queried on the main thread by its collection, and copyable to
/// any thread (a test or a worker can ask a copy).
public protocol CollectionLayout: Sendable {
    /// The axis the content scrolls along.
    var scrollAxis: ScrollAxis { get }

    /// Computes the layout for `containerSize` (the collection's bounds, logical pixels) and
    /// `sections`. `itemSizeHint` answers what the app knows of an item's size before its node is
    /// measured (the delegate's `collectionNode(_:originalItemSizeAt:)`; a masonry layout
    /// keeps its aspect ratio), or nil when it knows nothing. Main thread, when the size or the
    /// data changes; may be O(n).
    mutating func prepare(containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?)

    /// The size of all content, logical pixels: what scrolling moves across.
    var contentSize: Size { get }

    /// The frame of item `index` (flat), or nil when there is no such item.
    func frame(ofItem index: Int) -> Rect?

    /// The flat indexes of the items whose frames intersect `rect`, ascending. O(log n + k).
    func items(in rect: Rect) -> [Int]

    /// The frame of section `section`'s header, or nil when it has none.
    func frame(ofHeaderInSection section: Int) -> Rect?

    /// The sections whose headers intersect `rect`, ascending. O(log n + k).
    func headers(in rect: Rect) -> [Int]

    /// The sizes item `index`'s node may take when it is laid out on a worker: exactly its frame
    /// for grids, a fixed width and any height for a list whose rows measure themselves.
    func constrainedSize(ofItem index: Int) -> SizeRange

    /// The frame of section `section`'s footer, or nil when it has none.
    func frame(ofFooterInSection section: Int) -> Rect?

    /// The sections whose footers intersect `rect`, ascending. O(log n + k).
    func footers(in rect: Rect) -> [Int]

    /// The header shown pinned at the leading edge of `visibleRect` (content coordinates), for
    /// a layout that pins its headers; nil when it does not, or when no section with a header
    /// is there. O(log n). Main thread, each frame (any thread on a copy).
    func pinnedHeader(in visibleRect: Rect) -> PinnedHeader?

    /// Takes the size item `index`'s node measured at, for layouts whose frames follow their
    /// content (a list's rows), or that show an item smaller than its slot at its own size (a
    /// grid's or masonry's item whose delegate allowed it to be smaller); returns whether any
    /// frame changed. Main thread. The collection
    /// keeps what is on screen where it was (see its anchoring), so a measurement never makes the
    /// visible content jump.
    mutating func setMeasuredSize(_ size: Size, ofItem index: Int) -> Bool

    /// The sizes section `section`'s header node may take when it is measured on a worker like
    /// an item, for a layout whose headers follow their content; nil when its header is as tall
    /// as the layout says (laid out at exactly its frame). Main thread (any thread on a copy).
    func constrainedSize(ofHeaderInSection section: Int) -> SizeRange?

    /// Takes the size section `section`'s header node measured at, for a layout whose headers
    /// follow their content; returns whether any frame changed. Main thread. The collection
    /// keeps what is on screen where it was, as for an item's measurement.
    mutating func setMeasuredSize(_ size: Size, ofHeaderInSection section: Int) -> Bool

    /// Lays out `sections`: the sections last prepared, with items appended at the ends of
    /// sections after which all were empty, so that no existing item's flat index changed; the
    /// container may have changed too. A layout whose frames follow measurements keeps what it
    /// measured and places only the new items (asking `itemSizeHint` for them alone); the default
    /// prepares anew. Main thread, when a collection's items are appended.
    mutating func prepareAppendingItems(containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?)

    /// Whether `prepareAppendingItems` places only the new items (asking their hints alone),
    /// rather than preparing anew: a collection then lays out a large data set in steps, a few
    /// thousand items a frame, instead of all at once on the main thread. False unless the
    /// layout says so.
    var appendsInPlace: Bool { get }

    /// Lays out `sections` after a batch update: `previousItem` gives each item's flat index
    /// before it (nil for a new item). A layout whose frames follow measurements starts each
    /// surviving item at the size it had, so that nothing measured is lost; the default prepares
    /// anew. Main thread, when a batch update is applied; may be O(n).
    mutating func prepareUpdating(containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?,
                                  previousItem: (Int) -> Int?)

    /// `prepareUpdating(containerSize:sections:itemSizeHint:previousItem:)`, told also what the
    /// update did to the sections (`edits`, from the sections last prepared to `sections`): a
    /// layout that keeps something per section follows the edits in O(changes · log sections)
    /// rather than laying out every section again. The default ignores them. Main thread, when a
    /// batch update is applied.
    mutating func prepareUpdating(containerSize: Size, sections: SectionItemCounts, edits: SectionEdits,
                                  itemSizeHint: (IndexPath) -> Size?, previousItem: (Int) -> Int?)
}

extension CollectionLayout {
    /// Frames that do not follow their content ignore measurements.
    public mutating func setMeasuredSize(_ size: Size, ofItem index: Int) -> Bool { false }

    /// Headers are as tall as the layout says unless it measures them.
    public func constrainedSize(ofHeaderInSection section: Int) -> SizeRange? { nil }

    /// Headers that do not follow their content ignore measurements.
    public mutating func setMeasuredSize(_ size: Size, ofHeaderInSection section: Int) -> Bool { false }

    /// Appending prepares anew.
    public var appendsInPlace: Bool { false }

    /// Frames that do not follow their content come out the same when prepared anew.
    public mutating func prepareAppendingItems(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?
    ) {
        prepare(containerSize: containerSize, sections: sections, itemSizeHint: itemSizeHint)
    }

    /// Frames that do not follow their content come out right when prepared anew. Main thread,
    /// when a batch update is applied.
    public mutating func prepareUpdating(
        containerSize: Size, sections: SectionItemCounts, itemSizeHint: (IndexPath) -> Size?, previousItem: (Int) -> Int?
    ) {
        prepare(containerSize: containerSize, sections: sections, itemSizeHint: itemSizeHint)
    }

    /// Layouts that do not follow section edits lay the update out as a whole.
    public mutating func prepareUpdating(
        containerSize: Size, sections: SectionItemCounts, edits: SectionEdits, itemSizeHint: (IndexPath) -> Size?,
        previousItem: (Int) -> Int?
    ) {
        prepareUpdating(containerSize: containerSize, sections: sections, itemSizeHint: itemSizeHint, previousItem: previousItem)
    }

    /// Without headers, none is anywhere.
    public func frame(ofHeaderInSection section: Int) -> Rect? { nil }

    /// Without headers, none is anywhere.
    public func headers(in rect: Rect) -> [Int] { [] }

    /// Without footers, none is anywhere.
    public func frame(ofFooterInSection section: Int) -> Rect? { nil }

    /// Without footers, none is anywhere.
    public func footers(in rect: Rect) -> [Int] { [] }

    /// Headers scroll with their sections unless the layout pins them.
    public func pinnedHeader(in visibleRect: Rect) -> PinnedHeader? { nil }

    /// Items are laid out at exactly their frames unless the layout says otherwise.
    public func constrainedSize(ofItem index: Int) -> SizeRange {
        frame(ofItem: index).map { SizeRange.exactly($0.size) } ?? SizeRange.exactly(.zero)
    }
}
