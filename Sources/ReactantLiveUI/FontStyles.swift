import Reactant
import ReactantUIXML

/// Fonts as the generated code sets them: a style class per font whose CSS rule is added to
/// the backend's style sheet once (GTK has no per-widget font property).
@MainActor
enum FontStyles {
    private static var installed: Set<String> = []
    static var installedRules: Set<String> = []

    static func apply(_ font: FontValue, to view: View) {
        let key = "\(ObjectIdentifier(Backends.current)) \(font.styleClass)"
        if installed.insert(key).inserted {
            do { try Backends.current.addStyleSheet(".\(font.styleClass) { \(font.css) }") } catch {
                Diagnostics.warning("ReactantLiveUI: the font style \(font.styleClass) was refused: \(error)")
            }
        }
        view.addStyleClass(font.styleClass)
    }
}

extension FontStyles {
    /// A rule for a part of the view (`progressTintColor`), the same way.
    static func apply(_ rule: CSSRule, to view: View) {
        let key = "\(ObjectIdentifier(Backends.current)) \(rule.css)"
        if installedRules.insert(key).inserted {
            do { try Backends.current.addStyleSheet(rule.css) } catch {
                Diagnostics.warning("ReactantLiveUI: the style \(rule.styleClass) was refused: \(error)")
            }
        }
        view.addStyleClass(rule.styleClass)
    }
}
