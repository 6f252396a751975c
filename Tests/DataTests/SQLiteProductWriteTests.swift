@testable import DataLayer
import Domain
import TestSupport
import Testing

@Suite("SQLite product writes: versions checked in the statement, the index kept with the row")
struct SQLiteProductWriteTests {
    let directory: TemporaryDirectory
    let store: SQLiteStore
    let repository: SQLiteProductRepository

    init() throws {
        directory = try TemporaryDirectory()
        store = .sample(in: directory)
        repository = SQLiteProductRepository(store: store)
    }

    func draft(_ name: String, category: String = "lighting", stock: Int = 3) -> ProductDraft {
        ProductDraft(name: name, summary: "A test product.", priceMinorUnits: 1_250, currencyCode: "USD", categorySlug: category, stock: stock)
    }

    @Test("A new product is saved at version 1, found by search and counted in its category")
    func create() async throws {
        let created = try await repository.create(draft("Zeppelin Lantern"))
        #expect(created.version == 1 && created.id == ProductID(601) && created.category.name == "Lighting")
        #expect(try await repository.searchProducts(ProductQuery(text: "zeppelin")).items == [created])
        let lighting = try await SQLiteCategoryRepository(store: store).categories().first { $0.category.slug == "lighting" }
        #expect(lighting?.productCount == 76)
        await store.close()
    }

    @Test("An update over the version read counts the version up, and search follows the new name")
    func update() async throws {
        let before = try await repository.product(id: ProductID(1))
        var changed = ProductDraft(before)
        changed.name = "Quasar Desk Lamp"
        changed.summary = "A lamp from another planet."
        let after = try await repository.update(id: before.id, expectedVersion: before.version, with: changed)
        #expect(after.version == before.version + 1 && after.name == "Quasar Desk Lamp")
        #expect(try await repository.searchProducts(ProductQuery(text: "quasar")).ids == [1])
        #expect(try await repository.searchProducts(ProductQuery(text: before.name)).ids.contains(1) == false)
        await store.close()
    }

    @Test("A stale version is a conflict naming the version now, and changes nothing")
    func staleUpdate() async throws {
        let current = try await repository.update(id: ProductID(2), expectedVersion: 1, with: draft("First Editor's Lamp"))
        await #expect(throws: AppError.conflict(kind: "product", id: current.id.rawValue, currentVersion: current.version)) {
            try await repository.update(id: ProductID(2), expectedVersion: 1, with: draft("Second Editor's Lamp"))
        }
        await #expect(throws: AppError.conflict(kind: "product", id: current.id.rawValue, currentVersion: current.version)) {
            try await repository.delete(id: ProductID(2), expectedVersion: 1)
        }
        #expect(try await repository.product(id: ProductID(2)) == current)
        await store.close()
    }

    @Test("Delete takes the product out of the list, the search and the count; then it is not found")
    func delete() async throws {
        try await repository.delete(id: ProductID(3), expectedVersion: 1)
        await #expect(throws: AppError.notFound(kind: "product", id: 3)) { try await repository.product(id: ProductID(3)) }
        await #expect(throws: AppError.notFound(kind: "product", id: 3)) {
            try await repository.delete(id: ProductID(3), expectedVersion: 1)
        }
        #expect(try await repository.searchProducts(ProductQuery(page: PageRequest(pageSize: 100))).totalCount == 599)
        await store.close()
    }

    @Test("A name already in the category, in any case, is refused as taken; the product's own name and another category's are not")
    func uniqueName() async throws {
        let existing = try await repository.product(id: ProductID(1))
        let taken = AppError.invalid(kind: "product", problems: [FieldProblem("name", .taken(existing.name.uppercased(), within: "lighting"))])
        await #expect(throws: taken) { try await repository.create(draft(existing.name.uppercased())) }
        let other = try await repository.create(draft("Zeppelin Lantern"))
        await #expect(throws: taken) {
            try await repository.update(id: other.id, expectedVersion: other.version, with: draft(existing.name.uppercased()))
        }
        // Nothing was saved by the refused writes.
        #expect(try await repository.product(id: other.id) == other)
        let renamed = try await repository.update(id: existing.id, expectedVersion: existing.version, with: draft(existing.name.uppercased()))
        #expect(renamed.name == existing.name.uppercased())
        #expect(try await repository.create(draft(existing.name, category: "garden")).name == existing.name)
        await #expect(throws: AppError.invalid(kind: "product", problems: [FieldProblem("category", .unknownReference("toys"))])) {
            try await repository.create(draft("Spinning Top", category: "toys"))
        }
        await store.close()
    }

    @Test("100 concurrent updates of one product: every accepted write counted, every other a conflict, none lost")
    func concurrentUpdates() async throws {
        // Patient enough that a loaded machine makes none of them too busy: what is
        // checked is that every write is accepted or a conflict, not how fast they go.
        let store = SQLiteStore.sample(in: directory, name: "patient.sqlite", patience: .seconds(120))
        let repository = SQLiteProductRepository(store: store)
        let start = try await repository.product(id: ProductID(5))
        let outcomes = await withTaskGroup(of: Result<Product, AppError>.self) { group in
            for writer in 0..<100 {
                group.addTask {
                    do throws(AppError) {
                        let read = try await repository.product(id: start.id)
                        var change = ProductDraft(read)
                        change.summary = "Written by writer \(writer)."
                        change.stock = writer
                        return .success(try await repository.update(id: read.id, expectedVersion: read.version, with: change))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let accepted = outcomes.compactMap { try? $0.get() }
        let refused = outcomes.compactMap { outcome -> AppError? in
            if case .failure(let error) = outcome { error } else { nil }
        }
        #expect(accepted.count + refused.count == 100 && !accepted.isEmpty)
        #expect(refused.allSatisfy { if case .conflict = $0 { true } else { false } }, "\(refused)")
        #expect(accepted.map(\.version).sorted() == Array((start.version + 1)...(start.version + accepted.count)))
        let final = try await repository.product(id: start.id)
        #expect(final.version == start.version + accepted.count)
        #expect(final == accepted.max { $0.version < $1.version }, "the last accepted write is what is stored")
        await store.close()
    }

    @Test("Writes to a file survive closing and opening it again")
    func durable() async throws {
        let created = try await repository.create(draft("Aurora Floor Lamp"))
        await store.close()
        let reopened = SQLiteProductRepository(store: .sample(in: directory))
        #expect(try await reopened.product(id: created.id) == created)
    }
}
