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
        "Apps/Server/Sources/ShopServer/Web/Templates.swift": "<header>\n  {{! sample:begin }}\n  <a href=\"/products\">Products</a>\n  {{! sample:end }}\n</header>\n",
        "README.md": "# Shop\n<!-- sample:begin -->\nThe catalog.\n<!-- sample:end -->\nBuild it.\n",
        "Packages/Domain/Queries/ProductQuery.swift": "struct ProductQuery {}\n",
        "Packages/Domain/Queries/ProductSort.swift": "enum ProductSort {}\n",
        "Apps/CLI/Sources/ShopCLI/Commands/ListCommand.swift": "struct ListCommand {}\n",
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
            #expect(try read(root, "Apps/Server/Sources/ShopServer/Web/Templates.swift") == "<header>\n</header>\n")
            #expect(try read(root, "README.md") == "# Shop\nBuild it.\n")
            #expect(try read(root, "Packages/Mocks/MockBehavior.swift") == "struct MockBehavior {}\n")
            #expect(try read(root, "Apps/CLI/Sources/ShopCLI/Commands/OpenCommand.swift") == "struct OpenCommand {}\n")
            // The renamed CLI's module stands in for {CLI}.
            #expect(!FileManager.default.fileExists(atPath: root + "/Apps/CLI/Sources/ShopCLI/Commands/ListCommand.swift"))
            #expect(!FileManager.default.fileExists(atPath: root + "/Packages/Domain/Queries"))
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

    @Test("A file the sample shares with the features that remain stays, without the sample's part")
    func keepsSharedFiles() throws {
        var files = Self.template
        files[FeatureTemplate.problemResponsePath] = "case .productNotFound: .notFound(error.description)\n"
        files[FeatureTemplate.editResponsesPath] = "extension Components.Responses.EditConflict {}\n"
        try withTemplate(files) { root in
            let removal = try SampleRemoval(root: root)
            try removal.apply(removal.plan())
            #expect(!FileManager.default.fileExists(atPath: root + "/" + FeatureTemplate.problemResponsePath), "no operation is left")
            #expect(!FileManager.default.fileExists(atPath: root + "/" + FeatureTemplate.editResponsesPath), "no write is left")
        }
        files["Packages/APIContract/openapi.yaml"]! += "  /api/v1/orders:\n    get:\n      responses:\n        \"503\": { $ref: \"#/components/responses/Problem\" }\n"
        try withTemplate(files) { root in
            let removal = try SampleRemoval(root: root)
            try removal.apply(removal.plan())
            #expect(try read(root, FeatureTemplate.problemResponsePath) == FeatureTemplate.problemResponse())
            #expect(!FileManager.default.fileExists(atPath: root + "/" + FeatureTemplate.editResponsesPath), "the orders are read only")
            #expect(try removal.plan().isEmpty, "a second run changes nothing")
        }
        files["Packages/APIContract/openapi.yaml"]! += "    put:\n      responses:\n        \"412\": { $ref: \"#/components/responses/EditConflict\" }\n"
        try withTemplate(files) { root in
            let removal = try SampleRemoval(root: root)
            try removal.apply(removal.plan())
            #expect(try read(root, FeatureTemplate.editResponsesPath) == FeatureTemplate.editResponses())
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
                #expect(FileManager.default.fileExists(atPath: root + "/Packages/Domain/Queries/ProductQuery.swift"))
            }
        }
    }

    @Test("A marker is a comment line of its own; words about markers are not one")
    func markers() {
        #expect(SampleRegions.sample.marker(on: "    // sample:begin") == .begin)
        #expect(SampleRegions.sample.marker(on: "  {{! sample:end }}") == .end)
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
        // A file of the sample's own, not the answers it shares with a fork's features.
        .enabled(
            if: sampleFilesFound().found.contains { !SampleFiles.sharedAnswers.map(\.path).contains($0) },
            "this repository's sample has been removed: no list to keep current"
        )
    )
    func listIsCurrent() throws {
        let missing = Self.sampleFilesFound().missing
        #expect(missing.isEmpty, "listed but not found: \(missing)")
    }

    @Test(
        "The answers the sample shares with generated features are, word for word, what scaffold writes for them",
        .enabled(
            if: FileManager.default.fileExists(atPath: repository + "/" + FeatureTemplate.editResponsesPath),
            "this repository has no write: nothing shared to compare"
        )
    )
    func sharedFilesAreTheTemplates() throws {
        for shared in SampleFiles.sharedAnswers {
            #expect(try read(Self.repository, shared.path) == shared.text, "\(shared.path)")
        }
    }
}
