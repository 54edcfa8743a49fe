/// What the person has typed into the sign-up form so far: the sign-up controller's state
/// and its root view's.
public struct SignUpState: Equatable, Sendable {
    public var name = ""
    public var email = ""
    public var password = ""

    public init(name: String = "", email: String = "", password: String = "") {
        self.name = name
        self.email = email
        self.password = password
    }
}
