import Reactant

/// The samples keep their views `private`, as seed code does; tests find them on screen the
/// way a person does, by kind and text.
@MainActor
enum ViewSearch {
    /// `root` and every view inside it, depth first.
    static func all(in root: View) -> [View] {
        [root] + ((root as? Container)?.subviews.flatMap { all(in: $0) } ?? [])
    }

    static func all<T: View>(_ type: T.Type, in root: View) -> [T] {
        all(in: root).compactMap { $0 as? T }
    }

    static func button(titled title: String, in root: View) -> Button? {
        all(Button.self, in: root).first { $0.title == title }
    }
}
