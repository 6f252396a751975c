extension FeatureField {
    /// A value the rules refuse; a fixture's for a kind that takes any value.
    var brokenValue: String {
        switch kind {
        case .string: "\"\""
        case .int: "-1"
        case .money: "Money(minorUnits: -1, currency: .usd)"
        case .bool, .date: fixture(1)
        }
    }
}

extension FeatureTemplate {
    /// The draft of the `number`th fixture, as a Swift value.
    func draftValue(_ number: Int) -> String {
        "\(type)Draft(\(list { "\($0.name): \($0.fixture(number))" }))"
    }

    /// A draft that breaks every rule the feature has.
    var brokenDraft: String {
        "\(type)Draft(\(list { "\($0.name): \($0.brokenValue)" }))"
    }

    /// The fields with rules, whose problems a broken draft names.
    var ruledFields: [FeatureField] { fields.filter { [.string, .int, .money].contains($0.kind) } }

    /// The read-only test double's writes, which the reads' tests never reach.
    var readOnlyWrites: String {
        !writes ? "" : #"""


                // Reads only: the writes have their own suite.
                func create(_ draft: \#(type)Draft) async throws(AppError) -> \#(type) { throw .notAllowed("reads only") }
                func update(id: \#(type)ID, expectedVersion: Int, with draft: \#(type)Draft) async throws(AppError) -> \#(type) { throw .notAllowed("reads only") }
                func delete(id: \#(type)ID, expectedVersion: Int) async throws(AppError) { throw .notAllowed("reads only") }
            """#
    }

    func domainWriteTests() -> String {
        let fromDraft = list { "\($0.name): draft.\($0.name)" }
        let text = fields.first { $0.kind == .string }
        let padding = text.map { "\n        draft.\($0.name) = \"  \" + draft.\($0.name) + \"\\n\"" } ?? ""
        let refused = ruledFields.isEmpty ? "" : #"""


                @Test("A draft that breaks the rules is refused with every problem at once, and nothing is saved")
                func refused() async {
                    let store = Store()
                    let error = await #expect(throws: AppError.self) { try await DefaultCreate\#(type)UseCase(repository: store).execute(\#(brokenDraft)) }
                    guard case .invalid(let kind, let problems) = error else {
                        Issue.record("expected invalid, got \(String(describing: error))")
                        return
                    }
                    #expect(kind == "\#(name.singularWords)")
                    #expect(problems.map(\.field) == [\#(ruledFields.map { "\"\($0.name)\"" }.joined(separator: ", "))])
                    #expect(await store.saved.isEmpty)
                }
            """#
        let tooLong = text.map { field in #"""


                @Test("A text longer than the limit is refused, naming its length")
                func tooLong() {
                    var draft = \#(draftValue(1))
                    draft.\#(field.name) = String(repeating: "x", count: \#(type)Rules.maximumTextLength + 1)
                    #expect(\#(type)Rules.problems(with: draft) == [FieldProblem("\#(field.name)", .text(.tooLong(length: 201, maximum: 200)))])
                    #expect(\#(type)Rules.problems(with: draft).map(\.description) == ["\#(field.words) has 201 characters; use at most 200"])
                    #expect(\#(type)Rules.problems(with: \#(draftValue(1))).isEmpty)
                }
            """# } ?? ""
        let brokenUpdate = ruledFields.isEmpty ? "" : #"""

                    await #expect(throws: AppError.self) { try await useCase.execute(id: 1, expectedVersion: 2, with: \#(brokenDraft)) }
            """#
        return #"""
        import Domain
        import Testing

        @Suite("\#(name.singularTitle) editing: the rules, and saving over versions")
        struct Edit\#(types)UseCaseTests {
            /// A store that records every draft it saves, and checks versions as a store does.
            actor Store: \#(type)Repository {
                private(set) var saved: [\#(type)Draft] = []
                private var stored = \#(type)(id: 1, \#(list { "\($0.name): \($0.fixture(1))" }))

                func \#(values)(_ request: PageRequest) -> Page<\#(type)> { Page(items: [stored], request: request, totalCount: 1) }

                func \#(value)(id: \#(type)ID) throws(AppError) -> \#(type) {
                    guard id == stored.id else { throw .notFound(kind: "\#(name.singularWords)", id: id.rawValue) }
                    return stored
                }

                func create(_ draft: \#(type)Draft) -> \#(type) {
                    saved.append(draft)
                    return \#(type)(id: 2, \#(fromDraft))
                }

                func update(id: \#(type)ID, expectedVersion: Int, with draft: \#(type)Draft) throws(AppError) -> \#(type) {
                    guard id == stored.id else { throw .notFound(kind: "\#(name.singularWords)", id: id.rawValue) }
                    guard expectedVersion == stored.version else {
                        throw .conflict(kind: "\#(name.singularWords)", id: id.rawValue, currentVersion: stored.version)
                    }
                    saved.append(draft)
                    stored = \#(type)(id: id, \#(fromDraft), version: expectedVersion + 1)
                    return stored
                }

                func delete(id: \#(type)ID, expectedVersion: Int) throws(AppError) {
                    throw .notAllowed("not in these tests")
                }
            }

            @Test("A draft that keeps the rules is saved\#(text == nil ? "" : ", its texts without the white space around them")")
            func create() async throws {
                let store = Store()
                \#(text == nil ? "let" : "var") draft = \#(draftValue(2))\#(padding)
                let created = try await DefaultCreate\#(type)UseCase(repository: store).execute(draft)
                #expect(await store.saved == [\#(draftValue(2))])
                #expect(created.version == 1 && \#(type)Draft(created) == \#(draftValue(2)))
            }\#(refused)\#(tooLong)

            @Test("An update saves over the version it was given, counting it up; over an older one it is a conflict")
            func update() async throws {
                let store = Store()
                let useCase = DefaultUpdate\#(type)UseCase(repository: store)
                let updated = try await useCase.execute(id: 1, expectedVersion: 1, with: \#(draftValue(3)))
                #expect(updated.version == 2 && \#(type)Draft(updated) == \#(draftValue(3)))
                await #expect(throws: AppError.conflict(kind: "\#(name.singularWords)", id: 1, currentVersion: 2)) {
                    try await useCase.execute(id: 1, expectedVersion: 1, with: \#(draftValue(2)))
                }\#(brokenUpdate)
                #expect(await store.saved == [\#(draftValue(3))])
            }
        }

        """#
    }

    func sqliteWriteTests() -> String {
        let kind = name.singularWords
        return #"""
        @testable import DataLayer
        import Domain
        import TestSupport
        import Testing

        @Suite("SQLite \#(name.singularWords) writes: versions checked in the statement")
        struct SQLite\#(type)WriteTests {
            let directory: TemporaryDirectory

            init() throws {
                directory = try TemporaryDirectory()
            }

            /// Runs `body` over a repository on a migrated store in the temporary folder.
            func withRepository(_ body: (SQLite\#(type)Repository) async throws -> Void) async throws {
                let store = SQLiteStore(location: .file(path: directory.file("\#(slug).sqlite")), migrations: SQLiteSchema.migrations)
                do {
                    try await body(SQLite\#(type)Repository(store: store))
                } catch {
                    await store.close()
                    throw error
                }
                await store.close()
            }

            @Test("A new \#(name.singularWords) reads back as saved, at version 1, each with its own id")
            func create() async throws {
                try await withRepository { repository in
                    let first = try await repository.create(\#(draftValue(1)))
                    let second = try await repository.create(\#(draftValue(2)))
                    #expect(first.version == 1 && \#(type)Draft(first) == \#(draftValue(1)))
                    #expect(second.id != first.id)
                    #expect(try await repository.\#(value)(id: first.id) == first)
                    #expect(try await repository.\#(values)(PageRequest()).items == [first, second])
                }
            }

            @Test("An update over the version read saves and counts it up; a stale version changes nothing")
            func update() async throws {
                try await withRepository { repository in
                    let created = try await repository.create(\#(draftValue(1)))
                    let updated = try await repository.update(id: created.id, expectedVersion: 1, with: \#(draftValue(2)))
                    #expect(updated.version == 2 && \#(type)Draft(updated) == \#(draftValue(2)))
                    await #expect(throws: AppError.conflict(kind: "\#(kind)", id: created.id.rawValue, currentVersion: 2)) {
                        try await repository.update(id: created.id, expectedVersion: 1, with: \#(draftValue(3)))
                    }
                    #expect(try await repository.\#(value)(id: created.id) == updated)
                }
            }

            @Test("A delete over the version read removes it; a stale version or an unknown id does not")
            func delete() async throws {
                try await withRepository { repository in
                    let created = try await repository.create(\#(draftValue(1)))
                    await #expect(throws: AppError.conflict(kind: "\#(kind)", id: created.id.rawValue, currentVersion: 1)) {
                        try await repository.delete(id: created.id, expectedVersion: 2)
                    }
                    try await repository.delete(id: created.id, expectedVersion: 1)
                    await #expect(throws: AppError.notFound(kind: "\#(kind)", id: created.id.rawValue)) { try await repository.\#(value)(id: created.id) }
                    await #expect(throws: AppError.notFound(kind: "\#(kind)", id: created.id.rawValue)) {
                        try await repository.delete(id: created.id, expectedVersion: 1)
                    }
                    await #expect(throws: AppError.notFound(kind: "\#(kind)", id: 99)) {
                        try await repository.update(id: 99, expectedVersion: 1, with: \#(draftValue(1)))
                    }
                }
            }
        }

        """#
    }

    func remoteWriteTests() -> String {
        let kind = name.singularWords
        let first = fields[0]
        return #"""
        import APIContract
        import DataLayer
        import Domain
        import Foundation
        import HTTPTypes
        import Testing

        @Suite("Remote \#(name.singularWords) writes over a scripted transport")
        struct Remote\#(type)WriteTests {
            let base = URL(string: "http://127.0.0.1:9/shop")!
            let problem = "application/problem+json"

            /// `value` as the server sends it: dates as RFC 3339 text.
            func encoded(_ value: some Encodable) throws -> Data {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                return try encoder.encode(value)
            }

            func repository(_ transport: ScriptedTransport) -> Remote\#(type)Repository {
                Remote\#(type)Repository(client: APIClient(baseURL: base, transport: transport, token: "secret"))
            }

            @Test("An update sends the version it expects as If-Match, with the token, and reads what was saved")
            func update() async throws {
                let saved = \#(type)(id: 2, \#(list { "\($0.name): \($0.fixture(3))" }), version: 5)
                let answer = Components.Schemas.\#(type)(id: saved.id.rawValue, \#(list { "\($0.name): \($0.toSchema("saved"))" }), version: saved.version)
                let transport = ScriptedTransport(.response(status: 200, body: try encoded(answer)))
                let updated = try await repository(transport).update(id: 2, expectedVersion: 4, with: \#(draftValue(3)))
                #expect(updated == saved)
                let request = try #require(await transport.sent.first)
                #expect(await transport.requested == ["http://127.0.0.1:9/shop/api/v1/\#(slug)/2"])
                #expect(request.method == .put)
                #expect(request.headerFields[.ifMatch] == "\"4\"" && request.headerFields[.authorization] == "Bearer secret")
            }

            @Test("A 412 is a conflict at the version its ETag names, a 404 is not found, a 422 names each field, a 401 is not allowed")
            func refusals() async throws {
                let conflict = ScriptedTransport(.response(
                    status: 412, contentType: problem, body: try encoded(Components.Schemas.Problem.conflict("changed")), eTag: "\"7\""
                ))
                await #expect(throws: AppError.conflict(kind: "\#(kind)", id: 2, currentVersion: 7)) {
                    try await repository(conflict).delete(id: 2, expectedVersion: 4)
                }
                let missing = ScriptedTransport(.response(status: 404, contentType: problem, body: try encoded(Components.Schemas.Problem.notFound("gone"))))
                await #expect(throws: AppError.notFound(kind: "\#(kind)", id: 2)) {
                    try await repository(missing).update(id: 2, expectedVersion: 1, with: \#(draftValue(1)))
                }
                let invalid = Components.Schemas.InvalidDraftProblem(
                    _type: "/problems/invalid-draft", title: "Breaks the rules", status: ._422, detail: "The \#(kind) cannot be saved.",
                    errors: [.init(field: "\#(first.name)", detail: "\#(first.label) is wrong")]
                )
                let refused = ScriptedTransport(.response(status: 422, contentType: problem, body: try encoded(invalid)))
                await #expect(throws: AppError.invalid(kind: "\#(kind)", problems: [FieldProblem("\#(first.name)", .asSaid("\#(first.label) is wrong"))])) {
                    try await repository(refused).create(\#(draftValue(1)))
                }
                let unauthorized = ScriptedTransport(.response(status: 401, contentType: problem, body: try encoded(Components.Schemas.Problem.unauthorized("token"))))
                let error = await #expect(throws: AppError.self) { try await repository(unauthorized).create(\#(draftValue(1))) }
                guard case .notAllowed = error else {
                    Issue.record("expected notAllowed, got \(String(describing: error))")
                    return
                }
            }
        }

        """#
    }

    func apiWriteTests() -> String {
        let problemFields = ruledFields.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let invalid = ruledFields.isEmpty ? "" : #"""


                @Test("A draft that breaks the rules is a 422 naming every field that does")
                func invalid() async throws {
                    let answer = try await withRouter(writeToken: "secret") { client in
                        try await client.execute(uri: "/api/v1/\#(slug)", method: .post, headers: writer, body: try body(\#(brokenDraft)))
                    }
                    #expect(answer.status == .unprocessableContent)
                    let problem = try JSONDecoder().decode(Components.Schemas.InvalidDraftProblem.self, from: Data(text(answer).utf8))
                    #expect(problem.errors.map(\.field) == [\#(problemFields)])
                }
            """#
        let missing = #"""


                @Test("A field left out of the body is a 422 naming it, in the rules' words")
                func missingField() async throws {
                    let answer = try await withRouter(writeToken: "secret") { client in
                        try await client.execute(uri: "/api/v1/\#(slug)", method: .post, headers: writer, body: ByteBuffer(string: "{}"))
                    }
                    #expect(answer.status == .unprocessableContent)
                    let problem = try JSONDecoder().decode(Components.Schemas.InvalidDraftProblem.self, from: Data(text(answer).utf8))
                    #expect(problem.detail == "The \#(name.singularWords) cannot be saved: \#(fields[0].words) is required.")
                    #expect(problem.errors.map(\.field) == ["\#(fields[0].name)"])
                }
            """#
        return #"""
        import APIContract
        import Domain
        import Foundation
        import Hummingbird
        import HummingbirdTesting
        import Testing

        @Suite("\#(name.singularTitle) API writes: the token, ETag and If-Match, problems per field")
        struct \#(type)APIWriteTests {
            let writer: HTTPFields = [.contentType: "application/json", .authorization: "Bearer secret"]

            /// `draft` as a writer sends it.
            func body(_ draft: \#(type)Draft) throws -> ByteBuffer {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                let schema = Components.Schemas.\#(type)Draft(\#(list { "\($0.name): \($0.toSchema("draft"))" }))
                return ByteBuffer(string: String(decoding: try encoder.encode(schema), as: UTF8.self))
            }

            @Test("A create needs the token; with it the \#(name.singularWords) is saved at version 1, with its ETag and address")
            func create() async throws {
                let (refused, created, read) = try await withRouter(writeToken: "secret") { client in
                    (
                        try await client.execute(uri: "/api/v1/\#(slug)", method: .post, headers: [.contentType: "application/json"], body: try body(\#(draftValue(2)))),
                        try await client.execute(uri: "/api/v1/\#(slug)", method: .post, headers: writer, body: try body(\#(draftValue(2)))),
                        try await client.execute(uri: "/api/v1/\#(slug)/4", method: .get)
                    )
                }
                #expect(refused.status == .unauthorized)
                #expect(created.status == .created && created.headers[.eTag] == "\"1\"" && created.headers[.location] == "/api/v1/\#(slug)/4")
                #expect(read.status == .ok && read.headers[.eTag] == "\"1\"" && text(read) == text(created))
            }

            @Test("An update names the version it read: none is a 428, the current one saves, an older one is a 412 with the ETag now")
            func update() async throws {
                let (unnamed, saved, stale) = try await withRouter(writeToken: "secret") { client in
                    (
                        try await client.execute(uri: "/api/v1/\#(slug)/1", method: .put, headers: writer, body: try body(\#(draftValue(3)))),
                        try await client.execute(uri: "/api/v1/\#(slug)/1", method: .put, headers: writer + [.ifMatch: "\"1\""], body: try body(\#(draftValue(3)))),
                        try await client.execute(uri: "/api/v1/\#(slug)/1", method: .put, headers: writer + [.ifMatch: "\"1\""], body: try body(\#(draftValue(2))))
                    )
                }
                #expect(unnamed.status == .preconditionRequired)
                #expect(saved.status == .ok && saved.headers[.eTag] == "\"2\"")
                #expect(stale.status == .preconditionFailed && stale.headers[.eTag] == "\"2\"")
            }

            @Test("If-Match as RFC 9110 reads it: a weak tag matches nothing, a list matches by one of its tags, * by any version")
            func ifMatchForms() async throws {
                let (weak, listed, any, missing) = try await withRouter(writeToken: "secret") { client in
                    (
                        try await client.execute(uri: "/api/v1/\#(slug)/1", method: .put, headers: writer + [.ifMatch: "W/\"1\""], body: try body(\#(draftValue(3)))),
                        try await client.execute(uri: "/api/v1/\#(slug)/1", method: .put, headers: writer + [.ifMatch: "\"7\", \"1\""], body: try body(\#(draftValue(3)))),
                        try await client.execute(uri: "/api/v1/\#(slug)/1", method: .put, headers: writer + [.ifMatch: "*"], body: try body(\#(draftValue(2)))),
                        try await client.execute(uri: "/api/v1/\#(slug)/999", method: .delete, headers: writer + [.ifMatch: "*"])
                    )
                }
                #expect(weak.status == .preconditionFailed)
                #expect(listed.status == .ok && listed.headers[.eTag] == "\"2\"")
                #expect(any.status == .ok && any.headers[.eTag] == "\"3\"")
                #expect(missing.status == .notFound)
            }

            @Test("A delete over an older version is a 412; over the current one it is gone")
            func delete() async throws {
                let (stale, deleted, read, again) = try await withRouter(writeToken: "secret") { client in
                    (
                        try await client.execute(uri: "/api/v1/\#(slug)/2", method: .delete, headers: writer + [.ifMatch: "\"9\""]),
                        try await client.execute(uri: "/api/v1/\#(slug)/2", method: .delete, headers: writer + [.ifMatch: "\"1\""]),
                        try await client.execute(uri: "/api/v1/\#(slug)/2", method: .get),
                        try await client.execute(uri: "/api/v1/\#(slug)/2", method: .delete, headers: writer + [.ifMatch: "\"1\""])
                    )
                }
                #expect(stale.status == .preconditionFailed)
                #expect(deleted.status == .noContent)
                #expect(read.status == .notFound && again.status == .notFound)
            }\#(invalid)\#(missing)
        }

        """#
    }

    /// The mock repository's writes, checked as a store's are.
    var mocksWriteTest: String {
        !writes ? "" : #"""


                @Test("Its writes check versions as a store does")
                func writes() async throws {
                    let repository = Mock\#(type)Repository()
                    let created = try await repository.create(\#(draftValue(1)))
                    #expect(created.id == 4 && created.version == 1)
                    #expect(try await repository.update(id: 4, expectedVersion: 1, with: \#(draftValue(2))).version == 2)
                    await #expect(throws: AppError.conflict(kind: "\#(name.singularWords)", id: 4, currentVersion: 2)) {
                        try await repository.delete(id: 4, expectedVersion: 1)
                    }
                    try await repository.delete(id: 4, expectedVersion: 2)
                    await #expect(throws: AppError.notFound(kind: "\#(name.singularWords)", id: 4)) { try await repository.delete(id: 4, expectedVersion: 2) }
                }
            """#
    }
}

extension FeatureTemplate {
    /// The form a person fills in with the `number`th typed values, as a Swift value.
    func typedForm(_ number: Int) -> String {
        "\(type)Form(\(list { "\($0.name): \"\($0.typed(number))\"" }))"
    }

    /// A form every field of which is wrong.
    var wrongForm: String {
        "\(type)Form(\(list { "\($0.name): \"\($0.typedWrong)\"" }))"
    }

    func editorTests() -> String {
        let fieldNames = list { "\"\($0.name)\"" }
        return #"""
        import Domain
        import Mocks
        @testable import Presentation
        import Testing

        @Suite("\#(name.singularTitle) editor")
        @MainActor
        struct \#(type)EditorTests {
            func editor(_ repository: Mock\#(type)Repository, id: Int64?) -> \#(type)EditorViewModel {
                let useCases = \#(type)EditorViewModel.UseCases(
                    get: DefaultGet\#(type)UseCase(repository: repository), create: DefaultCreate\#(type)UseCase(repository: repository),
                    update: DefaultUpdate\#(type)UseCase(repository: repository), delete: DefaultDelete\#(type)UseCase(repository: repository)
                )
                return \#(type)EditorViewModel(useCases: useCases, \#(value)ID: id)
            }

            @Test("A new \#(name.singularWords) typed in the form is saved, and the editor shows it as saved")
            func create() async throws {
                let repository = Mock\#(type)Repository()
                let viewModel = editor(repository, id: nil)
                await viewModel.send(.edit(\#(typedForm(1))))
                await viewModel.send(.save)
                guard case .saved(let saved) = viewModel.state.status else {
                    Issue.record("not saved: \(viewModel.state.status)")
                    return
                }
                #expect(saved.id == 4 && viewModel.state.version == 1)
                #expect(viewModel.state.form == \#(typedForm(1)), "the form reads back as typed")
                #expect(\#(type)ViewData(try await repository.\#(value)(id: 4)) == saved)
            }

            @Test("A form with every field wrong is refused with a problem beside each, and nothing is saved")
            func invalid() async throws {
                let repository = Mock\#(type)Repository()
                let viewModel = editor(repository, id: nil)
                await viewModel.send(.edit(\#(wrongForm)))
                await viewModel.send(.save)
                guard case .invalid(let error) = viewModel.state.status else {
                    Issue.record("not refused: \(viewModel.state.status)")
                    return
                }
                #expect(error.fieldMessages.map(\.field) == [\#(fieldNames)])
                #expect(viewModel.state.message(for: .\#(fields[0].name)) == error.fieldMessages.first?.message)
                #expect(try await repository.\#(values)(PageRequest()).items.count == 3)
                await viewModel.send(.edit(\#(typedForm(2))))
                #expect(viewModel.state.status == .editing, "typing again clears the problems")
            }

            @Test("An edit loads the \#(name.singularWords), saves over its version, and a stale version is a conflict that keeps what was typed")
            func edit() async throws {
                let repository = Mock\#(type)Repository()
                let first = editor(repository, id: 2)
                await first.send(.load)
                #expect(first.state.version == 1 && first.state.form == \#(type)Form(\#(type)Fixtures.all[1]))
                let second = editor(repository, id: 2)
                await second.send(.load)
                await first.send(.edit(\#(typedForm(2))))
                await first.send(.save)
                #expect(first.state.version == 2)
                await second.send(.edit(\#(typedForm(3))))
                await second.send(.save)
                guard case .conflict(let error, let current, let now) = second.state.status else {
                    Issue.record("no conflict: \(second.state.status)")
                    return
                }
                #expect(error.kind == .conflict && second.state.form == \#(typedForm(3)) && current == \#(typedForm(2)) && now == 2)
                await second.send(.expect(version: now))
                await second.send(.save)
                #expect(second.state.version == 3, "saving over the version now puts the typed values in place of theirs")
                await first.send(.edit(\#(typedForm(1))))
                await first.send(.save)
                await first.send(.reload)
                #expect(first.state.status == .editing && first.state.form == \#(typedForm(3)) && first.state.version == 3, "reloading takes theirs")
            }

            @Test("A delete removes the \#(name.singularWords) at the version loaded; an unknown id fails to load")
            func delete() async throws {
                let repository = Mock\#(type)Repository()
                let viewModel = editor(repository, id: 3)
                await viewModel.send(.load)
                await viewModel.send(.delete)
                #expect(viewModel.state.status == .deleted)
                await #expect(throws: AppError.notFound(kind: "\#(name.singularWords)", id: 3)) { try await repository.\#(value)(id: 3) }
                let missing = editor(repository, id: 99)
                await missing.send(.load)
                guard case .failed(let error) = missing.state.status else {
                    Issue.record("loaded: \(missing.state.status)")
                    return
                }
                #expect(error.kind == .notFound)
            }
        }

        """#
    }

    func cliWriteTests() -> String {
        let run = product.cliTestHelper
        // Only a feature with a field that needs a value has one to leave out.
        let addNeedsEveryValueTest = fields.allSatisfy({ $0.kind == .bool }) ? "" : #"""
            @Test("add with no field given names each field it needs as required, the status is 2, and nothing is saved")
            func addNeedsEveryValue() async throws {
                try await withDatabase { database in
                    let run = await \#(run)("\#(slug)", "add", "--database", database)
                    #expect(run.status == .invalidDraft && run.stdout.isEmpty)
                    #expect(run.stderrLines.count == \#(fields.filter { $0.kind != .bool }.count) && run.stderrLines.allSatisfy { $0.hasSuffix("is required") }, "\(run.stderr)")
                    #expect(await \#(run)("\#(slug)", "--database", database).stdout.contains("There are no \#(name.pluralWords) yet."))
                }
            }

        """#
        let first = fields[0]
        let link = "\(product.executable)://\(slug)/1"
        // Typing onto the first field's value keeps it valid only for text.
        let browserSave = first.kind != .string ? "" : #"""

                let saved = ScriptedTerminal(keys: [.character("e")] + ScriptedTerminal.typing("X") + [.enter])
                _ = await \#(run)(arguments: ["open", "\#(link)", "--demo"], terminal: saved)
                #expect(saved.lastFrame.hasSuffix("Saved \#(first.label) 1X (version 2)."))
        """#
        let browserTest = #"""
            @Test("In the interactive browser, e on \#(anItem) opens its fields to edit\#(browserSave.isEmpty ? "" : "; typing and enter save")")
            func browserEdits() async {
                let opened = ScriptedTerminal(keys: [.character("e")])
                _ = await \#(run)(arguments: ["open", "\#(link)", "--demo"], terminal: opened)
                #expect(opened.lastFrame.contains("> \#(first.label)"))
                #expect(opened.lastFrame.hasSuffix("↑↓ field · type to change · enter save · esc cancel"))\#(browserSave)
            }

        """#
        let arguments = { (number: Int) in self.list { "\"--\(Words.of($0.name).joined(separator: "-"))\", \"\($0.typed(number))\"" } }
        let wrong = list { "\"--\(Words.of($0.name).joined(separator: "-"))\", \"\($0.typedWrong)\"" }
        let edited = fields[0]
        let option = "--" + Words.of(edited.name).joined(separator: "-")
        return #"""
        import \#(product.cliModule)
        import Foundation
        import Testing

        @Suite("\#(product.executable) \#(slug) add, edit and delete")
        struct \#(types)EditCommandsTests {
            /// A database file of the test's own, removed after it.
            func withDatabase(_ body: (String) async throws -> Void) async throws {
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("\#(slug)-\(UUID().uuidString).sqlite").path
                defer {
                    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
                }
                try await body(path)
            }

            @Test("add saves \#(anItem) that \#(slug) then prints; edit changes the fields given over the version read")
            func addAndEdit() async throws {
                try await withDatabase { database in
                    let added = await \#(run)("\#(slug)", "add", \#(arguments(1)), "--database", database)
                    #expect(added.status == .success && added.stderr.isEmpty)
                    #expect(await \#(run)("\#(slug)", "1", "--database", database).stdout == added.stdout)
                    let edited = await \#(run)("\#(slug)", "edit", "1", "\#(option)", "\#(edited.typed(2))", "--database", database)
                    #expect(edited.status == .success && edited.stdout != added.stdout)
                    let stale = await \#(run)("\#(slug)", "edit", "1", "\#(option)", "\#(edited.typed(3))", "--expect-version", "1", "--database", database)
                    #expect(stale.status == .conflict && stale.stderr.contains("now at version 2"))
                    #expect(await \#(run)("\#(slug)", "1", "--database", database).stdout == edited.stdout, "a conflict saves nothing")
                }
            }

            @Test("Every field that cannot be saved is a line on stderr, the status is 2, and nothing is saved")
            func invalid() async throws {
                try await withDatabase { database in
                    let run = await \#(run)("\#(slug)", "add", \#(wrong), "--database", database)
                    #expect(run.status == .invalidDraft && run.stdout.isEmpty)
                    #expect(run.stderrLines.count == \#(fields.count))
                    #expect(await \#(run)("\#(slug)", "--database", database).stdout.contains("There are no \#(name.pluralWords) yet."))
                }
            }

        \#(addNeedsEveryValueTest)\#(browserTest)
            @Test("delete asks, and without a terminal deletes only with --yes")
            func delete() async throws {
                try await withDatabase { database in
                    _ = await \#(run)("\#(slug)", "add", \#(arguments(2)), "--database", database)
                    #expect(await \#(run)("\#(slug)", "delete", "1", "--database", database).status == .usage)
                    let deleted = await \#(run)("\#(slug)", "delete", "1", "--yes", "--database", database)
                    #expect(deleted.status == .success && deleted.stdout == "Deleted \#(name.singularWords) 1.\n")
                    #expect(await \#(run)("\#(slug)", "1", "--database", database).status == .notFound)
                }
            }
        }

        """#
    }

    func editorPageTests() -> String {
        let typed = { (number: Int) in "[" + self.list { "(\"\($0.name)\", \"\($0.typed(number))\")" } + "]" }
        let wrong = "[" + list { "(\"\($0.name)\", \"\($0.typedWrong)\")" } + "]"
        // A typed field keeps what was typed; a flag is a checkbox, which keeps its value and says whether it is checked.
        let keptValueCheck = (fields.last { $0.kind != .bool }.map {
            "\n        #expect(fieldValue(\"\($0.name)\", in: html) == \"\($0.typedWrong)\")"
        } ?? "") + fields.filter { $0.kind == .bool }.map {
            "\n        #expect(html.contains(\"<input type=\\\"checkbox\\\" id=\\\"\($0.name)\\\"\"))"
        }.joined()
        return #"""
        import Hummingbird
        import HummingbirdTesting
        import Testing

        @Suite("\#(name.singularTitle) editing pages: behind sign-in, every problem beside its field, POST then redirect")
        struct \#(type)EditorPageTests {
            static let token = "page-token"

            @Test("Without signing in, the editor sends the browser to sign in")
            func signInFirst() async throws {
                let answer = try await withRouter(writeToken: Self.token) { client in
                    try await client.execute(uri: "/\#(slug)/new", method: .get)
                }
                #expect(answer.status == .seeOther && answer.headers[.location]?.hasPrefix("/login") == true)
            }

            @Test("A new \#(name.singularWords) is saved, then the browser is sent to its page")
            func create() async throws {
                let (saved, page) = try await withRouter(writeToken: Self.token) { client in
                    var browser = TestBrowser(client)
                    _ = try await browser.signIn(token: Self.token)
                    try await browser.get("/\#(slug)/new")
                    let saved = try await browser.post("/\#(slug)/new", \#(typed(1)))
                    return (saved, text(try await browser.get(try #require(saved.headers[.location]))))
                }
                #expect(saved.status == .seeOther && saved.headers[.location] == "/\#(slug)/4")
                #expect(page.contains("href=\"/\#(slug)/4/edit\""))
            }

            @Test("A form that breaks the rules comes back with every problem beside its field, every value kept")
            func invalid() async throws {
                let answer = try await withRouter(writeToken: Self.token) { client in
                    var browser = TestBrowser(client)
                    _ = try await browser.signIn(token: Self.token)
                    try await browser.get("/\#(slug)/new")
                    return try await browser.post("/\#(slug)/new", \#(wrong))
                }
                let html = text(answer)
                #expect(answer.status == .unprocessableContent && html.contains("Nothing was saved"))
                \#(each(8) { "#expect(html.contains(\"id=\\\"\($0.name)-problem\\\"\"))" })\#(keptValueCheck)
            }

            @Test("An edit over a version that moved on is a conflict that keeps what was typed; saving again saves it")
            func conflict() async throws {
                let (first, stale, again) = try await withRouter(writeToken: Self.token) { client in
                    var browser = TestBrowser(client)
                    _ = try await browser.signIn(token: Self.token)
                    try await browser.get("/\#(slug)/1/edit")
                    let first = try await browser.post("/\#(slug)/1/edit", \#(typed(2)) + [("version", "1")])
                    let stale = try await browser.post("/\#(slug)/1/edit", \#(typed(3)) + [("version", "1")])
                    let again = try await browser.post("/\#(slug)/1/edit", \#(typed(3)) + [("version", fieldValue("version", in: text(stale)) ?? "")])
                    return (first, stale, again)
                }
                #expect(first.status == .seeOther)
                #expect(stale.status == .conflict && text(stale).contains("Changed by someone else"))\#(titleField.map { "\n        #expect(text(stale).contains(\"<h1>Edit \($0.typed(2))</h1>\"), \"titled with the name as saved, not as typed\")" } ?? "")
                #expect(fieldValue("\#(fields[0].name)", in: text(stale)) == "\#(fields[0].typed(3))" && fieldValue("version", in: text(stale)) == "2")
                #expect(again.status == .seeOther && again.headers[.location] == "/\#(slug)/1")
            }

            @Test("Delete asks first, then deletes over the version the page showed")
            func delete() async throws {
                let (confirmation, stale, deleted, gone) = try await withRouter(writeToken: Self.token) { client in
                    var browser = TestBrowser(client)
                    _ = try await browser.signIn(token: Self.token)
                    let confirmation = try await browser.get("/\#(slug)/2/delete")
                    let stale = try await browser.post("/\#(slug)/2/delete", [("version", "7")])
                    let deleted = try await browser.post("/\#(slug)/2/delete", [("version", "1")])
                    return (confirmation, stale, deleted, try await browser.get("/\#(slug)/2"))
                }
                #expect(confirmation.status == .ok && text(confirmation).contains("cannot be undone"))
                #expect(stale.status == .conflict)
                #expect(deleted.status == .seeOther && deleted.headers[.location] == "/\#(slug)")
                #expect(gone.status == .notFound)
            }
        }

        """#
    }
}

extension FeatureTemplate {
    func postgresTests() -> String {
        let kind = name.singularWords
        return #"""
        import DataLayer
        import Domain
        import TestSupport
        import Testing

        @Suite("PostgreSQL \#(name.singularWords) repository, on a database of its own", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
        struct Postgres\#(type)RepositoryTests {
            @Test("\#(name.pluralTitle) read back as written; versions count up, and a stale one or an unknown id changes nothing")
            func writesAndReads() async throws {
                let server = try #require(PostgresTestServer.url)
                try await PostgresTestServer.withDatabase(on: server) { url in
                    let store = PostgresStore(location: try #require(PostgresLocation(url: url)), migrations: PostgresSchema.migrations)
                    do {
                        try await check(Postgres\#(type)Repository(store: store))
                    } catch {
                        await store.close()
                        throw error
                    }
                    await store.close()
                }
            }

            func check(_ repository: Postgres\#(type)Repository) async throws {
                let first = try await repository.create(\#(draftValue(1)))
                let second = try await repository.create(\#(draftValue(2)))
                #expect(first.version == 1 && \#(type)Draft(first) == \#(draftValue(1)))
                #expect(try await repository.\#(values)(PageRequest()).items == [first, second])
                let updated = try await repository.update(id: first.id, expectedVersion: 1, with: \#(draftValue(3)))
                #expect(updated.version == 2 && \#(type)Draft(updated) == \#(draftValue(3)))
                await #expect(throws: AppError.conflict(kind: "\#(kind)", id: first.id.rawValue, currentVersion: 2)) {
                    try await repository.update(id: first.id, expectedVersion: 1, with: \#(draftValue(2)))
                }
                #expect(try await repository.\#(value)(id: first.id) == updated)
                try await repository.delete(id: second.id, expectedVersion: 1)
                await #expect(throws: AppError.notFound(kind: "\#(kind)", id: second.id.rawValue)) {
                    try await repository.delete(id: second.id, expectedVersion: 1)
                }
                #expect(try await repository.\#(values)(PageRequest()).items == [updated])
            }
        }

        """#
    }
}
