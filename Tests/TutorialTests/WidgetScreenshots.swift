#if GTK3 || GTK4 // both GTK backends: Snapshot draws with GTK 3 or GTK 4
import Foundation
import Reactant
import ReactantTesting
import Testing

/// Draws the widget catalogue's pictures with real GTK (`scripts/docs.sh --screenshots` runs
/// it under Xvfb): each widget alone, made with the line the catalogue gives for it, in
/// Adwaita (`widget-<name>.png`) and Adwaita-dark (`widget-<name>~dark.png`, which DocC shows
/// when the reader's page is dark). Not a check: it only runs when
/// REACTANT_TUTORIAL_SCREENSHOTS names the folder to write to.
@Suite(.uiSerialized, .snapshots, .parityExempt("draws the documentation's pictures"),
       .enabled(if: ProcessInfo.processInfo.environment["REACTANT_TUTORIAL_SCREENSHOTS"] != nil))
@MainActor
struct WidgetScreenshots {
    init() throws { try TestBackend.start() }

    private let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["REACTANT_TUTORIAL_SCREENSHOTS"] ?? ".")

    private struct Colour: Equatable { let name: String }
    private struct Choice: Equatable { let title: String }

    /// Each picture: its name, its size in points, and the widget as the catalogue makes it.
    /// Most are drawn at their natural size in the middle; the wide ones fill the width.
    private func widgets() -> [(name: String, size: (width: Int, height: Int), view: View)] {
        let colours = [Colour(name: "Red"), Colour(name: "Green"), Colour(name: "Blue")]
        let sizes = [Choice(title: "Small"), Choice(title: "Medium"), Choice(title: "Large")]
        let ranges = [Choice(title: "Day"), Choice(title: "Week"), Choice(title: "Month")]
        let details = Label(text: "Shown while expanded")
        let tabs = TabView()
        tabs.addTab(Label(text: "General settings"), title: "General")
        tabs.addTab(Label(text: "Advanced settings"), title: "Advanced")
        let sidebar = Label(text: "Sidebar")
        let detail = Label(text: "Detail")
        let paned = Paned(start: sidebar, end: detail)
        paned.position = 120
        let chart = CanvasView { context in
            context.setColor(red: 0.21, green: 0.52, blue: 0.89)
            for (index, value) in [3.0, 7, 4, 9, 6].enumerated() {
                context.rectangle(x: Double(index) * 44 + 4, y: context.height - value * 8, width: 36, height: value * 8)
            }
            context.fill()
        }
        return [
            ("label", (200, 40), Label(text: "Name")),
            ("button", (200, 50), Button(title: "Save")),
            ("text-field", (260, 50), TextField(text: "Ann", placeholder: "Name")),
            ("image-view", (80, 50), ImageView(iconName: "document-open-symbolic")),
            ("switch", (120, 50), Switch(isOn: true)),
            ("check-box", (200, 50), CheckBox(label: "Remember me", isOn: true)),
            ("spinner", (80, 50), Spinner(isSpinning: true)),
            ("text-view", (280, 110), TextView(text: "", hint: "Notes")),
            ("spin-button", (200, 50), SpinButton(value: 3, range: 1...10, step: 1, digits: 0)),
            ("slider", (280, 70), Slider(value: 50, range: 0...100, marks: [SliderMark(50, label: "half")])),
            ("progress-bar", (280, 60), ProgressBar(fraction: 0.25, text: "Copying…")),
            ("level-bar", (280, 40), LevelBar(value: 2, range: 0...4, isDiscrete: true)),
            ("drop-down", (200, 50), DropDown(models: colours, title: \.name, selected: colours[1])),
            ("radio-group", (200, 110), RadioGroup(models: sizes, title: \.title, vertical: true)),
            ("segmented-choice", (280, 50), SegmentedChoice(models: ranges, title: \.title)),
            ("toggle-button", (160, 50), ToggleButton(title: "Bold", isOn: true)),
            ("search-field", (280, 50), SearchField(text: "gtk", placeholder: "Search")),
            ("separator", (200, 30), Separator(vertical: false)),
            ("frame", (260, 90), Frame(title: "Account", content: Label(text: "ann@example.org"))),
            ("expander", (260, 80), Expander(title: "Details", content: details, isExpanded: true)),
            ("paned", (280, 80), paned),
            ("tab-view", (300, 110), tabs),
            ("link-button", (200, 50), LinkButton(title: "Documentation", uri: "https://docs.gtk.org/gtk3/")),
            ("info-bar", (420, 60), InfoBar(message: "Offline", type: .warning, buttons: ["Retry"], showsCloseButton: true)),
            ("canvas-view", (240, 100), chart),
        ]
    }

    private let filling: Set<String> = ["text-field", "text-view", "slider", "progress-bar", "level-bar", "search-field",
                                        "frame", "expander", "paned", "tab-view", "info-bar", "canvas-view"]

    @Test func drawTheCatalogueWidgets() throws {
        for (appearance, suffix) in [(SnapshotAppearance.standard, ""), (.dark, "~dark")] {
            for widget in widgets() {
                let host = Container(layout: .vertical()).children(widget.view)
                if widget.name == "separator" {
                    widget.view.layout.horizontalEdges(inset: 8).centerY()
                } else if filling.contains(widget.name) {
                    widget.view.layout.edges(inset: 8)
                } else {
                    widget.view.layout.center()
                }
                let image = try Snapshot.render(host, size: widget.size, appearance: appearance)
                try SnapshotPNG.write(image, to: folder.appendingPathComponent("widget-\(widget.name)\(suffix).png"))
            }
        }
    }
}
#endif // GTK3 || GTK4
