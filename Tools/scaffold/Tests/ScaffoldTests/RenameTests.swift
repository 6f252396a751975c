import Foundation
@testable import ScaffoldCore
import Testing

@Suite("scaffold rename")
struct RenameTests {
    /// A small tree with the product's name in each kind of place it has in the template,
    /// and the sample feature's words that must stay.
    static let template: [String: String] = [
        "Package.swift": """
            let package = Package(
                name: "Catalog",
                products: [.executable(name: "catalog", targets: ["catalog"]), .executable(name: "catalog-server", targets: ["catalog-server"])],
                targets: [
                    .target(name: "CatalogCLI", path: "Apps/CLI/Sources/CatalogCLI"),
                    .executableTarget(name: "catalog", dependencies: ["CatalogCLI"], path: "Apps/CLI/Sources/catalog"),
                    .testTarget(name: "CatalogServerTests", dependencies: ["CatalogServer", "CatalogServerClientKit"]),
                ]
            )
            """,
        ".archlint.yml": "  apps:\n    targets: [CatalogCLI, catalog, CatalogServer, catalog-server]\n",
        "README.md": """
            # Catalog: a clean-architecture template for Swift
            An example (a product catalog: browse, search) in `swift run catalog`.
            swift run catalog products --search lamp
            swift run catalog-server --token s3cret
            Stored at `$XDG_DATA_HOME/catalog/catalog.sqlite` or `~/Library/Application Support/Catalog/catalog.sqlite`.
            Deep links: catalog://products/42. Token: CATALOG_TOKEN. The stylesheet: /static/catalog.css.
                n_catalog["catalog"] --> n_CatalogCLI["CatalogCLI"]
                n_catalog_server["catalog-server"]
            """,
        "Apps/CLI/Sources/CatalogCLI/CommandLineApp.swift": """
            context.stderr.write("catalog: \\(message) (see 'catalog --help')\\n")
            command = try CatalogCommand.parseAsRoot(arguments)
            let sources = CatalogSource.all // the sample's, not the product's
            let seed = SampleCatalog.standard
            /// How `catalog` ends.
            """,
        "Apps/CLI/Sources/catalog/main.swift": "import CatalogCLI\n",
        "Tests/TestSupport/Names.swift": """
            init(prefix: String = "catalog-tests")
            let name = "catalog_test_" + id
            var logger = Logger(label: "catalog.postgres")
            serverName: "catalog-server-metrics"
            """,
        "Apps/Server/Sources/catalog-server/main.swift": "import CatalogServer\nawait CatalogServerCommand.start()\n",
        "Apps/Server/Sources/CatalogServer/Templates.swift": "<title>{{title}} · Catalog</title>\n<a class=\"brand\" href=\"/products\">Catalog</a>\n",
        "Packages/Presentation/DeepLink.swift": "public static let scheme = \"catalog\"\nlet client = CatalogClient(baseURL: url)\n",
        "Tests/CatalogServerTests/Tests.swift": "@testable import CatalogServer\n#expect(run.stderr == \"catalog: No product has the id 9.\\n\")\n",
        "Tests/CatalogCLITests/Support.swift": "func catalog(\n    _ arguments: String...\n) {}\nlet run = await catalog(\"products\")\nlet fixtures = ProductFixtures.catalog(count: 3)\n",
        ".build/debug/catalog": "a build product: never touched",
        "Packages/APIContract/openapi.yaml": "info:\n  title: Catalog API\n  description: The catalog of products.\ntags:\n  - name: catalog\n    description: The app's operations.\n",
        "Packages/APIContract/openapi-generator-config.yaml": "filter:\n  tags: [catalog]\n",
    ]

    func withTemplate<T>(_ body: (String) throws -> T) throws -> T {
        try withTree(Self.template, body)
    }

    @Test("Every place the product's name is changes, and the sample's words stay")
    func renames() throws {
        try withTemplate { root in
            let rename = try Rename(root: root, to: ProductName("PetStore"))
            #expect(rename.old.display == "Catalog")
            try rename.apply(try rename.plan())

            let manifest = try read(root, "Package.swift")
            #expect(manifest.contains(#"name: "PetStore","#))
            #expect(manifest.contains(#".executable(name: "pet-store", targets: ["pet-store"]), .executable(name: "pet-store-server", targets: ["pet-store-server"])"#))
            #expect(manifest.contains(#".target(name: "PetStoreCLI", path: "Apps/CLI/Sources/PetStoreCLI")"#))
            #expect(manifest.contains(#"dependencies: ["PetStoreCLI"], path: "Apps/CLI/Sources/pet-store")"#))
            #expect(manifest.contains(#"["PetStoreServer", "CatalogServerClientKit"]"#), "a longer name that merely starts the same stays")
            #expect(try read(root, ".archlint.yml") == "  apps:\n    targets: [PetStoreCLI, pet-store, PetStoreServer, pet-store-server]\n")

            let readme = try read(root, "README.md").split(separator: "\n").map(String.init)
            #expect(readme == [
                "# PetStore: a clean-architecture template for Swift",
                "An example (a product catalog: browse, search) in `swift run pet-store`.",
                "swift run pet-store products --search lamp",
                "swift run pet-store-server --token s3cret",
                "Stored at `$XDG_DATA_HOME/pet-store/pet-store.sqlite` or `~/Library/Application Support/PetStore/pet-store.sqlite`.",
                "Deep links: pet-store://products/42. Token: PET_STORE_TOKEN. The stylesheet: /static/catalog.css.",
                #"    n_pet_store["pet-store"] --> n_PetStoreCLI["PetStoreCLI"]"#,
                #"    n_pet_store_server["pet-store-server"]"#,
            ])
            let app = try read(root, "Apps/CLI/Sources/PetStoreCLI/CommandLineApp.swift")
            #expect(app.hasPrefix(#"context.stderr.write("pet-store: \(message) (see 'pet-store --help')\n")"#))
            #expect(app.contains("/// How `pet-store` ends."), "the executable in a code comment")
            #expect(app.contains("command = try PetStoreCommand.parseAsRoot(arguments)"))
            #expect(app.contains("CatalogSource.all") && app.contains("SampleCatalog.standard"))
            #expect(try read(root, "Apps/Server/Sources/pet-store-server/main.swift") == "import PetStoreServer\nawait PetStoreServerCommand.start()\n")
            #expect(try read(root, "Apps/Server/Sources/PetStoreServer/Templates.swift") == "<title>{{title}} · PetStore</title>\n<a class=\"brand\" href=\"/products\">PetStore</a>\n")
            #expect(try read(root, "Packages/Presentation/DeepLink.swift") == "public static let scheme = \"pet-store\"\nlet client = CatalogClient(baseURL: url)\n")
            #expect(try read(root, "Tests/PetStoreServerTests/Tests.swift").contains(#""pet-store: No product has the id 9.\n""#))
            #expect(try read(root, ".build/debug/catalog") == "a build product: never touched")
            #expect(try read(root, "Tests/PetStoreCLITests/Support.swift") == "func petStore(\n    _ arguments: String...\n) {}\nlet run = await petStore(\"products\")\nlet fixtures = ProductFixtures.catalog(count: 3)\n")
            #expect(try read(root, "Apps/CLI/Sources/pet-store/main.swift") == "import PetStoreCLI\n")
            #expect(try read(root, "Packages/APIContract/openapi.yaml") == "info:\n  title: PetStore API\n  description: The catalog of products.\ntags:\n  - name: pet-store\n    description: The app's operations.\n")
            #expect(try read(root, "Packages/APIContract/openapi-generator-config.yaml") == "filter:\n  tags: [pet-store]\n", "the tag the generator keeps is the one the document declares")
        }
    }

    @Test("A product named for a common word renames its own places only, never the tools' sources")
    func commonWord() throws {
        var files = Self.template
        files["Tools/archlint/Sources/ArchlintCore/PackageModel.swift"] = "enum Kind { case library, executable, test }\n"
        try withTree(files) { root in
            let first = try Rename(root: root, to: ProductName("Library"))
            try first.apply(try first.plan())
            let second = try Rename(root: root, to: ProductName("Shop"))
            try second.apply(try second.plan())
            #expect(try read(root, "Tools/archlint/Sources/ArchlintCore/PackageModel.swift") == "enum Kind { case library, executable, test }\n")
            #expect(try read(root, ".archlint.yml") == "  apps:\n    targets: [ShopCLI, shop, ShopServer, shop-server]\n")
        }
    }

    @Test(
        "Names made from the product's in strings take the new one once, also when it starts with the old one",
        arguments: [("PetStore", "pet-store", "pet_store"), ("CatalogPro", "catalog-pro", "catalog_pro")]
    )
    func namesInStrings(name: String, slug: String, identifier: String) throws {
        try withTemplate { root in
            let rename = try Rename(root: root, to: ProductName(name))
            try rename.apply(try rename.plan())
            #expect(try read(root, "Tests/TestSupport/Names.swift") == """
                init(prefix: String = "\(slug)-tests")
                let name = "\(identifier)_test_" + id
                var logger = Logger(label: "\(slug).postgres")
                serverName: "\(slug)-server-metrics"
                """)
            let manifest = try read(root, "Package.swift")
            #expect(manifest.contains(#".executable(name: "\#(slug)", targets: ["\#(slug)"]), .executable(name: "\#(slug)-server", targets: ["\#(slug)-server"])"#))
            #expect(try read(root, "Packages/Presentation/DeepLink.swift").hasPrefix(#"public static let scheme = "\#(slug)""#))
        }
    }

    @Test("Renaming again to the same name changes nothing")
    func idempotent() throws {
        try withTemplate { root in
            let first = try Rename(root: root, to: ProductName("Shop"))
            try first.apply(try first.plan())
            #expect(try Rename(root: root, to: ProductName("Shop")).plan().isEmpty)
        }
    }

    @Test("A name that holds the example's or its reference's name, or that would move a file onto another, is refused before anything is written")
    func collisions() throws {
        try withTemplate { root in
            for name in ["WarehouseHub", "PurchaseOrders", "Bigwarehouse"] {
                #expect(throws: ScaffoldError.self, "\(name)") { try Rename(root: root, to: ProductName(name)) }
            }
            try "struct ProductsCommand {}\n".write(toFile: root + "/Apps/CLI/Sources/CatalogCLI/ProductsCommand.swift", atomically: true, encoding: .utf8)
            try "struct CatalogCommand {}\n".write(toFile: root + "/Apps/CLI/Sources/CatalogCLI/CatalogCommand.swift", atomically: true, encoding: .utf8)
            let rename = try Rename(root: root, to: ProductName("Products"))
            do {
                _ = try rename.plan()
                Issue.record("a move onto ProductsCommand.swift was not refused")
            } catch {
                #expect("\(error)".contains("onto Apps/CLI/Sources/CatalogCLI/ProductsCommand.swift"), "\(error)")
            }
            #expect(try String(contentsOfFile: root + "/Apps/CLI/Sources/CatalogCLI/ProductsCommand.swift", encoding: .utf8) == "struct ProductsCommand {}\n")
            #expect(try Rename(root: root, to: ProductName("Shop")).plan().moves.contains { $0.to == "Apps/CLI/Sources/CatalogCLI/ShopCommand.swift" })
        }
    }

    @Test("A name that is not UpperCamelCase, or that a module has, is refused", arguments: ["shop", "Pet Store", "Pet-Store", "", "Domain", "Hummingbird", "Ünicode"])
    func invalidNames(name: String) {
        #expect(throws: ScaffoldError.self) { try ProductName(name) }
    }

    @Test("The spellings of a two-word name")
    func spellings() throws {
        let name = try ProductName("PetStore2")
        #expect(name.slug == "pet-store2" && name.constant == "PET_STORE2" && name.identifier == "pet_store2")
        // An acronym is one word, as in a feature's name.
        let acronym = try ProductName("APIShop")
        #expect(acronym.slug == "api-shop" && acronym.constant == "API_SHOP" && acronym.lowerCamel == "apiShop")
        #expect(try ProductName("Shop").lowerCamel == "shop" && name.lowerCamel == "petStore2")
    }

    @Test("A work tree with uncommitted changes is refused; a clean one is not")
    func dirtyTree() throws {
        try withTemplate { root in
            func git(_ arguments: String...) throws {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["git", "-C", root, "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
                process.standardOutput = Pipe()
                try process.run()
                process.waitUntilExit()
            }
            #expect(throws: ScaffoldError.self) { try WorkTree.requireClean(root: root) } // not a repository yet
            try git("init", "-q")
            try git("add", "-A")
            try git("commit", "-q", "-m", "template")
            try WorkTree.requireClean(root: root)
            try "changed".write(toFile: root + "/README.md", atomically: true, encoding: .utf8)
            #expect(throws: ScaffoldError.dirtyWorkTree("the work tree has uncommitted changes; commit or stash them first, or pass --allow-dirty")) {
                try WorkTree.requireClean(root: root)
            }
        }
    }
}
