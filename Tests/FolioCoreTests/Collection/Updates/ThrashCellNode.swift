import FolioCore
import Foundation

/// A thrash test's cell: it carries the model item (id and version) it was made for, measures
/// its height (varied by item, and by content changes when the test asks), and signs every bitmap
/// it draws with a mark naming that item and its content revision, so that a bitmap can be traced
/// to the item whose node drew it and the content it drew (see `ThrashSignature`). Headers sign
/// too, with their section's id and version.
final class ThrashCellNode: CellNode, @unchecked Sendable {
    let signature: ThrashSignature
    /// Bumped by `changeContent()`: what the cell's next bitmap is of.
    private let contentRevision = Locked(0)
    private let baseHeight: Double
    private let variesHeight: Bool

    init(signature: ThrashSignature, height: Double, variesHeight: Bool) {
        self.signature = signature
        baseHeight = height
        self.variesHeight = variesHeight
        super.init()
        style.preferredSize = Size(width: 100_000, height: height)
    }

    /// The content revision the cell draws now.
    var revision: Int { contentRevision.current }

    /// The cell's content changes (as a downloaded photo or a new title would): a new revision,
    /// perhaps a new height, and `setNeedsLayout()`.
    func changeContent() {
        let revision = contentRevision.withLock { revision in
            revision += 1
            return revision
        }
        if variesHeight { style.preferredSize = Size(width: 100_000, height: baseHeight + Double(revision % 3) * 25) }
        setNeedsLayout()
    }

    override func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        context.fillRoundedRect(signature.mark(revision: revision), radius: signature.kind.rawValue, color: .white)
    }

    /// The height a row of item `id` measures at first: 40 to 180 points, varied so that rows
    /// above the anchor change the content's length when they are measured.
    static func height(ofItem id: Int) -> Double {
        40 + Double((id &* 37) % 8) * 20
    }
}
