extension FeatureTemplate {
    func entity() -> String {
        guard writes else {
            return #"""
            /// The identity of \#(anItem).
            public typealias \#(type)ID = EntityID<\#(type)>

            /// \#(FeatureName.upperFirst(anItem)), as the app knows it: an id given by the store, and its fields.
            public struct \#(type): Identifiable, Hashable, Sendable {
                public let id: \#(type)ID
                \#(each(4) { "public var \($0.name): \($0.kind.domainType)" })

                public init(id: \#(type)ID, \#(list { "\($0.name): \($0.kind.domainType)" })) {
                    self.id = id
                    \#(each(8) { "self.\($0.name) = \($0.name)" })
                }
            }

            """#
        }
        return #"""
        /// The identity of \#(anItem).
        public typealias \#(type)ID = EntityID<\#(type)>

        /// \#(FeatureName.upperFirst(anItem)), as the app knows it: an id given by the store, and its fields.
        ///
        /// `version` starts at 1 and grows with every saved edit, so that a writer can detect
        /// that someone else changed it since it was read.
        public struct \#(type): Identifiable, Hashable, Sendable {
            public let id: \#(type)ID
            \#(each(4) { "public var \($0.name): \($0.kind.domainType)" })
            public var version: Int

            public init(id: \#(type)ID, \#(list { "\($0.name): \($0.kind.domainType)" }), version: Int = 1) {
                self.id = id
                \#(each(8) { "self.\($0.name) = \($0.name)" })
                self.version = version
            }
        }

        """#
    }

    func port() -> String {
        let writing = !writes ? "" : #"""

                /// Saves a new \#(name.singularWords) at version 1. The draft has been checked.
                func create(_ draft: \#(type)Draft) async throws(AppError) -> \#(type)
                /// Replaces the \#(name.singularWords)'s values if it is still at `expectedVersion`, and counts
                /// the version up; else `conflict` with the version it is at, or `notFound`.
                func update(id: \#(type)ID, expectedVersion: Int, with draft: \#(type)Draft) async throws(AppError) -> \#(type)
                /// Deletes the \#(name.singularWords) if it is still at `expectedVersion`; else as `update`.
                func delete(id: \#(type)ID, expectedVersion: Int) async throws(AppError)
            """#
        return #"""
        /// Where \#(name.pluralWords) come from\#(writes ? " and are saved" : ""). Data implements it (SQLite, HTTP); Mocks doubles it.
        public protocol \#(type)Repository: Sendable {
            /// One page of \#(name.pluralWords), oldest first (by id), and how many there are in all.
            /// The request's bounds have been checked.
            func \#(values)(_ request: PageRequest) async throws(AppError) -> Page<\#(type)>
            /// The \#(name.singularWords) with this id, or `notFound`.
            func \#(value)(id: \#(type)ID) async throws(AppError) -> \#(type)\#(writing)
        }

        """#
    }

    func listUseCase() -> String {
        #"""
        /// Lists \#(name.pluralWords) a page at a time.
        public protocol List\#(types)UseCase: Sendable {
            func execute(_ request: PageRequest) async throws(AppError) -> Page<\#(type)>
        }

        /// Checks the page's bounds, so that no repository sees a page 0 or a page of a
        /// million, then asks the repository; the order is the repository's promise (by id).
        public struct DefaultList\#(types)UseCase: List\#(types)UseCase {
            private let repository: any \#(type)Repository

            public init(repository: any \#(type)Repository) {
                self.repository = repository
            }

            public func execute(_ request: PageRequest) async throws(AppError) -> Page<\#(type)> {
                if let problem = request.problem { throw .invalidQuery(problem) }
                return try await repository.\#(values)(request)
            }
        }

        """#
    }

    func getUseCase() -> String {
        #"""
        /// Reads one \#(name.singularWords) by id.
        public protocol Get\#(type)UseCase: Sendable {
            /// The \#(name.singularWords), or `notFound` when no \#(name.singularWords) has this id.
            func execute(id: \#(type)ID) async throws(AppError) -> \#(type)
        }

        /// Asks the repository.
        public struct DefaultGet\#(type)UseCase: Get\#(type)UseCase {
            private let repository: any \#(type)Repository

            public init(repository: any \#(type)Repository) {
                self.repository = repository
            }

            public func execute(id: \#(type)ID) async throws(AppError) -> \#(type) {
                guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
                return try await repository.\#(value)(id: id)
            }
        }

        """#
    }

    /// Shared by every feature with a date field; written once.
    static func timestamp() -> String {
        #"""
        /// An instant as whole seconds since 1970-01-01 00:00 UTC: what a date field holds,
        /// without a calendar or a time zone, which belong to whoever shows it.
        public struct Timestamp: Hashable, Comparable, Sendable {
            public let secondsSince1970: Int64

            public init(secondsSince1970: Int64) {
                self.secondsSince1970 = secondsSince1970
            }

            public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
                lhs.secondsSince1970 < rhs.secondsSince1970
            }
        }

        """#
    }
}
