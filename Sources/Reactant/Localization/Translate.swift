// Translation markers. gettext (glibc's `dgettext`/`dngettext`) does the lookup; these names
// are the keywords `xgettext` extracts (see po/README.md):
//
//   - `tr("…")` / `trn("…", "…", n)`: an app's strings, in the app's text domain (the one
//     `Localization.bind(appDomain:)` set, by default the app id).
//   - `rtr("…")` / `rtrn("…", "…", n)`: the toolkit's own strings, in the `reactant-gtk` domain.
//   - `N_("…")`: an app's string marked for extraction but not translated where it is written,
//     because it is written before the app's domain is bound (the app's name and summary in
//     `AppInfo`); whoever shows it translates it later (`AppLauncher`, through `AppInfo.translated()`).
//
// The message id must be a plain string literal (no `\(…)` interpolation: xgettext can't see
// through it, and translators need the whole sentence). Put values in with `%@`/`%d` and
// `String(format:)`, or with `Localization.fill(_:_:)`.

/// An app's user-visible text, translated into the person's language when a catalogue has it.
public func tr(_ message: String) -> String {
    Localization.translate(message, domain: Localization.appDomain)
}

/// An app's text that depends on a count (`"%d name"`, `"%d names"`), by the language's plural
/// rules.
public func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
    Localization.translate(singular, plural, count, domain: Localization.appDomain)
}

/// Marks an app's text for translation without translating it now: gettext's `N_` (`gettext_noop`).
/// For texts made before `AppLauncher` binds the app's domain, such as the name and summary in a
/// `static let info = AppInfo(…)`; the toolkit translates them where it shows them.
///
///     AppInfo(id: "org.example.Notes", name: N_("Notes"), version: "1.0", summary: N_("Write things down"))
public func N_(_ message: String) -> String {
    message
}

/// The toolkit's own user-visible text ("Back", "Refresh", validation messages).
func rtr(_ message: String) -> String {
    Localization.translate(message, domain: Localization.toolkitDomain)
}

/// The toolkit's own count-dependent text.
func rtrn(_ singular: String, _ plural: String, _ count: Int) -> String {
    Localization.translate(singular, plural, count, domain: Localization.toolkitDomain)
}
