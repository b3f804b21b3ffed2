import FolioCore
import Foundation
import TestSupport

/// What a thrash cell writes into its bitmaps: a rounded rectangle whose radius says whether it
/// is an item or a header, whose origin is the id and version and whose width is one more than
/// the cell's content revision, all exact in a `Double`. The fake rasteriser records the call, so
/// the bitmap names what drew it. A plain value.
struct ThrashSignature: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Double, Sendable {
        case item = 1
        case header = 2
    }

    let kind: Kind
    let id: Int
    let version: Int

    func mark(revision: Int) -> Rect { Rect(x: Double(id), y: Double(version), width: Double(revision + 1), height: 1) }

    var description: String { "\(kind == .item ? "item" : "header") \(id) v\(version)" }

    /// The signature in `bitmap` and the content revision it was drawn at, or nil when it holds
    /// none (not a fake bitmap, or drawn by another node).
    static func signed(_ bitmap: any ItemBitmap) -> (signature: ThrashSignature, revision: Int)? {
        guard let fake = bitmap as? FakeBitmap else { return nil }
        for call in fake.calls {
            guard case .roundedRect(let rect, let radius, _) = call, let kind = Kind(rawValue: radius) else { continue }
            return (ThrashSignature(kind: kind, id: Int(rect.minX), version: Int(rect.minY)), Int(rect.width) - 1)
        }
        return nil
    }

    init(kind: Kind, id: Int, version: Int) {
        self.kind = kind
        self.id = id
        self.version = version
    }
}
