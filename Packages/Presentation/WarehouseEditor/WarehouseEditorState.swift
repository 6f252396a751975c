/// Everything a warehouse editor shows. Its one owner is `WarehouseEditorViewModel`.
public typealias WarehouseEditorState = EditorState<WarehouseForm, WarehouseViewData>
