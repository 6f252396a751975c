extension FeatureField {
    /// A sample value for the `number`th fixture (1, 2, 3), different for each.
    func fixture(_ number: Int) -> String {
        switch kind {
        case .string: "\"\(label) \(number)\""
        case .int: "\(number * 10)"
        case .bool: number % 2 == 1 ? "true" : "false"
        case .money: "Money(minorUnits: \(number * 1_250), currency: .usd)"
        case .date: "Timestamp(secondsSince1970: \(Self.fixtureSeconds(number)))"
        }
    }

    /// The `number`th fixture's date, in seconds since 1970: 2026-01-0(1 + number) at 0n:0n UTC.
    static func fixtureSeconds(_ number: Int) -> Int {
        1_767_225_600 + number * 86_400 + number * 3_660
    }
}

extension FeatureTemplate {
    /// The three fixtures as Swift values, one a line: for Mocks, and for tests that cannot see Mocks.
    var fixtureValues: String {
        (1...3).map { number in "\(type)(id: \(number), \(list { "\($0.name): \($0.fixture(number))" }))," }
            .joined(separator: "\n        ")
    }

    /// `many(count)`: that many items, the first fixture's fields under ids 1 to `count`, for paging.
    func manyFixtures(access: String) -> String {
        #"""
        /// `count` \#(name.pluralWords) with ids 1 to `count`, each with the first's fields: enough to page through.
        \#(access)static func many(_ count: Int) -> [\#(type)] {
            (1...count).map { id in
                \#(type)(id: \#(type)ID(Int64(id)), \#(list { "\($0.name): \($0.fixture(1))" }))
            }
        }
        """#
    }

    func fixtures() -> String {
        #"""
        import Domain

        /// Three \#(name.pluralWords) whose fields all differ, for tests and the demo.
        public enum \#(type)Fixtures {
            public static let all: [\#(type)] = [
                \#(fixtureValues)
            ]

            \#(indented(4, manyFixtures(access: "public ")))
        }

        """#
    }

    func mockRepository() -> String {
        #"""
        import Domain

        /// An in-memory `\#(type)Repository` over fixed \#(name.pluralWords), as slow or as broken as asked.
        public actor Mock\#(type)Repository: \#(type)Repository {
            public private(set) var \#(values): [\#(type)]
            public var behavior: MockBehavior<AppError>
            /// How many times the repository was asked.
            public private(set) var requestCount = 0

            public init(\#(values): [\#(type)] = \#(type)Fixtures.all, behavior: MockBehavior<AppError> = MockBehavior()) {
                self.\#(values) = \#(values).sorted { $0.id < $1.id }
                self.behavior = behavior
            }

            public func setBehavior(_ behavior: MockBehavior<AppError>) {
                self.behavior = behavior
            }

            public func \#(values)(_ request: PageRequest) async throws(AppError) -> Page<\#(type)> {
                requestCount += 1
                try await behavior.perform()
                let start = min(request.offset, \#(values).count)
                let end = min(start + request.pageSize, \#(values).count)
                return Page(items: Array(\#(values)[start..<end]), request: request, totalCount: \#(values).count)
            }

            public func \#(value)(id: \#(type)ID) async throws(AppError) -> \#(type) {
                requestCount += 1
                try await behavior.perform()
                guard let \#(value) = \#(values).first(where: { $0.id == id }) else { throw .notFound(kind: "\#(name.singularWords)", id: id.rawValue) }
                return \#(value)
            }\#(writes ? mockWrites : "")
        }

        """#
    }
}
