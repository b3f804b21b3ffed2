import Foundation

extension CollectionNode {
    // MARK: - Section footers

    /// The kind of a section footer, for
    /// `collectionNode(_:nodeBlockForSupplementaryElementOfKind:at:)`. Any thread.
    nonisolated public static let sectionFooterKind = "UICollectionElementKindSectionFooter"

    /// The first footer's key: 2^39 below zero, under every header's key and above every
    /// ghost's, so that the three never meet. Any thread.
    nonisolated static let firstFooterKey = -(1 << 39)

    /// The key a section footer has among the items' flat indexes. Any thread.
    nonisolated public static func footerKey(forSection section: Int) -> Int { firstFooterKey - section }

    /// The section whose footer has `key`, or nil for another key. Any thread.
    nonisolated public static func section(ofFooterKey key: Int) -> Int? {
        key <= firstFooterKey && !isGhostKey(key) ? firstFooterKey - key : nil
    }

    /// The section whose header or footer has `key`, or nil for an item's or a ghost's key.
    /// Any thread.
    nonisolated static func section(ofSupplementaryKey key: Int) -> Int? {
        section(ofHeaderKey: key) ?? section(ofFooterKey: key)
    }

    /// The frame in `layout` of the header or footer that has `key`, or nil for another key or
    /// one the layout does not place. Any thread.
    nonisolated static func supplementaryFrame(ofKey key: Int, in layout: any CollectionLayout) -> Rect? {
        if let section = section(ofHeaderKey: key) { return layout.frame(ofHeaderInSection: section) }
        if let section = section(ofFooterKey: key) { return layout.frame(ofFooterInSection: section) }
        return nil
    }

    /// The block that makes section `section`'s footer, from the data source; an empty cell
    /// when it gives none. Main thread.
    func footerBlock(forSection section: Int) -> CellNodeBlock {
        let footer = dataSource?.collectionNode(self, nodeBlockForSupplementaryElementOfKind: Self.sectionFooterKind,
                                                at: IndexPath(item: 0, section: section))
        return footer ?? { CellNode() }
    }
}
