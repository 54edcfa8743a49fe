import Reactant

/// Why a simulated interaction was refused: a person could not have done it either.
public struct InteractionError: Error, CustomStringConvertible, Equatable {
    /// What was refused and why, e.g. "can't click 'Save': it is disabled".
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
