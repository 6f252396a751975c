import Domain
@testable import Presentation
import Testing

@Suite("Editor state: where a refusal's problems show")
struct EditorStateTests {
    /// A form of one field, the tests' own.
    private struct NoteForm: EditorForm {
        enum Field: String, FormField {
            case title
            var label: String { "Title" }
        }
        var title = ""
        subscript(field: Field) -> String {
            get { title }
            set { title = newValue }
        }
        var heading: String? { nil }
    }

    private func refused(_ problems: [FieldProblem]) -> EditorState<NoteForm, String> {
        EditorState(itemID: nil, form: NoteForm(), status: .invalid(ErrorViewData(.invalid(kind: "note", problems: problems))))
    }

    @Test("A problem of a field the form has shows beside it; one of a field it has not (a server's may name one), and a refusal that names none, show apart, so that none is lost")
    func unplacedProblems() {
        let placed = refused([FieldProblem("title", .required)])
        #expect(placed.message(for: .title) == "title is required" && placed.marksFields && placed.unplacedProblems.isEmpty)
        let both = refused([FieldProblem("title", .required), FieldProblem("colour", .asSaid("colour is not one we sell"))])
        #expect(both.marksFields && both.unplacedProblems == ["colour is not one we sell"])
        let none = refused([])
        #expect(!none.marksFields && none.unplacedProblems == ["The note cannot be saved."])
        #expect(EditorState<NoteForm, String>(itemID: nil, form: NoteForm()).unplacedProblems.isEmpty, "an editor that was not refused has none")
    }
}
