extension FeatureField {
    /// The column definitions of the field's table.
    var columnDefinitions: [String] {
        switch kind {
        case .string: ["\(column) TEXT NOT NULL"]
        case .int: ["\(column) INTEGER NOT NULL"]
        case .bool: ["\(column) INTEGER NOT NULL CHECK (\(column) IN (0, 1))"]
        case .money: ["\(column)_minor INTEGER NOT NULL CHECK (\(column)_minor >= 0)", "\(column)_currency TEXT NOT NULL"]
        case .date: ["\(column) INTEGER NOT NULL"]
        }
    }

    /// The columns a SELECT reads.
    var columns: [String] {
        switch kind {
        case .money: ["\(column)_minor", "\(column)_currency"]
        case .string, .int, .bool, .date: [column]
        }
    }

    /// The `guard let` clauses that read the field from `row`.
    var rowReadings: [String] {
        switch kind {
        case .string: ["let \(name) = row.column(\"\(column)\")?.string"]
        case .int, .date: ["let \(name) = row.column(\"\(column)\")?.integer"]
        case .bool: ["let \(name) = row.column(\"\(column)\")?.integer.map({ $0 != 0 })"]
        case .money:
            [
                "let \(name)Minor = row.column(\"\(column)_minor\")?.integer",
                "let \(name)Currency = row.column(\"\(column)_currency\")?.string.flatMap(Currency.known(code:))",
            ]
        }
    }

    /// The Domain value, from what `rowReadings` read.
    var fromRow: String {
        switch kind {
        case .string, .int, .bool: name
        case .money: "Money(minorUnits: Int64(\(name)Minor), currency: \(name)Currency)"
        case .date: "Timestamp(secondsSince1970: Int64(\(name)))"
        }
    }

    /// The Domain value, from the API's schema `dto`.
    func fromSchema(_ dto: String) -> String {
        switch kind {
        case .string, .int, .bool: "\(dto).\(name)"
        case .money: "\(name)"
        case .date: "Timestamp(secondsSince1970: Int64(\(dto).\(name).timeIntervalSince1970.rounded(.down)))"
        }
    }

    /// The API's schema value, from the Domain value `value`.
    func toSchema(_ value: String) -> String {
        switch kind {
        case .string, .int, .bool: "\(value).\(name)"
        case .money: ".init(minorUnits: \(value).\(name).minorUnits, currency: \(value).\(name).currency.code)"
        case .date: "Date(timeIntervalSince1970: TimeInterval(\(value).\(name).secondsSince1970))"
        }
    }
}

extension FeatureTemplate {
    /// The migration that makes the feature's table, as the next step of the schema.
    func migration(version: Int) -> String {
        let versionColumn = writes ? ["version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)"] : []
        return tableMigration(version: version, columns: ["id INTEGER PRIMARY KEY"] + fields.flatMap(\.columnDefinitions) + versionColumn)
    }

    /// The feature's tables in each store, from step `version`.
    func schema(version: Int) -> String {
        #"""
        /// The \#(name.table) table, in each store.
        enum \#(type)Schema: FeatureSchema {
            static let sqlite: [Migration] = [
                \#(indented(8, migration(version: version)))
            ]

            static let postgres: [Migration] = [
                \#(indented(8, postgresMigration(version: version)))
            ]
        }

        """#
    }

    /// The feature's line in `FeatureSchemas.all`.
    var schemaEntry: String { "\(type)Schema.self," }

    /// A schema step that creates the feature's table with `columns`, for either database.
    func tableMigration(version: Int, columns: [String]) -> String {
        #"""
        Migration(version: \#(version), statements: [
            """
            CREATE TABLE \#(name.table) (
                \#(columns.joined(separator: ",\n        "))
            )
            """,
        ]),
        """#
    }

    func sqliteRepository() -> String {
        let columns = selectedColumns
        let readings = fields.flatMap(\.rowReadings) + (writes ? ["let version = row.column(\"version\")?.integer"] : [])
        return #"""
        import Domain

        /// `\#(type)Repository` over a SQLite store, one row per \#(name.singularWords) in `\#(name.table)`.
        public struct SQLite\#(type)Repository: \#(type)Repository {
            \#(privateUnlessWritten)let store: SQLiteStore

            public init(store: SQLiteStore) {
                self.store = store
            }

            public func \#(values)(_ request: PageRequest) async throws(AppError) -> Page<\#(type)> {
                let (total, rows): (Int, [SQLiteRow])
                do {
                    // The page and its total from the same data; the store keeps the total
                    // until the data changes, since every page of the list asks for it.
                    (total, rows) = try await store.readConsistently { connection in
                        let rows = try await connection.query(
                            "SELECT \#(columns) FROM \#(name.table) ORDER BY id LIMIT ? OFFSET ?",
                            [.integer(request.pageSize), .integer(request.offset)]
                        )
                        let counted = try await connection.query("SELECT count(*) AS total FROM \#(name.table)", [], keptUntilChange: true)
                        return (counted.first?.column("total")?.integer ?? 0, rows)
                    }
                } catch {
                    throw AppError(storage: error, at: store.location)
                }
                return Page(items: try rows.map(Self.\#(value)(from:)), request: request, totalCount: total)
            }

            public func \#(value)(id: \#(type)ID) async throws(AppError) -> \#(type) {
                let found = try await select("SELECT \#(columns) FROM \#(name.table) WHERE id = ?", [.integer(Int(id.rawValue))])
                guard let \#(value) = found.first else { throw .notFound(kind: "\#(name.singularWords)", id: id.rawValue) }
                return \#(value)
            }

            private func select(_ sql: String, _ bindings: [SQLiteData]) async throws(AppError) -> [\#(type)] {
                let rows: [SQLiteRow]
                do {
                    rows = try await store.read { connection in try await connection.query(sql, bindings) }
                } catch {
                    throw AppError(storage: error, at: store.location)
                }
                return try rows.map(Self.\#(value)(from:))
            }

            \#(privateUnlessWritten)static func \#(value)(from row: SQLiteRow) throws(AppError) -> \#(type) {
                guard
                    let id = row.column("id")?.integer,
                    \#(readings.joined(separator: ",\n            "))
                else { throw .storageUnavailable("\#(anItem) row could not be read: \(row)") }
                return \#(type)(id: \#(type)ID(Int64(id)), \#(list { "\($0.name): \($0.fromRow)" })\#(versionArgument("version")))
            }
        }

        """#
    }

    func remoteRepository() -> String {
        #"""
        import APIContract
        import Domain

        /// `\#(type)Repository` over the JSON API.
        public struct Remote\#(type)Repository: \#(type)Repository {
            \#(privateUnlessWritten)let client: APIClient

            public init(client: APIClient) {
                self.client = client
            }

            public func \#(values)(_ request: PageRequest) async throws(AppError) -> Page<\#(type)> {
                let path = "/api/v1/\#(slug)"
                let query = Operations.List\#(types).Input.Query(page: request.page, pageSize: request.pageSize)
                switch try await client.send(path, { try await $0.list\#(types)(query: query) }) {
                case .ok(let ok):
                    let page = try client.read(path, ok.body.json)
                    let items = page.\#(values).\#(uses(.money) ? "compactMap" : "map") { $0.toDomain() }
                    return Page(items: items, page: page.page, pageSize: page.pageSize, totalCount: page.totalCount)
                case .badRequest(let answer):
                    throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
                case .serviceUnavailable(let answer):
                    throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
                case .undocumented(let status, _):
                    throw client.failed(path, status: status)
                }
            }

            public func \#(value)(id: \#(type)ID) async throws(AppError) -> \#(type) {
                let path = "/api/v1/\#(slug)/\(id)"
                switch try await client.send(path, { try await $0.get\#(type)(path: .init(id: id.rawValue)) }) {
                case .ok(let ok):
                    \#(uses(.money) ? "let dto = try client.read(path, ok.body.json)\n            guard let \(value) = dto.toDomain() else { throw client.unexpected(path, reason: \"a currency this app does not know\") }\n            return \(value)" : "return try client.read(path, ok.body.json).toDomain()")
                case .notFound:
                    throw .notFound(kind: "\#(name.singularWords)", id: id.rawValue)
                case .badRequest(let answer):
                    throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
                case .serviceUnavailable(let answer):
                    throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
                case .undocumented(let status, _):
                    throw client.failed(path, status: status)
                }
            }
        }

        """#
    }

    func schemaMapping() -> String {
        let moneyReads = fields.filter { $0.kind == .money }.map {
            "guard let \($0.name) = Currency.known(code: \($0.name).currency).map({ Money(minorUnits: \($0.name).minorUnits, currency: $0) }) else { return nil }"
        }
        let doc = uses(.money) ? "The Domain \(name.singularWords), or `nil` for a currency this app does not know." : "The Domain \(name.singularWords)."
        let returnsOptional = uses(.money)
        return #"""
        import APIContract
        import Domain
        \#(uses(.date) ? "import Foundation\n" : "")
        extension Components.Schemas.\#(type) {
            /// \#(doc)
            func toDomain() -> \#(type)\#(returnsOptional ? "?" : "") {
                \#(moneyReads.map { $0 + "\n        " }.joined())return \#(type)(id: \#(type)ID(id), \#(list { "\($0.name): \($0.fromSchema("self"))" })\#(versionArgument("version")))
            }
        }\#(writes ? draftSchemaMapping : "")

        """#
    }
}
