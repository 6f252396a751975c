/// Everything a product editor shows. Its one owner is `ProductEditorViewModel`.
public struct ProductEditorState: Equatable, Sendable {
    /// The product being changed, or `nil` for a new one.
    public let productID: Int64?
    public var form: ProductForm
    /// The version the form was loaded at: what a save or a delete expects to change.
    public var version: Int?
    public var status: Status

    public init(productID: Int64?, form: ProductForm = ProductForm(), version: Int? = nil, status: Status = .editing) {
        self.productID = productID
        self.form = form
        self.version = version
        self.status = status
    }

    public enum Status: Equatable, Sendable {
        /// Loading the product to edit; nothing to edit yet.
        case loading
        case editing
        case saving
        /// Saved: the product as it is now.
        case saved(ProductDetailViewData)
        case deleted
        /// The form breaks the rules; `error.fieldMessages` says where.
        case invalid(ErrorViewData)
        /// Someone else saved first. `current` is the product's values now; the form
        /// keeps what this editor typed until it asks to reload.
        case conflict(ErrorViewData, current: ProductForm, version: Int)
        case failed(ErrorViewData)
    }

    /// What is wrong with `field` (`name`, `price`, …), to show beside it.
    public func message(for field: String) -> String? {
        guard case .invalid(let error) = status else { return nil }
        return error.fieldMessages.first { $0.field == field }?.message
    }
}
