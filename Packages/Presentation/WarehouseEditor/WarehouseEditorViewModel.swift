import Domain
import Observation

/// A warehouse editor's logic: load it, save the form over the version it was
/// loaded at, show every field's problem at once, and after a conflict offer its values
/// now beside what was typed. Also deletes, over the same version.
@Observable
public final class WarehouseEditorViewModel: FormEditor {
    public typealias Action = EditorAction<WarehouseForm>

    public private(set) var state: WarehouseEditorState

    @ObservationIgnored private let useCases: UseCases

    /// The use cases an editor runs.
    public struct UseCases: Sendable {
        let get: any GetWarehouseUseCase
        let create: any CreateWarehouseUseCase
        let update: any UpdateWarehouseUseCase
        let delete: any DeleteWarehouseUseCase

        public init(
            get: any GetWarehouseUseCase,
            create: any CreateWarehouseUseCase,
            update: any UpdateWarehouseUseCase,
            delete: any DeleteWarehouseUseCase,
        ) {
            self.get = get
            self.create = create
            self.update = update
            self.delete = delete
        }
    }

    /// An editor for the warehouse `warehouseID`, or for a new one when it is `nil`.
    public init(useCases: UseCases, warehouseID: Int64?) {
        self.useCases = useCases
        self.state = WarehouseEditorState(itemID: warehouseID, form: WarehouseForm(), status: warehouseID == nil ? .editing : .loading)
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

    /// Reads the items each reference may choose, then the warehouse, if it is one already.
    private func load() async {
        state.choices = await WarehouseForm.choices(
        )
        guard let id = state.itemID else { return }
        state.status = .loading
        do throws(AppError) {
            let warehouse = try await useCases.get.execute(id: WarehouseID(id))
            state.form = WarehouseForm(warehouse)
            state.version = warehouse.version
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
                let others = WarehouseRules.problems(with: draft.normalized).filter { !fields.contains($0.field) }
                throw .invalid(kind: "warehouse", problems: FieldProblem.inOrder(of: WarehouseRules.fields, unreadable + others))
            }
            let saved = if let id = state.itemID {
                // A version never loaded is none: the store answers with a conflict, never an overwrite.
                try await useCases.update.execute(id: WarehouseID(id), expectedVersion: state.version ?? 0, with: draft)
            } else {
                try await useCases.create.execute(draft)
            }
            let referred = await WarehouseViewData.referred(
                by: [saved],
            )
            let choices = state.choices
            state = WarehouseEditorState(itemID: saved.id.rawValue, form: WarehouseForm(saved), version: saved.version, status: .saved(WarehouseViewData(saved, referred: referred)))
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
            try await useCases.delete.execute(id: WarehouseID(id), expectedVersion: state.version ?? 0)
            state.status = .deleted
        } catch {
            state.status = await status(for: error)
        }
    }

    /// What the editor shows after `error`; a conflict reads the warehouse again.
    private func status(for error: AppError) async -> WarehouseEditorState.Status {
        await WarehouseEditorState.status(after: error) { id throws(AppError) in
            let current = try await useCases.get.execute(id: WarehouseID(id))
            return (WarehouseForm(current), current.version)
        }
    }
}
