import Domain
import Testing

/// The rule every text field of every feature is held to, tested on its own so that a
/// fork keeps the proof when the sample's rules go.
@Suite("Text rule")
struct TextRuleTests {
    @Test("The length is counted in Unicode scalars: a few characters of many marks are too long")
    func scalars() {
        let rule = TextRule(maximumLength: 10)
        #expect(rule.violation(in: String(repeating: "é", count: 10)) == nil)
        let stacked = "e" + String(repeating: "\u{301}", count: 20)
        #expect(stacked.count == 1)
        #expect(rule.violation(in: stacked) == .tooLong(length: 21, maximum: 10))
        #expect(rule.violation(in: String(repeating: "a", count: 11)) == .tooLong(length: 11, maximum: 10))
    }

    @Test("A control character is refused; line breaks and tabs only where the field allows them")
    func controlCharacters() {
        let line = TextRule(maximumLength: 100)
        let lines = TextRule(maximumLength: 100, allowsLineBreaks: true)
        for text in ["a\u{1B}[2Jb", "a\u{0}b", "a\u{7}b", "a\u{85}b"] {
            #expect(line.violation(in: text) == .controlCharacter, "\(text.unicodeScalars.map(\.value))")
            #expect(lines.violation(in: text) == .controlCharacter, "\(text.unicodeScalars.map(\.value))")
        }
        for text in ["a\nb", "a\r\nb", "a\tb"] {
            #expect(line.violation(in: text) == .controlCharacter)
            #expect(lines.violation(in: text) == nil)
        }
    }

    @Test("A required field's empty text is required; an optional field's absent text is no problem")
    func requiredAndOptional() {
        let rule = TextRule(maximumLength: 3)
        #expect(rule.problem(ofRequired: "title", "") == FieldProblem("title", .required))
        #expect(rule.problem(ofRequired: "title", "abcd") == FieldProblem("title", .text(.tooLong(length: 4, maximum: 3))))
        #expect(rule.problem(ofRequired: "title", "abc") == nil)
        #expect(rule.problem(ofOptional: "note", nil) == nil)
        #expect(rule.problem(ofOptional: "note", "a\u{1B}") == FieldProblem("note", .text(.controlCharacter)))
    }
}
