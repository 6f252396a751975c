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
}
