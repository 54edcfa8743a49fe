/// What kind of widget a native object is; used when reading the tree as text.
public enum WidgetKind: String, Sendable, Equatable {
    case container, label, button, entry, image, toggle, spinner, window, headerBar, stack
    case listBox, listRow, scrolledWindow
    case textView, numberInput, progressBar, levelBar, comboBox, choiceGroup, searchEntry, separator, frame, expander, revealer, paned, tabs, linkButton, infoBar, canvas, foreign, flowBox, flowItem, overlay
    case menuButton
}
