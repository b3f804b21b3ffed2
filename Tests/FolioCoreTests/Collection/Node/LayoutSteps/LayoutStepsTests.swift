@testable import FolioCore
import Testing

@Suite
struct LayoutStepsTests {
    private static func steps(_ stepItems: Int) -> LayoutSteps {
        var steps = LayoutSteps()
        steps.stepItems = stepItems
        return steps
    }

    @Test("a data set of one step or less, a layout that does not append in place, or too many sections are laid out at once")
    func smallSetsAtOnce() {
        var steps = Self.steps(100)
        let small = SectionItemCounts([60, 40])
        #expect(steps.begin(small, appendsInPlace: true) == small)
        #expect(!steps.isPending)
        let large = SectionItemCounts([1_000])
        #expect(steps.begin(large, appendsInPlace: false) == large)
        #expect(!steps.isPending)
        let manySections = SectionItemCounts(Array(repeating: 1, count: LayoutSteps.maximumSectionCount + 1))
        #expect(steps.begin(manySections, appendsInPlace: true) == manySections)
        #expect(!steps.isPending)
    }

    @Test("a large data set goes a step at a time, across sections, each step an append to the last, the last ending the steps")
    func stepsAcrossSections() {
        var steps = Self.steps(100)
        let sections = SectionItemCounts([150, 0, 120])
        #expect(steps.begin(sections, appendsInPlace: true).counts == [100, 0, 0])
        #expect(steps.isPending)
        #expect(steps.laidOutItems == 100)
        #expect(steps.next()?.counts == [150, 0, 50])
        #expect(steps.laidOutItems == 200)
        #expect(steps.next() == sections)
        #expect(!steps.isPending)
        #expect(steps.next() == nil)
    }

    @Test("laying out through an item takes whole steps up to it; one already laid out takes none; one past the end takes the rest")
    func throughItem() {
        var steps = Self.steps(100)
        _ = steps.begin(SectionItemCounts([1_000]), appendsInPlace: true)
        #expect(steps.through(item: 50) == nil)
        #expect(steps.laidOutItems == 100)
        #expect(steps.through(item: 100)?.counts == [200])
        #expect(steps.through(item: 450)?.counts == [500])
        #expect(steps.isPending)
        #expect(steps.through(item: .max)?.counts == [1_000])
        #expect(!steps.isPending)
        #expect(steps.through(item: 2_000) == nil)
    }

    @Test("items appended while steps remain join them; a large append with none pending starts steps from what is laid out; a small one is taken at once")
    func appends() {
        var steps = Self.steps(100)
        _ = steps.begin(SectionItemCounts([300]), appendsInPlace: true)
        #expect(steps.append(SectionItemCounts([900]), laidOutItems: 100, appendsInPlace: true) == nil)
        #expect(steps.target == SectionItemCounts([900]))
        #expect(steps.through(item: .max)?.counts == [900])

        #expect(steps.append(SectionItemCounts([950]), laidOutItems: 900, appendsInPlace: true) == SectionItemCounts([950]))
        #expect(!steps.isPending)
        #expect(steps.append(SectionItemCounts([5_000]), laidOutItems: 950, appendsInPlace: true)?.counts == [1_050])
        #expect(steps.isPending)
        #expect(steps.laidOutItems == 1_050)
        #expect(steps.append(SectionItemCounts([5_000, 10]), laidOutItems: 1_050, appendsInPlace: true) == SectionItemCounts([5_000, 10]),
                "new sections are no append to the steps: all at once")
        #expect(!steps.isPending)
    }

    @Test("a prefix keeps the sections count, whole sections before the cut and empty ones after")
    func prefix() {
        let sections = SectionItemCounts([3, 0, 4, 2])
        #expect(LayoutSteps.prefix(of: sections, items: 0).counts == [0, 0, 0, 0])
        #expect(LayoutSteps.prefix(of: sections, items: 5).counts == [3, 0, 2, 0])
        #expect(LayoutSteps.prefix(of: sections, items: 9).counts == [3, 0, 4, 2])
        #expect(LayoutSteps.prefix(of: sections, items: 50).counts == [3, 0, 4, 2])
    }
}
