import Domain
import Mocks
@testable import Presentation
import Testing

@Suite("Error view data")
struct ErrorViewDataTests {
    @Test("A store that cannot be read is 'unavailable', in the error's words, and worth a retry")
    func unavailable() async throws {
        let error = await #expect(throws: CatalogError.self) { try await MockBehavior.unavailable("the disk is full").perform() }
        let shown = ErrorViewData(try #require(error))
        #expect(shown == ErrorViewData(kind: .unavailable, title: "Catalog unavailable", message: "The catalog cannot be read: the disk is full.", canRetry: true))
    }

    @Test("A refused change is 'not allowed' and not worth a retry")
    func notAllowed() {
        let shown = ErrorViewData(.notAllowed("send the token"))
        #expect(shown.kind == .notAllowed && !shown.canRetry && shown.message == "The change was refused: send the token.")
    }
}
