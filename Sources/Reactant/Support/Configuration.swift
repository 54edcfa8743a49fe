/// Reactant's configuration: values the toolkit reads, set once for the app
/// (`Configuration.global.set(Properties.Style.controllerRoot, to: { view in … })`) or per
/// part of it in a configuration of its own.
@MainActor
public final class Configuration {
    /// The configuration the toolkit reads.
    public static var global = Configuration()

    private var values: [Int: Any] = [:]

    /// A configuration holding the values of `copy`, the later ones winning.
    public init(copy: Configuration...) {
        for configuration in copy { values.merge(configuration.values) { _, later in later } }
    }

    /// Sets the property's value.
    public func set<T>(_ property: Property<T>, to value: T) {
        values[property.id] = value
    }

    /// The property's value, or its default when none was set.
    public func get<T>(valueFor property: Property<T>) -> T {
        (values[property.id] as? T) ?? property.defaultValue
    }
}

/// A configurable value: its type and its default.
@MainActor
public struct Property<T> {
    public let id: Int
    public let defaultValue: T

    public init(defaultValue: T) {
        PropertyIDs.last += 1
        id = PropertyIDs.last
        self.defaultValue = defaultValue
    }
}

@MainActor private enum PropertyIDs { static var last = 0 }

/// The toolkit's properties; an app adds its own in extensions.
public struct Properties {
    /// Styles: functions taking the styled view.
    public struct Style {
        private init() {}

        /// A style property for views of type `T`.
        @MainActor
        public static func style<T>(for type: T.Type, defaultValue: @escaping (T) -> Void = { _ in }) -> Property<(T) -> Void> {
            Property(defaultValue: defaultValue)
        }

        /// Applied to every controller's root view when the controller is made.
        @MainActor public static let controllerRoot = style(for: View.self)
    }

    private init() {}
}
