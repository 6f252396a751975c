extension FeatureField {
    /// The fixture's value as the SQL bindings that store it.
    func sqlBindings(_ value: String) -> String {
        switch kind {
        case .string: ".text(\(value).\(name))"
        case .int: ".integer(\(value).\(name))"
        case .bool: ".integer(\(value).\(name) ? 1 : 0)"
        case .money: ".integer(Int(\(value).\(name).minorUnits)), .text(\(value).\(name).currency.code)"
        case .date: ".integer(Int(\(value).\(name).secondsSince1970))"
        }
    }
}

extension FeatureTemplate {
    func domainTests() -> String {
        #"""
        import Domain
        import Testing

        @Suite("\#(name.singularTitle) use cases")
        struct \#(types)UseCaseTests {
            struct Repository: \#(type)Repository {
                let stored: [\#(type)]
                var failure: CatalogError?

                func \#(values)() async throws(CatalogError) -> [\#(type)] {
                    if let failure { throw failure }
                    return stored
                }

                func \#(value)(id: Int64) async throws(CatalogError) -> \#(type)? {
                    if let failure { throw failure }
                    return stored.first { $0.id == id }
                }\#(readOnlyWrites)
            }

            static let stored = [
                \#(fixtureValues)
            ]

            @Test("Listing gives every \#(name.singularWords) in the repository's order")
            func list() async throws {
                let listed = try await DefaultList\#(types)UseCase(repository: Repository(stored: Self.stored)).execute()
                #expect(listed == Self.stored)
            }

            @Test("Reading by id gives that \#(name.singularWords), and nothing for an unknown id")
            func get() async throws {
                let useCase = DefaultGet\#(type)UseCase(repository: Repository(stored: Self.stored))
                #expect(try await useCase.execute(id: 2) == Self.stored[1])
                #expect(try await useCase.execute(id: 99) == nil)
            }

            @Test("The store's failure reaches the caller unchanged")
            func failure() async {
                let repository = Repository(stored: Self.stored, failure: .storageUnavailable("down"))
                await #expect(throws: CatalogError.storageUnavailable("down")) { try await DefaultList\#(types)UseCase(repository: repository).execute() }
                await #expect(throws: CatalogError.storageUnavailable("down")) { try await DefaultGet\#(type)UseCase(repository: repository).execute(id: 1) }
            }
        }

        """#
    }

    func mocksTests() -> String {
        #"""
        import Domain
        import Mocks
        import Testing

        @Suite("Mock \#(name.singularWords) repository")
        struct Mock\#(type)RepositoryTests {
            @Test("It answers with its \#(name.pluralWords) by id, and nothing for an unknown id")
            func answers() async throws {
                let repository = Mock\#(type)Repository()
                #expect(try await repository.\#(values)().map(\.id) == [1, 2, 3])
                #expect(try await repository.\#(value)(id: 3) == \#(type)Fixtures.all[2])
                #expect(try await repository.\#(value)(id: 4) == nil)
            }

            @Test("Its fixtures differ in every field, so that a test can tell them apart")
            func fixturesDiffer() {
                let all = \#(type)Fixtures.all
                \#(fields.filter { $0.kind != .bool }.map { "#expect(Set(all.map(\\.\($0.name))).count == all.count)" }.joined(separator: "\n        "))
            }

            @Test("It fails as configured and counts every request")
            func failure() async {
                let repository = Mock\#(type)Repository(behavior: MockBehavior(failure: .storageUnavailable("down")))
                await #expect(throws: CatalogError.storageUnavailable("down")) { try await repository.\#(values)() }
                await #expect(throws: CatalogError.storageUnavailable("down")) { try await repository.\#(value)(id: 1) }
                #expect(await repository.requestCount == 2)
            }\#(mocksWriteTest)
        }

        """#
    }

    func sqliteTests() -> String {
        let columns = fields.flatMap(\.columns)
        let placeholders = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
        return #"""
        @testable import DataLayer
        import Domain
        import Foundation
        import TestSupport
        import Testing

        @Suite("SQLite \#(name.singularWords) repository")
        struct SQLite\#(type)RepositoryTests {
            static let stored = [
                \#(fixtureValues)
            ]

            let directory: TemporaryDirectory

            init() throws {
                directory = try TemporaryDirectory()
            }

            /// A migrated store in the temporary folder, holding `stored`.
            func filledStore() async throws -> SQLiteStore {
                let store = SQLiteStore(location: .file(path: directory.file("\#(slug).sqlite")), migrations: CatalogSchema.migrations)
                let connection = try await store.connection()
                for \#(value) in Self.stored.reversed() {
                    _ = try await connection.query(
                        "INSERT INTO \#(name.table) (id, \#(columns.joined(separator: ", "))) VALUES (\#(placeholders))",
                        [.integer(Int(\#(value).id)), \#(list { $0.sqlBindings(value) })]
                    )
                }
                return store
            }

            @Test("Every \#(name.singularWords) reads back as stored, by id")
            func list() async throws {
                let store = try await filledStore()
                let listed = try await SQLite\#(type)Repository(store: store).\#(values)()
                await store.close()
                #expect(listed == Self.stored)
            }

            @Test("One \#(name.singularWords) reads back by its id, and an unknown id is nothing")
            func byID() async throws {
                let store = try await filledStore()
                let repository = SQLite\#(type)Repository(store: store)
                let (found, missing) = (try await repository.\#(value)(id: 2), try await repository.\#(value)(id: 99))
                await store.close()
                #expect(found == Self.stored[1])
                #expect(missing == nil)
            }

            @Test("A store that cannot be opened is the storage error, not a crash")
            func unavailable() async throws {
                // A file where the database's folder should be: nothing can be created there.
                _ = FileManager.default.createFile(atPath: directory.file("blocker"), contents: Data())
                let store = SQLiteStore(location: .file(path: directory.file("blocker/\#(slug).sqlite")), migrations: CatalogSchema.migrations)
                await #expect(throws: CatalogError.self) { try await SQLite\#(type)Repository(store: store).\#(values)() }
                await store.close()
            }
        }

        """#
    }

    func remoteTests() -> String {
        #"""
        import APIContract
        import DataLayer
        import Domain
        import Foundation
        import Testing

        @Suite("Remote \#(name.singularWords) repository over a scripted transport")
        struct Remote\#(type)RepositoryTests {
            let base = URL(string: "http://127.0.0.1:9/shop")!

            static let stored = [
                \#(fixtureValues)
            ]

            /// `value` as the server sends it: dates as RFC 3339 text.
            func encoded(_ value: some Encodable) throws -> Data {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                return try encoder.encode(value)
            }

            func schema(_ \#(value): \#(type)) -> Components.Schemas.\#(type) {
                .init(id: \#(value).id, \#(list { "\($0.name): \($0.toSchema(value))" })\#(versionArgument("\(value).version")))
            }

            @Test("The \#(name.pluralWords) come from the API's path, as Domain values")
            func list() async throws {
                let transport = ScriptedTransport(.response(status: 200, body: try encoded(Components.Schemas.\#(type)List(\#(values): Self.stored.map(schema)))))
                let listed = try await Remote\#(type)Repository(client: CatalogServerClient(baseURL: base, transport: transport)).\#(values)()
                #expect(await transport.requested == ["http://127.0.0.1:9/shop/api/v1/\#(slug)"])
                #expect(listed == Self.stored)
            }

            @Test("One \#(name.singularWords) comes from its own path; a 404 is nothing")
            func byID() async throws {
                let found = ScriptedTransport(.response(status: 200, body: try encoded(schema(Self.stored[1]))))
                #expect(try await Remote\#(type)Repository(client: CatalogServerClient(baseURL: base, transport: found)).\#(value)(id: 2) == Self.stored[1])
                #expect(await found.requested == ["http://127.0.0.1:9/shop/api/v1/\#(slug)/2"])
                let problem = Components.Schemas.Problem.notFound("No \#(name.singularWords) has the id 99.")
                let missing = ScriptedTransport(.response(status: 404, contentType: "application/problem+json", body: try encoded(problem)))
                #expect(try await Remote\#(type)Repository(client: CatalogServerClient(baseURL: base, transport: missing)).\#(value)(id: 99) == nil)
            }

            @Test("A server that is down is the storage error, naming the URL")
            func unreachable() async {
                let transport = ScriptedTransport(.failure(URLError(.cannotConnectToHost)))
                let repository = Remote\#(type)Repository(client: CatalogServerClient(baseURL: base, transport: transport))
                let error = await #expect(throws: CatalogError.self) { try await repository.\#(values)() }
                guard case .storageUnavailable(let text) = error else {
                    Issue.record("expected storageUnavailable, got \(String(describing: error))")
                    return
                }
                #expect(text.contains("http://127.0.0.1:9/shop/api/v1/\#(slug) cannot be reached"))
            }
        }

        """#
    }

    func presentationTests() -> String {
        let first = fields[0]
        return #"""
        import Domain
        import Mocks
        @testable import Presentation
        import Testing

        @Suite("\#(name.singularTitle) screens")
        @MainActor
        struct \#(type)ScreenTests {
            func list(_ repository: Mock\#(type)Repository) -> \#(type)ListViewModel {
                \#(type)ListViewModel(list\#(types): DefaultList\#(types)UseCase(repository: repository))
            }

            func detail(_ repository: Mock\#(type)Repository, id: Int64) -> \#(type)DetailViewModel {
                \#(type)DetailViewModel(get\#(type): DefaultGet\#(type)UseCase(repository: repository), \#(value)ID: id)
            }

            @Test("The list loads every \#(name.singularWords), each row leading to its own screen")
            func listLoads() async {
                let gate = Gate()
                let viewModel = list(Mock\#(type)Repository(behavior: MockBehavior(gate: gate)))
                let loading = Task { await viewModel.send(.load) }
                await gate.waitForArrivals(1)
                #expect(viewModel.state.content == .loading(previous: nil))
                await gate.open()
                await loading.value
                let rows = viewModel.state.content.viewData?.rows ?? []
                #expect(viewModel.state.content.viewData?.title == "\#(name.pluralTitle)")
                #expect(viewModel.state.content.viewData?.totalLabel == "3 \#(name.pluralWords)")
                #expect(rows.map(\.id) == [1, 2, 3])
                #expect(rows.last?.route == .\#(value)Detail(id: 3))
                #expect(rows.first == \#(type)ViewData(\#(type)Fixtures.all[0]))
            }

            @Test("No \#(name.pluralWords) is the empty state; a failure can be retried")
            func emptyAndFailed() async {
                let empty = list(Mock\#(type)Repository(\#(values): []))
                await empty.send(.load)
                #expect(empty.state.content == .empty(EmptyViewData(title: "No \#(name.pluralWords)", message: "There are no \#(name.pluralWords) yet.")))
                let repository = Mock\#(type)Repository(behavior: MockBehavior(failure: .storageUnavailable("down")))
                let failing = list(repository)
                await failing.send(.load)
                #expect(failing.state.content.isFailure)
                await repository.setBehavior(MockBehavior())
                await failing.send(.retry)
                #expect(failing.state.content.viewData?.rows.count == 3)
            }

            @Test("The detail shows every field as text, and an unknown id is not found")
            func detailLoads() async {
                let viewModel = detail(Mock\#(type)Repository(), id: 2)
                await viewModel.send(.load)
                let shown = viewModel.state.content.viewData
                #expect(shown?.id == 2)
                #expect(shown?.text(.\#(first.name)) == \#(type)ViewData(\#(type)Fixtures.all[1]).text(.\#(first.name)))
                #expect(\#(type)ViewData.Field.allCases.map(\.label) == [\#(list { "\"\($0.label)\"" })])
                let missing = detail(Mock\#(type)Repository(), id: 99)
                await missing.send(.load)
                guard case .failed(let error) = missing.state.content else {
                    Issue.record("expected a failure, got \(missing.state.content)")
                    return
                }
                #expect(error.kind == .notFound && error.message == "No \#(name.singularWords) has the id 99.")
            }

            @Test("The routes have addresses and read back from them")
            func routes() throws {
                for route in [Route.\#(value)List, .\#(value)Detail(id: 7)] {
                    #expect(try RouteAddress(route).route() == route)
                }
                #expect(RouteAddress(.\#(value)Detail(id: 7)).segments == ["\#(slug)", "7"])
                #expect(throws: DeepLinkError.self) { try RouteAddress(segments: ["\#(slug)", "seven"]).route() }
            }
        }

        """#
    }

    func cliTests() -> String {
        let run = product.cliTestHelper
        return #"""
        import \#(product.cliModule)
        import Foundation
        import Testing

        @Suite("\#(product.executable) \#(slug)")
        struct \#(types)CommandTests {
            @Test("Every \#(name.singularWords) as a table, with a header and a count")
            func table() async {
                let result = await \#(run)("\#(slug)", "--demo")
                #expect(result.status == .success && result.stderr.isEmpty)
                let lines = result.stdout.split(separator: "\n").map(String.init)
                #expect(lines.first == "\#(name.pluralTitle)")
                #expect(lines[1].hasPrefix("ID  \#(fields[0].label)"))
                #expect(lines.last == "3 \#(name.pluralWords)")
                #expect(lines.count == 6)
            }

            @Test("One \#(name.singularWords) by id, as text and as JSON with its link")
            func one() async throws {
                let text = await \#(run)("\#(slug)", "2", "--demo")
                #expect(text.status == .success)
                #expect(text.stdout.split(separator: "\n").count == 1 + \#(fields.count))
                let json = await \#(run)("\#(slug)", "2", "--demo", "--json")
                let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
                #expect(object["id"] as? Int == 2)
                #expect((object["link"] as? String)?.hasSuffix("://\#(slug)/2") == true)
            }

            @Test("An unknown id is exit 1, a bad id is a usage error, an empty store says so")
            func failures() async {
                let missing = await \#(run)("\#(slug)", "99", "--demo")
                #expect(missing.status == .notFound && missing.stderr.contains("No \#(name.singularWords) has the id 99."))
                let bad = await \#(run)("\#(slug)", "0", "--demo")
                #expect(bad.status == .usage)
                let empty = await \#(run)("\#(slug)", "--in-memory")
                #expect(empty.status == .success && empty.stdout.contains("There are no \#(name.pluralWords) yet."))
            }
        }

        """#
    }

    func serverTests() -> String {
        #"""
        import APIContract
        import Domain
        import Foundation
        import Hummingbird
        import HummingbirdTesting
        import Mocks
        import Testing

        @Suite("\#(name.singularTitle) pages and API")
        struct \#(type)PageTests {
            @Test("/\#(slug) lists every \#(name.singularWords), each linking to its page")
            func list() async throws {
                let html = try await withRouter { client in text(try await client.execute(uri: "/\#(slug)", method: .get)) }
                #expect(html.contains("<h1>\#(name.pluralTitle)</h1>") && html.contains("<p class=\"count\">3 \#(name.pluralWords)</p>"))
                #expect(html.contains("<td><a href=\"/\#(slug)/2\">2</a></td>"))
                #expect(html.contains("<a class=\"nav\" href=\"/\#(slug)\">\#(name.pluralTitle)</a>"), "every page's header links to the list")
            }

            @Test("/\#(slug)/ID shows every field; an unknown id is a 404 page")
            func detail() async throws {
                let (found, missing) = try await withRouter { client in
                    (try await client.execute(uri: "/\#(slug)/2", method: .get), try await client.execute(uri: "/\#(slug)/99", method: .get))
                }
                #expect(found.status == .ok)
                \#(each(8) { "#expect(text(found).contains(\"<dt>\($0.label)</dt>\"))" })
                #expect(missing.status == .notFound && text(missing).contains("No \#(name.singularWords) has the id 99."))
            }

            @Test("/api/v1/\#(slug) and /api/v1/\#(slug)/ID answer in the document's schemas")
            func api() async throws {
                let (list, one, missing) = try await withRouter { client in
                    (
                        try await client.execute(uri: "/api/v1/\#(slug)", method: .get),
                        try await client.execute(uri: "/api/v1/\#(slug)/3", method: .get),
                        try await client.execute(uri: "/api/v1/\#(slug)/99", method: .get)
                    )
                }
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                let decoded = try decoder.decode(Components.Schemas.\#(type)List.self, from: Data(text(list).utf8))
                #expect(decoded.\#(values).map(\.id) == \#(type)Fixtures.all.map(\.id))
                #expect(try decoder.decode(Components.Schemas.\#(type).self, from: Data(text(one).utf8)).id == 3)
                #expect(missing.status == .notFound && missing.headers[.contentType]?.hasPrefix("application/problem+json") == true)
            }
        }

        """#
    }
}
