extension FeatureField {
    /// A sample value for the `number`th fixture (1, 2, 3), different for each.
    func fixture(_ number: Int) -> String {
        switch kind {
        case .string: "\"\(label) \(number)\""
        case .int: "\(number * 10)"
        case .bool: number % 2 == 1 ? "true" : "false"
        case .money: "Money(minorUnits: \(number * 1_250), currency: .usd)"
        case .date: "Timestamp(secondsSince1970: \(1_767_225_600 + number * 86_400 + number * 3_660))"
        }
    }
}

extension FeatureTemplate {
    /// The three fixtures as Swift values, one a line: for Mocks, and for tests that cannot see Mocks.
    var fixtureValues: String {
        (1...3).map { number in "\(type)(id: \(number), \(list { "\($0.name): \($0.fixture(number))" }))," }
            .joined(separator: "\n        ")
    }

    func fixtures() -> String {
        #"""
        import Domain

        /// Three \#(name.pluralWords) whose fields all differ, for tests and the demo.
        public enum \#(type)Fixtures {
            public static let all: [\#(type)] = [
                \#(fixtureValues)
            ]
        }

        """#
    }

    func mockRepository() -> String {
        #"""
        import Domain

        /// An in-memory `\#(type)Repository` over fixed \#(name.pluralWords), as slow or as broken as asked.
        public actor Mock\#(type)Repository: \#(type)Repository {
            public private(set) var \#(values): [\#(type)]
            public var behavior: MockBehavior<CatalogError>
            /// How many times the repository was asked.
            public private(set) var requestCount = 0

            public init(\#(values): [\#(type)] = \#(type)Fixtures.all, behavior: MockBehavior<CatalogError> = MockBehavior()) {
                self.\#(values) = \#(values).sorted { $0.id < $1.id }
                self.behavior = behavior
            }

            public func setBehavior(_ behavior: MockBehavior<CatalogError>) {
                self.behavior = behavior
            }

            public func \#(values)() async throws(CatalogError) -> [\#(type)] {
                requestCount += 1
                try await behavior.perform()
                return \#(values)
            }

            public func \#(value)(id: Int64) async throws(CatalogError) -> \#(type)? {
                requestCount += 1
                try await behavior.perform()
                return \#(values).first { $0.id == id }
            }\#(writes ? mockWrites : "")
        }

        """#
    }
}
