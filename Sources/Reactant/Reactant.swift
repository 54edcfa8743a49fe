// The public face of the toolkit. Component authors write `import Reactant` and nothing else:
// the stream types they need (publishers, subjects, cancellables) come from OpenCombine,
// re-exported here, and `Observable<T>` names the stream shape the seed docs use.
@_exported import OpenCombine

/// A stream of values that never fails, the shape Reactant's `actions` use.
///
/// The seed docs write `override var actions: [Observable<Action>]`; this alias lets that
/// line port unchanged while the stream is an OpenCombine publisher underneath.
public typealias Observable<Element> = AnyPublisher<Element, Never>
