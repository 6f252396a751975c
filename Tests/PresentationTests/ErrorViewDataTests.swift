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

    @Test("An item others refer to is 'in use', a conflict not worth a retry")
    func inUse() {
        let shown = ErrorViewData(.inUse(kind: "order", id: 3))
        #expect(shown.kind == .conflict && !shown.canRetry && shown.title == "Order in use")
        #expect(shown.message == "The order 3 cannot be deleted while other items refer to it; change or delete those first.")
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
        let problems = [FieldProblem("title", .required), FieldProblem("placedAt", .notADate("soon", example: "2026-01-31"))]
        let shown = ErrorViewData(.invalid(kind: "order", problems: problems))
        #expect(shown.kind == .invalidDraft && shown.title == "Cannot save the order")
        #expect(shown.message == "The order cannot be saved: title is required; placed at “soon” is not a date; write it like 2026-01-31.")
        #expect(shown.fieldMessages == [
            .init(field: "title", message: "title is required"),
            .init(field: "placedAt", message: "placed at “soon” is not a date; write it like 2026-01-31"),
        ])
    }

    @Test("A draft refused without a field named says so in a sentence of its own")
    func invalidDraftWithoutFields() {
        let shown = ErrorViewData(.invalid(kind: "order", problems: []))
        #expect(shown.message == "The order cannot be saved." && shown.fieldMessages.isEmpty)
    }

    @Test("A change someone else made first is a conflict that names the version now")
    func conflict() {
        let shown = ErrorViewData(.conflict(kind: "order", id: 3, currentVersion: 4))
        #expect(shown.kind == .conflict && !shown.canRetry)
        #expect(shown.message == "The order 3 was changed by someone else since you read it (it is now at version 4); reload it and make your change again.")
    }
}
