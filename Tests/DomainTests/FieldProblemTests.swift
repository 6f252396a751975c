import Domain
import Testing

@Suite("Field problems")
struct FieldProblemTests {
    @Test("A field is named in words, a run of capitals as one word", arguments: [
        ("title", "title"), ("placedAt", "placed at"), ("imageURL", "image url"), ("URLPath", "url path"),
        ("isbn13Code", "isbn13 code"), ("pageID", "page id"), ("a", "a"),
    ])
    func words(name: String, words: String) {
        #expect(FieldProblem.Field(rawValue: name).description == words)
    }

    @Test("A problem's sentence starts with the field's words")
    func sentence() {
        #expect(FieldProblem("imageURL", .required).description == "image url is required")
    }

    @Test("A whole number out of its range says the bound it broke, or both")
    func outOfRange() {
        #expect(NumberRule.problem(of: "pageCount", 0, in: 1...Int.max)?.description == "page count must be at least 1")
        #expect(NumberRule.problem(of: "pageCount", 5, in: Int.min...4)?.description == "page count must be at most 4")
        #expect(NumberRule.problem(of: "pageCount", 11, in: 1...10)?.description == "page count must be from 1 to 10")
        #expect(NumberRule.problem(of: "pageCount", 10, in: 1...10) == nil && NumberRule.problem(of: "pageCount", 1, in: 1...10) == nil)
    }

    @Test("A text says what it breaks, a choice what it may be")
    func otherReasons() {
        #expect(FieldProblem("note", .text(.controlCharacter)).description == "note holds a control character (such as ESC or NUL); remove it")
        #expect(FieldProblem("status", .notAChoice("lost", choices: ["open", "closed"])).description == "status “lost” is not one of open, closed")
    }
}
