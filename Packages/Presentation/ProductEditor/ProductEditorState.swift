/// Everything a product editor shows. Its one owner is `ProductEditorViewModel`.
public typealias ProductEditorState = EditorState<ProductForm, ProductDetailViewData>
