import Foundation

extension FeatureTemplate {
    /// For each date field, that the CLI's JSON writes the second fixture's date as the API
    /// does (RFC 3339 in UTC), computed here by Foundation rather than by the code under test.
    var dateJSONExpectations: String {
        let formatter = ISO8601DateFormatter()
        let expected = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(FeatureField.fixtureSeconds(2))))
        return fields.filter { $0.kind == .date }.map {
            "\n        #expect(object[\"\($0.name)\"] as? String == \"\(expected)\", \"dates as the API writes them\")"
        }.joined()
    }
}

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
                var failure: AppError?

                func \#(values)(_ request: PageRequest) async throws(AppError) -> Page<\#(type)> {
                    if let failure { throw failure }
                    return Page(items: Array(stored.dropFirst(request.offset).prefix(request.pageSize)), request: request, totalCount: stored.count)
                }

                func \#(value)(id: \#(type)ID) async throws(AppError) -> \#(type) {
                    if let failure { throw failure }
                    guard let found = stored.first(where: { $0.id == id }) else { throw .notFound(kind: "\#(name.singularWords)", id: id.rawValue) }
                    return found
                }\#(readOnlyWrites)
            }

            static let stored = [
                \#(fixtureValues)
            ]

            @Test("Listing gives a page of \#(name.pluralWords) in the repository's order, and how many there are")
            func list() async throws {
                let useCase = DefaultList\#(types)UseCase(repository: Repository(stored: Self.stored))
                #expect(try await useCase.execute(PageRequest()).items == Self.stored)
                let second = try await useCase.execute(PageRequest(page: 2, pageSize: 2))
                #expect(second.items == [Self.stored[2]] && second.totalCount == 3 && second.pageCount == 2)
            }

            @Test("A page out of bounds is refused before the repository is asked")
            func bounds() async {
                let useCase = DefaultList\#(types)UseCase(repository: Repository(stored: [], failure: .storageUnavailable("asked")))
                await #expect(throws: AppError.invalidQuery(.pageOutOfRange(0))) { try await useCase.execute(PageRequest(page: 0)) }
                await #expect(throws: AppError.invalidQuery(.pageSizeOutOfRange(101, maximum: 100))) {
                    try await useCase.execute(PageRequest(pageSize: 101))
                }
            }

            @Test("Reading by id gives that \#(name.singularWords), not found for an unknown id, and refuses one no item can have")
            func get() async throws {
                let useCase = DefaultGet\#(type)UseCase(repository: Repository(stored: Self.stored))
                #expect(try await useCase.execute(id: 2) == Self.stored[1])
                await #expect(throws: AppError.notFound(kind: "\#(name.singularWords)", id: 99)) { try await useCase.execute(id: 99) }
                await #expect(throws: AppError.invalidQuery(.malformedID("0"))) { try await useCase.execute(id: 0) }
            }

            @Test("The store's failure reaches the caller unchanged")
            func failure() async {
                let repository = Repository(stored: Self.stored, failure: .storageUnavailable("down"))
                await #expect(throws: AppError.storageUnavailable("down")) { try await DefaultList\#(types)UseCase(repository: repository).execute(PageRequest()) }
                await #expect(throws: AppError.storageUnavailable("down")) { try await DefaultGet\#(type)UseCase(repository: repository).execute(id: 1) }
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
                #expect(try await repository.\#(values)(PageRequest()).items.map(\.id) == [1, 2, 3])
                #expect(try await repository.\#(values)(PageRequest(page: 2, pageSize: 2)).items.map(\.id) == [3])
                #expect(try await repository.\#(value)(id: 3) == \#(type)Fixtures.all[2])
                await #expect(throws: AppError.notFound(kind: "\#(name.singularWords)", id: 4)) { try await repository.\#(value)(id: 4) }
            }

            @Test("Its fixtures differ in every field, so that a test can tell them apart")
            func fixturesDiffer() {
                let all = \#(type)Fixtures.all
                \#((["id"] + fields.filter { $0.kind != .bool }.map(\.name)).map { "#expect(Set(all.map(\\.\($0))).count == all.count)" }.joined(separator: "\n        "))
            }

            @Test("It fails as configured and counts every request")
            func failure() async {
                let repository = Mock\#(type)Repository(behavior: MockBehavior(failure: .storageUnavailable("down")))
                await #expect(throws: AppError.storageUnavailable("down")) { try await repository.\#(values)(PageRequest()) }
                await #expect(throws: AppError.storageUnavailable("down")) { try await repository.\#(value)(id: 1) }
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

            \#(indented(4, manyFixtures(access: "")))

            let directory: TemporaryDirectory

            init() throws {
                directory = try TemporaryDirectory()
            }

            /// A migrated store in the temporary folder, holding `items`.
            func filledStore(_ items: [\#(type)] = Self.stored) async throws -> SQLiteStore {
                let store = SQLiteStore(location: .file(path: directory.file("\#(slug).sqlite")), migrations: SQLiteSchema.migrations)
                let connection = try await store.connection()
                for \#(value) in items.reversed() {
                    _ = try await connection.query(
                        "INSERT INTO \#(name.table) (id, \#(columns.joined(separator: ", "))) VALUES (\#(placeholders))",
                        [.integer(Int(\#(value).id.rawValue)), \#(list { $0.sqlBindings(value) })]
                    )
                }
                return store
            }

            @Test("Every \#(name.singularWords) reads back as stored, by id")
            func list() async throws {
                let store = try await filledStore()
                let listed = try await SQLite\#(type)Repository(store: store).\#(values)(PageRequest())
                await store.close()
                #expect(listed.items == Self.stored && listed.totalCount == 3)
            }

            @Test("Pages partition the \#(name.pluralWords) by id, each with the total")
            func pages() async throws {
                let store = try await filledStore(Self.many(250))
                let repository = SQLite\#(type)Repository(store: store)
                let third = try await repository.\#(values)(PageRequest(page: 3, pageSize: 100))
                let beyond = try await repository.\#(values)(PageRequest(page: 4, pageSize: 100))
                await store.close()
                #expect(third.items.map(\.id.rawValue) == Array(201...250) && third.totalCount == 250 && third.pageCount == 3)
                #expect(beyond.items.isEmpty && beyond.totalCount == 250)
            }

            @Test("One \#(name.singularWords) reads back by its id, and an unknown id is not found")
            func byID() async throws {
                let store = try await filledStore()
                let repository = SQLite\#(type)Repository(store: store)
                #expect(try await repository.\#(value)(id: 2) == Self.stored[1])
                await #expect(throws: AppError.notFound(kind: "\#(name.singularWords)", id: 99)) { try await repository.\#(value)(id: 99) }
                await store.close()
            }

            @Test("A store that cannot be opened is the storage error, not a crash")
            func unavailable() async throws {
                // A file where the database's folder should be: nothing can be created there.
                _ = FileManager.default.createFile(atPath: directory.file("blocker"), contents: Data())
                let store = SQLiteStore(location: .file(path: directory.file("blocker/\#(slug).sqlite")), migrations: SQLiteSchema.migrations)
                await #expect(throws: AppError.self) { try await SQLite\#(type)Repository(store: store).\#(values)(PageRequest()) }
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
                .init(id: \#(value).id.rawValue, \#(list { "\($0.name): \($0.toSchema(value))" })\#(versionArgument("\(value).version")))
            }

            @Test("The \#(name.pluralWords) come from the API's path, as Domain values")
            func list() async throws {
                let page = Components.Schemas.\#(type)Page(\#(values): Self.stored.map(schema), page: 2, pageSize: 3, totalCount: 6, pageCount: 2)
                let transport = ScriptedTransport(.response(status: 200, body: try encoded(page)))
                let repository = Remote\#(type)Repository(client: APIClient(baseURL: base, transport: transport))
                let listed = try await repository.\#(values)(PageRequest(page: 2, pageSize: 3))
                #expect(await transport.requested == ["http://127.0.0.1:9/shop/api/v1/\#(slug)?page=2&page-size=3"])
                #expect(listed == Page(items: Self.stored, page: 2, pageSize: 3, totalCount: 6))
            }

            @Test("One \#(name.singularWords) comes from its own path; a 404 is not found")
            func byID() async throws {
                let found = ScriptedTransport(.response(status: 200, body: try encoded(schema(Self.stored[1]))))
                #expect(try await Remote\#(type)Repository(client: APIClient(baseURL: base, transport: found)).\#(value)(id: 2) == Self.stored[1])
                #expect(await found.requested == ["http://127.0.0.1:9/shop/api/v1/\#(slug)/2"])
                let problem = Components.Schemas.Problem.notFound("No \#(name.singularWords) has the id 99.")
                let missing = ScriptedTransport(.response(status: 404, contentType: "application/problem+json", body: try encoded(problem)))
                await #expect(throws: AppError.notFound(kind: "\#(name.singularWords)", id: 99)) {
                    try await Remote\#(type)Repository(client: APIClient(baseURL: base, transport: missing)).\#(value)(id: 99)
                }
            }

            @Test("A server that is down is the storage error, naming the URL")
            func unreachable() async {
                let transport = ScriptedTransport(.failure(URLError(.cannotConnectToHost)))
                let repository = Remote\#(type)Repository(client: APIClient(baseURL: base, transport: transport))
                let error = await #expect(throws: AppError.self) { try await repository.\#(values)(PageRequest()) }
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
            func list(_ repository: Mock\#(type)Repository, _ selection: PageSelection = PageSelection()) -> \#(type)ListViewModel {
                \#(type)ListViewModel(list\#(types): DefaultList\#(types)UseCase(repository: repository), selection: selection)
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

            @Test("A page shows its rows, where it sits, and the routes to its neighbours; past the last it says so")
            func paging() async {
                let second = list(Mock\#(type)Repository(), PageSelection(page: 2, pageSize: 2))
                await second.send(.load)
                let shown = second.state.content.viewData
                #expect(shown?.rows.map(\.id) == [3] && shown?.totalLabel == "3 \#(name.pluralWords)")
                #expect(shown?.paging.pageLabel == "Page 2 of 2")
                #expect(shown?.paging.previous == .\#(value)List(PageSelection(page: 1, pageSize: 2)) && shown?.paging.next == nil)
                let beyond = list(Mock\#(type)Repository(), PageSelection(page: 9, pageSize: 2))
                await beyond.send(.load)
                guard case .empty(let empty) = beyond.state.content else {
                    Issue.record("expected the empty state, got \(beyond.state.content)")
                    return
                }
                #expect(empty.title == "No page 9" && empty.totalCount == 3)
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
                for route in [Route.\#(value)List(PageSelection()), .\#(value)List(PageSelection(page: 3, pageSize: 100)), .\#(value)Detail(id: 7)] {
                    #expect(try RouteAddress(route).route() == route)
                }
                #expect(RouteAddress(.\#(value)List(PageSelection(page: 3, pageSize: 100))).query.map(\.name) == ["page", "page-size"])
                #expect(throws: DeepLinkError.self) { try RouteAddress(segments: ["\#(slug)"], query: [.init(name: "colour", value: "red")]).route() }
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
                #expect(lines.last == "3 \#(name.pluralWords) · Page 1 of 1")
                #expect(lines.count == 6)
            }

            @Test("A page of the list by --page and --page-size, as text and as JSON; a page out of bounds is a usage error")
            func pages() async throws {
                let text = await \#(run)("\#(slug)", "--demo", "--page", "2", "--page-size", "2")
                #expect(text.status == .success)
                #expect(text.stdout.split(separator: "\n").last == "3 \#(name.pluralWords) · Page 2 of 2")
                let json = await \#(run)("\#(slug)", "--demo", "--page", "2", "--page-size", "2", "--json")
                let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
                #expect((object["\#(values)"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [3])
                #expect(object["page"] as? Int == 2 && object["pageCount"] as? Int == 2 && object["totalCount"] as? Int == 3)
                let outOfBounds = await \#(run)("\#(slug)", "--demo", "--page-size", "101")
                #expect(outOfBounds.status == .usage && outOfBounds.stderr.contains("A page size of 101 is out of range"))
            }

            @Test("One \#(name.singularWords) by id, as text and as JSON with its link")
            func one() async throws {
                let text = await \#(run)("\#(slug)", "2", "--demo")
                #expect(text.status == .success)
                #expect(text.stdout.split(separator: "\n").count == 1 + \#(fields.count))
                let json = await \#(run)("\#(slug)", "2", "--demo", "--json")
                let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
                #expect(object["id"] as? Int == 2)
                #expect((object["link"] as? String)?.hasSuffix("://\#(slug)/2") == true)\#(writes ? "\n        #expect(object[\"version\"] as? Int == 1, \"what edit --expect-version takes\")" : "")\#(dateJSONExpectations)
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

            @Test("In the interactive browser, n and p turn the list's pages")
            func browserPages() async {
                let link = "\#(product.executable)://\#(slug)?page-size=2"
                let next = ScriptedTerminal(keys: [.character("n")])
                _ = await \#(run)(arguments: ["open", link, "--demo"], terminal: next)
                #expect(next.lastFrame.contains("Page 2 of 2") && next.lastFrame.contains("n/p page"))
                let back = ScriptedTerminal(keys: [.character("n"), .character("p")])
                _ = await \#(run)(arguments: ["open", link, "--demo"], terminal: back)
                #expect(back.lastFrame.contains("Page 1 of 2"))
            }
        }

        """#
    }

    func serverTests() -> String {
        #"""
        import APIContract
        import Composition
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

            @Test("250 \#(name.pluralWords): page 3 of 100 holds the last 50, in the pages and the API; a stray parameter is a 400")
            func pages() async throws {
                var repositories = Repositories.mock()
                repositories.\#(values) = Mock\#(type)Repository(\#(values): \#(type)Fixtures.many(250))
                let (html, json, refused, stray) = try await withRouter(AppContainer(repositories: repositories)) { client in
                    (
                        text(try await client.execute(uri: "/\#(slug)?page=3&page-size=100", method: .get)),
                        try await client.execute(uri: "/api/v1/\#(slug)?page=3&page-size=100", method: .get),
                        try await client.execute(uri: "/api/v1/\#(slug)?page-size=101", method: .get),
                        try await client.execute(uri: "/api/v1/\#(slug)?page=2&colour=red", method: .get)
                    )
                }
                #expect(html.contains("<p class=\"count\">250 \#(name.pluralWords)</p>") && html.contains("<span>Page 3 of 3</span>"))
                #expect(html.contains("<td><a href=\"/\#(slug)/250\">250</a></td>") && !html.contains("<td><a href=\"/\#(slug)/200\">200</a></td>"))
                #expect(html.contains("<a rel=\"prev\" href=\"/\#(slug)?page=2&amp;page-size=100\">"))
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                let page = try decoder.decode(Components.Schemas.\#(type)Page.self, from: Data(text(json).utf8))
                #expect(page.\#(values).map(\.id) == Array(201...250) && page.totalCount == 250 && page.pageCount == 3)
                #expect(refused.status == .badRequest && text(refused).contains("A page size of 101 is out of range"))
                #expect(stray.status == .badRequest && text(stray).contains("“colour” is not a parameter; use page or page-size."))
            }

            @Test("/\#(slug)/ID shows every field; an unknown id is a 404 page, a malformed one the API's 400")
            func detail() async throws {
                let (found, missing, malformed) = try await withRouter { client in
                    (
                        try await client.execute(uri: "/\#(slug)/2", method: .get),
                        try await client.execute(uri: "/\#(slug)/99", method: .get),
                        try await client.execute(uri: "/api/v1/\#(slug)/abc", method: .get)
                    )
                }
                #expect(found.status == .ok)
                \#(each(8) { "#expect(text(found).contains(\"<dt>\($0.label)</dt>\"))" })
                #expect(missing.status == .notFound && text(missing).contains("No \#(name.singularWords) has the id 99."))
                #expect(malformed.status == .badRequest && text(malformed).contains("“abc” is not an id; ids are whole numbers from 1."), "the one id rule, as for every feature")
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
                let decoded = try decoder.decode(Components.Schemas.\#(type)Page.self, from: Data(text(list).utf8))
                #expect(decoded.\#(values).map(\.id) == \#(type)Fixtures.all.map(\.id.rawValue))
                #expect(try decoder.decode(Components.Schemas.\#(type).self, from: Data(text(one).utf8)).id == 3)
                #expect(missing.status == .notFound && missing.headers[.contentType]?.hasPrefix("application/problem+json") == true)
            }
        }

        """#
    }
}
