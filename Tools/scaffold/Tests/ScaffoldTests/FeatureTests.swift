import Foundation
@testable import ScaffoldCore
import Testing

@Suite("scaffold feature")
struct FeatureTests {
    /// The template's files that scaffold reads, for a product renamed Shop: the example
    /// feature and the files with the anchors as they are in this repository, and stand-ins
    /// for the rest.
    static func template() -> [String: String] {
        var files: [String: String] = [
            "Package.swift": "let package = Package(\n    name: \"Shop\",\n)\n",
            "Tests/ShopCLITests/Support.swift": "func shop(\n    _ arguments: String...\n) async -> CLIRun {}\n",
            "Packages/Data/Schema/ProductSchema.swift": "    [\n        Migration(version: 1, statements: []),\n        Migration(version: 4, statements: []),\n    ]\n",
            "Packages/APIContract/Generated/APIDocument.swift": "  # scaffold:paths\n",
            "Packages/APIContract/openapi-generator-config.yaml": "filter:\n  tags: [shop]\n",
            "Packages/Domain/Entities/Product.swift": "public struct Product {}\n",
        ]
        files.merge(ExampleFiles.read()) { _, example in example }
        files.merge(ExampleFiles.anchorFiles()) { _, anchored in anchored }
        return files
    }

    @discardableResult
    func withTemplate<T>(_ files: [String: String] = template(), _ body: (String) throws -> T) throws -> T {
        try withTree(files, body)
    }

    func scaffold(
        _ root: String, _ name: String = "Order", fields: String = "title:String total:Money placedAt:Date", writes: Bool = false
    ) throws -> FeatureScaffold {
        try FeatureScaffold(root: root, name: FeatureName(name), fields: FeatureField.parse(fields), writes: writes)
    }

    @Test("Fields are name:Type pairs; each bad one is refused saying why")
    func fields() throws {
        let parsed = try FeatureField.parse("title:String, total:Money placedAt:Date count:Int paid:Bool")
        #expect(parsed.map(\.name) == ["title", "total", "placedAt", "count", "paid"])
        #expect(parsed.map(\.kind) == [.string, .money, .date, .int, .bool])
        #expect(parsed[2].column == "placed_at" && parsed[2].label == "Placed at")
        for (text, words) in [
            ("title", "is not a field"), ("title:text", "Type one of String, String?, Int, Bool, Money, Date, Day, Enum(a,b,…) or another feature's name"),
            ("book:Book shelf:Book", "two fields refer to Book"), ("book:Book bookId:Int", "takes for its column"),
            ("Title:String", "lowerCamelCase"), ("default:String", "Swift keyword"), ("id:Int", "every feature has"),
            ("heading:String", "every feature has"), ("a:Int a:Bool", "named twice"), ("", "names no field"),
            ("link:String", "every feature has"), ("json:Bool", "every feature has"), ("isPartial:Bool", "every feature has"), ("order:Int", "SQL reserves"),
            ("total:Money totalMinor:Int", "takes for its minor part"), ("status:Enum", "lists no values"),
            ("status:Enum(open)", "two or more"), ("status:Enum(open,Lost)", "value of status in lowerCamelCase"),
            ("status:Enum(open,open)", "a value twice"), ("status:Enum(open,default)", "Swift keyword"), ("status:Enum(open,rawValue)", "has already"),
            ("type:Enum(a,b)", "type is named after it"), ("due:Day?", "Type one of"), ("unique a:String", "follows no field"),
            ("pages:Int unique", "unique is for a String field"), ("isbn:String unique unique", "unique is for a String field"),
            ("pages:Int(5...1)", "not a range"), ("pages:Int(...5)", "not a range"), ("pages:Int(1..<5)", "not a range"), ("pages:Int(1...2)", "fewer than three"),
            ("page:Enum(a,b)", "type is named after it"), ("money:Enum(a,b)", "type is named after it"), ("mode:Enum(aB,ab)", "a value twice"),
            // The example's reference is one word to a feature of one word, which is all its spellings can say.
            ("homeBranch:Branch", "more than one word"), ("branch:LibraryBranch", "a feature named in more than one word"),
            ("source:Account", "beside which a reference is a filter"), ("page:Book", "beside which a reference is a filter"),
            ("config:String", "every feature has"), ("currentUser:String", "SQL reserves"), ("overlaps:Bool", "SQL reserves"),
        ] {
            #expect(throws: ScaffoldError.self, "\(text)") { try FeatureField.parse(text) }
            do { _ = try FeatureField.parse(text) } catch { #expect(error.description.contains(words), "\(text): \(error)") }
        }
    }

    @Test("A text may be optional or unique, a day has no time, and a field of a few values lists them in parentheses")
    func kinds() throws {
        let parsed = try FeatureField.parse("note:String? due:Day status:Enum(open,returned,lost), book:String isbn:String unique")
        #expect(parsed.map(\.kind) == [.optionalString, .day, .choice, .string, .string])
        #expect(parsed[2].choices == ["open", "returned", "lost"] && parsed[3].name == "book")
        let reference = try FeatureField.parse("order:Order")[0]
        #expect(reference.kind == .reference && reference.referred?.singular == "Order", "its column is order_id, which SQL takes")
        #expect(parsed.map(\.isUnique) == [false, false, false, false, true])
        let numbers = try FeatureField.parse("count:Int pages:Int(1...) stars:Int(-5...5)")
        #expect(numbers.map(\.range) == [0...Int64.max, 1...Int64.max, -5...5] && numbers.allSatisfy { $0.kind == .int })
        #expect(try FeatureField.parse("temperature:Int(-50...)")[0].range == -50...Int64.max, "a range wider than Int64 can count")
    }

    @Test("Names take English's regular plural unless told, and spell out for each use")
    func names() throws {
        #expect(try FeatureName("Order").plural == "Orders")
        #expect(try FeatureName("Delivery").plural == "Deliveries")
        #expect(try FeatureName("Day").plural == "Days")
        #expect(try FeatureName("Box").plural == "Boxes")
        #expect(try FeatureName("Person", plural: "People").plural == "People")
        let name = try FeatureName("PurchaseOrder")
        #expect([name.pluralSlug, name.table, name.pluralWords, name.singularValue] == ["purchase-orders", "purchase_orders", "purchase orders", "purchaseOrder"])
        #expect(try FeatureName("PDFReport").pluralWords == "pdf reports", "a run of capitals is one word")
        #expect(try FeatureField.parse("imageURL:String")[0].column == "image_url")
        #expect(throws: ScaffoldError.self) { try FeatureName("order") }
        #expect(throws: ScaffoldError.self) { try FeatureName("Sheep", plural: "Sheep") }
    }

    @Test("It plans every layer's files and code at every anchor, in the product's own folders")
    func plan() throws {
        try withTemplate { root in
            let plan = try scaffold(root).plan()
            #expect(plan.created.keys.contains("Packages/Domain/Entities/Order.swift"))
            #expect(plan.created.keys.contains("Apps/CLI/Sources/ShopCLI/Commands/OrdersCommand.swift"))
            #expect(plan.created.keys.contains("Apps/Server/Sources/ShopServer/Web/OrderPages.swift"))
            #expect(plan.created.keys.contains("Tests/ShopServerTests/OrderPageTests.swift"))
            #expect(plan.created["Tests/ShopCLITests/OrdersCommandTests.swift"]?.contains("await shop(\"orders\", \"--demo\")") == true)
            #expect(Set(plan.edited.keys) == Set(ExampleFiles.anchored), "six files, each where the example is registered")
            #expect(!plan.edited.keys.contains { $0.contains("/Generated/") })
            let commands = try #require(plan.edited["Apps/CLI/Sources/ShopCLI/Commands/ShopCommand.swift"])
            #expect(commands.contains("            PurchaseOrdersCommand.self,\n            OrdersCommand.self,\n            // scaffold:commands\n"))
            let document = try #require(plan.edited["Packages/APIContract/openapi.yaml"])
            #expect(document.contains("      operationId: getOrder\n      tags: [shop]\n"), "the generator's tag, which a renamed fork has its own of")
            let routes = try #require(plan.edited["Packages/Presentation/Navigation/FeatureRoutes.swift"])
            #expect(routes.contains("        PurchaseOrderRoute.self,\n        OrderRoute.self,\n        // scaffold:feature-routes\n"), "registered once: home, the pages and the browser read it")
            let schema = try #require(plan.created["Packages/Data/Schema/OrderSchema.swift"])
            #expect(schema.contains("    static let sqlite: [Migration] = [\n        Migration(version: 8, statements: [\n"), "the step after every feature's last")
            #expect(schema.contains("    static let postgres: [Migration] = [\n        Migration(version: 8, statements: [\n"), "one number for both stores")
            #expect(plan.edited["Packages/Data/Schema/FeatureSchema.swift"]?.contains("        PurchaseOrderSchema.self,\n        OrderSchema.self,\n") == true)
            #expect(schema.contains("CREATE TABLE orders (") && schema.contains("total_minor INTEGER NOT NULL CHECK (total_minor >= 0)"))
        }
    }

    @Test("With writes, every layer gets drafts, rules, versions and the three writes; without, none of it")
    func writes() throws {
        try withTemplate { root in
            let reads = try scaffold(root).plan()
            let edits = try scaffold(root, writes: true).plan()
            let added = Set(edits.created.keys).subtracting(reads.created.keys)
            #expect(added == [
                "Packages/Domain/Editing/OrderDraft.swift", "Packages/Domain/Editing/OrderRules.swift",
                "Packages/Domain/UseCases/CreateOrderUseCase.swift", "Packages/Domain/UseCases/UpdateOrderUseCase.swift",
                "Packages/Domain/UseCases/DeleteOrderUseCase.swift",
                "Packages/Data/Repositories/SQLiteOrderRepository+Writes.swift", "Packages/Data/Postgres/PostgresOrderRepository+Writes.swift",
                "Packages/Data/Remote/RemoteOrderRepository+Writes.swift", "Packages/WebAPI/UseCaseAPI+OrdersWrites.swift",
                "Tests/DomainTests/EditOrdersUseCaseTests.swift", "Tests/DataTests/SQLiteOrderWriteTests.swift",
                "Tests/DataTests/RemoteOrderWriteTests.swift", "Tests/DataTests/PostgresOrderRepositoryTests.swift",
                "Tests/ShopServerTests/OrderAPIWriteTests.swift",
                "Packages/Presentation/OrderEditor/OrderForm.swift", "Packages/Presentation/OrderEditor/OrderEditorState.swift",
                "Packages/Presentation/OrderEditor/OrderEditorViewModel.swift",
                "Apps/CLI/Sources/ShopCLI/Commands/OrdersCommand+Writes.swift", "Apps/Server/Sources/ShopServer/Web/OrderEditorPages.swift",
                "Tests/PresentationTests/OrderEditorTests.swift", "Tests/ShopCLITests/OrdersEditCommandsTests.swift",
                "Tests/ShopServerTests/OrderEditorPageTests.swift",
            ])
            #expect(Set(edits.edited.keys) == Set(reads.edited.keys), "the writes edit no file the reads do not")
            #expect(edits.created["Apps/Server/Sources/ShopServer/Web/OrderEditorPages.swift"]?.contains("extension OrderRoute: EditingPages {") == true)
            #expect(edits.created["Packages/Domain/Entities/Order.swift"]?.contains("    public var version: Int\n") == true)
            #expect(edits.created["Packages/Domain/Entities/Order.swift"] == reads.created["Packages/Domain/Entities/Order.swift"], "every feature's items have versions")
            let port = "Packages/Domain/Ports/OrderRepository.swift"
            #expect(edits.created[port]?.contains("func create(_ draft: OrderDraft)") == true)
            #expect(reads.created[port]?.contains("func create(") == false && reads.created[port]?.contains("writes:") == false)
            let schema = try #require(edits.created["Packages/Data/Schema/OrderSchema.swift"])
            #expect(schema.contains("version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)"))
            let document = try #require(edits.edited["Packages/APIContract/openapi.yaml"])
            for operation in ["createOrder", "updateOrder", "deleteOrder"] { #expect(document.contains("operationId: \(operation)\n")) }
            #expect(document.contains("    OrderDraft:\n"))
            let rules = try #require(edits.created["Packages/Domain/Editing/OrderRules.swift"])
            #expect(rules.contains("TextRule(maximumLength: maximumTextLength).problem(ofRequired: \"title\", draft.title),"))
            #expect(rules.contains("draft.total.minorUnits < 0 ? FieldProblem(\"total\", .negative) : nil,"))
            #expect(!rules.contains("FieldProblem(\"placedAt\""), "a date takes any value")
        }
    }

    @Test("A field may refer to a feature scaffold wrote with writes: its id under a foreign key with an index, checked through its repository; a feature without one has none of it")
    func references() throws {
        var files = Self.template()
        // The parts of a feature written with --writes that a reference to it needs.
        files["Packages/Domain/Entities/Book.swift"] = "public struct Book {}\n"
        files["Packages/Domain/Editing/BookDraft.swift"] = "public struct BookDraft {}\n"
        files["Packages/Domain/UseCases/GetBookUseCase.swift"] = "public protocol GetBookUseCase {}\n"
        files["Packages/Domain/UseCases/ListBooksUseCase.swift"] = "func execute() -> Page<Book>\n"
        files["Packages/Presentation/ViewData/BookViewData.swift"] = "public struct BookViewData {}\n"
        files["Packages/Domain/Entities/Shelf.swift"] = "public struct Shelf {}\n"
        try withTemplate(files) { root in
            let plan = try scaffold(root, "Loan", fields: "book:Book borrower:String", writes: true).plan()
            let schema = try #require(plan.created["Packages/Data/Schema/LoanSchema.swift"])
            #expect(schema.contains("book_id INTEGER NOT NULL REFERENCES books (id) ON DELETE RESTRICT,"))
            #expect(schema.contains("book_id BIGINT NOT NULL REFERENCES books (id) ON DELETE RESTRICT,"))
            #expect(schema.contains("\"CREATE INDEX loans_book_id ON loans (book_id)\","))
            #expect(plan.created["Packages/Domain/Entities/Loan.swift"]?.contains("    public var book: BookID\n") == true)
            #expect(plan.created["Packages/Domain/UseCases/CreateLoanUseCase.swift"]?.contains("        books: any BookRepository,\n") == true)
            #expect(plan.created["Packages/Domain/Editing/LoanRules.swift"]?.contains("try await books.book(id: draft.book)") == true)
            #expect(plan.created.values.allSatisfy { !$0.contains("arehouse") && !$0.contains("estination") }, "every name of the example's reference is the new one's")
            let cascading = try FeatureScaffold(root: root, name: FeatureName("Loan"), fields: FeatureField.parse("book:Book"), writes: true, cascadesOnDelete: true).plan()
            #expect(cascading.created["Packages/Data/Schema/LoanSchema.swift"]?.contains("REFERENCES books (id) ON DELETE CASCADE,") == true)
            let plain = try scaffold(root, "Memo", fields: "body:String", writes: true).plan()
            for (path, text) in plain.created where text.contains("arehouse") || text.contains("estination") || text.contains("ON DELETE") {
                Issue.record("\(path): a feature without a reference has some of its code")
            }
            for (fields, words) in [("book:Booklet", "nor a feature of this product"), ("shelf:Shelf", "not a feature scaffold wrote with --writes"), ("item:Loan", "the feature itself")] {
                #expect(throws: ScaffoldError.self, "\(fields)") { try scaffold(root, "Loan", fields: fields, writes: true) }
                do { _ = try scaffold(root, "Loan", fields: fields, writes: true) } catch { #expect("\(error)".contains(words), "\(fields): \(error)") }
            }
        }
    }

    @Test("The feature the example refers to is what scaffold writes for it, but for its step's number, which comes before the example's")
    func referredAsWritten() throws {
        // A product without the sample has the example kept aside, and not the feature it refers to.
        guard ExampleFiles.folder.isEmpty else { return }
        let product = ExampleFiles.read(ExampleFeature.referred)
        try #require(!product.isEmpty, "the product holds the example but not the feature it refers to")
        try withTemplate { root in
            let plan = try FeatureScaffold(root: root, name: ExampleFeature.referred, fields: FeatureField.parse("name:String unique"), writes: true).plan()
            let step = /Migration\(version: \d+,/
            let written = plan.created.filter { $0.key.contains(ExampleFeature.referred.singular) }
            #expect(Set(written.keys) == Set(product.keys))
            for (path, text) in written {
                #expect(text.replacing(step, with: "Migration(version: N,") == product[path]?.replacing(step, with: "Migration(version: N,"), "\(path) is not as scaffold writes it")
            }
        }
    }

    @Test("Once remove-sample has kept the example, a feature is copied from the kept copy as before, with the answers it shares")
    func fromKeptExample() throws {
        let live = try withTemplate { root in try scaffold(root, writes: true).plan() }
        let kept = ExampleFeature.keptFolder
        let anchored = ExampleFiles.anchored
        var files: [String: String] = [:]
        for (path, text) in Self.template() {
            if path.contains("PurchaseOrder") || anchored.contains(path) { files[kept + path] = text }
            if !path.contains("PurchaseOrder") { files[path] = anchored.contains(path) ? ExampleFeature.removingEntries(from: text) : text }
        }
        for (path, _, _) in ExampleFeature.sharedAnswers { files[kept + path] = "// \(path)\n" }
        try withTemplate(files) { root in
            let plan = try scaffold(root, writes: true).plan()
            for (path, _, _) in ExampleFeature.sharedAnswers { #expect(plan.created[path] == "// \(path)\n", "missing, so copied") }
            let schema = "Packages/Data/Schema/OrderSchema.swift"
            let copied = plan.created.filter { path, _ in path != schema && !ExampleFeature.sharedAnswers.contains { $0.path == path } }
            #expect(copied == live.created.filter { $0.key != schema })
            #expect(plan.edited["Packages/Presentation/Navigation/FeatureRoutes.swift"]?.contains("        OrderRoute.self,\n        // scaffold:feature-routes") == true)
            #expect(plan.edited.values.allSatisfy { !$0.contains("PurchaseOrder") }, "the product does not get the example back")
        }
    }

    @Test("Writing creates and edits what the plan says, and a second run refuses: nothing is written twice")
    func apply() throws {
        try withTemplate { root in
            let first = try scaffold(root)
            try first.apply(try first.plan())
            let entity = try String(contentsOfFile: root + "/Packages/Domain/Entities/Order.swift", encoding: .utf8)
            #expect(entity.contains("public struct Order: Identifiable, Hashable, Sendable {"))
            #expect(entity.contains("    public var placedAt: Timestamp\n"))
            #expect(throws: ScaffoldError.self) { try scaffold(root).plan() }
            let second = try scaffold(root, "Invoice", fields: "number:String issuedAt:Date")
            let plan = try second.plan()
            try second.apply(plan)
            let commands = try String(contentsOfFile: root + "/Apps/CLI/Sources/ShopCLI/Commands/ShopCommand.swift", encoding: .utf8)
            #expect(commands.contains("            OrdersCommand.self,\n            InvoicesCommand.self,\n            // scaffold:commands"))
        }
    }

    @Test("A name the template or Swift has already is refused, and so is an existing file")
    func collisions() throws {
        try withTemplate { root in
            #expect(throws: ScaffoldError.self) { try scaffold(root, "Product").plan() }
            #expect(throws: ScaffoldError.self) { try scaffold(root, "Date").plan() }
            #expect(throws: ScaffoldError.self) { try scaffold(root, "Domain").plan() }
            for name in ["Class", "Extension", "Operator", "Return"] {
                #expect(throws: ScaffoldError.self, "its value, \(name.lowercased()), is a keyword") { try scaffold(root, name).plan() }
            }
            for name in ["Application", "Logger", "Duration"] {
                #expect(throws: ScaffoldError.self, "a type a layer imports beside Domain") { try scaffold(root, name).plan() }
            }
            #expect(throws: ScaffoldError.self, "its view data would be the shared RecordViewData") { try scaffold(root, "Record").plan() }
            #expect(throws: ScaffoldError.self, "the example is found by its name") { try scaffold(root, "PurchaseOrderLine").plan() }
            #expect(throws: ScaffoldError.self, "so are its fields") { try scaffold(root, fields: "purchaseOrderNumber:String").plan() }
            #expect(throws: ScaffoldError.self, "a field named as its feature shadows it") { try scaffold(root, "Note", fields: "note:String").plan() }
        }
        var referring = Self.template()
        referring["Packages/Domain/Entities/Warehouse.swift"] = "public struct Warehouse {}\n"
        try withTemplate(referring) { root in
            // The feature the example refers to goes with it: nothing may carry its names while it is there.
            #expect(throws: ScaffoldError.self) { try scaffold(root, "WarehouseBin") }
            #expect(throws: ScaffoldError.self) { try scaffold(root, fields: "warehouseCode:String") }
            #expect(throws: ScaffoldError.self) { try scaffold(root, fields: "site:Warehouse") }
        }
        var document = Self.template()
        let withPrice = try #require(document["Packages/APIContract/openapi.yaml"])
            .replacing("    # scaffold:schemas", with: "    Price: { type: object }\n    # scaffold:schemas")
        document["Packages/APIContract/openapi.yaml"] = "components:\n  headers:\n    Location: { schema: { type: string } }\n" + withPrice
        try withTemplate(document) { root in
            do {
                _ = try scaffold(root, "Price").plan()
                Issue.record("a second Price in the document was not refused")
            } catch {
                #expect("\(error)".contains("openapi.yaml has Price already"), "\(error)")
            }
            _ = try scaffold(root, "Cost").plan()
            // A header or a response of that name is in another map than the schemas'.
            _ = try scaffold(root, "Location").plan()
        }
        var tools = Self.template()
        tools["Tools/archlint/Tests/Fixtures.swift"] = "struct Order {}\n"
        try withTemplate(tools) { root in
            let plan = try scaffold(root).plan()
            #expect(plan.created.keys.contains("Packages/Domain/Entities/Order.swift"), "a tool's own types are not the product's")
        }
        var files = Self.template()
        files["Packages/Domain/Entities/Orders.swift"] = "public struct OrderRepository {}\n"
        try withTemplate(files) { root in
            #expect(throws: ScaffoldError.self, "a type the feature declares, in the product's code") { try scaffold(root).plan() }
        }
        files = Self.template()
        files["Tests/MocksTests/MockOrderRepositoryTests.swift"] = "// a fork's own file\n"
        try withTemplate(files) { root in
            do {
                _ = try scaffold(root).plan()
                Issue.record("an existing file was not refused")
            } catch {
                #expect("\(error)".contains("MockOrderRepositoryTests.swift exists already"))
            }
        }
    }

    @Test("A template without an anchor, or with one twice, is refused before anything is written")
    func anchors() throws {
        var missing = Self.template()
        missing["Packages/Presentation/Navigation/FeatureRoutes.swift"] = "// the anchor is gone\n"
        try withTemplate(missing) { root in
            #expect(throws: ScaffoldError.notATemplate("no file has the anchor “scaffold:feature-routes”, where a feature's code goes; see ARCHITECTURE.md")) {
                try scaffold(root).plan()
            }
        }
        var twice = Self.template()
        twice["Packages/Other.swift"] = "// scaffold:feature-routes\n"
        try withTemplate(twice) { root in
            #expect(throws: ScaffoldError.self) { try scaffold(root).plan() }
        }
    }
}
