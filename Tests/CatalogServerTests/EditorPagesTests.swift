@testable import CatalogServer
import Composition
import Hummingbird
import HummingbirdTesting
import Presentation
import Synchronization
import Testing

/// The editing pages every feature has, on the app's router with a feature of the test's
/// own (`Notes`), so that how they read a form and what they call things are tested
/// whatever features the product has.
@Suite("Editing pages: a form read as a browser sends it, and the feature's own names")
struct EditorPagesTests {
    static let token = "notes-token-0123456789"

    @Test("A field the browser leaves out reads as empty, an unchecked checkbox as no; names the form has not are not read")
    func formAsSent() async throws {
        let ((created, edited), saves) = try await Notes.serve(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/notes/new")
            let created = try await browser.post("/notes/new", [("title", "Shopping"), ("pinned", "yes"), ("colour", "red")])
            try await browser.get("/notes/3/edit")
            let edited = try await browser.post("/notes/3/edit", [("title", "Errands"), ("version", "3")])
            return (created, edited)
        }
        #expect(created.status == .seeOther && created.headers[.location] == "/notes/7")
        #expect(edited.status == .seeOther && edited.headers[.location] == "/notes/3")
        #expect(saves == [
            Notes.Save(id: nil, form: Notes.Form(title: "Shopping", pinned: "yes", text: ""), version: 0),
            // Nothing of the note as loaded is kept: it was pinned, and had a text.
            Notes.Save(id: 3, form: Notes.Form(title: "Errands", pinned: "no", text: ""), version: 3),
        ])
    }

    @Test("A save or a delete expects the version the form sent, not the one the item was loaded at; one sent without is at none, so never overwrites")
    func versionAsSent() async throws {
        let ((saved, deleted), saves) = try await Notes.serve(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/notes/3/edit")
            let saved = [
                try await browser.post("/notes/3/edit", [("title", "Errands")]),
                try await browser.post("/notes/3/edit", [("title", "Errands"), ("version", "5")]),
            ]
            try await browser.get("/notes/3/delete")
            let deleted = [
                try await browser.post("/notes/3/delete", []),
                try await browser.post("/notes/3/delete", [("version", "5")]),
            ]
            return (saved, deleted)
        }
        #expect(saved.map(\.status) == [.seeOther, .seeOther])
        #expect(deleted.map(\.status) == [.seeOther, .seeOther] && deleted.map { $0.headers[.location] } == ["/notes", "/notes"])
        // The note was loaded at version 3 each time.
        #expect(saves.map(\.version) == [0, 5, 0, 5])
        #expect(saves.map(\.deleted) == [false, false, true, true])
    }

    @Test("A field given twice, a nested field or a version that is no number is a 400 page, and nothing is saved",
          arguments: [
              [("title", "a"), ("title", "b")],
              [("title[x]", "a")],
              [("title", "a"), ("version", "three")],
          ])
    func unreadable(fields: [(String, String)]) async throws {
        let (answer, saves) = try await Notes.serve(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/notes/3/edit")
            return try await browser.post("/notes/3/edit", fields)
        }
        #expect(answer.status == .badRequest)
        #expect(text(answer).contains("The form that was sent could not be read."))
        #expect(saves.isEmpty)
    }

    @Test("The pages call the items what the feature calls them, and lead to its list and its items' pages")
    func names() async throws {
        let ((new, edit, delete, refused), _) = try await Notes.serve(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let new = text(try await browser.get("/notes/new"))
            let edit = text(try await browser.get("/notes/3/edit"))
            let delete = text(try await browser.get("/notes/3/delete"))
            let refused = try await browser.post("/notes/3/edit", [("title", ""), ("version", "3")])
            return (new, edit, delete, refused)
        }
        #expect(new.contains("<h1>New note</h1>") && new.contains(#"<a href="/notes">All notes</a>"#))
        #expect(new.contains(#"<form method="post" action="/notes/new" novalidate>"#) && new.contains("Add note"))
        #expect(edit.contains("<h1>Edit Kept</h1>") && edit.contains(#"<a href="/notes/3">Cancel</a>"#))
        #expect(delete.contains("<h1>Delete Kept?</h1>") && delete.contains(#"<form method="post" action="/notes/3/delete">"#))
        // Refused, the title is the note's name as saved, not the blank one typed.
        #expect(refused.status == .unprocessableContent && text(refused).contains("<h1>Edit Kept</h1>"))
    }
}

/// A feature of the test's own: notes, with a title, a flag and a text. Its editor saves
/// a note with a title and keeps every save and delete it was sent; note 3 exists,
/// titled `Kept`, pinned, at version 3.
enum Notes {
    struct Form: EditorForm {
        var title = ""
        var pinned = "no"
        var text = ""

        enum Field: String, FormField {
            case title, pinned, text
            var label: String { rawValue }
            var control: FormControl { self == .pinned ? .flag : .text }
        }

        subscript(field: Field) -> String {
            get {
                switch field {
                case .title: title
                case .pinned: pinned
                case .text: text
                }
            }
            set {
                switch field {
                case .title: title = newValue
                case .pinned: pinned = newValue
                case .text: text = newValue
                }
            }
        }

        var heading: String? { title.isEmpty ? nil : title }
    }

    /// A save the editor was sent, or a delete.
    struct Save: Equatable, Sendable {
        let id: Int64?
        let form: Form
        let version: Int?
        var deleted = false
    }

    /// Every save the editors were sent, in order.
    final class Saves: Sendable {
        let list = Mutex<[Save]>([])
    }

    enum Route: FeatureRoute {
        case list
        case detail(id: Int64)

        static let segment = "notes"
        static let depth = 2
        static let homeSection: HomeViewData.Section? = nil

        init(address: RouteAddress) throws(DeepLinkError) {
            self = address.segments.count == 2 ? .detail(id: try address.id(at: 1, of: "a note")) : .list
        }

        var address: RouteAddress {
            switch self {
            case .list: RouteAddress(segments: [Self.segment])
            case .detail(let id): RouteAddress(segments: [Self.segment, String(id)])
            }
        }
    }

    final class Editor: FormEditor {
        private(set) var state: EditorState<Form, String>
        private let saves: Saves

        init(id: Int64?, saves: Saves) {
            state = EditorState(itemID: id, form: Form())
            self.saves = saves
        }

        func send(_ action: EditorAction<Form>) async {
            switch action {
            case .load:
                guard state.itemID != nil else { return }
                state.form = Form(title: "Kept", pinned: "yes", text: "Kept text")
                state.version = 3
            case .edit(let form):
                state.edit(form)
            case .expect(let version):
                state.version = version
            case .reload:
                state.takeCurrent()
            case .save:
                guard !state.form.title.isEmpty else {
                    state.status = .invalid(ErrorViewData(
                        kind: .invalidDraft, title: "Note not saved", message: "title: required", canRetry: false,
                        fieldMessages: [.init(field: "title", message: "required")]
                    ))
                    return
                }
                let save = Save(id: state.itemID, form: state.form, version: state.version)
                saves.list.withLock { $0.append(save) }
                state = EditorState(itemID: state.itemID ?? 7, form: state.form, version: (state.version ?? 0) + 1, status: .saved(state.form.title))
            case .delete:
                let delete = Save(id: state.itemID, form: state.form, version: state.version, deleted: true)
                saves.list.withLock { $0.append(delete) }
                state.status = .deleted
            }
        }
    }

    /// Runs `body` against the app's router (over the mock graph) with the notes' editing
    /// pages added; answers its result and the saves the editors were sent.
    static func serve<T: Sendable>(
        writeToken: String, _ body: @Sendable (any TestClientProtocol) async throws -> T
    ) async throws -> (T, [Save]) {
        let sessions = MemoryPersistDriver()
        let router = try ServerApplication.router(container: .mock(), writeToken: writeToken, sessions: sessions)
        let saves = Saves()
        EditorPages(
            segment: Route.segment, kind: "note", kinds: "notes",
            editor: { Editor(id: $0, saves: saves) },
            list: Route.list.route,
            detail: { Route.detail(id: $0).route }
        ).register(on: PageController.editing(router.group(), access: PageAccess(writeToken: writeToken, sessions: sessions)))
        let result = try await Application(router: router).test(.router) { client in try await body(client) }
        return (result, saves.list.withLock { $0 })
    }
}
