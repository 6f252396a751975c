import Domain
import Observation

/// A product editor's logic: load it, save the form over the version it was
/// loaded at, show every field's problem at once, and after a conflict offer its values
/// now beside what was typed. Also deletes, over the same version.
@Observable
public final class ProductEditorViewModel: FormEditor {
    public typealias Action = EditorAction<ProductForm>

    public private(set) var state: ProductEditorState

    @ObservationIgnored private let useCases: UseCases

    /// The use cases an editor runs.
    public struct UseCases: Sendable {
        let get: any GetProductUseCase
        let create: any CreateProductUseCase
        let update: any UpdateProductUseCase
        let delete: any DeleteProductUseCase
        /// The categories its form chooses from.
        let listCategories: any ListCategoriesUseCase

        public init(
            get: any GetProductUseCase,
            create: any CreateProductUseCase,
            update: any UpdateProductUseCase,
            delete: any DeleteProductUseCase,
            listCategories: any ListCategoriesUseCase,
        ) {
            self.get = get
            self.create = create
            self.update = update
            self.delete = delete
            self.listCategories = listCategories
        }
    }

    /// An editor for the product `productID`, or for a new one when it is `nil`.
    public init(useCases: UseCases, productID: Int64?) {
        self.useCases = useCases
        self.state = ProductEditorState(itemID: productID, form: ProductForm(), status: productID == nil ? .editing : .loading)
    }

    public func send(_ action: Action) async {
        switch action {
        case .load:
            await load()
        case .edit(let form):
            state.edit(form)
        case .save:
            await save()
        case .reload:
            state.takeCurrent()
        case .expect(let version):
            state.version = version
        case .delete:
            await delete()
        }
    }

    /// Reads the items each reference may choose, then the product, if it is one already.
    private func load() async {
        state.choices = await ProductForm.choices(listCategories: useCases.listCategories)
        guard let id = state.itemID else { return }
        state.status = .loading
        do throws(AppError) {
            let product = try await useCases.get.execute(id: ProductID(id))
            state.form = ProductForm(product)
            state.version = product.version
            state.status = .editing
        } catch {
            state.status = .failed(ErrorViewData(error))
        }
    }

    private func save() async {
        let (draft, unreadable) = state.form.read()
        state.status = .saving
        do throws(AppError) {
            if !unreadable.isEmpty {
                // Nothing is saved; the other fields are checked too, so that every problem shows at once.
                let fields = Set(unreadable.map(\.field))
                let others = ProductRules.problems(with: draft.normalized).filter { !fields.contains($0.field) }
                throw .invalid(kind: "product", problems: FieldProblem.inOrder(of: ProductRules.fields, unreadable + others))
            }
            let saved = if let id = state.itemID {
                // A version never loaded is none: the store answers with a conflict, never an overwrite.
                try await useCases.update.execute(id: ProductID(id), expectedVersion: state.version ?? 0, with: draft)
            } else {
                try await useCases.create.execute(draft)
            }
            let choices = state.choices
            state = ProductEditorState(itemID: saved.id.rawValue, form: ProductForm(saved), version: saved.version, status: .saved(ProductDetailViewData(saved)))
            // Edited on, it chooses among the same items.
            state.choices = choices
        } catch {
            state.status = await status(for: error)
        }
    }

    private func delete() async {
        guard let id = state.itemID else { return }
        state.status = .saving
        do {
            try await useCases.delete.execute(id: ProductID(id), expectedVersion: state.version ?? 0)
            state.status = .deleted
        } catch {
            state.status = await status(for: error)
        }
    }

    /// What the editor shows after `error`; a conflict reads the product again.
    private func status(for error: AppError) async -> ProductEditorState.Status {
        await ProductEditorState.status(after: error) { id throws(AppError) in
            let current = try await useCases.get.execute(id: ProductID(id))
            return (ProductForm(current), current.version)
        }
    }
}
