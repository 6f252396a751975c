extension FeatureField {
    /// The field's schema in a draft the API is sent: as read, but a text must not be empty.
    var openAPIDraftSchema: String {
        kind == .string ? "{ type: string, minLength: 1 }" : openAPISchema
    }

    /// The Domain value, from the API's draft `dto`; money in a currency the app does not
    /// know is read before, by `moneyGuard`.
    func fromDraftSchema(_ dto: String) -> String {
        kind == .money ? name : fromSchema(dto)
    }
}

extension FeatureTemplate {
    /// The `id` path parameter of an item's operations.
    var openAPIIDParameter: String {
        #"""
        - name: id
          in: path
          required: true
          description: The \#(name.singularWords)'s id, a whole number from 1.
          schema: { type: integer, format: int64, minimum: 1, maximum: 9223372036854775807 }
        """#
    }

    /// The collection's `post`, for the document's `paths`.
    var openAPICreate: String {
        #"""
        post:
          operationId: create\#(type)
          tags: [\#(product.apiTag)]
          summary: Adds \#(anItem).
          security: [{ token: [] }]
          requestBody:
            required: true
            content:
              application/json:
                schema: { $ref: "#/components/schemas/\#(type)Draft" }
          responses:
            "201":
              description: The \#(name.singularWords) as saved, at version 1.
              headers:
                Location: { $ref: "#/components/headers/Location" }
                ETag: { $ref: "#/components/headers/ETag" }
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/\#(type)" }
            \#(indented(4, problemAnswers([400, 401, 403, 413, 422, 503])))
        """#
    }

    /// The item's `put` and `delete`, for the document's `paths`.
    var openAPIUpdateAndDelete: String {
        #"""
        put:
          operationId: update\#(type)
          tags: [\#(product.apiTag)]
          summary: Replaces \#(anItem)'s values, if it is still at the version the editor read.
          security: [{ token: [] }]
          parameters:
            \#(indented(4, openAPIIDParameter))
            - { $ref: "#/components/parameters/IfMatch" }
          requestBody:
            required: true
            content:
              application/json:
                schema: { $ref: "#/components/schemas/\#(type)Draft" }
          responses:
            "200":
              description: The \#(name.singularWords) as saved, its version counted up.
              headers:
                ETag: { $ref: "#/components/headers/ETag" }
              content:
                application/json:
                  schema: { $ref: "#/components/schemas/\#(type)" }
            \#(indented(4, problemAnswers([400, 401, 403, 404, 412, 413, 422, 428, 503])))
        delete:
          operationId: delete\#(type)
          tags: [\#(product.apiTag)]
          summary: Deletes \#(anItem), if it is still at the version the editor read.
          security: [{ token: [] }]
          parameters:
            \#(indented(4, openAPIIDParameter))
            - { $ref: "#/components/parameters/IfMatch" }
          responses:
            "204":
              description: Deleted.
            \#(indented(4, problemAnswers([400, 401, 403, 404, 412, 428, 503])))
        """#
    }

    /// A write's answers besides its success, one line per status: the problem, or for 412
    /// and 422 the answers that say more (the version now, every field's problem).
    func problemAnswers(_ statuses: [Int]) -> String {
        statuses.map { status in
            let answer = switch status {
            case 412: "EditConflict"
            case 422: "InvalidDraft"
            default: "Problem"
            }
            return "\"\(status)\": { $ref: \"#/components/responses/\(answer)\" }"
        }.joined(separator: "\n")
    }

    /// The draft's schema, for the document's `components.schemas`.
    var openAPIDraftSchema: String {
        #"""
        \#(type)Draft:
          type: object
          required: [\#(list { $0.name })]
          additionalProperties: false
          description: \#(FeatureName.upperFirst(anItem)) as an editor sends it; the rules are \#(type)Rules' in Domain.
          properties:
            \#(each(4) { "\($0.name): \($0.openAPIDraftSchema)" })
        """#
    }

    /// The guards that read each money field of the draft `draft`, refusing a currency the app does not know.
    var moneyGuards: [String] {
        fields.filter { $0.kind == .money }.map { field in
            """
            guard let \(field.name) = Currency.known(code: draft.\(field.name).currency).map({ Money(minorUnits: draft.\(field.name).minorUnits, currency: $0) }) else {
                throw .invalid(kind: "\(name.singularWords)", problems: [
                    FieldProblem("\(field.name)", .unknownCurrency(draft.\(field.name).currency, known: Currency.known.map(\\.code))),
                ])
            }
            """
        }
    }

    func apiWrites() -> String {
        let path = "/api/v1/\(slug)"
        let reading = moneyGuards.map { indented(8, $0) + "\n        " }.joined()
        return #"""
        import APIContract
        import Domain
        \#(uses(.date) ? "import Foundation\n" : "")
        /// The API's writes of \#(name.pluralWords): each runs its use case, over the version named in
        /// `If-Match`. `WriteAccessMiddleware` has checked the token before any of these runs.
        extension UseCaseAPI {
            public func create\#(type)(_ input: Operations.Create\#(type).Input) async throws -> Operations.Create\#(type).Output {
                guard case .json(let body) = input.body else { return .badRequest(.init(body: .applicationProblemJson(.invalidParameter("Send the \#(name.singularWords) as JSON.")))) }
                do {
                    let \#(value) = try await useCases.create\#(type).execute(try \#(type)Draft(body))
                    return .created(.init(
                        headers: .init(location: "\#(path)/\(\#(value).id)", eTag: VersionETag.make(version: \#(value).version)),
                        body: .json(.init(\#(value)))
                    ))
                } catch {
                    switch error {
                    case .invalid(_, let problems): return .unprocessableContent(.init(error, problems))
                    case .storageUnavailable: return .serviceUnavailable(.init(error))
                    case .notAllowed: return .forbidden(.init(error))
                    case .invalidQuery, .notFound, .conflict: return .badRequest(.init(error))
                    }
                }
            }

            public func update\#(type)(_ input: Operations.Update\#(type).Input) async throws -> Operations.Update\#(type).Output {
                guard let ifMatch = input.headers.ifMatch else { return .preconditionRequired(.ifMatchNeeded("\#(path)/{id}")) }
                guard case .json(let body) = input.body else { return .badRequest(.init(body: .applicationProblemJson(.invalidParameter("Send the \#(name.singularWords) as JSON.")))) }
                do {
                    let \#(value) = try await useCases.update\#(type).execute(
                        id: \#(type)ID(input.path.id), expectedVersion: try await expected\#(type)Version(ifMatch, id: \#(type)ID(input.path.id)), with: try \#(type)Draft(body)
                    )
                    return .ok(.init(headers: .init(eTag: VersionETag.make(version: \#(value).version)), body: .json(.init(\#(value)))))
                } catch {
                    switch error {
                    case .invalid(_, let problems): return .unprocessableContent(.init(error, problems))
                    case .conflict(_, _, let currentVersion): return .preconditionFailed(.init(error, currentVersion: currentVersion))
                    case .notFound: return .notFound(.init(error))
                    case .storageUnavailable: return .serviceUnavailable(.init(error))
                    case .notAllowed: return .forbidden(.init(error))
                    case .invalidQuery: return .badRequest(.init(error))
                    }
                }
            }

            public func delete\#(type)(_ input: Operations.Delete\#(type).Input) async throws -> Operations.Delete\#(type).Output {
                guard let ifMatch = input.headers.ifMatch else { return .preconditionRequired(.ifMatchNeeded("\#(path)/{id}")) }
                do {
                    try await useCases.delete\#(type).execute(id: \#(type)ID(input.path.id), expectedVersion: try await expected\#(type)Version(ifMatch, id: \#(type)ID(input.path.id)))
                    return .noContent(.init())
                } catch {
                    switch error {
                    case .conflict(_, _, let currentVersion): return .preconditionFailed(.init(error, currentVersion: currentVersion))
                    case .notFound: return .notFound(.init(error))
                    case .storageUnavailable: return .serviceUnavailable(.init(error))
                    case .notAllowed: return .forbidden(.init(error))
                    case .invalidQuery, .invalid: return .badRequest(.init(error))
                    }
                }
            }
        }

        extension UseCaseAPI {
            /// The version a write of the \#(name.singularWords) `id` is made over: the one `If-Match` names,
            /// or for `*` and for a list of tags, the current one when they match it.
            private func expected\#(type)Version(_ ifMatch: String, id: \#(type)ID) async throws(AppError) -> Int {
                try await VersionETag.expected(ifMatch: ifMatch) { () throws(AppError) in try await useCases.get\#(type).execute(id: id).version }
            }
        }

        extension \#(type)Draft {
            /// The draft the API was sent\#(uses(.money) ? "; a currency this app does not know is the draft's problem" : "").
            init(_ draft: Components.Schemas.\#(type)Draft) throws(AppError) {
                \#(reading)self.init(\#(list { "\($0.name): \($0.fromDraftSchema("draft"))" }))
            }
        }

        """#
    }

    /// Where `editResponses()` goes.
    static let editResponsesPath = "Packages/WebAPI/EditResponses+AppError.swift"

    /// Shared by every edited feature's operations: the answers for a draft that breaks the
    /// rules, a change made since, and a change that names no version.
    static func editResponses() -> String {
        #"""
        import APIContract
        import Domain

        extension Components.Responses.InvalidDraft {
            /// The 422 for a draft that breaks the rules, naming every field that does.
            init(_ error: AppError, _ problems: [FieldProblem]) {
                self.init(body: .applicationProblemJson(.init(error, problems)))
            }
        }

        extension Components.Responses.EditConflict {
            /// The 412 for a change over a version that has moved on; `ETag` names the version now.
            init(_ error: AppError, currentVersion: Int) {
                self.init(headers: .init(eTag: VersionETag.make(version: currentVersion)), body: .applicationProblemJson(.conflict(error.description)))
            }
        }

        extension Components.Responses.Problem {
            /// The 428 for a change that names no version, saying where to read it.
            static func ifMatchNeeded(_ path: String) -> Self {
                Self(body: .applicationProblemJson(.preconditionRequired(
                    "Send If-Match with the ETag from GET \(path), so that a change made since is not overwritten."
                )))
            }
        }

        """#
    }
}
