/// The seam for GNOME's message dialog (GtkMessageDialog), which `AlertController` is drawn
/// as: no title in its (empty) title bar, the message (a bold heading and body text) in the
/// middle, and the responses in a row of equal buttons along the bottom edge.
///
/// It is a window like any other (`content`, title, modality, keys, actions); `content` is
/// the message and sits in the dialog's message area, and the response buttons sit in its
/// action area. `WidgetTree` lists the content and then the buttons under a `responses` line.
@MainActor
public protocol NativeMessageDialog: NativeWindow {
    /// Draws `label` (inside `content`) as the dialog's heading, as GtkMessageDialog draws its
    /// primary text: bold, and larger when the dialog has body text too (`large`).
    func setHeading(_ label: any NativeLabel, large: Bool)
    /// The label `setHeading` was given, and whether it is drawn large.
    var heading: (label: any NativeLabel, large: Bool)? { get }
    /// Adds `button` at the end of the row of responses.
    func addResponseButton(_ button: any NativeButton)
    /// The response buttons, left to right in a left-to-right locale.
    var responseButtons: [any NativeButton] { get }
}
