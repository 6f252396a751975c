import Domain
@testable import Presentation
import Testing

@Suite("Referred headings: what a screen's items refer to, named")
struct ReferredHeadingsTests {
    /// Counts the reads of each id.
    actor Reads {
        private(set) var counts: [Int64: Int] = [:]

        func read(_ id: Int64) throws(AppError) -> String {
            counts[id, default: 0] += 1
            guard id != 13 else { throw .notFound(kind: "shelf", id: id) }
            guard id != 17 else { throw .storageUnavailable("too busy") }
            return "Shelf \(id)"
        }
    }

    @Test("Each distinct id is read once, however many rows name it and more than are read at once; one that cannot be read has no heading, and one whose store failed is unread")
    func readOnce() async {
        let reads = Reads()
        let ids: [Int64] = (1...20).flatMap { [$0, $0] }
        let referred = await ReferredHeadings.load([
            ReferredHeadings.Lookup(kind: "Shelf", ids: ids) { id throws(AppError) in try await reads.read(id) },
        ])
        #expect(await reads.counts == Dictionary(uniqueKeysWithValues: (1...20).map { (Int64($0), 1) }))
        #expect(referred.heading(kind: "Shelf", id: 7) == "Shelf 7" && referred.heading(kind: "Shelf", id: 20) == "Shelf 20")
        #expect(referred.heading(kind: "Shelf", id: 13) == nil)
        #expect(ReferenceViewData(kind: "Shelf", id: 13, in: referred, route: .home).heading == "Shelf 13", "by its kind and id")
        // Gone is what the store says now; a store that failed is a part missing from the screen.
        #expect(!ReferenceViewData(kind: "Shelf", id: 13, in: referred, route: .home).isUnread)
        let failed = ReferenceViewData(kind: "Shelf", id: 17, in: referred, route: .home)
        #expect(failed.heading == "Shelf 17" && failed.isUnread)
        #expect(!ReferenceViewData(kind: "Shelf", id: 7, in: referred, route: .home).isUnread)
    }
}
