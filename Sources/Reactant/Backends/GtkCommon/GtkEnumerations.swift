#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4
import GtkC

/// A toolkit enumeration that GTK spells as one of its C enumerations, which GTK 3 and GTK 4
/// spell the same. `gtkType` says how, in a switch the compiler checks for every case; GTK's
/// value is read back through it, so each mapping is written once. GTK's values the toolkit
/// has no case for read as `gtkFallback`.
protocol GtkSpelledEnumeration: CaseIterable {
    associatedtype GtkType: Equatable
    var gtkType: GtkType { get }
    static var gtkFallback: Self { get }
}

extension GtkSpelledEnumeration {
    init(_ type: GtkType) {
        self = Self.allCases.first { $0.gtkType == type } ?? Self.gtkFallback
    }
}

extension RevealerTransition: GtkSpelledEnumeration {
    /// GTK's other transitions (the swings, the slides left and right) show as a slide down.
    static var gtkFallback: Self { .slideDown }

    var gtkType: GtkRevealerTransitionType {
        switch self {
        case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
        case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        }
    }
}

extension MessageType: GtkSpelledEnumeration {
    static var gtkFallback: Self { .info }

    var gtkType: GtkMessageType {
        switch self {
        case .info: GTK_MESSAGE_INFO
        case .warning: GTK_MESSAGE_WARNING
        case .question: GTK_MESSAGE_QUESTION
        case .error: GTK_MESSAGE_ERROR
        case .other: GTK_MESSAGE_OTHER
        }
    }
}
#endif
