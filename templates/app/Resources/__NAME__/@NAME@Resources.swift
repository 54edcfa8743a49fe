/// Marks the resource target whose files sit beside this one (SwiftPM needs one source
/// file per target); code finds the files through Reactant's `ResourceBundle` by this name.
public enum @NAME@Resources {
    public static let module = "@NAME@Resources"
}
