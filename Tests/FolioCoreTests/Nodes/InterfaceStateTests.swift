@testable import FolioCore
import Testing

/// Interface states on a node tree, without a collection: the calls' order (Texture's), one step
/// at a time, the cell before its subnodes, and the state each call sees.
@Suite("Interface states")
@MainActor
struct InterfaceStateTests {
    private let log = InterfaceStateLog()

    @Test("A jump from nothing to visible calls preload, display and visible in order, the cell before its subnode")
    func jumpToVisibleEntersEveryStep() {
        let cell = StateLoggingCell(name: "c", log: log)
        cell.setInterfaceStateOfTree(.visible)
        #expect(log.all == ["c +preload", "c +display", "c +visible", "c.badge +preload", "c.badge +display", "c.badge +visible"])
        #expect(cell.interfaceState == [.preload, .display, .visible])
        #expect(cell.badge.interfaceState == [.preload, .display, .visible])
    }

    @Test("Leaving everything from visible calls visible, display and preload exits in order; a state set again calls nothing")
    func exitFromVisibleLeavesEveryStep() {
        let cell = StateLoggingCell(name: "c", log: log)
        cell.setInterfaceStateOfTree([.preload, .display, .visible])
        log.clear()
        cell.setInterfaceStateOfTree([.preload, .display, .visible])
        #expect(log.all.isEmpty, "nothing changed, nothing heard")
        cell.setInterfaceStateOfTree([])
        #expect(log.all == ["c -visible", "c -display", "c -preload", "c.badge -visible", "c.badge -display", "c.badge -preload"])
        #expect(cell.interfaceState == [] && cell.badge.interfaceState == [])
    }

    @Test("Moving between inner states takes only the steps between: visible to preload exits visible and display; preload to display enters display")
    func partialMoves() {
        let cell = StateLoggingCell(name: "c", log: log)
        cell.setInterfaceStateOfTree(.preload)
        #expect(log.calls(of: "c") == ["+preload"])
        cell.setInterfaceStateOfTree(.display)
        #expect(log.calls(of: "c") == ["+preload", "+display"], "display implies preload, which it already had")
        cell.setInterfaceStateOfTree(.visible)
        cell.setInterfaceStateOfTree(.preload)
        #expect(log.calls(of: "c") == ["+preload", "+display", "+visible", "-visible", "-display"])
        #expect(cell.interfaceState == .preload)
        #expect(log.firstStepOutOfOrder == nil)
    }

    @Test("A call that moves its cell elsewhere (a reload from inside) takes over: the walk under way stops, and no step is undone or repeated")
    func callbackTakesOverTheWalk() {
        let cell = StateLoggingCell(name: "c", log: log)
        cell.onEnterDisplay.withLock { $0 = { cell in cell.setInterfaceStateOfTree([]) } }
        cell.setInterfaceStateOfTree(.visible)
        #expect(log.all == ["c +preload", "c +display", "c -display", "c -preload"], "\(log.all)")
        #expect(cell.interfaceState == [] && cell.badge.interfaceState == [])
        #expect(log.firstStepOutOfOrder == nil)
    }

    @Test("The log's order check catches a skipped step")
    func orderCheckCatchesASkip() {
        log.append("x", "+preload")
        log.append("x", "+visible")
        #expect(log.firstStepOutOfOrder == "x +visible")
    }

    @Test("A state implies the ranges around it, and reads as their names")
    func nestedStates() {
        #expect(InterfaceState.visible.nested == [.preload, .display, .visible])
        #expect(InterfaceState.display.nested == [.preload, .display])
        #expect(InterfaceState([]).nested == [])
        #expect(InterfaceState.visible.nested.description == "preload, display, visible")
        #expect(InterfaceState([]).description == "none")
    }

    @Test("addSubnode links the subnode to its supernode, weakly; a node's root is the top of the chain, even one that loops")
    func supernodeLinks() {
        let cell = StateLoggingCell(name: "c", log: log)
        let leaf = DisplayNode()
        cell.badge.addSubnode(leaf)
        #expect(leaf.supernode === cell.badge && cell.badge.supernode === cell && cell.supernode == nil)
        #expect(leaf.rootNode === cell)
        var parent: DisplayNode? = DisplayNode()
        let child = DisplayNode()
        parent?.addSubnode(child)
        parent = nil
        #expect(child.supernode == nil, "a subnode does not keep its supernode alive")
        let a = DisplayNode(), b = DisplayNode()
        a.addSubnode(b)
        b.addSubnode(a)
        #expect(a.rootNode === b || a.rootNode === a, "a loop ends the walk")
    }

    @Test("A composed node tells its composition each step it enters and leaves, in order")
    func composedNodeTellsItsComposition() {
        let composed = ComposedNode(LoggingComposition(log: log))
        composed.setInterfaceStateOfTree(.visible)
        composed.setInterfaceStateOfTree([])
        #expect(log.calls(of: "composition") == ["+preload", "+display", "+visible", "-visible", "-display", "-preload"])
    }
}
