import Domain
import Observation

/// A purchase order editor's logic: load it, save the form over the version it was
/// loaded at, show every field's problem at once, and after a conflict offer its values
/// now beside what was typed. Also deletes, over the same version.
@Observable
public final class PurchaseOrderEditorViewModel: FormEditor {
    public typealias Action = EditorAction<PurchaseOrderForm>

    public private(set) var state: PurchaseOrderEditorState

    @ObservationIgnored private let useCases: UseCases

    /// The use cases an editor runs.
    public struct UseCases: Sendable {
        let get: any GetPurchaseOrderUseCase
        let create: any CreatePurchaseOrderUseCase
        let update: any UpdatePurchaseOrderUseCase
        let delete: any DeletePurchaseOrderUseCase
        /// What names a purchase order's warehouse as saved.
        let getWarehouse: any GetWarehouseUseCase
        /// The warehouses its form chooses from.
        let listWarehouses: any ListWarehousesUseCase

        public init(
            get: any GetPurchaseOrderUseCase,
            create: any CreatePurchaseOrderUseCase,
            update: any UpdatePurchaseOrderUseCase,
            delete: any DeletePurchaseOrderUseCase,
            getWarehouse: any GetWarehouseUseCase,
            listWarehouses: any ListWarehousesUseCase,
        ) {
            self.get = get
            self.create = create
            self.update = update
            self.delete = delete
            self.getWarehouse = getWarehouse
            self.listWarehouses = listWarehouses
        }
    }

    /// An editor for the purchase order `purchaseOrderID`, or for a new one when it is `nil`.
    public init(useCases: UseCases, purchaseOrderID: Int64?) {
        self.useCases = useCases
        self.state = PurchaseOrderEditorState(itemID: purchaseOrderID, form: PurchaseOrderForm(), status: purchaseOrderID == nil ? .editing : .loading)
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

    /// Reads the items each reference may choose, then the purchase order, if it is one already.
    private func load() async {
        state.choices = await PurchaseOrderForm.choices(
            listWarehouses: useCases.listWarehouses,
        )
        guard let id = state.itemID else { return }
        state.status = .loading
        do throws(AppError) {
            let purchaseOrder = try await useCases.get.execute(id: PurchaseOrderID(id))
            state.form = PurchaseOrderForm(purchaseOrder)
            state.version = purchaseOrder.version
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
                let others = PurchaseOrderRules.problems(with: draft.normalized).filter { !fields.contains($0.field) }
                throw .invalid(kind: "purchase order", problems: FieldProblem.inOrder(of: PurchaseOrderRules.fields, unreadable + others))
            }
            let saved = if let id = state.itemID {
                // A version never loaded is none: the store answers with a conflict, never an overwrite.
                try await useCases.update.execute(id: PurchaseOrderID(id), expectedVersion: state.version ?? 0, with: draft)
            } else {
                try await useCases.create.execute(draft)
            }
            let referred = await PurchaseOrderViewData.referred(
                by: [saved],
                getWarehouse: useCases.getWarehouse,
            )
            let choices = state.choices
            state = PurchaseOrderEditorState(itemID: saved.id.rawValue, form: PurchaseOrderForm(saved), version: saved.version, status: .saved(PurchaseOrderViewData(saved, referred: referred)))
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
            try await useCases.delete.execute(id: PurchaseOrderID(id), expectedVersion: state.version ?? 0)
            state.status = .deleted
        } catch {
            state.status = await status(for: error)
        }
    }

    /// What the editor shows after `error`; a conflict reads the purchase order again.
    private func status(for error: AppError) async -> PurchaseOrderEditorState.Status {
        await PurchaseOrderEditorState.status(after: error) { id throws(AppError) in
            let current = try await useCases.get.execute(id: PurchaseOrderID(id))
            return (PurchaseOrderForm(current), current.version)
        }
    }
}
