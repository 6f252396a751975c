@testable import CatalogServer
import Composition
import Hummingbird
import Presentation
import Testing

/// The pages every generated feature's items are drawn with, on view data of the test's
/// own, so that they are tested whatever features the product has.
@Suite("Record pages: a table of a list, the fields of one, and links to editing only where it exists")
struct RecordPagesTests {
    static let note = Notes.ViewData(id: 3, title: "Errands <today>", pinned: true)

    @Test("A list is a table with a row per item, its id leading to the item's page, each field in its column")
    func list() {
        let paging = PagingViewData(pageNumber: 1, pageCount: 1, pageLabel: "Page 1 of 1", totalCount: 1, previous: nil, next: nil)
        let list = RecordList<Notes.ViewData>(title: "Notes", rows: [Self.note], totalLabel: "1 note", paging: paging)
        let html = RecordPages.list(LoadState.loaded(list), title: "Notes", kind: "note", of: Notes.Route.self).description
        #expect(html.contains("<thead><tr><th>ID</th><th>Title</th><th>Pinned</th></tr></thead>"))
        #expect(html.contains(#"<tr><td><a href="/notes/3">3</a></td><td>Errands &lt;today&gt;</td><td><a href="/notes">Yes</a></td></tr>"#))
        #expect(html.contains(#"<p class="count">1 note</p>"#))
    }

    @Test("An item's page is its heading and each field with its label, a field that refers elsewhere linked there")
    func detail() {
        let html = RecordPages.detail(Self.note, list: Notes.Route.list.route, kinds: "notes", of: Notes.Route.self).description
        #expect(html.contains("<h1>Errands &lt;today&gt;</h1>"))
        #expect(html.contains(#"<dt>Title</dt><dd>Errands &lt;today&gt;</dd><dt>Pinned</dt><dd><a href="/notes">Yes</a></dd>"#))
    }

    @Test("An empty list says so, with no table")
    func empty() {
        let html = RecordPages.list(LoadState<RecordList<Notes.ViewData>>.empty(EmptyViewData(title: "No notes", message: "Nothing yet.")), title: "Notes", kind: "note", of: Notes.Route.self).description
        #expect(html.contains("No notes") && html.contains("Nothing yet.") && !html.contains("<table"))
    }

    @Test("Only a feature with editing pages links to them: a new item from its list, edit and delete from an item's page")
    func editingLinks() {
        let list = LoadState<RecordList<Notes.ViewData>>.empty(EmptyViewData(title: "No notes", message: "Nothing yet."))
        let readOnly = (
            RecordPages.list(list, title: "Notes", kind: "note", of: Notes.Route.self).description,
            RecordPages.detail(Self.note, list: Notes.Route.list.route, kinds: "notes", of: Notes.Route.self).description
        )
        let edited = (
            RecordPages.list(list, title: "Notes", kind: "note", of: EditedNotes.self).description,
            RecordPages.detail(Self.note, list: Notes.Route.list.route, kinds: "notes", of: EditedNotes.self).description
        )
        #expect(!readOnly.0.contains("/new") && !readOnly.1.contains("/edit") && !readOnly.1.contains("/delete"))
        #expect(readOnly.1.contains(#"<a href="/notes">All notes</a>"#))
        #expect(edited.0.contains(#"<a href="/edited-notes/new">New note</a>"#))
        #expect(edited.1.contains(#"<a href="/edited-notes/3/edit">Edit</a>"#) && edited.1.contains(#"href="/edited-notes/3/delete">Delete</a>"#))
    }
}

extension Notes {
    /// A note as the record pages show it: its title, and whether it is pinned, which
    /// leads to the list (where pinned notes come first).
    struct ViewData: RecordViewData {
        let id: Int64
        let title: String
        let pinned: Bool
        var heading: String { title }
        var route: Presentation.Route { Notes.Route.detail(id: id).route }

        enum Field: String, RecordField {
            case title, pinned
            var label: String { self == .title ? "Title" : "Pinned" }
        }

        func text(_ field: Field) -> String {
            switch field {
            case .title: title
            case .pinned: pinned ? "Yes" : "No"
            }
        }

        func route(_ field: Field) -> Presentation.Route? { field == .pinned ? Notes.Route.list.route : nil }
        var isPartial: Bool { false }
    }
}

/// Notes at addresses of their own, whose route says they have editing pages.
enum EditedNotes: FeatureRoute, EditingPages {
    case list

    static let segment = "edited-notes"
    static let depth = 1
    static let homeSection: HomeViewData.Section? = nil

    init(address: RouteAddress) throws(DeepLinkError) { self = .list }
    var address: RouteAddress { RouteAddress(segments: [Self.segment]) }

    static func registerEditing(on router: some RouterMethods<AppRequestContext>, screens: ScreenFactory) {}
}
