import FolioCore
import Testing

/// A leaf whose size depends on the environment it is given.
private struct ScaleProbe: LayoutElement {
    var style = LayoutStyle()

    func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        Layout(element: self, size: range.clamp(Size(width: 10 * environment.displayScale, height: 10)))
    }
}

struct LayoutEnvironmentTests {
    @Test("defaults to a standard-density display")
    func defaults() {
        #expect(LayoutEnvironment().displayScale == 1)
        #expect(LayoutEnvironment(displayScale: 2).displayScale == 2)
    }

    @Test("every spec passes the environment on to its children")
    func passedThroughEverySpec() {
        let tree = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [
            InsetLayoutSpec(insets: .zero, child: ScaleProbe()),
            OverlayLayoutSpec(child: ScaleProbe(), overlay: ScaleProbe()),
            BackgroundLayoutSpec(child: ScaleProbe(), background: ScaleProbe()),
            CenterLayoutSpec(sizing: .minimumXY, child: ScaleProbe()),
            RatioLayoutSpec(ratio: 1, child: ScaleProbe()),
        ])
        let layout = tree.layoutRespectingStyle(
            in: SizeRange(max: Size(width: 500, height: .infinity)),
            parentSize: Size(width: 500, height: .infinity),
            environment: LayoutEnvironment(displayScale: 3)
        )
        let probes = layout.flattened().filter { $0.element is ScaleProbe }
        #expect(probes.count == 7)
        // The ratio spec fixes its probe at 500 wide; every other probe measures 10 × scale.
        #expect(probes.filter { $0.frame.width == 30 }.count == 6)
    }
}
