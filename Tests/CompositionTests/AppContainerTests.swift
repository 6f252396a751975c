import Composition
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("App container and screen factory")
@MainActor
struct AppContainerTests {
    // sample:begin
    @Test("The live graph reads the seeded SQLite catalog from the given file")
    func liveFile() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("catalog.sqlite")
        let container = AppContainer.live(LiveConfiguration(store: .file(path: path)))
        let list = container.screens.productList(ProductSelection(page: PageSelection(page: 2), searchText: "lamp"))
        await list.send(.load)
        let page = try #require(list.state.content.viewData)
        #expect(page.paging.pageLabel.hasPrefix("Page 2 of "))
        #expect(page.rows.count == 20)
        #expect(FileManager.default.fileExists(atPath: path))
        await container.close()
    }

    @Test("Told not to seed, the live graph starts an empty database empty")
    func liveWithoutSeed() async throws {
        let folder = try TemporaryDirectory()
        let container = AppContainer.live(LiveConfiguration(store: .file(path: folder.file("catalog.sqlite")), seedsEmptyDatabase: false))
        let list = container.screens.productList(ProductSelection())
        await list.send(.load)
        await container.close()
        guard case .empty = list.state.content else {
            Issue.record("expected the empty state, got \(list.state.content)")
            return
        }
    }
    // sample:end

    @Test("--database and DATABASE_URL: a postgres:// URL names PostgreSQL, anything else a file; a broken URL is refused without its password")
    func databaseArgument() throws {
        #expect(try LiveConfiguration.Store(database: "shop.sqlite") == .file(path: "shop.sqlite"))
        let store = try LiveConfiguration.Store(database: "postgres://shop:secret@db.internal:6543/shop?sslmode=require")
        guard case .postgres(let database) = store else {
            Issue.record("not PostgreSQL: \(store)")
            return
        }
        #expect(database.description == "the PostgreSQL database shop at db.internal:6543")
        #expect(try LiveConfiguration.Store.fromEnvironment([:]) == .defaultFile)
        #expect(try LiveConfiguration.Store.fromEnvironment(["DATABASE_URL": "postgresql://u@h/d"]) != .defaultFile)
        for broken in [
            "postgres://shop:secret@db.internal", "postgres://db.internal/shop", "postgres://u:secret@h/d?sslmode=maybe",
            "postgres://app:secret/x@db/app", "postgres://app:secret#1@db/app", "postgres://app@db/app?password=secret",
            "postgres://app@db/app?sslmode=require&passfile=secret",
            // Any other URL is no SQLite path: read as one, it made folders named after its password.
            "postgresql+asyncpg://app:secret@db:5432/app", "mysql://app:secret@db/app", " postgres://app:secret@db/app",
            "\"postgres://app:secret@db/app\"", "file:///tmp/catalog.sqlite",
        ] {
            let error = #expect(throws: InvalidDatabaseArgument.self) { try LiveConfiguration.Store(database: broken) }
            #expect(error.map { !$0.description.contains("secret") } ?? false, "\(broken)")
        }
        // A URL whose authorities cannot be read stops the app as it starts, saying where it looked.
        let unread = "postgres://shop:secret@db.internal/shop?sslmode=verify-full&sslrootcert=/nowhere/ca.pem"
        let error = #expect(throws: InvalidDatabaseArgument.self) { try LiveConfiguration.Store(database: unread) }
        #expect(error?.description.hasPrefix("“postgres://shop:…@db.internal/shop?sslmode=…&sslrootcert=…”: the root certificates for the PostgreSQL database shop at db.internal:5432, sslrootcert /nowhere/ca.pem: not a file this process can read") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("secret") == false)
    }

    @Test("A store that never answers is not ready once the deadline passes; one that answers is")
    func readinessDeadline() async {
        let stuck = AppContainer(repositories: .mock(), preparation: {
            try? await Task.sleep(for: .seconds(3_600)) // a store that hangs
        })
        #expect(await stuck.isReady(within: .milliseconds(50)) == false)
        #expect(await AppContainer(repositories: .mock(), preparation: {}).isReady(within: .seconds(60)))
        let down = AppContainer(repositories: .mock(), preparation: { () throws(AppError) in throw .storageUnavailable("down") })
        #expect(await down.isReady(within: .seconds(60)) == false)
    }

    @Test("Preparing a database file migrates it, and again changes nothing; a file that is no database says why it cannot be used")
    func prepare() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("prepared.sqlite")
        let container = AppContainer.live(LiveConfiguration(store: .file(path: path)))
        try await container.prepare()
        try await container.prepare()
        #expect(await container.isReady(within: .seconds(60)))
        // sample:begin
        // Migrated and seeded: the sample's products are there to change.
        #expect(try await container.searchProducts.execute(ProductQuery()).totalCount == 600)
        try await container.deleteProduct.execute(id: ProductID(7), expectedVersion: 1)
        // sample:end
        await container.close()
        #expect(FileManager.default.fileExists(atPath: path))
        // sample:begin
        // Prepared again by a new container, the file keeps what was changed: no seed or
        // migration runs twice.
        let reopened = AppContainer.live(LiveConfiguration(store: .file(path: path)))
        try await reopened.prepare()
        #expect(try await reopened.searchProducts.execute(ProductQuery()).totalCount == 599)
        await #expect(throws: AppError.notFound(kind: "product", id: 7)) { try await reopened.getProduct.execute(id: ProductID(7)) }
        await reopened.close()
        // sample:end
        let notes = directory.file("notes.txt")
        try Data(String(repeating: "not a database\n", count: 500).utf8).write(to: URL(fileURLWithPath: notes))
        let refused = AppContainer.live(LiveConfiguration(store: .file(path: notes)))
        let error = await #expect(throws: AppError.self) { try await refused.prepare() }
        #expect(error.map { "\($0)".contains("is not a SQLite database") } ?? false, "\(String(describing: error))")
        await refused.close()
    }

    @Test("Every section's route opens its feature's screen, and home opens home")
    func sectionScreens() {
        let screens = AppContainer.mock().screens
        for section in HomeViewData.standard.sections {
            let screen = screens.screen(for: section.route)
            #expect(!(screen is HomeViewData) && !(screen is NoScreen), "\(section.title) has no ScreenRoute conformance")
        }
        #expect(screens.screen(for: .home) is HomeViewData)
    }

    // sample:begin
    @Test("Each route gets its own screen, over the same repositories")
    func screens() async {
        let screens = AppContainer.mock().screens
        guard let categories = screens.screen(for: .categories) as? CategoryListViewModel,
              let list = screens.screen(for: .productList(ProductSelection(category: "garden"))) as? ProductListViewModel,
              let detail = screens.screen(for: .productDetail(id: 3)) as? ProductDetailViewModel
        else {
            Issue.record("a route got another route's screen")
            return
        }
        await categories.send(.load)
        await list.send(.load)
        await detail.send(.load)
        let garden = categories.state.content.viewData?.rows.first { $0.id == "garden" }
        #expect(garden?.productCount == list.state.content.viewData?.paging.totalCount && garden?.productCount == 15)
        #expect(detail.state.content.viewData?.id == 3)
    }

    @Test("The live graph counts the sample's categories in SQLite")
    func liveCategories() async {
        let container = AppContainer.live(LiveConfiguration(store: .inMemory))
        let categories = container.screens.categoryList()
        await categories.send(.load)
        #expect(categories.state.content.viewData?.rows.map(\.productCount) == Array(repeating: 75, count: 8))
        await container.close()
    }

    @Test("The in-memory graph holds the full sample catalog")
    func liveInMemory() async {
        let container = AppContainer.live(LiveConfiguration(store: .inMemory))
        let detail = container.screens.productDetail(id: 600)
        await detail.send(.load)
        #expect(detail.state.content.viewData?.id == 600)
        await container.close()
    }

    @Test("The mock graph serves the fixture catalog and validates like the live one")
    func mock() async {
        let container = AppContainer.mock()
        let list = container.screens.productList(ProductSelection(page: PageSelection(pageSize: 100)))
        await list.send(.load)
        #expect(list.state.content.viewData?.paging.totalCount == 60)
        let invalid = container.screens.productList(ProductSelection(page: PageSelection(page: 0)))
        await invalid.send(.load)
        guard case .failed(let error) = invalid.state.content else {
            Issue.record("page 0 should fail, got \(invalid.state.content)")
            return
        }
        #expect(error.kind == .invalidInput)
    }

    @Test("A failing mock graph fails every screen with a retryable error")
    func failingMock() async {
        let container = AppContainer.mock(MockOptions(fails: true))
        let detail = container.screens.productDetail(id: 1)
        await detail.send(.load)
        guard case .failed(let error) = detail.state.content else {
            Issue.record("expected a failure, got \(detail.state.content)")
            return
        }
        #expect(error.kind == .unavailable && error.canRetry)
    }

    @Test("A store that cannot be opened is the first screen's error, not a crash")
    func unreadableStore() async {
        let container = AppContainer.live(LiveConfiguration(store: .file(path: "/dev/null/catalog.sqlite")))
        let list = container.screens.productList()
        await list.send(.load)
        guard case .failed(let error) = list.state.content else {
            Issue.record("expected a failure, got \(list.state.content)")
            return
        }
        #expect(error.kind == .unavailable)
        #expect(error.message.contains("/dev/null"))
        await container.close()
    }
    // sample:end
}
