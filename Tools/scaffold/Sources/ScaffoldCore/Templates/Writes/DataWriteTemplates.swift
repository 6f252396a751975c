extension FeatureField {
    /// The draft's value as PostgreSQL bindings, interpolated into a `PostgresQuery`.
    var postgresDraftBindings: [String] {
        switch kind {
        case .string, .int, .bool: ["\\(draft.\(name))"]
        case .money: ["\\(draft.\(name).minorUnits)", "\\(draft.\(name).currency.code)"]
        case .date: ["\\(draft.\(name).secondsSince1970)"]
        }
    }
}

extension FeatureTemplate {
    /// The columns a draft sets, in field order.
    var draftColumns: [String] { fields.flatMap(\.columns) }

    /// Why a write that expected a version changed nothing, in both stores' words.
    var conflictOrMissing: String {
        #"""
        /// Why a write that expected a version changed nothing: the \#(name.singularWords) moved on, or is gone.
        private func conflictOrMissing(_ id: \#(type)ID) async -> AppError {
            do {
                return .conflict(kind: "\#(name.singularWords)", id: id.rawValue, currentVersion: try await \#(value)(id: id).version)
            } catch {
                return error
            }
        }
        """#
    }

    func sqliteWrites() -> String {
        let sets = draftColumns.map { "\($0) = ?" }.joined(separator: ", ")
        let placeholders = Array(repeating: "?", count: draftColumns.count).joined(separator: ", ")
        return #"""
        import Domain

        /// Writes are single statements, so each is atomic on its own: the version check and the
        /// bump happen in the `UPDATE` itself, and `RETURNING` answers with the row as this
        /// statement left it, not as a later writer did.
        extension SQLite\#(type)Repository {
            public func create(_ draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                let rows = try await write(
                    "INSERT INTO \#(name.table) (\#(draftColumns.joined(separator: ", ")), version) VALUES (\#(placeholders), 1) RETURNING \#(selectedColumns)",
                    Self.values(of: draft)
                )
                guard let row = rows.first else { throw .storageUnavailable("the new \#(name.singularWords) could not be read back") }
                return try Self.\#(value)(from: row)
            }

            public func update(id: \#(type)ID, expectedVersion: Int, with draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                let rows = try await write(
                    "UPDATE \#(name.table) SET \#(sets), version = version + 1 WHERE id = ? AND version = ? RETURNING \#(selectedColumns)",
                    Self.values(of: draft) + [.integer(Int(id.rawValue)), .integer(expectedVersion)]
                )
                guard let row = rows.first else { throw await conflictOrMissing(id) }
                return try Self.\#(value)(from: row)
            }

            public func delete(id: \#(type)ID, expectedVersion: Int) async throws(AppError) {
                let rows = try await write(
                    "DELETE FROM \#(name.table) WHERE id = ? AND version = ? RETURNING id",
                    [.integer(Int(id.rawValue)), .integer(expectedVersion)]
                )
                guard !rows.isEmpty else { throw await conflictOrMissing(id) }
            }

            private static func values(of draft: \#(type)Draft) -> [SQLiteData] {
                [\#(list { $0.sqlBindings("draft") })]
            }

            private func write(_ sql: String, _ bindings: [SQLiteData]) async throws(AppError) -> [SQLiteRow] {
                do {
                    return try await store.write { connection in try await connection.query(sql, bindings) }
                } catch {
                    throw AppError(storage: error, at: store.location)
                }
            }

            \#(indented(4, conflictOrMissing))
        }

        """#
    }

    func postgresWrites() -> String {
        let values = fields.flatMap(\.postgresDraftBindings)
        let sets = zip(draftColumns, values).map { "\($0) = \($1)" }.joined(separator: ", ")
        return #"""
        import Domain
        import PostgresNIO

        /// Writes are single statements, so each is atomic on its own, whichever instance makes
        /// it: the version check and the bump happen in the `UPDATE` itself, and `RETURNING`
        /// answers with the row as this statement left it. Values are always bound.
        extension Postgres\#(type)Repository {
            public func create(_ draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                let written = try await select("""
                    INSERT INTO \#(name.table) (\#(draftColumns.joined(separator: ", ")), version)
                    VALUES (\#(values.joined(separator: ", ")), 1)
                    RETURNING \#(selectedColumns)
                    """)
                guard let \#(value) = written.first else { throw .storageUnavailable("the new \#(name.singularWords) could not be read back") }
                return \#(value)
            }

            public func update(id: \#(type)ID, expectedVersion: Int, with draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                let written = try await select("""
                    UPDATE \#(name.table) SET \#(sets), version = version + 1
                    WHERE id = \(id.rawValue) AND version = \(expectedVersion)
                    RETURNING \#(selectedColumns)
                    """)
                guard let \#(value) = written.first else { throw await conflictOrMissing(id) }
                return \#(value)
            }

            public func delete(id: \#(type)ID, expectedVersion: Int) async throws(AppError) {
                let deleted = try await select("""
                    DELETE FROM \#(name.table) WHERE id = \(id.rawValue) AND version = \(expectedVersion)
                    RETURNING \#(selectedColumns)
                    """)
                guard !deleted.isEmpty else { throw await conflictOrMissing(id) }
            }

            \#(indented(4, conflictOrMissing))
        }

        """#
    }
}

extension FeatureTemplate {
    /// The mock repository's writes, inside its actor: versions checked as a store checks them.
    var mockWrites: String {
        let fromDraft = "\(list { "\($0.name): draft.\($0.name)" })"
        return #"""


            public func create(_ draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                requestCount += 1
                try await behavior.perform()
                let \#(value) = \#(type)(id: \#(type)ID((\#(values).map(\.id.rawValue).max() ?? 0) + 1), \#(fromDraft))
                \#(values).append(\#(value))
                return \#(value)
            }

            public func update(id: \#(type)ID, expectedVersion: Int, with draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                requestCount += 1
                try await behavior.perform()
                let index = try current(id, at: expectedVersion)
                let \#(value) = \#(type)(id: id, \#(fromDraft), version: expectedVersion + 1)
                \#(values)[index] = \#(value)
                return \#(value)
            }

            public func delete(id: \#(type)ID, expectedVersion: Int) async throws(AppError) {
                requestCount += 1
                try await behavior.perform()
                \#(values).remove(at: try current(id, at: expectedVersion))
            }

            /// Where \#(anItem) at `version` is, or why it is not there.
            private func current(_ id: \#(type)ID, at version: Int) throws(AppError) -> Int {
                guard let index = \#(values).firstIndex(where: { $0.id == id }) else { throw .notFound(kind: "\#(name.singularWords)", id: id.rawValue) }
                guard \#(values)[index].version == version else {
                    throw .conflict(kind: "\#(name.singularWords)", id: id.rawValue, currentVersion: \#(values)[index].version)
                }
                return index
            }
        """#
    }
}

extension FeatureTemplate {
    /// The Domain value of a written \(value) the server answered with, `written` read from `answer`.
    private func domainValue(_ answer: String) -> String {
        uses(.money) ? "try known(client.read(path, \(answer).body.json).toDomain(), path)" : "try client.read(path, \(answer).body.json).toDomain()"
    }

    func remoteWrites() -> String {
        let problem = "problem: try? answer.body.applicationProblemJson"
        let refusals = #"""
            case .badRequest(let answer):
                throw client.failed(path, status: 400, \#(problem))
            case .unauthorized(let answer):
                throw client.refused(path, status: 401, \#(problem))
            case .forbidden(let answer):
                throw client.refused(path, status: 403, \#(problem))
            case .serviceUnavailable(let answer):
                throw client.failed(path, status: 503, \#(problem))
            case .undocumented(let status, _):
                throw client.failed(path, status: status)
            """#
        let versioned = #"""
            case .notFound:
                throw .notFound(kind: "\#(name.singularWords)", id: id.rawValue)
            case .preconditionFailed(let answer):
                throw .conflict(kind: "\#(name.singularWords)", id: id.rawValue, currentVersion: answer.headers.eTag.flatMap(VersionETag.version(of:)) ?? 0)
            case .preconditionRequired(let answer):
                throw client.failed(path, status: 428, \#(problem))
            """#
        let known = !uses(.money) ? "" : #"""


                /// `\#(value)`, or the error for an answer in a currency this app does not know.
                private func known(_ \#(value): \#(type)?, _ path: String) throws(AppError) -> \#(type) {
                    guard let \#(value) else { throw client.unexpected(path, reason: "its currency is not one this app knows") }
                    return \#(value)
                }
            """#
        return #"""
        import APIContract
        import Domain

        /// The writes, over the API: each sends the version it expects as `If-Match`, and turns
        /// every answer the document promises into the same errors a local store throws.
        extension Remote\#(type)Repository {
            public func create(_ draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                let path = "/api/v1/\#(slug)"
                switch try await client.send(path, { try await $0.create\#(type)(body: .json(.init(draft))) }) {
                case .created(let created):
                    return \#(domainValue("created"))
                case .unprocessableContent(let answer):
                    throw .invalid(kind: "\#(name.singularWords)", answeredWith: try? answer.body.applicationProblemJson)
                case .contentTooLarge(let answer):
                    throw client.failed(path, status: 413, \#(problem))
                \#(indented(8, refusals))
                }
            }

            public func update(id: \#(type)ID, expectedVersion: Int, with draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                let path = "/api/v1/\#(slug)/\(id)"
                let ifMatch = VersionETag.make(version: expectedVersion)
                switch try await client.send(path, { try await $0.update\#(type)(path: .init(id: id.rawValue), headers: .init(ifMatch: ifMatch), body: .json(.init(draft))) }) {
                case .ok(let ok):
                    return \#(domainValue("ok"))
                case .unprocessableContent(let answer):
                    throw .invalid(kind: "\#(name.singularWords)", answeredWith: try? answer.body.applicationProblemJson)
                case .contentTooLarge(let answer):
                    throw client.failed(path, status: 413, \#(problem))
                \#(indented(8, versioned))
                \#(indented(8, refusals))
                }
            }

            public func delete(id: \#(type)ID, expectedVersion: Int) async throws(AppError) {
                let path = "/api/v1/\#(slug)/\(id)"
                let ifMatch = VersionETag.make(version: expectedVersion)
                switch try await client.send(path, { try await $0.delete\#(type)(path: .init(id: id.rawValue), headers: .init(ifMatch: ifMatch)) }) {
                case .noContent:
                    return
                \#(indented(8, versioned))
                \#(indented(8, refusals))
                }
            }\#(known)
        }

        """#
    }

    /// The API's draft, from the Domain's: what the remote source sends.
    var draftSchemaMapping: String {
        #"""


        extension Components.Schemas.\#(type)Draft {
            init(_ draft: \#(type)Draft) {
                self.init(\#(list { "\($0.name): \($0.toSchema("draft"))" }))
            }
        }
        """#
    }
}
