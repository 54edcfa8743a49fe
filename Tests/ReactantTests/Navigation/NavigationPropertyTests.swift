import PropertyBased
import Reactant
import ReactantTesting
import Testing

/// Long random sequences of navigation operations, checked after every step against a model:
/// the windows on screen, each window's navigation stack, modality and parents, balanced
/// appearance events, and controllers released as soon as they leave.
@Suite(.uiSerialized) @MainActor
struct NavigationPropertyTests {
    init() throws {
        try TestBackend.start()
        closeAllWindows()
    }

    /// One operation; `target` picks a window (modulo how many are open).
    enum Operation: CustomStringConvertible {
        case push(target: Int), pop(target: Int), present(target: Int), branch(target: Int)
        case dismiss(target: Int), pressClose, escape, altLeft, windowManagerClose

        init(code: Int) {
            let target = code / 9
            switch code % 9 {
            case 0: self = .push(target: target)
            case 1: self = .pop(target: target)
            case 2: self = .present(target: target)
            case 3: self = .branch(target: target)
            case 4: self = .dismiss(target: target)
            case 5: self = .pressClose
            case 6: self = .escape
            case 7: self = .altLeft
            default: self = .windowManagerClose
            }
        }

        var description: String {
            switch self {
            case .push(let t): "push(\(t))"
            case .pop(let t): "pop(\(t))"
            case .present(let t): "present(\(t))"
            case .branch(let t): "branch(\(t))"
            case .dismiss(let t): "dismiss(\(t))"
            case .pressClose: "pressClose"
            case .escape: "escape"
            case .altLeft: "altLeft"
            case .windowManagerClose: "windowManagerClose"
            }
        }
    }

    /// The model: each open window's stack of page titles, bottom window first; a nil stack
    /// is a plain presented window (its one page is `plainTitle`).
    struct ModelWindow {
        var stack: [String]
        var isNavigation: Bool
        var hasCloseButton: Bool
        var top: String { stack.last! }
    }

    @Test(.parityExempt("random sequences differ from run to run; each step is checked against the model"))
    func randomNavigationMatchesTheModel() async {
        let codes = Gen.int(in: 0...89).array(of: 20...50)
        await propertyCheck(count: TestBackend.isGtk ? 25 : 60, input: codes) { codes in
            run(codes.map(Operation.init(code:)))
        }
    }

    private func run(_ operations: [Operation]) {
        let recorder = DiagnosticsRecorder()
        let tracker = FinalizationTracker()
        var counter = 0
        var pages: [String: Weak] = [:]
        var balance: [String: Int] = [:]
        let log = EventLog()
        func makePage() -> PageController {
            counter += 1
            let page = PageController("P\(counter)", log: log)
            pages[page.title] = Weak(page)
            tracker.track(page.view)
            return page
        }

        let (main, root) = { () -> (Window, String) in
            let page = makePage()
            return (showNavigation(page).0, page.title)
        }()
        var model = [ModelWindow(stack: [root], isNavigation: true, hasCloseButton: false)]

        func window(_ index: Int) -> Window { main.presentationChain[index] }

        for (step, operation) in operations.enumerated() {
            let index = operationTarget(operation) % model.count
            let topIndex = model.count - 1
            switch operation {
            case .push:
                let target = window(index)
                if let navigation = target.controller as? NavigationController {
                    navigation.animatesTransitions = false
                    let page = makePage()
                    #expect(navigation.push(controller: page))
                    model[index].stack.append(page.title)
                }
            case .pop:
                if let navigation = window(index).controller as? NavigationController {
                    let popped = navigation.pop()
                    if model[index].stack.count > 1 {
                        #expect(popped?.title == model[index].stack.removeLast())
                    } else {
                        #expect(popped == nil)
                    }
                }
            case .present, .branch:
                guard let presenter = window(index).controller else { break }
                let page = makePage()
                let isBranch: Bool
                if case .branch = operation { isBranch = true } else { isBranch = false }
                let presentation = isBranch
                    ? (presenter as? NavigationController)?.branchNavigation(controller: page)
                    : presenter.present(controller: page)
                guard let presentation else { break }  // a plain window has no branchNavigation
                #expect(presentation.isPresented == (index == topIndex))
                if index == topIndex {
                    (presentation.controller as? NavigationController)?.animatesTransitions = false
                    model.append(ModelWindow(stack: [page.title], isNavigation: isBranch, hasCloseButton: isBranch))
                }
            case .dismiss:
                let dismissed = window(index).controller?.dismiss() ?? false
                if index < topIndex {
                    model.removeSubrange((index + 1)...)
                    #expect(dismissed)
                } else if index > 0 {
                    model.removeLast()
                    #expect(dismissed)
                } else {
                    #expect(!dismissed)
                }
            case .pressClose:
                if model[topIndex].hasCloseButton {
                    #expect(throws: Never.self) { try Interact.pressClose(in: window(topIndex)) }
                    model.removeLast()
                }
            case .escape:
                Interact.press(.escape, in: main)
                if topIndex > 0 { model.removeLast() }
            case .altLeft:
                Interact.press(.altLeft, in: main)
                if model[topIndex].isNavigation, model[topIndex].stack.count > 1 {
                    model[topIndex].stack.removeLast()
                }
            case .windowManagerClose:
                if topIndex > 0 {
                    Interact.requestClose(window(topIndex))
                    model.removeLast()
                } else {
                    // Closing the main window would end the run; a blocked one is ignored.
                    if model.count > 1 { Interact.requestClose(main) }
                }
            }
            Interact.settle()
            check(model, main: main, log: log, balance: &balance, pages: pages, step: step, operation: operation)
        }

        main.close()
        Interact.settle()
        #expect(pages.values.allSatisfy { $0.object == nil }, "every page released after the main window closed")
        #expect(tracker.aliveCount == 0)
        #expect(!recorder.contains("lifecycle step"), "no skipped lifecycle step")
        #expect(Window.onScreen.isEmpty && Backends.current.shownWindows.isEmpty)
    }

    private func operationTarget(_ operation: Operation) -> Int {
        switch operation {
        case .push(let t), .pop(let t), .present(let t), .branch(let t), .dismiss(let t): t
        default: 0
        }
    }

    private func check(_ model: [ModelWindow], main: Window, log: EventLog, balance: inout [String: Int],
                       pages: [String: Weak], step: Int, operation: Operation) {
        let context = Comment(rawValue: "after step \(step) (\(operation))")
        let windows = Window.onScreen
        #expect(windows.map(\.title) == model.map(\.top), context)
        #expect(Backends.current.shownWindows.map(\.title) == model.map(\.top), context)
        #expect(main.presentationChain.count == model.count, context)
        for (index, (window, expected)) in zip(windows, model).enumerated() {
            #expect(window.native.isModal == (index > 0), context)
            #expect(window.native.transientFor?.title == (index > 0 ? model[index - 1].top : nil), context)
            if let navigation = window.controller as? NavigationController {
                #expect(expected.isNavigation, context)
                #expect(navigation.controllers.map(\.title) == expected.stack, context)
                #expect(navigation.headerBar.title == expected.top, context)
                #expect(navigation.backButton.isHidden == (expected.stack.count < 2), context)
                #expect((navigation.closeButton != nil) == expected.hasCloseButton, context)
            } else {
                #expect(!expected.isNavigation, context)
            }
        }
        // Balanced appearance: a page has appeared once more than it disappeared exactly when it
        // is on top of an open window; a page no window holds is released.
        for event in log.events where !event.contains(".root.") {
            let parts = event.split(separator: ".")
            let name = String(parts[0])
            if parts[1] == "didAppear" { balance[name, default: 0] += 1 }
            if parts[1] == "didDisappear" { balance[name, default: 0] -= 1 }
        }
        log.events.removeAll()
        let tops = Set(model.map(\.top))
        let held = Set(model.flatMap(\.stack))
        for (name, page) in pages {
            #expect(balance[name, default: 0] == (tops.contains(name) ? 1 : 0), "\(name) \(context)")
            #expect((page.object != nil) == held.contains(name), "\(name) alive? \(context)")
        }
    }

    final class Weak {
        weak var object: PageController?
        init(_ object: PageController) { self.object = object }
    }
}
