@testable import CatalogServer
import Presentation
import Testing

@Suite("An editor page's notice of a refused draft")
struct EditorNoticeTests {
    private let error = ErrorViewData(kind: .invalidDraft, title: "Cannot save the note", message: "The note cannot be saved.", canRetry: false)

    @Test("What no field shows is listed in the notice, escaped; the notice points at marked fields only when there are some")
    func unplacedListed() {
        let apart = EditorNotice.invalid(error, marksFields: false, unplaced: ["The note cannot be saved.", "<b>colour</b> is unknown"]).description
        #expect(apart.contains("<li>The note cannot be saved.</li>") && apart.contains("<li>&lt;b&gt;colour&lt;/b&gt; is unknown</li>"))
        #expect(!apart.contains("Fix the fields marked"))
        let marked = EditorNotice.invalid(error, marksFields: true, unplaced: []).description
        #expect(marked.contains("Fix the fields marked below") && !marked.contains("<ul>"))
    }
}
