import FoundationEssentials

/// The part of GTK's icon lookup the headless backend can do without GTK: an icon is found
/// when a search folder holds `<name>.svg` or `<name>.png`, either directly (GTK's unthemed
/// icons) or in one of its `hicolor` theme's size folders.
enum HeadlessIconLookup {
    static func find(_ name: String, in folder: String) -> Bool {
        let fileManager = FileManager.default
        let files = ["svg", "png"].map { "\(name).\($0)" }
        if files.contains(where: { fileManager.fileExists(atPath: "\(folder)/\($0)") }) { return true }
        let hicolor = "\(folder)/hicolor"
        guard let sizes = try? fileManager.contentsOfDirectory(atPath: hicolor) else { return false }
        return sizes.contains { size in
            let contexts = (try? fileManager.contentsOfDirectory(atPath: "\(hicolor)/\(size)")) ?? []
            return contexts.contains { context in
                files.contains { fileManager.fileExists(atPath: "\(hicolor)/\(size)/\(context)/\($0)") }
            }
        }
    }
}
