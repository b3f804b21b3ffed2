import FolioCore

/// A leaf with a fixed content size: it takes the size nearest to it that the range allows, as an
/// image node does.
struct FakeLeaf: LayoutElement {
    var name: String
    var intrinsicSize: Size
    var style = LayoutStyle()

    init(_ name: String, _ width: Double, _ height: Double, style: LayoutStyle = LayoutStyle()) {
        self.name = name
        self.intrinsicSize = Size(width: width, height: height)
        self.style = style
    }

    func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        Layout(element: self, size: range.clamp(intrinsicSize))
    }
}

/// A leaf that wraps like text: `characterCount` characters of `characterWidth` each, broken into
/// lines of `lineHeight` to fit the range's maximum width, so the narrower it is the taller it gets.
struct FakeTextLeaf: LayoutElement {
    var name: String
    var characterCount: Int
    var characterWidth = 10.0
    var lineHeight = 20.0
    var style = LayoutStyle()

    init(_ name: String, characters: Int, style: LayoutStyle = LayoutStyle()) {
        self.name = name
        self.characterCount = characters
        self.style = style
    }

    func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        let singleLine = Double(characterCount) * characterWidth
        let available = min(range.max.width, singleLine)
        let perLine = max(1, Int(available / characterWidth))
        let lines = (characterCount + perLine - 1) / perLine
        let width = min(singleLine, Double(perLine) * characterWidth)
        return Layout(element: self, size: range.clamp(Size(width: width, height: Double(lines) * lineHeight)))
    }
}

/// A leaf that ignores its range and answers with a broken size.
struct FakeBrokenLeaf: LayoutElement {
    var name: String
    var answer: Size
    var style = LayoutStyle()

    func layout(in range: SizeRange, environment: LayoutEnvironment) -> Layout {
        Layout(element: self, size: answer)
    }
}

// MARK: - Reading layouts

/// The absolute frame of every fake leaf in `layout`, by name.
func leafFrames(in layout: Layout, origin: Point = .zero) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for positioned in layout.flattened(origin: origin) {
        switch positioned.element {
        case let leaf as FakeLeaf: frames[leaf.name] = positioned.frame
        case let leaf as FakeTextLeaf: frames[leaf.name] = positioned.frame
        case let leaf as FakeBrokenLeaf: frames[leaf.name] = positioned.frame
        default: break
        }
    }
    return frames
}

/// The frames of `layout`'s direct children, relative to it, in drawing order.
func childFrames(of layout: Layout) -> [Rect] {
    layout.sublayouts.map { Rect(origin: $0.position, size: $0.layout.size) }
}

/// Lays `element` out the way a parent would, in a standard environment.
func layOut(_ element: any LayoutElement, in range: SizeRange) -> Layout {
    element.layoutRespectingStyle(in: range, parentSize: range.max, environment: LayoutEnvironment())
}

/// A range from `min` to `max` in each axis.
func sizeRange(_ minWidth: Double, _ minHeight: Double, _ maxWidth: Double, _ maxHeight: Double) -> SizeRange {
    SizeRange(min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
}
