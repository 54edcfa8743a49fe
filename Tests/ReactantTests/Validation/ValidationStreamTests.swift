import Reactant
import Testing

/// Subscribes to `publisher`, which must finish synchronously, and returns what it emitted.
private func collect<P: Publisher>(_ publisher: P) -> [P.Output] where P.Failure == Never {
    var received: [P.Output] = []
    let subscription = publisher.sink { received.append($0) }
    subscription.cancel()
    return received
}

@Suite("Validation on streams")
struct ValidationStreamTests {
    @Test("the seed's example: only the valid strings come out")
    func seedExample() {
        var printed: [String] = []
        let subscription = ["this", "is", "a", "message"].publisher
            .map { StringRules.minLength(4).run($0) }
            .filterError()
            .sink { printed.append($0 ?? "") }
        subscription.cancel()
        #expect(printed == ["this", "message"])
    }

    @Test("validate(with:) gives a result per value, keeping the values non-optional")
    func validateWithOptionalRule() {
        let results: [Result<String, ValidationError>] = collect(
            ["this", "is", "a", "message"].publisher.validate(with: StringRules.minLength(4))
        )
        #expect(results == [
            .success("this"),
            .failure(.tooShort(minimum: 4)),
            .failure(.tooShort(minimum: 4)),
            .success("message"),
        ])
    }

    @Test("validate(with:) on a stream of optionals, as a text field gives")
    func validateOptionals() {
        let text: [String?] = [nil, "", "a@b", "name@example.com"]
        let results = collect(text.publisher.validate(with: StringRules.email))
        #expect(results == [.failure(.empty), .failure(.empty), .failure(.invalidEmail), .success("name@example.com")])
    }

    @Test("validate(with:) takes any rule whose value is the stream's element")
    func validateWithExactRule() {
        let even = Rule<Int, ValidationError> { $0.isMultiple(of: 2) ? nil : .invalid }
        #expect(collect((1...4).publisher.validate(with: even).filterError()) == [2, 4])
    }

    @Test("errors() keeps only the errors, in order")
    func errors() {
        let errors = collect(["this", "is", "a", "message"].publisher.validate(with: StringRules.minLength(4)).errors())
        #expect(errors == [.tooShort(minimum: 4), .tooShort(minimum: 4)])
    }

    @Test("a valid nil is kept by filterError, not mistaken for a failure")
    func validNil() {
        let text: [String?] = [nil, "short", "far too long"]
        let valid = collect(text.publisher.validate(with: StringRules.maxLength(5)).filterError())
        #expect(valid == [nil, "short"])
    }

    @Test("text-field changes become a stream of errors and successes")
    func subject() {
        let field = PassthroughSubject<String?, Never>()
        let stream: Observable<Result<String?, ValidationError>> = field.validate(with: StringRules.email)
        var states: [String] = []
        let subscription = stream.sink { result in
            switch result {
            case .success: states.append("valid")
            case .failure(let error): states.append(error.message)
            }
        }
        field.send("name")
        field.send("name@example.com")
        field.send(nil)
        subscription.cancel()
        #expect(states == [ValidationError.invalidEmail.message, "valid", ValidationError.empty.message])
    }

    @Test("a stream's own failure passes through untouched")
    func upstreamFailure() {
        struct Disconnected: Error, Equatable {}
        let field = PassthroughSubject<String, Disconnected>()
        var valid: [String] = []
        var completion: Subscribers.Completion<Disconnected>?
        let subscription = field
            .validate(with: StringRules.digits)
            .filterError()
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { valid.append($0) })
        field.send("123")
        field.send("12a")
        field.send(completion: .failure(Disconnected()))
        subscription.cancel()
        #expect(valid == ["123"])
        #expect(completion == .failure(Disconnected()))
    }
}
