import Reactant

/// Tree lines of the wider widget set, identical on both backends:
///
///     textview "Two\nlines" wrap monospace readonly hint="Notes"
///     spinbutton 5 of 0…10          slider 50 of 0…100 marks=0,50,100
///     progress 0.25 "Copying" show-text pulses=2      levelbar 0.3 of 0…1 discrete
///     dropdown [Red, *Green, Blue]  radio [*Small, Large]  segmented [Day, *Week]
///     searchentry "query"           separator vertical     frame "Title"
///     expander "More" expanded      revealer revealed      paned horizontal position=120
///     tabs [*General, Advanced]     link "Docs" uri=https://… visited
///     infobar warning "Disk full" [Retry] close-button collapsed
///     canvas                        native GtkCalendar (destroyed)
extension WidgetTree {
    static let widerSetLines: [TreeLine] = [
        TreeLine((any NativeTextView).self) { text in
            words("textview \(quotedLine(text.text))",
                  text.wraps ? "wrap" : nil,
                  text.isMonospace ? "monospace" : nil,
                  text.isEditable ? nil : "readonly",
                  text.hint.map { "hint=\(quotedLine($0))" })
        },
        TreeLine((any NativeNumberInput).self) { input in
            var parts: [String]
            switch input.style {
            case .spinButton: parts = ["spinbutton"]
            case .slider(let vertical): parts = [vertical ? "slider vertical" : "slider"]
            }
            parts.append("\(number(input.value)) of \(number(input.lower))…\(number(input.upper))")
            if !input.marks.isEmpty { parts.append("marks=" + input.marks.map { number($0.value) }.joined(separator: ",")) }
            return parts.joined(separator: " ")
        },
        TreeLine((any NativeProgressBar).self) { bar in
            words("progress \(number(bar.fraction))",
                  bar.text.map(quotedLine),
                  bar.showsText ? "show-text" : nil,
                  bar.pulseCount > 0 ? "pulses=\(bar.pulseCount)" : nil)
        },
        TreeLine((any NativeLevelBar).self) { level in
            "levelbar \(number(level.value)) of \(number(level.minimum))…\(number(level.maximum))"
                + (level.isDiscrete ? " discrete" : "")
        },
        TreeLine((any NativeComboBox).self) { combo in
            "dropdown " + list(combo.titles, selected: combo.selectedIndex)
        },
        TreeLine((any NativeChoiceGroup).self) { group in
            (group.style == .segmented ? "segmented " : "radio ") + list(group.titles, selected: group.selectedIndex)
        },
        TreeLine((any NativeSearchEntry).self) { search in
            "searchentry \(quotedLine(search.text))" + (search.placeholder.map { " placeholder=\(quotedLine($0))" } ?? "")
        },
        TreeLine((any NativeSeparator).self) { separator in
            separator.isVertical ? "separator vertical" : "separator horizontal"
        },
        TreeLine((any NativeFrame).self) { frame in
            frame.title.map { "frame \(quotedLine($0))" } ?? "frame"
        },
        TreeLine((any NativeExpander).self) { expander in
            "expander \(quotedLine(expander.title))" + (expander.isExpanded ? " expanded" : "")
        },
        TreeLine((any NativeRevealer).self) { revealer in
            revealer.isRevealed ? "revealer revealed" : "revealer"
        },
        TreeLine((any NativePaned).self) { paned in
            "paned \(paned.isVertical ? "vertical" : "horizontal")" + (paned.position.map { " position=\($0)" } ?? "")
        },
        TreeLine((any NativeTabs).self) { tabs in
            "tabs " + list(tabs.titles, selected: tabs.selectedIndex)
        },
        TreeLine((any NativeLinkButton).self) { link in
            "link \(quotedLine(link.title)) uri=\(link.uri)" + (link.isVisited ? " visited" : "")
        },
        TreeLine((any NativeInfoBar).self) { bar in
            words("infobar \(bar.messageType.rawValue) \(quotedLine(bar.message))",
                  bar.buttonTitles.isEmpty ? nil : list(bar.buttonTitles, selected: nil),
                  bar.showsCloseButton ? "close-button" : nil,
                  bar.isRevealed ? nil : "collapsed")
        },
        TreeLine((any NativeCanvas).self) { _ in "canvas" },
        TreeLine((any NativeForeign).self) { foreign in
            "native \(foreign.typeName)" + (foreign.isDestroyed ? " (destroyed)" : "")
        },
    ]

    /// A number without a needless ".0".
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    private static func list(_ titles: [String], selected: Int?) -> String {
        "[" + titles.enumerated().map { ($0.offset == selected ? "*" : "") + $0.element }.joined(separator: ", ") + "]"
    }

    private static func quotedLine(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") + "\""
    }
}
