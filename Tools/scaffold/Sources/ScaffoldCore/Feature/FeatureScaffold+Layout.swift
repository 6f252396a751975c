import Foundation

extension FeatureScaffold {
    /// Every anchor a feature adds code at, by layer.
    static let anchors: [Anchor] = [
        // Presentation
        "feature-routes",
        // Data, and the JSON API's document and adapter
        "feature-schemas", "paths", "schemas", "api-use-cases", "query-grammars",
        // Composition
        "repositories", "repository-parameters", "repository-assignments", "sqlite-repositories", "postgres-repositories",
        "remote-repositories", "mock-repositories",
        // The apps
        "commands",
    ].map(Anchor.init)

    /// Where new files go: the layers' fixed folders, and the apps' folders as the anchors
    /// find them (a renamed fork's apps live under its own names).
    struct Folders {
        let cli: String
        let web: String
        let cliTests: String
        let serverTests: String

        init(anchors: [Anchor: String], product: ProductNames) {
            func folder(_ anchor: String, up levels: Int) -> String {
                var url = URL(fileURLWithPath: "/" + (anchors[Anchor(name: anchor)] ?? ""))
                for _ in 0..<levels { url.deleteLastPathComponent() }
                return String(url.path.dropFirst())
            }
            cli = folder("commands", up: 2)
            web = "Apps/Server/Sources/\(product.serverModule)/Web"
            cliTests = "Tests/\(product.cliModule)Tests"
            serverTests = "Tests/\(product.serverModule)Tests"
        }
    }

    /// The feature's own files, by path; its schema's first step is `migration`.
    func newFiles(_ folders: Folders, migration: Int) -> [String: String] {
        let t = template
        let type = t.type, types = t.types
        return [
            "Tests/DomainTests/\(types)UseCaseTests.swift": t.domainTests(),
            "Tests/MocksTests/Mock\(type)RepositoryTests.swift": t.mocksTests(),
            "Tests/DataTests/SQLite\(type)RepositoryTests.swift": t.sqliteTests(),
            "Tests/DataTests/Remote\(type)RepositoryTests.swift": t.remoteTests(),
            "Tests/PresentationTests/\(type)ScreenTests.swift": t.presentationTests(),
            "\(folders.cliTests)/\(types)CommandTests.swift": t.cliTests(),
            "\(folders.serverTests)/\(type)PageTests.swift": t.serverTests(),
        ].merging(t.writes ? writeFiles(folders) : [:]) { first, _ in first }
    }

    /// An edited feature's files besides: drafts, rules and write use cases, each store's
    /// writes, the API's write operations, the editor, and their tests.
    func writeFiles(_ folders: Folders) -> [String: String] {
        let t = template
        let type = t.type, types = t.types
        return [
            "Tests/DomainTests/Edit\(types)UseCaseTests.swift": t.domainWriteTests(),
            "Tests/DataTests/SQLite\(type)WriteTests.swift": t.sqliteWriteTests(),
            "Tests/DataTests/Remote\(type)WriteTests.swift": t.remoteWriteTests(),
            "Tests/DataTests/Postgres\(type)RepositoryTests.swift": t.postgresTests(),
            "\(folders.serverTests)/\(type)APIWriteTests.swift": t.apiWriteTests(),
            "Tests/PresentationTests/\(type)EditorTests.swift": t.editorTests(),
            "\(folders.cliTests)/\(types)EditCommandsTests.swift": t.cliWriteTests(),
            "\(folders.serverTests)/\(type)EditorPageTests.swift": t.editorPageTests(),
        ]
    }

    /// Files features share, written by the first feature that needs them.
    func sharedFiles() -> [String: String] {
        var files = [FeatureTemplate.problemResponsePath: FeatureTemplate.problemResponse()]
        if template.writes {
            files[FeatureTemplate.editResponsesPath] = FeatureTemplate.editResponses()
        }
        return files
    }

    /// The code each anchor gets: the example's entries there, copied.
    func insertions(anchors: [Anchor: String], copy: ExampleCopy) throws(ScaffoldError) -> [Anchor: String] {
        var code: [Anchor: String] = [:]
        for anchor in Self.anchors {
            guard let path = anchors[anchor] else { continue }
            guard let entries = ExampleFeature.entries(at: anchor, in: try read(path)) else {
                throw .notATemplate("\(path) has no entry of the example feature (\(ExampleFeature.name.plural)) above scaffold:\(anchor.name); scaffold copies it")
            }
            code[anchor] = try copy.text(entries, path: path, migration: 0)
        }
        return code
    }

    /// The version after the last step of any feature's schema (the files beside the
    /// anchor `feature-schemas`): one number for both stores.
    func nextMigration(files: [String], anchors: [Anchor: String]) throws(ScaffoldError) -> Int {
        guard let registry = anchors[Anchor(name: "feature-schemas")] else { return 1 }
        let folder = (registry as NSString).deletingLastPathComponent + "/"
        var versions: [Int] = []
        for path in files where path.hasPrefix(folder) && path.hasSuffix(".swift") {
            versions += try read(path).matches(of: /Migration\(version: (\d+)/).compactMap { match in Int(String(match.1)) }
        }
        return (versions.max() ?? 0) + 1
    }
}

extension FeatureTemplate {
    /// Every type the feature declares, so that none is declared twice.
    var declaredTypes: [String] {
        [
            type, "\(type)Repository", "List\(types)UseCase", "DefaultList\(types)UseCase", "Get\(type)UseCase",
            "DefaultGet\(type)UseCase", "\(type)Schema", "SQLite\(type)Repository", "Postgres\(type)Repository", "Remote\(type)Repository",
            "\(type)ViewData", "\(type)ListViewData", "\(type)Route", "\(type)ListState", "\(type)ListViewModel", "\(type)DetailState", "\(type)DetailViewModel",
            "\(type)Fixtures", "Mock\(type)Repository", "\(types)Command", "\(type)TextView", "\(type)JSON", "\(type)ListJSON",
            "\(types)UseCaseTests", "Mock\(type)RepositoryTests", "SQLite\(type)RepositoryTests", "Remote\(type)RepositoryTests",
            "\(type)ScreenTests", "\(types)CommandTests", "\(type)PageTests",
        ] + (writes ? writeTypes : [])
    }

    /// The types only an edited feature declares.
    var writeTypes: [String] {
        ["\(type)Draft", "\(type)Rules", "\(type)Form", "\(type)EditorState", "\(type)EditorViewModel", "\(type)EditorPages", "\(type)EditorTests", "\(types)EditCommandsTests", "\(type)EditorPageTests", "Edit\(types)UseCaseTests", "SQLite\(type)WriteTests", "Remote\(type)WriteTests", "Postgres\(type)RepositoryTests", "\(type)APIWriteTests"] + ["Create", "Update", "Delete"].flatMap { ["\($0)\(type)UseCase", "Default\($0)\(type)UseCase"] }
    }
}
