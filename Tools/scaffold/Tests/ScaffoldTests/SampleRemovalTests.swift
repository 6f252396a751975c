import Foundation
@testable import ScaffoldCore
import Testing

@Suite("scaffold remove-sample")
struct SampleRemovalTests {
    /// A renamed template with the sample's regions in each comment syntax, a folder and a
    /// file of the sample's own, and files the skeleton keeps whole.
    static let template: [String: String] = [
        "Package.swift": "let package = Package(\n    name: \"Shop\",\n)\n",
        "Packages/Composition/Repositories.swift": """
            struct Repositories {
                // sample:begin
                var products: any ProductRepository
                // sample:end
                // scaffold:repositories
            }

            """,
        "Packages/APIContract/openapi.yaml": "paths:\n  # sample:begin\n  /api/v1/products: {}\n  # sample:end\n  # scaffold:paths\n",
        "Apps/Server/Sources/ShopServer/Web/Templates.swift": "let header = [\n    // sample:begin\n    \"<a href=/products>Products</a>\",\n    // sample:end\n]\n",
        "README.md": "# Shop\n<!-- sample:begin -->\nThe catalog.\n<!-- sample:end -->\nBuild it.\n",
        "Packages/Data/Search/FullTextQuery.swift": "struct FullTextQuery {}\n",
        "Packages/Domain/Lists/ProductSort.swift": "enum ProductSort {}\n",
        "Apps/CLI/Sources/ShopCLI/Commands/ProductsCommand.swift": "struct ProductsCommand {}\n",
        "Apps/CLI/Sources/ShopCLI/Commands/OpenCommand.swift": "struct OpenCommand {}\n",
        "Packages/Mocks/MockBehavior.swift": "struct MockBehavior {}\n",
    ]

    func withTemplate<T>(_ files: [String: String] = template, _ body: (String) throws -> T) throws -> T {
        try withTree(files, body)
    }

    @Test("Regions go with their markers in every comment syntax; the sample's files and emptied folders go; the rest stays")
    func removes() throws {
        try withTemplate { root in
            let removal = try SampleRemoval(root: root)
            try removal.apply(removal.plan())
            #expect(try read(root, "Packages/Composition/Repositories.swift") == "struct Repositories {\n    // scaffold:repositories\n}\n")
            #expect(try read(root, "Packages/APIContract/openapi.yaml") == "paths:\n  # scaffold:paths\n")
            #expect(try read(root, "Apps/Server/Sources/ShopServer/Web/Templates.swift") == "let header = [\n]\n")
            #expect(try read(root, "README.md") == "# Shop\nBuild it.\n")
            #expect(try read(root, "Packages/Mocks/MockBehavior.swift") == "struct MockBehavior {}\n")
            #expect(try read(root, "Apps/CLI/Sources/ShopCLI/Commands/OpenCommand.swift") == "struct OpenCommand {}\n")
            // The renamed CLI's module stands in for {CLI}.
            #expect(!FileManager.default.fileExists(atPath: root + "/Apps/CLI/Sources/ShopCLI/Commands/ProductsCommand.swift"))
            #expect(!FileManager.default.fileExists(atPath: root + "/Packages/Data/Search"))
            #expect(!FileManager.default.fileExists(atPath: root + "/Packages/Domain"))
            #expect(FileManager.default.fileExists(atPath: root + "/Packages/Mocks"))
            #expect(try removal.plan().isEmpty, "a second run changes nothing")
        }
    }

    @Test("The README's layer diagram loses the sample's targets, their edges and a layer they leave empty")
    func prunesDiagram() throws {
        var files = Self.template
        let diagram = { (peers: Bool) in
            ["# Shop", "```mermaid", "graph TD", "  subgraph layer_n_tools[\"tools\"]", "    n_bare_server[\"bare-server\"]", "  end"]
                + (peers ? ["  subgraph layer_n_peers[\"peers\"]", "    n_flat_server[\"flat-server\"]", "  end"] : [])
                + ["  n_bare_server --> n_Domain"]
                + (peers ? ["  n_flat_server --> n_DataLayer"] : [])
                + ["```", ""]
        }
        files["README.md"] = diagram(true).joined(separator: "\n")
        try withTemplate(files) { root in
            let removal = try SampleRemoval(root: root)
            try removal.apply(removal.plan())
            let pruned = try read(root, "README.md")
            #expect(pruned == diagram(false).joined(separator: "\n"))
        }
    }

    @Test("The example feature moves to the kept folder with the answers it shares, and so does a copy of each file it is registered in; the product keeps none of it, nor of the feature it refers to")
    func keepsExample() throws {
        var files = Self.template
        files["Packages/Composition/Repositories.swift"] = "struct Repositories {\n    // sample:begin\n    var products: any ProductRepository\n    // sample:end\n    var purchaseOrders: any PurchaseOrderRepository // bound for warehouses\n    // writes:begin\n    var purchaseOrderWriter: any PurchaseOrderRepository\n    // writes:end\n    var warehouses: any WarehouseRepository\n    // writes:begin\n    var warehouseWriter: any WarehouseRepository\n    // writes:end\n    // scaffold:repositories\n}\n"
        files["Packages/Domain/Entities/PurchaseOrder.swift"] = "struct PurchaseOrder {}\n"
        files["Packages/Domain/Entities/Warehouse.swift"] = "struct Warehouse {}\n"
        files["Packages/WebAPI/Problem+AppError.swift"] = "extension Components.Responses.Problem {}\n"
        let kept = ExampleFeature.keptFolder
        try withTemplate(files) { root in
            let removal = try SampleRemoval(root: root)
            try removal.apply(removal.plan())
            #expect(try read(root, "Packages/Composition/Repositories.swift") == "struct Repositories {\n    // scaffold:repositories\n}\n")
            #expect(try read(root, kept + "Packages/Composition/Repositories.swift") == "struct Repositories {\n    var purchaseOrders: any PurchaseOrderRepository // bound for warehouses\n    // writes:begin\n    var purchaseOrderWriter: any PurchaseOrderRepository\n    // writes:end\n    // scaffold:repositories\n}\n", "as the sample left it, without the referred feature's entries and their regions alone")
            #expect(try read(root, kept + "Packages/Domain/Entities/PurchaseOrder.swift") == "struct PurchaseOrder {}\n")
            #expect(try read(root, kept + "Packages/WebAPI/Problem+AppError.swift") == "extension Components.Responses.Problem {}\n")
            #expect(!FileManager.default.fileExists(atPath: root + "/Packages/WebAPI/Problem+AppError.swift"), "no operation is left to answer")
            #expect(!FileManager.default.fileExists(atPath: root + "/Packages/Domain/Entities/PurchaseOrder.swift"))
            #expect(!FileManager.default.fileExists(atPath: root + "/Packages/Domain/Entities/Warehouse.swift"))
            #expect(!FileManager.default.fileExists(atPath: root + "/" + kept + "Packages/Domain/Entities/Warehouse.swift"), "scaffold writes a referred feature anew")
            #expect(try removal.plan().isEmpty, "a second run changes nothing")
        }
        files["Packages/APIContract/openapi.yaml"]! += "  /api/v1/orders:\n    get:\n      responses:\n        \"503\": { $ref: \"#/components/responses/Problem\" }\n"
        try withTemplate(files) { root in
            let removal = try SampleRemoval(root: root)
            try removal.apply(removal.plan())
            #expect(try read(root, "Packages/WebAPI/Problem+AppError.swift") == "extension Components.Responses.Problem {}\n", "a fork's feature still answers with it")
            #expect(try read(root, kept + "Packages/WebAPI/Problem+AppError.swift") == "extension Components.Responses.Problem {}\n")
            #expect(try removal.plan().isEmpty, "a second run changes nothing")
        }
    }

    @Test("A region left open, closed twice or opened inside another is refused by file and line, and nothing is written")
    func unbalanced() throws {
        for (text, words) in [
            ("a\n// sample:begin\nb\n", "Broken.swift:2: sample:begin is never closed"),
            ("// sample:begin\n// sample:begin\n// sample:end\n", "Broken.swift:2: sample:begin inside the region opened on line 1"),
            ("a\n// sample:end\n", "Broken.swift:2: sample:end without a sample:begin"),
        ] {
            var files = Self.template
            files["Broken.swift"] = text
            try withTemplate(files) { root in
                let removal = try SampleRemoval(root: root)
                #expect(throws: ScaffoldError.self) { try removal.plan() }
                do { _ = try removal.plan() } catch { #expect("\(error)".contains(words), "\(error)") }
                #expect(FileManager.default.fileExists(atPath: root + "/Packages/Data/Search/FullTextQuery.swift"))
            }
        }
    }

    @Test("A marker is a comment line of its own; words about markers are not one")
    func markers() {
        #expect(SampleRegions.sample.marker(on: "    // sample:begin") == .begin)
        #expect(SampleRegions.sample.marker(on: "  # sample:end") == .end)
        #expect(SampleRegions.sample.marker(on: "<!-- sample:begin -->") == .begin)
        #expect(SampleRegions.sample.marker(on: "let x = 1 // sample:begin") == nil)
        #expect(SampleRegions.sample.marker(on: "/// Lines between `sample:begin` and `sample:end` go.") == nil)
    }

    /// This repository, and the sample's files as it names them: none once the sample is removed.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..").standardized.path
    static func sampleFilesFound() -> (found: [String], missing: [String]) {
        guard let product = try? Rename.currentName(root: repository) else { return ([], []) }
        let paths = SampleFiles.paths.map { SampleFiles.resolve($0, product: product) }
        let found = paths.filter { FileManager.default.fileExists(atPath: repository + "/" + $0) }
        return (found, paths.filter { !found.contains($0) })
    }

    @Test(
        "Every file the sample lists is in this repository, so a renamed one is not left behind",
        .enabled(
            if: !sampleFilesFound().found.isEmpty,
            "this repository's sample has been removed: no list to keep current"
        )
    )
    func listIsCurrent() throws {
        let missing = Self.sampleFilesFound().missing
        #expect(missing.isEmpty, "listed but not found: \(missing)")
    }
}
