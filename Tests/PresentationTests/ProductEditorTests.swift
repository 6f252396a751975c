import Domain
import Mocks
@testable import Presentation
import Testing

@Suite("Product editor view model")
@MainActor
struct ProductEditorTests {
    let repository = MockProductRepository()

    func editor(_ id: Int64?, categories: MockCategoryRepository? = nil) -> ProductEditorViewModel {
        let categories = categories ?? MockCategoryRepository(countingIn: repository)
        return ProductEditorViewModel(
            useCases: .init(
                get: DefaultGetProductUseCase(repository: repository),
                create: DefaultCreateProductUseCase(repository: repository, categories: categories),
                update: DefaultUpdateProductUseCase(repository: repository, categories: categories),
                delete: DefaultDeleteProductUseCase(repository: repository),
                listCategories: DefaultListCategoriesUseCase(repository: categories),
            ),
            productID: id
        )
    }

    @Test("Loading fills the form with the product's values as a person would type them")
    func load() async {
        let editor = editor(1)
        #expect(editor.state.status == .loading)
        await editor.send(.load)
        #expect(editor.state.form == ProductForm(
            name: "Brass Desk Lamp", summary: "A brass desk lamp with a warm, dimmable glow.",
            price: "59.99", currency: "USD", category: "lighting", stock: "12"
        ))
        #expect(editor.state.version == 1 && editor.state.status == .editing)
    }

    @Test("Two editors save the same product: the first wins, the second sees a conflict, reloads and saves")
    func twoEditors() async throws {
        let first = editor(2)
        let second = editor(2)
        await first.send(.load)
        await second.send(.load)
        var cheaper = first.state.form
        cheaper.price = "10.00"
        await first.send(.edit(cheaper))
        await first.send(.save)
        guard case .saved(let saved) = first.state.status else {
            Issue.record("the first save should win, got \(first.state.status)")
            return
        }
        #expect(saved.price == "$10.00" && first.state.version == 2)

        var restocked = second.state.form
        restocked.stock = "99"
        await second.send(.edit(restocked))
        await second.send(.save)
        guard case .conflict(let error, let current, let version) = second.state.status else {
            Issue.record("the second save should conflict, got \(second.state.status)")
            return
        }
        #expect(error.kind == .conflict && current.price == "10.00" && version == 2)
        #expect(second.state.form.stock == "99", "what the second editor typed is kept until it reloads")
        #expect(try await repository.product(id: ProductID(2)).stock != 99, "nothing of the second save was written")

        await second.send(.reload)
        var again = second.state.form
        again.stock = "99"
        await second.send(.edit(again))
        await second.send(.save)
        let final = try await repository.product(id: ProductID(2))
        #expect(final.version == 3 && final.stock == 99 && final.price.minorUnits == 1_000, "both changes are there")
    }

    @Test("Every problem of the form shows at once beside its field, those of fields it could not read included, and nothing is saved")
    func everyProblem() async {
        let editor = editor(nil)
        await editor.send(.edit(ProductForm(name: "  ", price: "12.5.0", currency: "usd", category: "lighting", stock: "many")))
        await editor.send(.save)
        #expect(editor.state.message(for: .name) == "name is required")
        #expect(editor.state.message(for: .price) == "price “12.5.0” is not an amount; write it like 12.50")
        #expect(editor.state.message(for: .stock) == "stock “many” is not a whole number")
        #expect(editor.state.message(for: .currency) == nil && editor.state.message(for: .category) == nil)
        #expect(await repository.products.count == 60)
    }

    @Test("A name its category has already, in any case, is refused as the store saves and shown beside the name; nothing is saved")
    func takenName() async {
        let editor = editor(nil)
        await editor.send(.edit(ProductForm(name: "brass desk lamp", price: "12.50", currency: "USD", category: "lighting", stock: "1")))
        await editor.send(.save)
        #expect(editor.state.message(for: .name) == "name “brass desk lamp” is taken in lighting; choose another")
        #expect(editor.state.form.name == "brass desk lamp", "what was typed is kept")
        #expect(await repository.products.count == 60)
    }

    @Test("A new product is saved at version 1 and the editor then edits it")
    func create() async {
        let editor = editor(nil)
        await editor.send(.edit(ProductForm(name: "Comet Lamp", price: "1,299", currency: "USD", category: "lighting", stock: "4")))
        await editor.send(.save)
        guard case .saved(let product) = editor.state.status else {
            Issue.record("expected a saved product, got \(editor.state.status)")
            return
        }
        #expect(product.id == 61 && product.price == "$1,299.00" && product.version == 1)
        #expect(editor.state.itemID == 61 && editor.state.version == 1)
    }

    @Test("Loading, a new editor and an existing one read the categories a product may be in, by name, as their slugs")
    func categoryChoices() async {
        let editor = editor(nil)
        await editor.send(.load)
        let expected = try? await MockCategoryRepository(countingIn: repository).categories().map { FormChoice(value: $0.category.slug, title: $0.category.name) }
        #expect(!editor.state.choices(for: .category).isEmpty && editor.state.choices(for: .category) == expected)
        #expect(editor.state.choices(for: .category).contains(FormChoice(value: "lighting", title: "Lighting")))
        await editor.send(.edit(ProductForm(name: "Comet Lamp", price: "12", currency: "USD", category: "lighting", stock: "4")))
        await editor.send(.save)
        guard case .saved = editor.state.status else {
            Issue.record("expected a saved product, got \(editor.state.status)")
            return
        }
        #expect(editor.state.choices(for: .category) == expected, "kept after a save")
    }

    @Test("Categories that cannot be read leave the category typed; the product still loads")
    func categoriesUnreadable() async {
        let categories = MockCategoryRepository(countingIn: repository, behavior: MockBehavior(failure: .storageUnavailable("down")))
        let editor = editor(1, categories: categories)
        await editor.send(.load)
        #expect(editor.state.choices(for: .category).isEmpty)
        #expect(editor.state.status == .editing && editor.state.form.category == "lighting")
    }

    @Test("Delete goes over the version loaded: a stale one is a conflict, and nothing is deleted")
    func delete() async throws {
        let editor = editor(3)
        await editor.send(.load)
        await editor.send(.expect(version: 7))
        await editor.send(.delete)
        guard case .conflict = editor.state.status else {
            Issue.record("expected a conflict, got \(editor.state.status)")
            return
        }
        await editor.send(.reload)
        await editor.send(.delete)
        #expect(editor.state.status == .deleted)
        await #expect(throws: AppError.notFound(kind: "product", id: 3)) { try await repository.product(id: ProductID(3)) }
    }

    @Test("A delete before the product was loaded is a conflict, not silence, and nothing is deleted")
    func deleteUnloaded() async throws {
        let editor = editor(3)
        await editor.send(.delete)
        guard case .conflict = editor.state.status else {
            Issue.record("expected a conflict, got \(editor.state.status)")
            return
        }
        #expect(try await repository.product(id: ProductID(3)).id == 3)
    }
}
