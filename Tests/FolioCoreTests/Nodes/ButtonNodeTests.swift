import FolioCore
import Foundation
import Testing
import TestSupport

/// A button measures to its icon, gap, title and insets; follows a changed title and state at its
/// next layout; draws its state's title, colours and icon; leaves out an icon it cannot decode;
/// and sends its action only while enabled.
///
/// With the fake measurer and 20 px text without line spacing, a character is 10 wide and a line
/// 24 high.
@Suite("Button node")
struct ButtonNodeTests {
    private let environment = LayoutEnvironment(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder())
    private let attributes = TextAttributes(size: 20, color: .white, alignment: .center, maxLines: 1, lineSpacing: 0)
    private let insets = EdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
    private let red = Color(red: 255, green: 0, blue: 0)
    private let green = Color(red: 0, green: 200, blue: 0)
    private let gray = Color(red: 90, green: 90, blue: 90)

    private func button(_ title: String, imagePath: String? = nil) -> ButtonNode {
        let button = ButtonNode(title: title, imagePath: imagePath, attributes: attributes)
        button.contentInsets = insets
        button.imageSize = Size(width: 16, height: 16)
        button.spacing = 6
        return button
    }

    private func size(of button: ButtonNode, in range: SizeRange = .unconstrained) -> Size {
        button.layout(in: range, environment: environment).size
    }

    /// Lays `button` out in `range` and draws it where the layout put it, as a page job does.
    private func draw(_ button: ButtonNode, in range: SizeRange = .unconstrained,
                      environment: LayoutEnvironment? = nil) -> (frame: Rect, calls: [ColorRecordingContext.Call]) {
        let environment = environment ?? self.environment
        let layout = button.layout(in: range, environment: environment)
        let frame = Rect(origin: .zero, size: layout.size)
        let context = ColorRecordingContext(size: layout.size, scale: environment.displayScale)
        button.preload(size: frame.size, environment: environment)
        button.draw(in: frame, context: context, environment: environment)
        return (frame, context.calls)
    }

    // MARK: - Measuring

    @Test func measuresItsTitleInsideItsInsets() {
        #expect(size(of: button("OK")) == Size(width: 10 + 20 + 12, height: 4 + 24 + 6))
    }

    @Test func measuresIconSpacingAndTitleSideBySide() {
        let button = button("OK", imagePath: "/icons/star.png")
        #expect(size(of: button) == Size(width: 10 + 16 + 6 + 20 + 12, height: 4 + 24 + 6))
        button.imageSize = Size(width: 30, height: 30)
        #expect(size(of: button) == Size(width: 10 + 30 + 6 + 20 + 12, height: 4 + 30 + 6), "a tall icon sets the height")
    }

    @Test func leavesNoGapWithoutATitleOrWithoutAnIcon() {
        #expect(size(of: button("", imagePath: "/icons/star.png")) == Size(width: 10 + 16 + 12, height: 4 + 16 + 6))
        let bare = button("")
        #expect(size(of: bare) == Size(width: 22, height: 10))
        #expect(size(of: ButtonNode()) == Size(width: 32, height: 16), "the default insets are 8 and 16")
    }

    @Test func cutsItsTitleToTheWidthItIsGiven() {
        // 60 wide leaves 38 for the title: "He…" (30) fits, "Hel…" (40) does not.
        let cut = draw(button("Hello world"), in: SizeRange(max: Size(width: 60, height: 100)))
        #expect(cut.frame.size == Size(width: 10 + 30 + 12, height: 34))
        #expect(cut.calls == [.text(["He…"], .white, Rect(x: 10, y: 4, width: 30, height: 24))])
    }

    @Test func aNewTitleIsMeasuredAndDrawnAfreshAtTheSameWidth() {
        let button = button("OK")
        let range = SizeRange(max: Size(width: 300, height: 100))
        #expect(size(of: button, in: range).width == 42)
        button.title = "Cancel"
        #expect(button.title == "Cancel")
        let drawn = draw(button, in: range)
        #expect(drawn.frame.width == 10 + 60 + 12)
        #expect(drawn.calls == [.text(["Cancel"], .white, Rect(x: 10, y: 4, width: 60, height: 24))])
        button.title = "OK"
        #expect(size(of: button, in: range).width == 42)
    }

    @Test func newAttributesAreMeasuredAfresh() {
        let button = button("OK")
        #expect(size(of: button).width == 42)
        button.attributes.size = 40
        #expect(size(of: button) == Size(width: 10 + 40 + 12, height: 4 + 48 + 6))
    }

    // MARK: - State

    @Test func selectedShowsTheSelectedTitleAndColours() {
        let button = button("OK")
        button.selectedTitle = "Done"
        button.selectedTitleColor = red
        button.selectedBackgroundColor = green
        button.backgroundColor = gray
        button.cornerRadius = 6

        let normal = draw(button)
        #expect(normal.calls == [.roundedRect(normal.frame, 6, gray), .text(["OK"], .white, Rect(x: 10, y: 4, width: 20, height: 24))])

        button.isSelected = true
        let selected = draw(button)
        #expect(selected.frame.width == 10 + 40 + 12, "the selected title is measured, not the normal one")
        #expect(selected.calls == [.roundedRect(selected.frame, 6, green), .text(["Done"], red, Rect(x: 10, y: 4, width: 40, height: 24))])
    }

    @Test func selectedWithoutSelectedValuesKeepsTheNormalOnes() {
        let button = button("OK")
        button.backgroundColor = gray
        button.isSelected = true
        let drawn = draw(button)
        #expect(drawn.calls == [.fill(drawn.frame, gray), .text(["OK"], .white, Rect(x: 10, y: 4, width: 20, height: 24))])
    }

    @Test func highlightedBackgroundWinsWhileEnabled() {
        let button = button("OK")
        button.backgroundColor = gray
        button.selectedBackgroundColor = green
        button.highlightedBackgroundColor = red
        button.isSelected = true
        button.isHighlighted = true
        #expect(draw(button).calls.first == .fill(Rect(x: 0, y: 0, width: 42, height: 34), red))
        button.isHighlighted = false
        #expect(draw(button).calls.first == .fill(Rect(x: 0, y: 0, width: 42, height: 34), green))
    }

    @Test func disabledIgnoresHighlightAndFadesItsTitle() {
        let button = button("OK")
        button.backgroundColor = gray
        button.highlightedBackgroundColor = red
        button.isHighlighted = true
        button.isEnabled = false
        let drawn = draw(button)
        #expect(drawn.calls == [.fill(drawn.frame, gray), .text(["OK"], Color.white.withAlpha(127), Rect(x: 10, y: 4, width: 20, height: 24))])
    }

    // MARK: - Icon

    @Test func drawsItsIconLeftOfItsTitleCentredInALargerFrame() {
        let button = button("OK", imagePath: "/icons/star.png")
        let drawn = draw(button, in: .exactly(Size(width: 200, height: 50)))
        // Inside the insets the box is 178×40 at (10, 4); the content, 16 + 6 + 20 = 42 wide,
        // starts (178 - 42) / 2 = 68 into it.
        #expect(drawn.calls == [
            .image(16, 16, Rect(x: 78, y: 16, width: 16, height: 16)),
            .text(["OK"], .white, Rect(x: 100, y: 12, width: 20, height: 24)),
        ])
    }

    @Test func decodesItsIconAtTheIconsSizeAndFreesIt() {
        let button = button("OK", imagePath: "/icons/star.png")
        let retina = LayoutEnvironment(displayScale: 2, textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder())
        button.preload(size: Size(width: 400, height: 100), environment: retina)
        #expect(button.preloadedByteCount == 32 * 32 * 4, "the icon's 16×16 at scale 2, not the button's frame")
        button.clearPreloadedData()
        #expect(button.preloadedByteCount == 0)
        // Drawn without a preload (the job skipped it), the icon is decoded then.
        #expect(draw(button).calls.contains { if case .image = $0 { true } else { false } })
    }

    @Test func anotherImagePathDropsTheOldIcon() {
        let button = button("OK", imagePath: "/icons/star.png")
        button.preload(size: .zero, environment: environment)
        #expect(button.preloadedByteCount == 16 * 16 * 4)
        button.imagePath = "/icons/heart.png"
        #expect(button.imagePath == "/icons/heart.png" && button.preloadedByteCount == 0)
        button.imagePath = nil
        #expect(size(of: button).width == 42, "no icon, no icon room")
    }

    @Test func anIconThatCannotBeDecodedIsLeftOutAndLoggedOnce() {
        let path = "/icons/missing-\(UUID()).png"
        let button = button("OK", imagePath: path)
        var calls: [ColorRecordingContext.Call] = []
        let lines = LogCapture.lines {
            calls = draw(button).calls
            calls += draw(button).calls
        }.filter { $0.contains(path) }
        #expect(lines.count == 1)
        #expect(size(of: button).width == 10 + 16 + 6 + 20 + 12, "the button keeps its size")
        let title = ColorRecordingContext.Call.text(["OK"], .white, Rect(x: 32, y: 4, width: 20, height: 24))
        #expect(calls == [title, title], "no image and no placeholder panel")
        #expect(button.preloadedByteCount == 0)
    }

    @Test func withoutADecoderOrMeasurerItDrawsWhatItCan() {
        let button = button("OK", imagePath: "/icons/star.png")
        button.backgroundColor = gray
        let bare = LayoutEnvironment()
        #expect(size(of: button, in: .unconstrained) == Size(width: 64, height: 34))
        let drawn = draw(button, environment: bare)
        #expect(drawn.frame.size == Size(width: 10 + 16 + 12, height: 4 + 16 + 6), "an unmeasured title takes no room")
        #expect(drawn.calls == [.fill(drawn.frame, gray)])
    }

    // MARK: - Action

    @MainActor
    @Test func sendsItsActionOnlyWhileEnabled() {
        let pressed = Locked<[ObjectIdentifier]>([])
        let button = ButtonNode(title: "Go") { button in
            pressed.withLock { $0.append(ObjectIdentifier(button)) }
        }
        button.sendAction()
        #expect(pressed.current == [ObjectIdentifier(button)])
        button.isEnabled = false
        button.sendAction()
        #expect(pressed.current.count == 1)
        button.isEnabled = true
        button.action = nil
        button.sendAction()
        #expect(pressed.current.count == 1)
        button.action = { _ in pressed.withLock { $0.removeAll() } }
        button.sendAction()
        #expect(pressed.current.isEmpty)
    }

    // MARK: - Threads

    @Test func layoutsDuringTitleChangesEachMeasureOneWholeTitle() {
        let titles = ["A", "Four", "Seventeen letters"]
        let widths = Set(titles.map { 22 + Double($0.count) * 10 })
        let button = button(titles[0])
        let measured = Locked<Set<Double>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<200 {
                if worker.isMultiple(of: 2) {
                    button.title = titles[(worker + round) % titles.count]
                } else {
                    let width = button.layout(in: .unconstrained, environment: environment).size.width
                    measured.withLock { _ = $0.insert(width) }
                }
            }
        }
        #expect(measured.current.isSubset(of: widths), "\(measured.current)")
        button.title = "Four"
        #expect(size(of: button).width == 62, "the last title set is the one measured")
    }
}
