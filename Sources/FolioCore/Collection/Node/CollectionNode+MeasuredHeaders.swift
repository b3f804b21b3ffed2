import Foundation

extension CollectionNode {
    // MARK: - Measured section headers

    /// The sizes the header that has `key` may be measured at, when the layout measures its
    /// headers (see `CollectionLayout.constrainedSize(ofHeaderInSection:)`); nil for another
    /// key, or headers as tall as the layout says. Main thread.
    func measuredHeaderRange(ofKey key: Int) -> SizeRange? {
        Self.section(ofHeaderKey: key).flatMap { layout.constrainedSize(ofHeaderInSection: $0) }
    }

    /// Hands the size the node under `key` measured at to the layout: a header's to
    /// `setMeasuredSize(_:ofHeaderInSection:)`, an item's to `setMeasuredSize(_:ofItem:)`;
    /// returns whether any frame changed. Main thread.
    func takeMeasuredSize(_ size: Size, ofKey key: Int) -> Bool {
        if let section = Self.section(ofHeaderKey: key) { return preparedLayout.setMeasuredSize(size, ofHeaderInSection: section) }
        return preparedLayout.setMeasuredSize(size, ofItem: key)
    }

    /// How far the leading edge of the header that has `key` is from the viewport's, when the
    /// header is measured and starts on screen; nil otherwise. Main thread.
    func measuredHeaderStartOnScreen(ofKey key: Int) -> Double? {
        guard measuredHeaderRange(ofKey: key) != nil, let frame = Self.supplementaryFrame(ofKey: key, in: layout) else { return nil }
        let distance = leadingEdge(of: frame) - scrollModel.offset
        return distance >= 0 && distance < viewportExtent ? distance : nil
    }

    /// After the header that has `key` was measured: when it started on screen (`distance` from
    /// the viewport's leading edge), it starts there still, and what is below it moves by the
    /// change, as below an item measured on screen; one above the screen was kept out of view by
    /// the item anchor. Main thread.
    func keepMeasuredHeader(ofKey key: Int, at distance: Double?) {
        guard let distance, let frame = Self.supplementaryFrame(ofKey: key, in: layout) else { return }
        let offset = min(max(0, leadingEdge(of: frame) - distance), scrollModel.maximumOffset)
        guard offset != scrollModel.offset else { return }
        absorb(scrollModel.setOffset(offset, at: now))
    }

    /// Hands the layout, after it was prepared anew, the sizes the headers' nodes still hold
    /// measurements for at their current constrained sizes: those nodes are not laid out again
    /// (their constraints did not change), so without this they would keep their estimates.
    /// O(nodes held). Main thread.
    func reapplyHeaderMeasurements() {
        for (key, element) in data.elements {
            guard let range = measuredHeaderRange(ofKey: key), let measured = element.layout, element.hasCurrentLayout(range: range),
                  let section = Self.section(ofHeaderKey: key) else { continue }
            _ = preparedLayout.setMeasuredSize(measured.size, ofHeaderInSection: section)
        }
    }
}
