extension FeatureField {
    /// The rules a draft's field meets before it is saved, as lines that add to `problems`;
    /// none for kinds that take any value.
    var ruleLines: [String] {
        let problem = { (reason: String) in "problems.append(FieldProblem(\"\(name)\", \(reason)))" }
        switch kind {
        case .string:
            return [
                "if draft.\(name).isEmpty {",
                "    " + problem(".required"),
                "} else if let violation = TextRule(maximumLength: maximumTextLength).violation(in: draft.\(name)) {",
                "    " + problem(".text(violation)"),
                "}",
            ]
        case .int:
            return ["if draft.\(name) < 0 {", "    " + problem(".negative"), "}"]
        case .money:
            return ["if draft.\(name).minorUnits < 0 {", "    " + problem(".negative"), "}"]
        case .bool, .date:
            return []
        }
    }

    /// What the rules say of the field, for the rules' documentation; `nil` when it takes any value.
    var ruleSummary: String? {
        switch kind {
        case .string: "required, at most `maximumTextLength` characters (Unicode scalars), no control character"
        case .int, .money: "not negative"
        case .bool, .date: nil
        }
    }
}

extension FeatureTemplate {
    /// The draft as the use cases save it: `draft.normalized` when it has texts to trim.
    var normalizedDraft: String { uses(.string) ? "draft.normalized" : "draft" }

    func draft() -> String {
        let strings = fields.filter { $0.kind == .string }
        let normalized = strings.isEmpty ? "" : #"""


            /// The draft with surrounding white space taken off its texts, as it is checked and saved.
            public var normalized: \#(type)Draft {
                var draft = self
                \#(strings.map { "draft.\($0.name) = \($0.name).trimmingWhiteSpace" }.joined(separator: "\n        "))
                return draft
            }
        """#
        return #"""
        /// \#(FeatureName.upperFirst(anItem)) as an editor submits it: what a person may change, before it
        /// is checked. The id and the version are not in it; the store gives the one and counts the other.
        public struct \#(type)Draft: Hashable, Sendable {
            \#(each(4) { "public var \($0.name): \($0.kind.domainType)" })

            public init(\#(list { "\($0.name): \($0.kind.domainType)" })) {
                \#(each(8) { "self.\($0.name) = \($0.name)" })
            }

            /// The draft of an existing \#(name.singularWords), for an editor to start from.
            public init(_ \#(value): \#(type)) {
                self.init(\#(list { "\($0.name): \(value).\($0.name)" }))
            }\#(normalized)
        }

        """#
    }

    func rules() -> String {
        let lines = fields.flatMap(\.ruleLines)
        let summaries = fields.compactMap { field in field.ruleSummary.map { "/// - \(field.name): \($0);" } }
        let body = lines.isEmpty
            ? "// Every value of every field is allowed; add the feature's own rules here.\n        []"
            : "var problems: [FieldProblem] = []\n        " + lines.joined(separator: "\n        ") + "\n        return problems"
        return #"""
        /// What \#(anItem) must be to be saved, checked all at once so that the answer names
        /// every problem.\#(summaries.isEmpty ? "" : " Texts are counted in characters, after surrounding white space is taken off.")
        ///
        \#(summaries.isEmpty ? "/// Any value of every field is allowed." : summaries.joined(separator: "\n"))
        public enum \#(type)Rules {
            /// The fields of \#(anItem)'s draft, in the order an editor shows them.
            public static let fields: [FieldProblem.Field] = [\#(list { "\"\($0.name)\"" })]

            \#(uses(.string) ? "public static let maximumTextLength = 200\n\n    " : "")/// What is wrong with `draft` (already normalized), in field order.
            public static func problems(with draft: \#(type)Draft) -> [FieldProblem] {
                \#(body)
            }

            /// Throws `invalid` with every problem of `draft`, when it has any.
            static func require(_ draft: \#(type)Draft) throws(AppError) {
                let found = problems(with: draft)
                guard found.isEmpty else { throw .invalid(kind: "\#(name.singularWords)", problems: found) }
            }
        }

        """#
    }

    func createUseCase() -> String {
        #"""
        /// Adds \#(anItem).
        public protocol Create\#(type)UseCase: Sendable {
            func execute(_ draft: \#(type)Draft) async throws(AppError) -> \#(type)
        }

        /// Checks every rule, answering with every problem at once, then saves.
        public struct DefaultCreate\#(type)UseCase: Create\#(type)UseCase {
            private let repository: any \#(type)Repository

            public init(repository: any \#(type)Repository) {
                self.repository = repository
            }

            public func execute(_ draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                let draft = \#(normalizedDraft)
                try \#(type)Rules.require(draft)
                return try await repository.create(draft)
            }
        }

        """#
    }

    func updateUseCase() -> String {
        #"""
        /// Changes \#(anItem), if nobody else has since the editor read it.
        public protocol Update\#(type)UseCase: Sendable {
            func execute(id: \#(type)ID, expectedVersion: Int, with draft: \#(type)Draft) async throws(AppError) -> \#(type)
        }

        /// Checks every rule, then saves only over the version the editor saw: a stale version
        /// is a `conflict`, never a silent overwrite.
        public struct DefaultUpdate\#(type)UseCase: Update\#(type)UseCase {
            private let repository: any \#(type)Repository

            public init(repository: any \#(type)Repository) {
                self.repository = repository
            }

            public func execute(id: \#(type)ID, expectedVersion: Int, with draft: \#(type)Draft) async throws(AppError) -> \#(type) {
                guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
                let draft = \#(normalizedDraft)
                try \#(type)Rules.require(draft)
                return try await repository.update(id: id, expectedVersion: expectedVersion, with: draft)
            }
        }

        """#
    }

    func deleteUseCase() -> String {
        #"""
        /// Removes \#(anItem), if nobody has changed it since the editor read it.
        public protocol Delete\#(type)UseCase: Sendable {
            func execute(id: \#(type)ID, expectedVersion: Int) async throws(AppError)
        }

        public struct DefaultDelete\#(type)UseCase: Delete\#(type)UseCase {
            private let repository: any \#(type)Repository

            public init(repository: any \#(type)Repository) {
                self.repository = repository
            }

            public func execute(id: \#(type)ID, expectedVersion: Int) async throws(AppError) {
                guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
                try await repository.delete(id: id, expectedVersion: expectedVersion)
            }
        }

        """#
    }
}
