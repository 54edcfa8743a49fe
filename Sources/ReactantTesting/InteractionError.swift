import Reactant

/// Why a simulated interaction was refused: a person could not have done it either.
public struct InteractionError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
