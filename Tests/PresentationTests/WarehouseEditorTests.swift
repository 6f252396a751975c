import Domain
import Mocks
@testable import Presentation
import Testing

@Suite("Warehouse editor")
@MainActor
struct WarehouseEditorTests {
    func editor(_ repository: MockWarehouseRepository, id: Int64?) -> WarehouseEditorViewModel {
        let useCases = WarehouseEditorViewModel.UseCases(
            get: DefaultGetWarehouseUseCase(repository: repository),
            create: DefaultCreateWarehouseUseCase(
                repository: repository,
            ),
            update: DefaultUpdateWarehouseUseCase(
                repository: repository,
            ),
            delete: DefaultDeleteWarehouseUseCase(repository: repository),
        )
        return WarehouseEditorViewModel(useCases: useCases, warehouseID: id)
    }

    @Test("A new warehouse typed in the form is saved, and the editor shows it as saved")
    func create() async throws {
        let repository = MockWarehouseRepository()
        let viewModel = editor(repository, id: nil)
        await viewModel.send(.edit(WarehouseForm(name: "Typed Name 1")))
        await viewModel.send(.save)
        guard case .saved(let saved) = viewModel.state.status else {
            Issue.record("not saved: \(viewModel.state.status)")
            return
        }
        #expect(saved.id == 4 && viewModel.state.version == 1)
        #expect(viewModel.state.form == WarehouseForm(name: "Typed Name 1"), "the form reads back as typed")
        let stored = try await repository.warehouse(id: 4)
        let referred = await WarehouseViewData.referred(
            by: [stored],
        )
        #expect(WarehouseViewData(stored, referred: referred) == saved)
    }


    @Test("A form with every field wrong is refused with a problem beside each, and nothing is saved")
    func invalid() async throws {
        let repository = MockWarehouseRepository()
        let viewModel = editor(repository, id: nil)
        await viewModel.send(.edit(WarehouseForm(name: "")))
        await viewModel.send(.save)
        guard case .invalid(let error) = viewModel.state.status else {
            Issue.record("not refused: \(viewModel.state.status)")
            return
        }
        #expect(error.fieldMessages.map(\.field) == ["name"])
        #expect(viewModel.state.message(for: WarehouseForm.Field.allCases[0]) == error.fieldMessages.first?.message)
        #expect(try await repository.warehouses(WarehouseQuery(page: PageRequest())).items.count == 3)
        await viewModel.send(.edit(WarehouseForm(name: "Typed Name 2")))
        #expect(viewModel.state.status == .editing, "typing again clears the problems")
    }

    @Test("An edit loads the warehouse, saves over its version, and a stale version is a conflict that keeps what was typed")
    func edit() async throws {
        let repository = MockWarehouseRepository()
        let first = editor(repository, id: 2)
        await first.send(.load)
        #expect(first.state.version == 1 && first.state.form == WarehouseForm(WarehouseFixtures.all[1]))
        let second = editor(repository, id: 2)
        await second.send(.load)
        await first.send(.edit(WarehouseForm(name: "Typed Name 2")))
        await first.send(.save)
        #expect(first.state.version == 2)
        await second.send(.edit(WarehouseForm(name: "Typed Name 3")))
        await second.send(.save)
        guard case .conflict(let error, let current, let now) = second.state.status else {
            Issue.record("no conflict: \(second.state.status)")
            return
        }
        #expect(error.kind == .conflict && second.state.form == WarehouseForm(name: "Typed Name 3") && current == WarehouseForm(name: "Typed Name 2") && now == 2)
        await second.send(.expect(version: now))
        await second.send(.save)
        #expect(second.state.version == 3, "saving over the version now puts the typed values in place of theirs")
        await first.send(.edit(WarehouseForm(name: "Typed Name 1")))
        await first.send(.save)
        await first.send(.reload)
        #expect(first.state.status == .editing && first.state.form == WarehouseForm(name: "Typed Name 3") && first.state.version == 3, "reloading takes theirs")
    }

    @Test("A delete removes the warehouse at the version loaded; an unknown id fails to load")
    func delete() async throws {
        let repository = MockWarehouseRepository()
        let viewModel = editor(repository, id: 3)
        await viewModel.send(.load)
        await viewModel.send(.delete)
        #expect(viewModel.state.status == .deleted)
        await #expect(throws: AppError.notFound(kind: "warehouse", id: 3)) { try await repository.warehouse(id: 3) }
        let missing = editor(repository, id: 99)
        await missing.send(.load)
        guard case .failed(let error) = missing.state.status else {
            Issue.record("loaded: \(missing.state.status)")
            return
        }
        #expect(error.kind == .notFound)
    }
}
