import Composition
import DataLayer
import Domain
import TestSupport
import Testing

/// The same cases on every store behind the ports, so that SQLite, PostgreSQL and the
/// remote source cannot drift apart. Expectations come from the sample catalog itself.
@Suite("Repository conformance: SQLite, PostgreSQL and the remote source answer alike")
struct RepositoryConformanceTests {
    static let sample = SampleCatalog.standard.products

    /// What a list shows, worked out from the sample in Swift: the matching products in
    /// the order asked, ties broken by id.
    static func expected(_ query: ProductQuery, matching words: [String] = []) -> [Product] {
        let matching = sample.filter { product in
            (query.category.map { product.category.slug == $0 } ?? true)
                && words.allSatisfy { word in
                    (product.name + " " + product.summary).lowercased()
                        .split { !($0.isLetter || $0.isNumber) }
                        .contains { $0.hasPrefix(word) }
                }
        }
        return matching.sorted { a, b in
            switch query.sort {
            case .priceLowToHigh: (a.price.minorUnits, a.id.rawValue) < (b.price.minorUnits, b.id.rawValue)
            case .priceHighToLow: (-a.price.minorUnits, a.id.rawValue) < (-b.price.minorUnits, b.id.rawValue)
            case .name, .relevance: (a.name.lowercased(), a.id.rawValue) < (b.name.lowercased(), b.id.rawValue)
            }
        }
    }

    static func page(_ products: [Product], _ query: ProductQuery) -> [Product] {
        Array(products.dropFirst(query.page.offset).prefix(query.page.pageSize))
    }

    static func draft(_ name: String, category: String = "lighting") -> ProductDraft {
        ProductDraft(name: name, summary: "A conformance test product.", priceMinorUnits: 1_250, currencyCode: "USD", categorySlug: category, stock: 3)
    }

    @Test("Browsing, every order, and pages up to and past the last", arguments: CatalogSource.all)
    func browse(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            let queries = [
                ProductQuery(),
                ProductQuery(sort: .priceLowToHigh, page: PageRequest(page: 4, pageSize: 50)),
                ProductQuery(category: "kitchen", sort: .name, page: PageRequest(page: 3, pageSize: 7)),
                ProductQuery(category: "garden", sort: .priceHighToLow, page: PageRequest(page: 4, pageSize: 24)),
                ProductQuery(category: "decor", page: PageRequest(page: 99)),
            ]
            for query in queries {
                let page = try await repositories.products.searchProducts(query)
                let all = Self.expected(query)
                #expect(page.totalCount == all.count, "\(query)")
                #expect(page.items == Self.page(all, query), "\(query)")
            }
        }
    }

    @Test("Search matches every word as a prefix; punctuation is never an operator", arguments: CatalogSource.all)
    func search(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            for (text, words) in [("brass desk", ["brass", "desk"]), ("LAMP", ["lamp"]), ("walnut -table", ["walnut", "table"])] {
                let byPrice = ProductQuery(text: text, sort: .priceLowToHigh, page: PageRequest(pageSize: 100))
                let expected = Self.expected(byPrice, matching: words)
                #expect(!expected.isEmpty, "the sample has matches for \(text)")
                #expect(try await repositories.products.searchProducts(byPrice).items == expected, "\(text)")
                let byRelevance = try await repositories.products.searchProducts(ProductQuery(text: text, page: PageRequest(pageSize: 100)))
                #expect(Set(byRelevance.items.map(\.id)) == Set(expected.map(\.id)), "\(text), by relevance")
            }
            #expect(try await repositories.products.searchProducts(ProductQuery(text: "?!")).totalCount == 0)
            #expect(try await repositories.products.searchProducts(ProductQuery(text: "unicorn")).totalCount == 0)
        }
    }

    @Test("A product by id, and an id that is not there", arguments: CatalogSource.all)
    func lookup(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            for id in [1, 42, 600] as [Int64] {
                let product = try await repositories.products.product(id: ProductID(id))
                #expect(product == Self.sample.first { $0.id == ProductID(id) })
            }
            await #expect(throws: AppError.notFound(kind: "product", id: 601)) {
                try await repositories.products.product(id: ProductID(601))
            }
        }
    }

    @Test("Categories by name, each with its products counted, following writes", arguments: CatalogSource.all)
    func categories(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            let before = try await repositories.categories.categories()
            #expect(before.map(\.category.name) == before.map(\.category.name).sorted())
            #expect(before.allSatisfy { $0.productCount == 75 })
            let created = try await repositories.products.create(Self.draft("Conformance Lantern"))
            var moved = ProductDraft(try await repositories.products.product(id: ProductID(1)))
            moved.categorySlug = "garden"
            _ = try await repositories.products.update(id: ProductID(1), expectedVersion: 1, with: moved)
            try await repositories.products.delete(id: ProductID(600), expectedVersion: 1)
            let counts = Dictionary(uniqueKeysWithValues: try await repositories.categories.categories().map { ($0.category.slug, $0.productCount) })
            let deletedFrom = Self.sample.first { $0.id == ProductID(600) }?.category.slug
            #expect(created.category.slug == "lighting")
            #expect(counts["lighting"] == 75 + 1 - 1 - (deletedFrom == "lighting" ? 1 : 0))
            #expect(counts["garden"] == 76 - (deletedFrom == "garden" ? 1 : 0))
        }
    }

    @Test("A category by its slug, as a product refers to it, and a slug that is none", arguments: CatalogSource.all)
    func categoryBySlug(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            let found = try await repositories.categories.category(slug: "garden")
            let unknown = try await repositories.categories.category(slug: "nowhere")
            let miscased = try await repositories.categories.category(slug: "Garden")
            #expect(found == Category(slug: "garden", name: "Garden"))
            #expect(unknown == nil && miscased == nil)
        }
    }

    @Test("A new product starts at version 1 after the last id and is found at once", arguments: CatalogSource.all)
    func create(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            let created = try await repositories.products.create(Self.draft("Zeppelin Lantern"))
            #expect(created.version == 1 && created.id.rawValue > 600 && created.category.name == "Lighting")
            #expect(try await repositories.products.product(id: created.id) == created)
            #expect(try await repositories.products.searchProducts(ProductQuery(text: "zeppelin")).items == [created])
        }
    }

    @Test("An update over the version read counts it up; one over an older version changes nothing", arguments: CatalogSource.all)
    func update(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            let before = try await repositories.products.product(id: ProductID(2))
            var changed = ProductDraft(before)
            changed.name = "Quasar Floor Lamp"
            let after = try await repositories.products.update(id: before.id, expectedVersion: before.version, with: changed)
            #expect(after.version == before.version + 1 && after.name == "Quasar Floor Lamp")
            #expect(try await repositories.products.searchProducts(ProductQuery(text: "quasar")).items == [after])
            changed.name = "Lost Update Lamp"
            await #expect(throws: AppError.conflict(kind: "product", id: after.id.rawValue, currentVersion: after.version)) {
                try await repositories.products.update(id: before.id, expectedVersion: before.version, with: changed)
            }
            await #expect(throws: AppError.notFound(kind: "product", id: 999)) {
                try await repositories.products.update(id: ProductID(999), expectedVersion: 1, with: changed)
            }
        }
    }

    @Test("A delete needs the current version; then the product is gone", arguments: CatalogSource.all)
    func delete(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            let current = try await repositories.products.product(id: ProductID(3))
            await #expect(throws: AppError.conflict(kind: "product", id: current.id.rawValue, currentVersion: current.version)) {
                try await repositories.products.delete(id: current.id, expectedVersion: current.version + 1)
            }
            try await repositories.products.delete(id: current.id, expectedVersion: current.version)
            await #expect(throws: AppError.notFound(kind: "product", id: current.id.rawValue)) {
                try await repositories.products.product(id: current.id)
            }
            await #expect(throws: AppError.notFound(kind: "product", id: current.id.rawValue)) {
                try await repositories.products.delete(id: current.id, expectedVersion: current.version)
            }
        }
    }

    @Test("An id is never given twice: once the newest product is deleted, the next takes another, and an edit made over the deleted one's version changes nothing", arguments: CatalogSource.all)
    func idsNotReused(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            let newest = try await repositories.products.create(Self.draft("Ephemeral Lantern"))
            try await repositories.products.delete(id: newest.id, expectedVersion: newest.version)
            let next = try await repositories.products.create(Self.draft("Lasting Lantern"))
            #expect(next.id.rawValue > newest.id.rawValue)
            await #expect(throws: AppError.notFound(kind: "product", id: newest.id.rawValue)) {
                try await repositories.products.update(id: newest.id, expectedVersion: newest.version, with: Self.draft("Stale Lantern"))
            }
            #expect(try await repositories.products.product(id: next.id).name == "Lasting Lantern")
        }
    }

    @Test(
        "A catalog whose products were all deleted stays empty when the app starts again, and its next product takes an id never given",
        arguments: LastingStore.all
    )
    func clearedStaysCleared(_ store: LastingStore) async throws {
        try await store.withConfiguration { configuration, deleteEveryProduct in
            let gone = try await Self.using(configuration) { try await $0.products.create(Self.draft("Gone Lantern")) }
            try await deleteEveryProduct()
            let (listed, next) = try await Self.using(configuration) { repositories in
                (try await repositories.products.searchProducts(ProductQuery()), try await repositories.products.create(Self.draft("Next Lantern")))
            }
            #expect(listed.totalCount == 0, "the sample is not written again")
            #expect(next.id.rawValue > gone.id.rawValue)
        }
    }

    /// What `body` returns from a live app on `configuration`, closed afterwards.
    static func using<T: Sendable>(_ configuration: LiveConfiguration, _ body: (Repositories) async throws -> T) async throws -> T {
        let container = AppContainer.live(configuration)
        do {
            let result = try await body(container.repositories)
            await container.close()
            return result
        } catch {
            await container.close()
            throw error
        }
    }

    @Test("A name taken in its category (in any case), by a new product or a changed one, and an unknown category are the draft's problems", arguments: CatalogSource.all)
    func constraints(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            let existing = try await repositories.products.product(id: ProductID(1))
            let duplicate = Self.draft(existing.name.uppercased(), category: existing.category.slug)
            let nameProblem = await #expect(throws: AppError.self) { try await repositories.products.create(duplicate) }
            #expect(Self.fields(of: nameProblem).contains("name"))
            let other = try await repositories.products.product(id: ProductID(2))
            let renamed = await #expect(throws: AppError.self) {
                try await repositories.products.update(id: other.id, expectedVersion: other.version, with: duplicate)
            }
            #expect(Self.fields(of: renamed).contains("name"), "an update to a taken name too")
            #expect(try await repositories.products.product(id: other.id) == other, "and nothing is saved")
            let unknown = await #expect(throws: AppError.self) {
                try await repositories.products.create(Self.draft("Nowhere Lamp", category: "nowhere"))
            }
            #expect(Self.fields(of: unknown).contains("category"))
            #expect(try await repositories.products.searchProducts(ProductQuery()).totalCount == 600)
        }
    }

    @Test("Names compare alike in every store, as SQLite's NOCASE does: ASCII letters without their case, then byte order; so sorting by name and a name taken agree", arguments: CatalogSource.all)
    func namesCompareAlike(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            _ = try await repositories.products.create(Self.draft("ébène zzq"))
            _ = try await repositories.products.create(Self.draft("Étagère zzq"))
            let sorted = try await repositories.products.searchProducts(ProductQuery(text: "zzq", sort: .name)).items.map(\.name)
            #expect(sorted == ["Étagère zzq", "ébène zzq"], "É (C3 89) before é (C3 A9)")
            let taken = await #expect(throws: AppError.self) { try await repositories.products.create(Self.draft("ÉTAGèRE ZZQ")) }
            #expect(Self.fields(of: taken).contains("name"), "the same name but for ASCII letters' case")
            // É and È are not ASCII letters: another name.
            _ = try await repositories.products.create(Self.draft("ÉTAGÈRE ZZQ"))
        }
    }

    static func fields(of error: AppError?) -> [FieldProblem.Field] {
        guard case .invalid(_, let problems) = error else { return [] }
        return problems.map(\.field)
    }
}
