extension FeatureTemplate {
    func pages() -> String {
        #"""
        import Mustache
        import Presentation

        // The \#(name.singularWords) pages, `/\#(slug)` and `/\#(slug)/ID`, drawn from the same view data as every app.
        extension PageRenderer {
            static func \#(value)List(_ state: \#(type)ListState) -> String {
                var context: [String: Any] = [
                    "title": "\#(name.pluralTitle)",
                    "labels": \#(type)ViewData.Field.allCases.map { ["label": $0.label] },
                ]
                switch state.content {
                case .loaded(let list), .loading(previous: let list?):
                    context["totalLabel"] = list.totalLabel
                    context["hasRows"] = true
                    context["rows"] = list.rows.map { row -> [String: Any] in
                        [
                            "id": String(row.id), "url": WebRoutes.path(for: row.route),
                            "cells": \#(type)ViewData.Field.allCases.map { ["text": row.text($0)] },
                        ]
                    }
                case .empty(let empty):
                    context["empty"] = ["title": empty.title, "message": empty.message]
                case .idle, .loading, .failed:
                    break
                }
                return page(title: "\#(name.pluralTitle)", body: library.render(context, withTemplate: "\#(value)List") ?? "")
            }

            static func \#(value)Detail(_ \#(value): \#(type)ViewData) -> String {
                let context: [String: Any] = [
                    "heading": \#(value).heading,
                    "fields": \#(type)ViewData.Field.allCases.map { ["label": $0.label, "value": \#(value).text($0)] },
                    "listURL": WebRoutes.path(for: .\#(value)List),\#(writes ? "\n            \"editURL\": \"/\(slug)/\\(\(value).id)/edit\", \"deleteURL\": \"/\(slug)/\\(\(value).id)/delete\"," : "")
                ]
                return page(title: \#(value).heading, body: library.render(context, withTemplate: "\#(value)Detail") ?? "")
            }
        }

        extension Templates {
            static let \#(value)List = """
                <section class="list">
                  <div class="list-head">
                    <h1>{{title}}</h1>
                    <p class="count">{{totalLabel}}</p>\#(writes ? "\n            <p class=\"actions\"><a href=\"/\(slug)/new\">New \(name.singularWords)</a></p>" : "")
                  </div>
                  {{#hasRows}}
                  <table class="records">
                    <thead><tr><th>ID</th>{{#labels}}<th>{{label}}</th>{{/labels}}</tr></thead>
                    <tbody>
                    {{#rows}}
                    <tr><td><a href="{{url}}">{{id}}</a></td>{{#cells}}<td>{{text}}</td>{{/cells}}</tr>
                    {{/rows}}
                    </tbody>
                  </table>
                  {{/hasRows}}
                  {{#empty}}
                  <div class="notice"><h2>{{title}}</h2><p>{{message}}</p></div>
                  {{/empty}}
                </section>
                """

            static let \#(value)Detail = """
                <article class="detail">
                  <h1>{{heading}}</h1>
                  <dl class="fields">
                    {{#fields}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/fields}}
                  </dl>
                  <p\#(writes ? " class=\"actions\"" : "")><a href="{{listURL}}">All \#(name.pluralWords)</a>\#(writes ? "{{#editURL}} <a href=\"{{editURL}}\">Edit</a> <a class=\"danger\" href=\"{{deleteURL}}\">Delete</a>{{/editURL}}" : "")</p>
                </article>
                """
        }

        """#
    }

    var pageTemplates: String {
        "(\"\(value)List\", Templates.\(value)List), (\"\(value)Detail\", Templates.\(value)Detail)," + (writes ? " " + editorPageTemplates : "")
    }

    /// The link to the list in every page's header.
    var navLink: String {
        "<a class=\"nav\" href=\"/\(slug)\">\(name.pluralTitle)</a>"
    }

    var pageRoutes: String {
        #"""
        reads.get("/\#(slug)") { request, _ in try await page(for: request) }
        reads.get("/\#(slug)/:id") { request, _ in try await page(for: request) }
        """#
    }

    var pageCases: String {
        #"""
        case .\#(value)List(let list):
            await list.send(.load)
            if case .failed(let error) = list.state.content { throw PageError(error) }
            return HTMLPage(html: PageRenderer.\#(value)List(list.state))
        case .\#(value)Detail(let detail):
            await detail.send(.load)
            switch detail.state.content {
            case .loaded(let \#(value)): return HTMLPage(html: PageRenderer.\#(value)Detail(\#(value)))
            case .failed(let error): throw PageError(error)
            case .idle, .loading: throw PageError.notFound(path: request.uri.path)
            }
        """#
    }
}
