import Presentation

/// The pages that change the catalog. Every form posts back to its own address and
/// carries the browser's form token.
extension Templates {
    static func editor(_ page: EditorPageContext) -> HTML {
        """
        <section class="editor">
          <p class="crumbs"><a href="/products">All products</a>\(page.product.map { product -> HTML in " › <a href=\"\(product.url)\">\(product.name)</a>" })</p>
          <h1>\(page.title)</h1>
          \(page.notice.map { notice -> HTML in #"<div class="notice invalid" role="alert"><h2>\#(notice.title)</h2><p>\#(notice.message)</p></div>"# })
          \(page.conflict.map { conflict -> HTML in
            """
            <div class="notice conflict" role="alert">
                <h2>\(conflict.title)</h2>
                <p>\(conflict.message) Their values are below; yours are kept in the form. Save again to put yours in their place, or <a href="\(conflict.reloadURL)">start again from theirs</a>.</p>
                <dl class="theirs">\(conflict.current.map { field -> HTML in "<dt>\(field.label)</dt><dd>\(field.value)</dd>" })</dl>
              </div>
            """
          })
          <form class="product-form" method="post" action="\(page.action)" novalidate>
            <input type="hidden" name="csrf" value="\(page.csrf)">
            \(page.version.map { version -> HTML in #"<input type="hidden" name="version" value="\#(version)">"# })
            \(HTML(page.fields.map(field), separator: "\n    "))
            <div class="actions">
              <button type="submit">\(page.submitTitle)</button>
              <a href="\(page.cancelURL)">Cancel</a>
            </div>
          </form>
          <form class="sign-out" method="post" action="/logout"><input type="hidden" name="csrf" value="\(page.csrf)"><button type="submit" class="quiet">Sign out</button></form>
        </section>
        """
    }

    /// A field with its label, and its problem beside it, tied to it for screen readers.
    private static func field(_ field: EditorPageContext.Field) -> HTML {
        let invalid: HTML = field.problem == nil ? "" : #" aria-invalid="true" aria-describedby="\#(field.name)-problem""#
        let control: HTML = switch field.control {
        case .text:
            #"<input id="\#(field.name)" name="\#(field.name)" value="\#(field.value)"\#(invalid)>"#
        case .textArea:
            #"<textarea id="\#(field.name)" name="\#(field.name)" rows="3"\#(invalid)>\#(field.value)</textarea>"#
        case .choice(let options):
            #"<select id="\#(field.name)" name="\#(field.name)"\#(invalid)>\#(options.map { option -> HTML in #"<option value="\#(option.value)"\#(option.isSelected ? " selected" : "")>\#(option.title)</option>"# })</select>"#
        }
        return """
        <div class="field\(field.problem == nil ? "" : " invalid")">
              <label for="\(field.name)">\(field.label)</label>
              \(control)
              \(field.problem.map { problem -> HTML in #"<p class="field-problem" id="\#(field.name)-problem">\#(problem)</p>"# })
            </div>
        """
    }

    /// - Parameter conflict: whether the product changed after the page was opened.
    static func deleteConfirmation(_ state: ProductEditorState, id: Int64, version: Int, csrf: String, conflict: Bool) -> HTML {
        let form = state.form
        let productURL = WebRoutes.path(for: .productDetail(id: id))
        let notice: HTML? = conflict
            ? #"<div class="notice conflict" role="alert"><h2>Changed by someone else</h2><p>The product changed after you opened this page; nothing was deleted. Check its values below before you delete it.</p></div>"#
            : nil
        return """
        <section class="editor">
          <p class="crumbs"><a href="/products">All products</a> › <a href="\(productURL)">\(form.name)</a></p>
          <h1>Delete \(form.name)?</h1>
          \(notice)
          <p>\(form.name) · \(form.price) \(form.currency) · \(form.stock) · \(form.category). Deleting it cannot be undone.</p>
          <form method="post" action="\(EditorPaths.delete(id))">
            <input type="hidden" name="csrf" value="\(csrf)">
            <input type="hidden" name="version" value="\(version)">
            <div class="actions">
              <button type="submit" class="danger">Delete</button>
              <a href="\(productURL)">Keep it</a>
            </div>
          </form>
        </section>
        """
    }
}
