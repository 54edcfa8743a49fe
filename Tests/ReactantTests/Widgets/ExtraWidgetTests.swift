import Reactant
import ReactantTesting
import Testing

extension UITests {
    @Suite @MainActor struct ExtraWidgetTests {
        init() throws { try TestBackend.start() }

        @Test func linkButtonReportsItsAddressAndLetsTheAppHandleIt() throws {
            let link = LinkButton(title: "Docs", uri: "https://docs.gtk.org/gtk3/")
            link.opensLink = false  // no browser in tests
            // A person can only click what is on screen.
            let shown = ShownView(link)
            defer { shown.close() }
            let taps = Received(link.tap)
            try Interact.tap(link)
            #expect(taps.values == ["https://docs.gtk.org/gtk3/"])
            #expect(link.isVisited)
            #expect(WidgetTree.render(link) == #"link "Docs" uri=https://docs.gtk.org/gtk3/ visited focused"#)
        }

        @Test func infoBarReportsItsButtonsAndClose() throws {
            let bar = InfoBar(message: "Offline", type: .warning, buttons: ["Retry", "Ignore"], showsCloseButton: true)
            let responses = Received(bar.response)
            // A person clicks only what is on screen.
            #expect(throws: InteractionError.self) { try Interact.respond(.button(1), in: bar) }
            let shown = ShownView(bar)
            defer { shown.close() }
            // (GTK gives a new window's focus to the bar's first button.)
            #expect(WidgetTree.render(bar).hasPrefix(#"infobar warning "Offline" [Retry, Ignore] close-button"#))
            try Interact.respond(.button(1), in: bar)
            try Interact.respond(.closed, in: bar)
            #expect(responses.values == [.button(1), .closed])
            bar.showsCloseButton = false
            #expect(throws: InteractionError.self) { try Interact.respond(.closed, in: bar) }
            bar.isRevealed = false
            Interact.wait(seconds: 0.4)  // GtkInfoBar's revealer slides for 250 ms
            #expect(WidgetTree.render(bar).hasSuffix("collapsed"))
            #expect(throws: InteractionError.self) { try Interact.respond(.button(0), in: bar) }
            #expect(responses.values == [.button(1), .closed])
        }

        @Test func escapeClosesAnInfoBarWithACloseButton() throws {
            let button = Button(title: "Retry")
            let bar = InfoBar(message: "Offline", showsCloseButton: true)
            let box = Container().children(bar, button)
            let responses = Received(bar.response)
            let shown = ShownView(box)
            defer { shown.close() }
            try Interact.press(.escape, on: button)  // outside the bar: not the bar's
            #expect(responses.values.isEmpty)
        }

        @Test func canvasDrawsWhenShownAndAgainWhenAsked() throws {
            func chart(bars: Int) -> @MainActor (DrawingContext) -> Void {
                { context in
                    for index in 0..<bars {
                        context.setColor(red: 0.2, green: 0.4, blue: 0.8)
                        context.rectangle(x: Double(index) * 20, y: 0, width: 10, height: context.height)
                        context.fill()
                    }
                }
            }
            let canvas = CanvasView(draw: chart(bars: 3))
            canvas.layout.width(120).height(80).align(horizontal: .center, vertical: .center)
            #expect(canvas.drawCount == 0)
            Interact.settle()
            #expect(canvas.drawCount == 0)  // not on screen: nothing to paint
            let shown = ShownView(canvas)
            defer { shown.close() }
            #expect(canvas.drawCount >= 1)
            #expect(canvas.lastDrawing.filter { $0 == .fill }.count == 3)
            #expect(canvas.lastDrawing.contains(.rectangle(x: 40, y: 0, width: 10, height: 80)))
            let before = canvas.drawCount
            canvas.setDraw(chart(bars: 5))
            Interact.settleLayout()
            #expect(canvas.drawCount > before)
            #expect(canvas.lastDrawing.filter { $0 == .fill }.count == 5)
        }
    }
}
