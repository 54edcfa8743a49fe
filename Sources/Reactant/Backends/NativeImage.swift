/// Where an image's pixels come from.
public enum ImageSource: Equatable, Sendable {
    case iconName(String, size: IconSize)
    case file(path: String)
}

@MainActor
public protocol NativeImage: NativeWidget {
    var source: ImageSource? { get set }
}
