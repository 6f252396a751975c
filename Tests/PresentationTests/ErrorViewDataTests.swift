import Domain
import Mocks
@testable import Presentation
import Testing

@Suite("Error view data")
struct ErrorViewDataTests {
    @Test("A store that cannot be read is 'unavailable', in the error's words, and worth a retry")
    func unavailable() async throws {
        let error = await #expect(throws: AppError.self) { try await MockBehavior.unavailable("the disk is full").perform() }
        let shown = ErrorViewData(try #require(error))
        #expect(shown == ErrorViewData(kind: .unavailable, title: "Unavailable", message: "The data cannot be read: the disk is full.", canRetry: true))
    }

    @Test("A refused change is 'not allowed' and not worth a retry")
    func notAllowed() {
        let shown = ErrorViewData(.notAllowed("send the token"))
        #expect(shown.kind == .notAllowed && !shown.canRetry && shown.message == "The change was refused: send the token.")
    }

    @Test("A feature's missing item is 'not found', titled with its kind")
    func notFound() {
        let shown = ErrorViewData(.notFound(kind: "order", id: 7))
        #expect(shown == ErrorViewData(kind: .notFound, title: "Order not found", message: "No order has the id 7.", canRetry: false))
    }

    @Test("A draft that breaks the rules lists every field's problem, by the field's name, in the order given")
    func invalidDraft() {
        let problems = [DraftProblem(field: "title", message: "title is required"), DraftProblem(field: "quantity", message: "quantity cannot be negative")]
        let shown = ErrorViewData(.invalidDraft(kind: "order", problems: problems))
        #expect(shown.kind == .invalidDraft && shown.title == "Cannot save the order")
        #expect(shown.message == "The order cannot be saved: title is required; quantity cannot be negative.")
        #expect(shown.fieldMessages == [.init(field: "title", message: "title is required"), .init(field: "quantity", message: "quantity cannot be negative")])
    }

    @Test("A change someone else made first is a conflict that names the version now")
    func editConflict() {
        let shown = ErrorViewData(.editConflict(kind: "order", id: 3, currentVersion: 4))
        #expect(shown.kind == .conflict && !shown.canRetry)
        #expect(shown.message == "The order 3 was changed by someone else since you read it (it is now at version 4); reload it and make your change again.")
    }
}
