extension FeatureField {
    /// The field's schema in the OpenAPI document.
    var openAPISchema: String {
        switch kind {
        case .string: "{ type: string }"
        case .int: "{ type: integer, minimum: -9223372036854775808, maximum: 9223372036854775807 }"
        case .bool: "{ type: boolean }"
        case .money: "{ $ref: \"#/components/schemas/Price\" }"
        case .date: "{ type: string, format: date-time }"
        }
    }
}

extension FeatureTemplate {
    /// The feature's two reads, for the document's `paths`.
    func openAPIPaths() -> String {
        let eTag = writes ? "\n        headers:\n          ETag: { $ref: \"#/components/headers/ETag\" }" : ""
        return #"""
        /api/v1/\#(slug):
          get:
            operationId: list\#(types)
            tags: [\#(product.apiTag)]
            summary: One page of \#(name.pluralWords), oldest first.
            parameters:
              - { $ref: "#/components/parameters/Page" }
              - { $ref: "#/components/parameters/PageSize" }
            responses:
              "200":
                description: The page, and where it sits among all \#(name.pluralWords).
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/\#(type)Page" }
              "400": { $ref: "#/components/responses/Problem" }
              "503": { $ref: "#/components/responses/Problem" }\#(writes ? "\n  " + indented(2, openAPICreate) : "")
        /api/v1/\#(slug)/{id}:
          get:
            operationId: get\#(type)
            tags: [\#(product.apiTag)]
            summary: One \#(name.singularWords).
            parameters:
              - name: id
                in: path
                required: true
                description: The \#(name.singularWords)'s id, a whole number from 1.
                schema: { type: integer, format: int64, minimum: 1, maximum: 9223372036854775807 }
            responses:
              "200":
                description: The \#(name.singularWords).\#(eTag)
                content:
                  application/json:
                    schema: { $ref: "#/components/schemas/\#(type)" }
              "400": { $ref: "#/components/responses/Problem" }
              "404": { $ref: "#/components/responses/Problem" }
              "503": { $ref: "#/components/responses/Problem" }\#(writes ? "\n  " + indented(2, openAPIUpdateAndDelete) : "")
        """#
    }

    /// The feature's schemas, for the document's `components.schemas`.
    func openAPISchemas() -> String {
        let version = writes ? "\n    version: { type: integer, minimum: 1, description: Grows with every saved edit. }" : ""
        return #"""
        \#(type):
          type: object
          required: [id, \#(list { $0.name })\#(writes ? ", version" : "")]
          additionalProperties: false
          properties:
            id: { type: integer, format: int64, minimum: 1 }
            \#(each(4) { "\($0.name): \($0.openAPISchema)" })\#(version)
        \#(type)Page:
          type: object
          required: [\#(values), page, pageSize, totalCount, pageCount]
          additionalProperties: false
          properties:
            \#(values): { type: array, items: { $ref: "#/components/schemas/\#(type)" } }
            page: { type: integer, minimum: 1, description: The page that was asked for. }
            pageSize: { type: integer, minimum: 1, maximum: 100 }
            totalCount: { type: integer, minimum: 0, description: How many \#(name.pluralWords) there are over all pages. }
            pageCount: { type: integer, minimum: 0, description: How many pages they fill; 0 when there are none. }\#(writes ? "\n" + openAPIDraftSchema : "")
        """#
    }

    /// The operations, over the use cases the API was given.
    func apiOperations() -> String {
        #"""
        import APIContract
        import Domain
        \#(uses(.date) ? "import Foundation\n" : "")
        extension UseCaseAPI {
            public func list\#(types)(_ input: Operations.List\#(types).Input) async throws -> Operations.List\#(types).Output {
                let defaults = PageRequest()
                let request = PageRequest(page: input.query.page ?? defaults.page, pageSize: input.query.pageSize ?? defaults.pageSize)
                do {
                    let page = try await useCases.list\#(types).execute(request)
                    return .ok(.init(body: .json(.init(
                        \#(values): page.items.map(Components.Schemas.\#(type).init),
                        page: page.page, pageSize: page.pageSize, totalCount: page.totalCount, pageCount: page.pageCount
                    ))))
                } catch {
                    switch error {
                    case .invalidQuery: return .badRequest(.init(error))
                    case .notFound, .invalid, .conflict, .storageUnavailable, .notAllowed: return .serviceUnavailable(.init(error))
                    }
                }
            }

            public func get\#(type)(_ input: Operations.Get\#(type).Input) async throws -> Operations.Get\#(type).Output {
                do {
                    let \#(value) = try await useCases.get\#(type).execute(id: \#(type)ID(input.path.id))
                    return .ok(.init(\#(writes ? "headers: .init(eTag: VersionETag.make(version: \(value).version)), " : "")body: .json(.init(\#(value)))))
                } catch {
                    switch error {
                    case .notFound: return .notFound(.init(error))
                    case .invalidQuery, .invalid, .conflict, .storageUnavailable, .notAllowed: return .serviceUnavailable(.init(error))
                    }
                }
            }
        }

        extension Components.Schemas.\#(type) {
            init(_ \#(value): \#(type)) {
                self.init(id: \#(value).id.rawValue, \#(list { "\($0.name): \($0.toSchema(value))" })\#(versionArgument("\(value).version")))
            }
        }

        """#
    }

    /// The use cases the API runs, as (name, type): the reads, and an edited feature's writes.
    var apiUseCases: [(name: String, type: String)] {
        let reads = [("list\(types)", "List\(types)UseCase"), ("get\(type)", "Get\(type)UseCase")]
        guard writes else { return reads }
        return reads + ["Create", "Update", "Delete"].map { ("\($0.lowercased())\(type)", "\($0)\(type)UseCase") }
    }

    /// The feature's requirements of `APIUseCases`, which the container meets.
    var apiUseCaseRequirements: String {
        apiUseCases.map { "var \($0.name): any \($0.type) { get }" }.joined(separator: "\n")
    }

    /// The list's query read by the page's grammar before the generated decoder runs.
    var queryGrammar: String {
        "case Operations.List\(types).id: { pairs throws(InvalidQueryReason) in _ = try PageRequest(parameters: pairs) }"
    }

    /// Where `problemResponse()` goes.
    static let problemResponsePath = "Packages/WebAPI/Problem+AppError.swift"

    /// Shared by every feature's operations: the problem answer for a use case's error.
    /// The template has it already, in these words; a skeleton without operations has none.
    static func problemResponse() -> String {
        #"""
        import APIContract
        import Domain

        extension Components.Responses.Problem {
            /// The problem for a use case's error, with the error's own text as the detail.
            init(_ error: AppError) {
                let problem: Components.Schemas.Problem = switch error {
                case .invalidQuery: .invalidParameter(error.description)
                case .storageUnavailable(let reason): .unavailable(reporting: reason)
                case .notAllowed: .forbidden(error.description)
                case .notFound: .notFound(error.description)
                case .invalid: .invalidDraft(error.description)
                case .conflict: .conflict(error.description)
                }
                self.init(body: .applicationProblemJson(problem))
            }
        }

        """#
    }
}
