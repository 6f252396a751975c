/// Everything a purchase order editor shows. Its one owner is `PurchaseOrderEditorViewModel`.
public typealias PurchaseOrderEditorState = EditorState<PurchaseOrderForm, PurchaseOrderViewData>
