import ArgumentParser
import Composition
import Presentation

extension WarehousesCommand: EditingCommands {
    static let item = "warehouse"
    static let anItem = "a warehouse"

    static func editor(on screens: ScreenFactory, id: Int64?) -> WarehouseEditorViewModel {
        screens.warehouseEditor(id: id)
    }

    static func printed(_ warehouse: WarehouseViewData, json: Bool, context: CLIContext) -> String {
        json ? JSONView.render(WarehouseJSON(warehouse)) : RecordTextView(style: context.style).render(warehouse)
    }

    /// The fields, as `add` and `edit` take them; a field left out is left as it is.
    struct Fields: EditorFields {
        @Option(help: ArgumentHelp("Name.", valueName: "text")) var name: String?

        /// `form` with the given fields in place of its own.
        func applied(to form: WarehouseForm) -> WarehouseForm {
            var form = form
            if let name { form.name = name }
            return form
        }
    }
}
