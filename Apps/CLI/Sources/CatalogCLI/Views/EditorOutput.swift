import Presentation

/// Prints where an editor ended: the product as saved, or why nothing was saved, with
/// the exit status of that reason.
enum EditorOutput {
    static func print(_ state: ProductEditorState, json: Bool, context: CLIContext) throws {
        switch state.status {
        case .saved(let product):
            context.stdout.write(json ? JSONView.render(ProductJSON(product)) : ProductTextView(style: context.style).render(product))
        case .deleted:
            context.stdout.write("Deleted product \(state.itemID.map(String.init) ?? "").\n")
        case .invalid(let error):
            // One line per field, each naming it, so that a script can tell which.
            throw CLIFailure(message: error.fieldMessages.map(\.message).joined(separator: "\n"), status: .invalidDraft)
        case .conflict(let error, let current, let version):
            throw CLIFailure(
                message: error.message + " Now: name “\(current.name)”, price \(current.price) \(current.currency), "
                    + "category \(current.category), stock \(current.stock), version \(version).",
                status: .conflict
            )
        case .failed(let error):
            throw error.cliFailure
        case .loading, .editing, .saving:
            throw CLIFailure(message: "the editor did not finish", status: .internalError)
        }
    }
}
