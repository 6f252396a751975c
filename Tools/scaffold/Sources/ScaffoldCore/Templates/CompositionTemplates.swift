extension FeatureTemplate {
    var repositoryProperty: String { "public var \(values): any \(type)Repository" }
    var repositoryParameter: String { "\(values): any \(type)Repository," }
    var repositoryAssignment: String { "self.\(values) = \(values)" }
    var sqliteRepositoryArgument: String { "\(values): SQLite\(type)Repository(store: store)," }
    var postgresRepositoryArgument: String { "\(values): Postgres\(type)Repository(store: store)," }
    var remoteRepositoryArgument: String { "\(values): Remote\(type)Repository(client: client)," }
    var mockRepositoryArgument: String { "\(values): Mock\(type)Repository(behavior: behavior)," }

    /// The feature's use cases, over the container's repositories.
    func appContainer() -> String {
        let reads = [
            "    public var list\(types): any List\(types)UseCase { DefaultList\(types)UseCase(repository: repositories.\(values)) }",
            "    public var get\(type): any Get\(type)UseCase { DefaultGet\(type)UseCase(repository: repositories.\(values)) }",
        ]
        let writes = ["Create", "Update", "Delete"].map { verb in
            "    public var \(verb.lowercased())\(type): any \(verb)\(type)UseCase { Default\(verb)\(type)UseCase(repository: repositories.\(values)) }"
        }
        return ([
            "import Domain",
            "",
            "/// The \(name.singularWords) use cases, over the container's repositories.",
            "extension AppContainer {",
        ] + reads + (self.writes ? writes : []) + ["}", ""]).joined(separator: "\n")
    }

    /// The feature's screens, made from the container's use cases.
    func screenFactory() -> String {
        #"""
        import Presentation

        extension ScreenFactory {
            public func \#(value)List(_ selection: PageSelection = PageSelection()) -> \#(type)ListViewModel {
                \#(type)ListViewModel(list\#(types): container.list\#(types), selection: selection)
            }

            public func \#(value)Detail(id: Int64) -> \#(type)DetailViewModel {
                \#(type)DetailViewModel(get\#(type): container.get\#(type), \#(value)ID: id)
            }
        \#(writes ? "\n    " + indented(4, editorMaker) + "\n" : "")}

        extension \#(type)Route: ScreenRoute {
            func screen(from screens: ScreenFactory) -> any Screen {
                switch self {
                case .list(let selection): screens.\#(value)List(selection)
                case .detail(let id): screens.\#(value)Detail(id: id)
                }
            }
        }

        """#
    }
}
