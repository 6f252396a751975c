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
    var ruledFields: [FeatureField] { fields.filter { !$0.ruleLines.isEmpty } }

    /// The read-only test double's writes, which the reads' tests never reach.
    var readOnlyWrites: String {
        !writes ? "" : #"""


                // Reads only: the writes have their own suite.
                func create(_ draft: \#(type)Draft) async throws(CatalogError) -> \#(type) { throw .notAllowed("reads only") }
                func update(id: Int64, expectedVersion: Int, with draft: \#(type)Draft) async throws(CatalogError) -> \#(type) { throw .notAllowed("reads only") }
                func delete(id: Int64, expectedVersion: Int) async throws(CatalogError) { throw .notAllowed("reads only") }
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
                    let error = await #expect(throws: CatalogError.self) { try await DefaultCreate\#(type)UseCase(repository: store).execute(\#(brokenDraft)) }
                    guard case .invalidDraft(let kind, let problems) = error else {
                        Issue.record("expected invalidDraft, got \(String(describing: error))")
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
                    #expect(\#(type)Rules.problems(with: draft) == [DraftProblem(field: "\#(field.name)", message: "\#(field.label) has 201 characters; use at most 200")])
                    #expect(\#(type)Rules.problems(with: \#(draftValue(1))).isEmpty)
                }
            """# } ?? ""
        let brokenUpdate = ruledFields.isEmpty ? "" : #"""

                    await #expect(throws: CatalogError.self) { try await useCase.execute(id: 1, expectedVersion: 2, with: \#(brokenDraft)) }
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

                func \#(values)() -> [\#(type)] { [stored] }

                func \#(value)(id: Int64) -> \#(type)? { id == stored.id ? stored : nil }

                func create(_ draft: \#(type)Draft) -> \#(type) {
                    saved.append(draft)
                    return \#(type)(id: 2, \#(fromDraft))
                }

                func update(id: Int64, expectedVersion: Int, with draft: \#(type)Draft) throws(CatalogError) -> \#(type) {
                    guard id == stored.id else { throw .notFound(kind: "\#(name.singularWords)", id: id) }
                    guard expectedVersion == stored.version else {
                        throw .editConflict(kind: "\#(name.singularWords)", id: id, currentVersion: stored.version)
                    }
                    saved.append(draft)
                    stored = \#(type)(id: id, \#(fromDraft), version: expectedVersion + 1)
                    return stored
                }

                func delete(id: Int64, expectedVersion: Int) throws(CatalogError) {
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
                await #expect(throws: CatalogError.editConflict(kind: "\#(name.singularWords)", id: 1, currentVersion: 2)) {
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
                let store = SQLiteStore(location: .file(path: directory.file("\#(slug).sqlite")), migrations: CatalogSchema.migrations)
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
                    #expect(try await repository.\#(values)() == [first, second])
                }
            }

            @Test("An update over the version read saves and counts it up; a stale version changes nothing")
            func update() async throws {
                try await withRepository { repository in
                    let created = try await repository.create(\#(draftValue(1)))
                    let updated = try await repository.update(id: created.id, expectedVersion: 1, with: \#(draftValue(2)))
                    #expect(updated.version == 2 && \#(type)Draft(updated) == \#(draftValue(2)))
                    await #expect(throws: CatalogError.editConflict(kind: "\#(kind)", id: created.id, currentVersion: 2)) {
                        try await repository.update(id: created.id, expectedVersion: 1, with: \#(draftValue(3)))
                    }
                    #expect(try await repository.\#(value)(id: created.id) == updated)
                }
            }

            @Test("A delete over the version read removes it; a stale version or an unknown id does not")
            func delete() async throws {
                try await withRepository { repository in
                    let created = try await repository.create(\#(draftValue(1)))
                    await #expect(throws: CatalogError.editConflict(kind: "\#(kind)", id: created.id, currentVersion: 1)) {
                        try await repository.delete(id: created.id, expectedVersion: 2)
                    }
                    try await repository.delete(id: created.id, expectedVersion: 1)
                    #expect(try await repository.\#(value)(id: created.id) == nil)
                    await #expect(throws: CatalogError.notFound(kind: "\#(kind)", id: created.id)) {
                        try await repository.delete(id: created.id, expectedVersion: 1)
                    }
                    await #expect(throws: CatalogError.notFound(kind: "\#(kind)", id: 99)) {
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
                Remote\#(type)Repository(client: CatalogServerClient(baseURL: base, transport: transport, token: "secret"))
            }

            @Test("An update sends the version it expects as If-Match, with the token, and reads what was saved")
            func update() async throws {
                let saved = \#(type)(id: 2, \#(list { "\($0.name): \($0.fixture(3))" }), version: 5)
                let answer = Components.Schemas.\#(type)(id: saved.id, \#(list { "\($0.name): \($0.toSchema("saved"))" }), version: saved.version)
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
                await #expect(throws: CatalogError.editConflict(kind: "\#(kind)", id: 2, currentVersion: 7)) {
                    try await repository(conflict).delete(id: 2, expectedVersion: 4)
                }
                let missing = ScriptedTransport(.response(status: 404, contentType: problem, body: try encoded(Components.Schemas.Problem.notFound("gone"))))
                await #expect(throws: CatalogError.notFound(kind: "\#(kind)", id: 2)) {
                    try await repository(missing).update(id: 2, expectedVersion: 1, with: \#(draftValue(1)))
                }
                let invalid = Components.Schemas.InvalidDraftProblem(
                    _type: "/problems/invalid-draft", title: "Breaks the rules", status: ._422, detail: "The \#(kind) cannot be saved.",
                    errors: [.init(field: "\#(first.name)", detail: "\#(first.label) is wrong")]
                )
                let refused = ScriptedTransport(.response(status: 422, contentType: problem, body: try encoded(invalid)))
                await #expect(throws: CatalogError.invalidDraft(kind: "\#(kind)", problems: [DraftProblem(field: "\#(first.name)", message: "\#(first.label) is wrong")])) {
                    try await repository(refused).create(\#(draftValue(1)))
                }
                let unauthorized = ScriptedTransport(.response(status: 401, contentType: problem, body: try encoded(Components.Schemas.Problem.unauthorized("token"))))
                let error = await #expect(throws: CatalogError.self) { try await repository(unauthorized).create(\#(draftValue(1))) }
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
            }\#(invalid)
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
                    await #expect(throws: CatalogError.editConflict(kind: "\#(name.singularWords)", id: 4, currentVersion: 2)) {
                        try await repository.delete(id: 4, expectedVersion: 1)
                    }
                    try await repository.delete(id: 4, expectedVersion: 2)
                    await #expect(throws: CatalogError.notFound(kind: "\#(name.singularWords)", id: 4)) { try await repository.delete(id: 4, expectedVersion: 2) }
                }
            """#
    }
}
