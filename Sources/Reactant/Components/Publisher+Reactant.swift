/// The small stream helpers the seed code relies on.
extension Publisher where Failure == Never {
    /// Replaces every value with `value`: `button.tap.rewrite(with: .save)`.
    public func rewrite<T>(with value: T) -> Observable<T> {
        map { _ in value }.eraseToAnyPublisher()
    }

    /// Subscribes with a closure that holds `target` weakly, so a controller subscribing to its
    /// own widgets is never kept alive by them. The closure is not called after `target` is gone.
    public func sink<Target: AnyObject>(
        weak target: Target,
        _ receive: @escaping (Target, Output) -> Void
    ) -> AnyCancellable {
        sink { [weak target] value in
            guard let target else { return }
            receive(target, value)
        }
    }
}

extension AnyPublisher where Failure == Never {
    /// One stream with the values of all `streams` as they come (OpenCombine has no `Merge`).
    public static func merge(_ streams: [AnyPublisher<Output, Never>]) -> AnyPublisher<Output, Never> {
        Publishers.Sequence<[AnyPublisher<Output, Never>], Never>(sequence: streams)
            .flatMap { $0 }
            .eraseToAnyPublisher()
    }

    /// One stream with the values of all `streams` as they come: `.merge(a.tap, b.tap)`.
    public static func merge(_ streams: AnyPublisher<Output, Never>...) -> AnyPublisher<Output, Never> {
        merge(streams)
    }
}
