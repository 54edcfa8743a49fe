import Foundation
import Reactant
import ReactantTesting
import ReactantUIXML
import Testing

/// ReactantUI's Playground example components (ReactantUIExample/UI/Playground: their XML
/// unchanged) built by ReactantUIPlugin: themes (Example.hyperdrive.xml), attributed text and
/// titles, attributed text styles extending another group's, an anonymous table cell. Each
/// frame asserted is one number for both backends; where a size is a text's natural size, the
/// test asserts what the XML decides (centred, inset, stretched).
@MainActor
struct ReactantUIPlaygroundTests {
    init() throws { try TestBackend.start() }

    func laidOut<V: View>(_ view: V, _ check: (V) throws -> Void) rethrows {
        let host = Host(view, width: 320, height: 480)
        defer { host.close() }
        try check(view)
    }

    @Test func exampleView2TakesTheThemeAndAttributedText() throws {
        #expect(ApplicationTheme.current == .night, "Example.hyperdrive.xml: <Themes default=\"night\">")
        try laidOut(ExampleView2()) { view in
            // backgroundColor="theme.overlayBackground": the night theme's colour.
            #expect(view.backgroundColor == Color(red: 0xc4 / 255.0, green: 0x50 / 255.0, blue: 1))
            let container = try #require(view.subviews.first as? Container)
            #expect(container.frame == LayoutRect(x: 0, y: 0, width: 320, height: 480))
            let label = try #require(container.subviews.first as? Label)
            // ReactantUI's whitespace: trimmed ends, lines without the first line's indentation.
            #expect(label.text == "\"And your 2 droneships\ntoo 888.56 \"!\"")
            let text = try #require(label.attributedText)
            #expect(text.markup.contains("<span weight=\"700\" font_desc=\"17px\" foreground=\"#ffffff\">droneships</span>"),
                    "<b font=\":bold @17\"> inside foregroundColor=\"theme.textOnOverlay\" (white at night): \(text.markup)")
            let button = try #require(container.subviews.dropFirst().first as? Button)
            #expect(button.title == "FORGOTTEN PASSWORDKO?", ":uppercased(…)")
            #expect(button.attributedTitle?.markup.contains("underline=\"single\" underline_color=\"#ffffff\"") == true)
            // Button: fillHorizontally inset(60), height 50, bottom inset(20), below the label
            // offset(30); the label (top inset(10), centred) stretches to meet it.
            #expect(button.frame == LayoutRect(x: 60, y: 410, width: 200, height: 50))
            #expect(label.frame.y == 10 && label.frame.height == 370)
            #expect(abs(label.frame.x * 2 + label.frame.width - 320) <= 1, "centred (an odd width leaves half a pixel)")
            #if GTK3 || GTK4 // Snapshot renders with GTK
            guard Snapshot.isAvailable, let path = ProcessInfo.processInfo.environment["REACTANT_UI_PLAYGROUND_PNG"] else { return }
            let window = Window(controller: ControllerBase<Void, ExampleView2>(title: "Playground", root: ExampleView2()))
            window.defaultSize = (320, 240)
            window.show()
            defer { window.close() }
            Interact.settleLayout()
            try SnapshotPNG.write(try Snapshot.render(window, size: (320, 240)), to: URL(fileURLWithPath: path))
            #endif
        }
    }

    @Test func exampleCellTakesTheThemeFont() throws {
        try laidOut(ExampleCell()) { cell in
            let label = try #require(cell.subviews.first as? Label)
            #expect(label.text == "Test" && label.backgroundColor == .cyan)
            // font="theme.title": the shared title font, :bold@30.
            #expect(label.styleClasses.contains(ApplicationTheme.current.fonts.title.styleClass))
            #expect(ApplicationTheme.current.fonts.title.css == ".rui-font-system-bold-30 { font-size: 30px; font-weight: bold; }")
            #expect(label.frame == LayoutRect(x: 20, y: 0, width: 280, height: 480))
        }
    }

    @Test func aTestDeclaresItsCellInPlace() throws {
        let root = ATest()
        try laidOut(root) { root in
            let image = try #require(root.subviews.first as? ImageView)
            #expect(image.frame == LayoutRect(x: 0, y: 0, width: 320, height: 480))
            let table = try #require(root.subviews.dropFirst().first as? PlainTableView<ExampleCell3>)
            #expect(table.frame == LayoutRect(x: 0, y: 0, width: 320, height: 480))
            table.componentState = .items([(), ()])
            Interact.settleLayout()
            let rows = WidgetTree.render(table)
            #expect(rows.components(separatedBy: "label \"This is nice\"").count - 1 == 2, "two ExampleCell3 rows, each its <cell>'s label")
        }
        let cell = ExampleCell3()
        laidOut(cell) { cell in
            let label = cell.subviews.first as? Label
            #expect(label?.textColor == .red && label?.backgroundColor == .white)
            #expect(label?.frame == LayoutRect(x: 20, y: 0, width: 280, height: 480))
        }
    }

    @Test func attributedTextStylesExtendAcrossGroups() {
        // CommonStyles.styles.xml: globalka extends common:globalko, its own <i> winning.
        let style = CommonStyles.globalka
        #expect(style.tags["i"] == TextAttributes(fontWeight: 700, fontSize: 22, foregroundColor: .red))
        #expect(style.tags["base"]?.fontSize == 30 && style.tags["based"]?.backgroundColor == .black)
        let text = AttributedText([.text("a "), .tagged("i", TextAttributes(), [.text("b & c")])], style: style)
        #expect(text.string == "a b & c")
        #expect(text.markup == "a <span weight=\"700\" font_desc=\"22px\" foreground=\"#ff0000\">b &amp; c</span>")
        // GtkLabel takes the markup: the text it reports is the plain string.
        let label = Label()
        label.attributedText = text
        #expect(label.text == "a b & c")
        label.text = "plain"
        #expect(label.attributedText == nil && label.text == "plain")
        // Every attribute in one run: GtkLabel takes the markup (a markup error would leave
        // the label empty on GTK), alphas included.
        let everything = TextAttributes(fontFamily: "Sans", fontWeight: 300, fontSize: 13.5, foregroundColor: Color(white: 0, alpha: 0.5),
                                        backgroundColor: Color(white: 1, alpha: 0.25), underline: .thick, underlineColor: Color(white: 0, alpha: 0.5),
                                        strikethrough: true, strikethroughColor: .red, kern: 1.5, baselineOffset: -2)
        label.attributedText = AttributedText("all <of> it", attributes: everything)
        #expect(label.text == "all <of> it")
        label.attributedText = text
        label.attributedText = nil
        #expect(label.text == "", "nil clears the label, as UILabel's attributedText")
    }

    @Test func templatesStatesAndColourModifiers() throws {
        let view = GreetingView()
        view.componentState = ()
        laidOut(view) { view in
            // {{name}} and {{place}} are the function's String arguments, escaped for Pango.
            #expect(view.message.text == "Welcome Ada to <GTK>")
            let markup = view.message.attributedText?.markup ?? ""
            // red@darker(by: 50%): brightness halved, #800000.
            #expect(markup.contains("<span weight=\"700\" font_desc=\"20px\" foreground=\"#800000\">Welcome Ada</span>"), "\(markup)")
            #expect(markup.hasSuffix(" to &lt;GTK&gt;"))
            // backgroundColor.highlighted: GTK's :active; titleColor.disabled: :disabled; alpha: opacity.
            #expect(view.go.backgroundColor(for: .highlighted) == .white)
            #expect(view.go.titleColor(for: .disabled) == Color(white: 0x80 / 255.0))
            #expect(view.go.styleClasses.contains("rui-alpha-50"))
            #expect(view.message.frame == LayoutRect(x: 10, y: 10, width: 300, height: 460))
        }
    }

    /// A state's colour is what GTK draws in that state, over the view's own colour: the
    /// widget's provider holds both, the state's rule the more specific.
    @Test func aStateColourIsDrawnInThatState() throws {
        let button = Button(title: "Go")
        button.backgroundColor = .blue
        button.setBackgroundColor(.red, for: .disabled)
        button.setTitleColor(.green, for: .highlighted)
        button.backgroundColor = Color(red: 0, green: 0, blue: 1)
        #expect(button.backgroundColor(for: .disabled) == .red, "setting the normal colour keeps the states'")
        #expect(button.titleColor(for: .highlighted) == .green && button.titleColor(for: .normal) == nil)
        #if GTK3 || GTK4 // Snapshot renders with GTK
        guard Snapshot.isAvailable else { return }
        func middle() throws -> UInt32 {
            let image = try Snapshot.render(button, size: (80, 40))
            if let path = ProcessInfo.processInfo.environment["REACTANT_UI_STATE_PNG"] { try SnapshotPNG.write(image, to: URL(fileURLWithPath: path + "\(button.isEnabled).png")) }
            return image[6, 6]
        }
        let enabled = try middle()
        #expect(enabled == 0xFF0000FF, "enabled: the normal blue, not \(String(enabled, radix: 16))")
        button.isEnabled = false
        let disabled = try middle()
        #if GTK4
        // libadwaita draws an insensitive widget half transparent: the red over the window.
        let (red, green, blue) = ((disabled >> 16) & 0xFF, (disabled >> 8) & 0xFF, disabled & 0xFF)
        #expect(red > 0xF0 && green == blue && green < 0xC0, "disabled: the :disabled red, dimmed, not \(String(disabled, radix: 16))")
        #else
        #expect(disabled == 0xFFFF0000, "disabled: the :disabled red, not \(String(disabled, radix: 16))")
        #endif
        #endif
    }
}
