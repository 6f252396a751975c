@testable import ScaffoldCore
import Testing

@Suite("The example feature, copied for other fields and names")
struct ExampleTests {
    let expansion = FieldExpansion(example: ExampleFeature.fields, fields: [
        FeatureField(name: "title", kind: .string),
        FeatureField(name: "placedAt", kind: .date),
        FeatureField(name: "note", kind: .string),
    ])

    func expand(_ text: String) throws -> String { try expansion.expand(text, path: "Example.swift") }

    @Test("A spelling is found wherever its bytes are: first, last, after a false start, and not past the end")
    func bytesFound() {
        #expect("totalPrice".containsBytes("total"))
        #expect("let subtotal".containsBytes("total"))
        #expect("tottotal".containsBytes("total"), "a candidate that fails is passed over")
        #expect("Straße's total".dropFirst(3).containsBytes("aße"), "a substring, past a letter of two bytes")
        #expect(!"xtotal".dropFirst(2).containsBytes("total"), "a substring is searched from its own start")
        #expect(!"totalx".dropLast(2).containsBytes("total"), "and to its own end")
        #expect(!"tota".containsBytes("total"), "longer than the text")
        #expect(!"totaL".containsBytes("total"))
        #expect(!"".containsBytes("total"))
        #expect("total".containsBytes(""))
    }

    @Test("A run of field lines is written again for each new field of the kind, in the new fields' order")
    func lines() throws {
        let text = "    var supplierName: String\n    var unitCount: Int\n    var expectedAt: Timestamp\n    var version: Int"
        #expect(try expand(text) == "    var title: String\n    var placedAt: Timestamp\n    var note: String\n    var version: Int")
    }

    @Test("A line that opens a bracket takes its lines up to the closing one along, through else")
    func blocks() throws {
        let text = "if draft.supplierName.isEmpty {\n    fail(\"supplier name\")\n} else {\n    pass()\n}\nif draft.unitCount < 0 {\n    fail()\n}\ndone()"
        #expect(try expand(text) == "if draft.title.isEmpty {\n    fail(\"title\")\n} else {\n    pass()\n}\nif draft.note.isEmpty {\n    fail(\"note\")\n} else {\n    pass()\n}\ndone()")
    }

    @Test("A list names each field in one piece: arguments, nested calls, columns in a string, interpolations")
    func lists() throws {
        #expect(try expand("Order(id: id, supplierName: f(a, b), totalCost: Money(minorUnits: 1, currency: .usd), expectedAt: at, version: 1)")
            == "Order(id: id, title: f(a, b), placedAt: at, note: f(a, b), version: 1)")
        #expect(try expand(#"query("SELECT id, supplier_name, total_cost_minor, total_cost_currency, expected_at, version FROM t", [])"#)
            == #"query("SELECT id, title, placed_at, note, version FROM t", [])"#)
        #expect(try expand(#"VALUES (\(draft.supplierName), \(draft.expectedAt.secondsSince1970), 1)"#)
            == #"VALUES (\(draft.title), \(draft.placedAt.secondsSince1970), \(draft.note), 1)"#)
    }

    @Test("A field of a few values takes the new field's values: listed, and one by one, round when it has fewer")
    func choices() throws {
        let expansion = FieldExpansion(example: ExampleFeature.fields, fields: [
            FeatureField(name: "status", kind: .choice, choices: ["open", "lost"]),
        ])
        #expect(try expansion.expand("    enum ShippingSpeed: String {\n        case standard, express, overnight\n    }", path: "E.swift")
            == "    enum Status: String {\n        case open, lost\n    }")
        #expect(try expansion.expand("shipping_speed TEXT NOT NULL CHECK (shipping_speed IN ('standard', 'express', 'overnight')),", path: "E.sql")
            == "status TEXT NOT NULL CHECK (status IN ('open', 'lost')),")
        #expect(try expansion.expand(#"f(a: 1, shippingSpeed: .standard), g(shippingSpeed: .overnight), ["--shipping-speed=express"]"#, path: "E.swift")
            == #"f(a: 1, status: .open), g(status: .open), ["--status=lost"]"#)
    }

    @Test("A field's words keep the article English gives them: an issued on, a day")
    func article() throws {
        let expansion = FieldExpansion(example: ExampleFeature.fields, fields: [FeatureField(name: "day", kind: .day)])
        #expect(try expansion.expand(#"throw AppError.storageUnavailable("a purchase order row holds an issued on that is not a day")"#, path: "E.swift")
            == #"throw AppError.storageUnavailable("a purchase order row holds a day that is not a day")"#)
    }

    @Test("A number field of another range takes it in Swift and SQL, and numbers inside it for the example's")
    func ranges() throws {
        let expansion = FieldExpansion(example: ExampleFeature.fields, fields: [
            FeatureField(name: "stars", kind: .int, range: 1...5),
            FeatureField(name: "count", kind: .int),
        ])
        #expect(try expansion.expand("    static let unitCountRange: ClosedRange<Int> = 1...Int.max", path: "E.swift")
            == "    static let starsRange: ClosedRange<Int> = 1...5\n    static let countRange: ClosedRange<Int> = 0...Int.max")
        #expect(try expansion.expand("unit_count INTEGER NOT NULL CHECK (unit_count BETWEEN 1 AND 9223372036854775807),", path: "E.sql")
            == "stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),\ncount INTEGER NOT NULL CHECK (count BETWEEN 0 AND 9223372036854775807),")
        #expect(try expansion.expand("f(id: 10, unitCount: 10, totalCost: 10)", path: "E.swift") == "f(id: 10, stars: 2, count: 10)")
        let below = FieldExpansion(example: ExampleFeature.fields, fields: [FeatureField(name: "depth", kind: .int, range: -9...(-3))])
        #expect(try below.expand("    static let unitCountRange: ClosedRange<Int> = 1...Int.max\nf(unitCount: 0, unitCount: 30)", path: "E.swift")
            == "    static let depthRange: ClosedRange<Int> = -9...(-3)\nf(depth: -10, depth: -4)", "Swift reads ...- as one operator")
        let wide = FieldExpansion(example: ExampleFeature.fields, fields: [FeatureField(name: "delta", kind: .int, range: -50...Int64.max)])
        #expect(try wide.expand("f(unitCount: 30)", path: "E.swift") == "f(delta: 30)")
        #expect(try expansion.expand("g(x, unitCount: 0)", path: "E.swift") == "g(x, stars: 0)\ng(x, count: -1)")
        #expect(try expansion.expand(#"["run", "--unit-count=7", "x7"]"#, path: "E.swift") == "[\"run\", \"--stars=1\", \"x7\"]\n[\"run\", \"--count=7\", \"x7\"]")
    }

    @Test("Two fields in one piece cannot be expanded, and say where")
    func refused() {
        #expect(throws: ScaffoldError.notATemplate("Example.swift:2: the line names supplierName, unitCount but not one piece each between commas; write one field per line")) {
            try expand("ok\nlet both = supplierName + unitCount")
        }
    }

    @Test("A copy renames every spelling, numbers the schema's steps from the next, and leaves writes out of a read-only feature")
    func copy() throws {
        let name = try FeatureName("Invoice")
        let fields = [FeatureField(name: "number", kind: .string)]
        let text = "/// A purchase order's `PurchaseOrderID`: purchase-orders, purchase_orders, Purchase orders.\n// writes:begin\nfunc create(_ draft: PurchaseOrderDraft)\n// writes:end\nMigration(version: 6, x)\nMigration(version: 9, y)\nMigration(version: 6, z)"
        let reads = ExampleCopy(name: name, fields: fields, writes: false)
        #expect(try reads.text(text, path: "X.swift", migration: 3) == "/// An invoice's `InvoiceID`: invoices, invoices, Invoices.\nMigration(version: 3, x)\nMigration(version: 4, y)\nMigration(version: 3, z)")
        let edits = ExampleCopy(name: name, fields: fields, writes: true)
        #expect(try edits.text(text, path: "X.swift", migration: 3).contains("\nfunc create(_ draft: InvoiceDraft)\nMigration"))
        #expect(reads.path(for: "Packages/Domain/Editing/PurchaseOrderDraft.swift") == nil)
        #expect(edits.path(for: "Packages/Presentation/PurchaseOrderList/PurchaseOrderRoute.swift") == "Packages/Presentation/InvoiceList/InvoiceRoute.swift")
    }
}
