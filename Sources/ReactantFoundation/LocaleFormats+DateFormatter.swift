import Foundation
import Reactant

extension LocaleFormats {
    /// Foundation's DateFormatter set to the person's time locale (from LC_ALL, LC_TIME and
    /// LANG, which Foundation on Linux ignores), for code that wants a formatter object.
    /// `LocaleFormats.string(from:dateStyle:timeStyle:)` needs no Foundation.
    public static func dateFormatter(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale(for: .time)
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter
    }
}
