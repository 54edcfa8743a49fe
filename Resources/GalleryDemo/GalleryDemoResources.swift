/// Marks the resource target whose files sit beside this one (SwiftPM needs one source
/// file per target). Code finds the files through Reactant's `ResourceBundle`, by this name.
public enum GalleryDemoResources {
    public static let module = "GalleryDemoResources"
}
