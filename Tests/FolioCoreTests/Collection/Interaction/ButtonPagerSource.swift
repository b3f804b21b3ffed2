@testable import FolioCore
import Foundation
import TestSupport

/// Pages that each hold a button titled with their index, all acting on one recorder: in an
/// 800×600 pager, a page's button fills (20, 100, 680, 490).
@MainActor
final class ButtonPagerSource: PagerDataSource {
    let pages: Int
    let recorder: ActionRecorder
    /// The buttons made, by page.
    let buttons = Locked<[Int: ButtonNode]>([:])

    init(pages: Int, recorder: ActionRecorder) {
        self.pages = pages
        self.recorder = recorder
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pages }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        let action = recorder.action, buttons = self.buttons
        return {
            let button = ButtonNode(title: "B\(index)", action: action)
            buttons.withLock { $0[index] = button }
            return ButtonCellNode(button: button)
        }
    }
}
