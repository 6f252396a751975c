import Testing
@testable import WebAPI

@Suite("Write access: the bearer token compared")
struct WriteAccessTests {
    static let token = "0123456789abcdef0123456789abcdef"

    /// What a client might send, each with whether it is the token.
    static let sent: [(text: String, isToken: Bool)] = [
        (token, true),
        (String(token.dropLast()), false),
        (token + "0", false),
        (token + String(repeating: "\u{0}", count: 256), false),
        (token + String(repeating: "\u{0}", count: 512), false),
        ("", false),
        (String(token.reversed()), false),
    ]

    @Test("Only the token itself matches: not a prefix, not the token with more after it, however long", arguments: sent)
    func onlyTheToken(sent: (text: String, isToken: Bool)) {
        #expect(WriteAccessMiddleware.constantTimeEqual(sent.text, Self.token) == sent.isToken)
    }
}
