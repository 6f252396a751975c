import Composition
import Hummingbird
import Presentation

/// The pages that change the catalog: a new product at `/products/new`, and a product's
/// edit and delete pages. Each shows a form and takes it back at the same address, then
/// redirects to the result (POST, then redirect, then GET), or shows the form again with
/// every problem beside its field and every value as it was typed.
struct ProductEditorPages {
    typealias Context = AppRequestContext
    let screens: ScreenFactory

    func register(on router: some RouterMethods<Context>) {
        router.get(RouterPath(EditorPaths.new)) { _, context in
            try await formPage(await newEditor(), context: context)
        }
        router.post(RouterPath(EditorPaths.new)) { request, context in
            try await save(await newEditor(), request: request, context: context)
        }
        router.get("/products/:id/edit") { _, context in
            let editor = screens.productEditor(id: try WebRoutes.itemID(in: context, under: ProductRoute.segment))
            await editor.send(.load)
            return try await formPage(editor, context: context)
        }
        router.post("/products/:id/edit") { request, context in
            // Loaded first for the product's name as saved, which the page's title shows.
            let editor = screens.productEditor(id: try WebRoutes.itemID(in: context, under: ProductRoute.segment))
            await editor.send(.load)
            if case .failed(let error) = editor.state.status { throw PageError(error) }
            return try await save(editor, request: request, context: context)
        }
        router.get("/products/:id/delete") { _, context in
            let editor = screens.productEditor(id: try WebRoutes.itemID(in: context, under: ProductRoute.segment))
            await editor.send(.load)
            return try confirmationPage(editor, context: context)
        }
        router.post("/products/:id/delete") { request, context in
            try await delete(screens.productEditor(id: try WebRoutes.itemID(in: context, under: ProductRoute.segment)), request: request, context: context)
        }
    }

    /// An editor for a new product, with the categories its form chooses from.
    private func newEditor() async -> ProductEditorViewModel {
        let editor = screens.productEditor(id: nil)
        await editor.send(.load)
        return editor
    }

    private func save(_ editor: ProductEditorViewModel, request: Request, context: Context) async throws -> Response {
        let savedName = editor.state.itemID == nil ? nil : editor.state.form.name
        let sent = try await SubmittedForm.decode(SubmittedProductForm.self, from: request, context: context)
        await editor.send(.edit(sent.form))
        // A version the page did not send is none: the save is a conflict, never an overwrite.
        await editor.send(.expect(version: sent.version ?? 0))
        await editor.send(.save)
        if case .saved(let product) = editor.state.status {
            return Self.redirect(to: WebRoutes.path(for: .productDetail(id: product.id)))
        }
        return try await formPage(editor, savedName: savedName, context: context)
    }

    private func delete(_ editor: ProductEditorViewModel, request: Request, context: Context) async throws -> Response {
        let sent = try await SubmittedForm.decode(SubmittedDeletion.self, from: request, context: context)
        // A version the page did not send is none: the delete is a conflict, never a surprise.
        await editor.send(.expect(version: sent.version ?? 0))
        await editor.send(.delete)
        if case .deleted = editor.state.status { return Self.redirect(to: WebRoutes.path(for: .productList(ProductSelection()))) }
        // A conflict shows the product as it is now, at its new version, to confirm again.
        if case .conflict = editor.state.status { await editor.send(.reload) }
        var response = try confirmationPage(editor, context: context, conflict: true)
        response.status = .conflict
        return response
    }

    /// The editor's form, answered with the status its state calls for.
    /// - Parameter savedName: the product's name as saved, when the form holds another.
    private func formPage(_ editor: ProductEditorViewModel, savedName: String? = nil, context: Context) async throws -> Response {
        let status: HTTPResponse.Status
        switch editor.state.status {
        case .failed(let error): throw PageError(error)
        case .invalid: status = .unprocessableContent
        case .conflict: status = .conflict
        case .loading, .editing, .saving, .saved, .deleted: status = .ok
        }
        let page = EditorPageContext(state: editor.state, savedName: savedName ?? editor.state.form.name, csrf: context.formToken ?? "")
        return HTMLPage(html: PageRenderer.page(title: page.title, body: Templates.editor(page)), status: status).response()
    }

    private func confirmationPage(_ editor: ProductEditorViewModel, context: Context, conflict: Bool = false) throws -> Response {
        let state = editor.state
        if case .failed(let error) = state.status { throw PageError(error) }
        guard let id = state.itemID, let version = state.version else { throw PageError.notFound(path: EditorPaths.new) }
        let body = Templates.deleteConfirmation(state, id: id, version: version, csrf: context.formToken ?? "", conflict: conflict)
        return HTMLPage(html: PageRenderer.page(title: "Delete \(state.form.name)", body: body)).response()
    }

    private static func redirect(to path: String) -> Response {
        Response(status: .seeOther, headers: [.location: path])
    }
}

extension ProductRoute: EditingPages {
    static func registerEditing(on router: some RouterMethods<AppRequestContext>, screens: ScreenFactory) {
        ProductEditorPages(screens: screens).register(on: router)
    }
}
