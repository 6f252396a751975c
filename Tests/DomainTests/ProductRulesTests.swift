import Domain
import Testing

/// The valid draft of the rules' tests, with one change.
private func validDraft(_ change: (inout ProductDraft) -> Void) -> ProductDraft {
    var draft = ProductRulesTests.valid
    change(&draft)
    return draft
}

@Suite("The rules a product must meet to be saved")
struct ProductRulesTests {
    static let valid = ProductDraft(
        name: "Brass Desk Lamp", summary: "A lamp.", priceMinorUnits: 5_999, currencyCode: "USD", categorySlug: "lighting", stock: 12
    )

    @Test("A valid draft has no problems")
    func valid() {
        #expect(ProductRules.problems(with: Self.valid).isEmpty)
    }

    @Test("Every broken rule is reported at once, each naming its field, in form order")
    func everyProblem() {
        let draft = ProductDraft(
            name: "", summary: String(repeating: "x", count: 1_001), priceMinorUnits: -1, currencyCode: "XXX", categorySlug: "", stock: -2
        )
        #expect(ProductRules.problems(with: draft).map(\.field) == ["name", "summary", "price", "currency", "category", "stock"])
    }

    @Test("Each bound, at its edge", arguments: [
        (validDraft { $0.name = String(repeating: "n", count: 120) }, nil),
        (validDraft { $0.name = String(repeating: "n", count: 121) }, FieldProblem("name", .text(.tooLong(length: 121, maximum: 120)))),
        // Six Characters of a thousand combining marks each are 6,006 scalars, not six characters.
        (validDraft { $0.name = String(repeating: "e" + String(repeating: "\u{301}", count: 1_000), count: 6) },
         FieldProblem("name", .text(.tooLong(length: 6_006, maximum: 120)))),
        (validDraft { $0.name = "Lamp\u{1B}[2J" }, FieldProblem("name", .text(.controlCharacter))),
        (validDraft { $0.name = "Lamp\u{0}" }, FieldProblem("name", .text(.controlCharacter))),
        (validDraft { $0.name = "Two\nlines" }, FieldProblem("name", .text(.controlCharacter))),
        (validDraft { $0.summary = "Two lines,\nand a\ttab." }, nil),
        (validDraft { $0.summary = "A bell\u{7}" }, FieldProblem("summary", .text(.controlCharacter))),
        (validDraft { $0.summary = String(repeating: "s", count: 1_000) }, nil),
        (validDraft { $0.categorySlug = "Not A Slug" }, FieldProblem("category", .unknownReference("Not A Slug"))),
        (validDraft { $0.stock = 1_000_000 }, nil),
        (validDraft { $0.stock = 1_000_001 }, FieldProblem("stock", .tooLarge(maximum: "1000000"))),
        (validDraft { $0.priceMinorUnits = 0 }, nil),
    ] as [(ProductDraft, FieldProblem?)])
    func bounds(draft: ProductDraft, problem: FieldProblem?) {
        #expect(ProductRules.problems(with: draft) == (problem.map { [$0] } ?? []))
    }

    @Test("Prices stay below a million in the major unit, whatever the currency's digits", arguments: [
        ("USD", Int64(99_999_999), true), ("USD", 100_000_000, false), ("JPY", 999_999, true), ("JPY", 1_000_000, false),
    ])
    func priceLimit(currency: String, minorUnits: Int64, allowed: Bool) {
        var draft = Self.valid
        draft.currencyCode = currency
        draft.priceMinorUnits = minorUnits
        #expect(ProductRules.problems(with: draft).isEmpty == allowed)
    }

    @Test("Problems read as a sentence that names the field and the fix")
    func words() {
        #expect(FieldProblem("price", .tooLarge(maximum: "999999.99 USD")).description == "price must be at most 999999.99 USD")
        #expect(FieldProblem("name", .text(.controlCharacter)).description == "name holds a control character (such as ESC or NUL); remove it")
        #expect(AppError.invalid(kind: "product", problems: [FieldProblem("name", .required), FieldProblem("stock", .negative)]).description
            == "The product cannot be saved: name is required; stock cannot be negative.")
    }

    @Test("Drafts are checked and saved without surrounding white space, with the currency in capitals")
    func normalized() {
        let draft = ProductDraft(name: "  Lamp \n", summary: " x ", priceMinorUnits: 1, currencyCode: " usd", categorySlug: "lighting ", stock: 0)
        #expect(draft.normalized == ProductDraft(name: "Lamp", summary: "x", priceMinorUnits: 1, currencyCode: "USD", categorySlug: "lighting", stock: 0))
    }
}
