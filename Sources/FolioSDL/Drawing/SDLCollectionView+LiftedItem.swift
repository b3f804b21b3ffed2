import FolioCore

extension SDLCollectionView {
    /// The soft shadow under an item lifted by interactive movement (`lifted`, its frame in the
    /// window once moved by `origin`): rounded rectangles spreading out below it, each faint, so
    /// that together they darken most under the item's middle and fade towards its edges, as
    /// strong as the item is lifted. Drawn over the items beneath it, just before it. Main thread.
    func drawLiftShadow(_ lifted: InteractiveMoveLift, at origin: Point, on canvas: any Canvas) {
        let lift = min(max(lifted.lift, 0), 1)
        guard lift > 0 else { return }
        let frame = lifted.frame.offsetBy(dx: origin.x, dy: origin.y)
        for layer in 1...Self.liftShadowLayers {
            let spread = Double(layer) * 2
            let rect = Rect(x: frame.minX - spread, y: frame.minY - spread + 4 * lift, width: frame.width + 2 * spread,
                            height: frame.height + 2 * spread)
            let alpha = UInt8((Double(Self.liftShadowLayerAlpha) * lift).rounded())
            canvas.fillRoundedRect(rect, radius: spread + 2, color: Color(red: 0, green: 0, blue: 0, alpha: alpha))
        }
    }

    /// How many rectangles make a lifted item's shadow.
    static let liftShadowLayers = 6
    /// How opaque each of them is at full lift, out of 255.
    static let liftShadowLayerAlpha: UInt8 = 22
}
