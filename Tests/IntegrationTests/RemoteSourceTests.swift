import CatalogCLI
import CatalogServer
import Composition
import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

@Suite("The server on a real port, read through the remote repositories and the CLI's --remote")
struct RemoteSourceTests {
    /// Starts the server, with its response cache as it ships, over a fresh seeded database
    /// on 127.0.0.1 and an ephemeral port, and runs `body` with the server's base URL.
    func withLiveServer(writeToken: String? = nil, _ body: @Sendable (URL) async throws -> Void) async throws {
        let container = AppContainer.live(LiveConfiguration(store: .inMemory))
        try await withPreparedServer(container, responseCache: ResponseCache(), writeToken: writeToken, label: "live-test", body)
    }

    @Test("The remote repository returns what the SQLite repository returns, query for query")
    func remoteMatchesLocal() async throws {
        let folder = try TemporaryDirectory()
        let store = SQLiteStore(
            location: .file(path: folder.file("catalog.sqlite")),
            migrations: SQLiteSchema.migrations,
            seed: SampleCatalogWriter().writeIfNew
        )
        let local = SQLiteProductRepository(store: store)
        try await withLiveServer { url in
            let client = APIClient(baseURL: url)
            let remote = RemoteProductRepository(client: client)
            let queries = [
                ProductQuery(),
                ProductQuery(text: "lamp", page: PageRequest(page: 2)),
                ProductQuery(text: "brass desk", sort: .priceHighToLow),
                ProductQuery(category: "kitchen", sort: .name, page: PageRequest(page: 3, pageSize: 7)),
                ProductQuery(text: "chef's", category: "kitchen", sort: .priceLowToHigh),
                ProductQuery(text: "unicorn"),
                ProductQuery(page: PageRequest(page: 99)),
            ]
            for query in queries {
                let expected = try await local.searchProducts(query)
                let actual = try await remote.searchProducts(query)
                #expect(actual == expected, "\(query)")
            }
            for id in [1, 42, 600] as [Int64] {
                #expect(try await remote.product(id: ProductID(id)) == local.product(id: ProductID(id)))
            }
            await #expect(throws: AppError.notFound(kind: "product", id: 601)) {
                try await remote.product(id: ProductID(601))
            }
            let categories = try await RemoteCategoryRepository(client: client).categories()
            #expect(try await categories == SQLiteCategoryRepository(store: store).categories())
            #expect(categories.count == 8)
        }
        await store.close()
    }

    @Test("catalog --remote prints exactly what the local command prints", arguments: [
        ["products"], ["products", "--search", "lamp", "--page", "2"], ["products", "42"], ["products", "42", "--json"],
        ["open", "catalog://products?category=decor&sort=price-asc"], ["products", "--category", "garden", "--json"],
        ["categories"], ["categories", "--json"], ["open", "catalog://categories"],
    ])
    func cliRemoteMatchesLocal(arguments: [String]) async throws {
        try await withLiveServer { url in
            let local = await run(arguments + ["--in-memory"])
            let remote = await run(arguments + ["--remote", url.absoluteString])
            #expect(remote.status == .success)
            #expect(remote.stdout == local.stdout)
        }
    }

    @Test("An unknown id over the remote source is still exit 1")
    func remoteNotFound() async throws {
        try await withLiveServer { url in
            let result = await run(["products", "9999", "--remote", url.absoluteString])
            #expect(result.status == .notFound)
            #expect(result.stderr == "catalog: No product has the id 9999.\n")
        }
    }

    @Test("Writes through the server: the token is needed, a stale version is a conflict with the values now")
    func remoteWrites() async throws {
        try await withLiveServer(writeToken: "s3cret") { url in
            let editor = RemoteProductRepository(client: APIClient(baseURL: url, token: "s3cret"))
            let stranger = RemoteProductRepository(client: APIClient(baseURL: url))
            let read = try await editor.product(id: ProductID(42))
            var draft = ProductDraft(read)
            draft.priceMinorUnits = 1_250

            let refused = await #expect(throws: AppError.self) { try await stranger.update(id: read.id, expectedVersion: 1, with: draft) }
            guard case .notAllowed(let reason)? = refused else { Issue.record("not refused as not allowed: \(String(describing: refused))"); return }
            #expect(reason.contains("takes changes only with its token") && reason.contains("Writes need the server's token"))
            #expect(try await editor.product(id: read.id) == read, "a request without the token changes nothing")

            let saved = try await editor.update(id: read.id, expectedVersion: read.version, with: draft)
            #expect(saved.version == 2 && saved.price.minorUnits == 1_250)
            await #expect(throws: AppError.conflict(kind: "product", id: saved.id.rawValue, currentVersion: saved.version)) {
                try await editor.update(id: read.id, expectedVersion: read.version, with: draft)
            }
            let created = try await editor.create(ProductDraft(
                name: "Remote Lamp", summary: "", priceMinorUnits: 100, currencyCode: "USD", categorySlug: "lighting", stock: 1
            ))
            let readBack = try await editor.product(id: created.id)
            #expect(created.version == 1 && readBack == created)
            await #expect(throws: AppError.invalid(kind: "product", problems: [FieldProblem("name", .asSaid("name “Remote Lamp” is taken in lighting; choose another"))])) {
                try await editor.create(ProductDraft(name: "Remote Lamp", summary: "", priceMinorUnits: 100, currencyCode: "USD", categorySlug: "lighting", stock: 1))
            }
        }
    }

    @Test("catalog --remote --token edits through the server; a stale version is status 3, no token 77")
    func cliRemoteEdit() async throws {
        try await withLiveServer(writeToken: "s3cret") { url in
            let edited = await run(["products", "edit", "42", "--price", "12.50", "--remote", url.absoluteString, "--token", "s3cret"])
            #expect(edited.status == .success && edited.stdout.contains("Price     $12.50"))
            let stale = await run(["products", "edit", "42", "--stock", "1", "--expect-version", "1", "--remote", url.absoluteString, "--token", "s3cret"])
            #expect(stale.status == .conflict && stale.stderr.contains("price “12.50”, currency “USD”"), "\(stale.stderr)")
            let anonymous = await run(["products", "delete", "42", "--yes", "--remote", url.absoluteString])
            #expect(anonymous.status == .notAllowed && anonymous.stderr.contains("Give the server's token with --token or CATALOG_TOKEN."))
            #expect(await run(["products", "42", "--remote", url.absoluteString]).status == .success)
        }
    }

    private func run(_ arguments: [String]) async -> (status: CLIExitStatus, stdout: String, stderr: String) {
        let stdout = CapturedStream()
        let stderr = CapturedStream()
        let status = await CommandLineApp.run(arguments: arguments, context: CLIContext(stdout: stdout, stderr: stderr))
        return (status, stdout.text, stderr.text)
    }
}
