#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4
import GtkC

/// The toolkit's enumerations as GTK's, which GTK 3 and GTK 4 spell the same.
extension RevealerTransition {
    init(_ type: GtkRevealerTransitionType) {
        switch type {
        case GTK_REVEALER_TRANSITION_TYPE_NONE: self = .none
        case GTK_REVEALER_TRANSITION_TYPE_CROSSFADE: self = .crossfade
        case GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP: self = .slideUp
        default: self = .slideDown
        }
    }

    var gtkType: GtkRevealerTransitionType {
        switch self {
        case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
        case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
        case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
        case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
        }
    }
}

extension MessageType {
    init(_ type: GtkMessageType) {
        switch type {
        case GTK_MESSAGE_WARNING: self = .warning
        case GTK_MESSAGE_QUESTION: self = .question
        case GTK_MESSAGE_ERROR: self = .error
        case GTK_MESSAGE_OTHER: self = .other
        default: self = .info
        }
    }

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
