extension FeatureTemplate {
    var repositoryProperty: String { "public var \(values): any \(type)Repository" }
    var repositoryParameter: String { "\(values): any \(type)Repository," }
    var repositoryAssignment: String { "self.\(values) = \(values)" }
    var sqliteRepositoryArgument: String { "\(values): SQLite\(type)Repository(store: store)," }
    var postgresRepositoryArgument: String { "\(values): Postgres\(type)Repository(store: store)," }
    var remoteRepositoryArgument: String { "\(values): Remote\(type)Repository(client: client)," }
    var mockRepositoryArgument: String { "\(values): Mock\(type)Repository(behavior: behavior)," }

    var useCases: String {
        let reads = #"""
            public var list\#(types): any List\#(types)UseCase { DefaultList\#(types)UseCase(repository: repositories.\#(values)) }
            public var get\#(type): any Get\#(type)UseCase { DefaultGet\#(type)UseCase(repository: repositories.\#(values)) }
            """#
        guard writes else { return reads }
        return reads + "\n" + ["Create", "Update", "Delete"].map { verb in
            "public var \(verb.lowercased())\(type): any \(verb)\(type)UseCase { Default\(verb)\(type)UseCase(repository: repositories.\(values)) }"
        }.joined(separator: "\n")
    }

    var screenMakers: String {
        #"""
        public func \#(value)List(_ selection: PageSelection = PageSelection()) -> \#(type)ListViewModel {
            \#(type)ListViewModel(list\#(types): container.list\#(types), selection: selection)
        }

        public func \#(value)Detail(id: Int64) -> \#(type)DetailViewModel {
            \#(type)DetailViewModel(get\#(type): container.get\#(type), \#(value)ID: id)
        }
        \#(writes ? "\n" + editorMaker : "")
        """#
    }

    var routeScreens: String {
        "case .\(value)List(let selection): .\(value)List(\(value)List(selection))\ncase .\(value)Detail(let id): .\(value)Detail(\(value)Detail(id: id))"
    }
}
