/// A component whose views and layout come from a ReactantUI XML file (`*.ui.xml`).
///
/// `reactant-ui-generator` (run by the `ReactantUIPlugin` build-tool plugin) writes the
/// conformance; nobody writes it by hand. `ViewBase` calls `reactantUISetup()` during `init`,
/// right before `loadView()`, as ReactantUI does for Reactant, so the XML's views exist and are
/// laid out when the component's own `loadView()` and `setupConstraints()` run.
@MainActor
public protocol ReactantUIComponent: AnyObject {
    /// The XML file the conformance was generated from (absolute, as the generator saw it);
    /// `ReactantLiveUI` watches it in debug builds.
    static var reactantUIDefinitionPath: String { get }
    /// Creates the XML's views, adds them, applies attributes and styles, makes constraints.
    func reactantUISetup()
    /// The view the XML binds to `field="name"` (the component's own property), if any.
    func reactantUIField(named name: String) -> View?
}
