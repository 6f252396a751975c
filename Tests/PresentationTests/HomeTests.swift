import Presentation
import Testing

@Suite("Home")
struct HomeTests {
    @Test("Home is the empty address in both spellings: catalog:// and /")
    func address() throws {
        #expect(DeepLink.link(for: .home) == "catalog://")
        #expect(try DeepLink.route(from: "catalog://") == .home)
        #expect(try DeepLink.route(from: "catalog:") == .home)
        #expect(RouteAddress(.home).segments.isEmpty)
    }

    @Test("Home takes no parameters")
    func noParameters() {
        #expect(throws: DeepLinkError.self) { try DeepLink.route(from: "catalog://?page=2") }
    }

    @Test("Every section opens a screen of its own, and home says so when there is none")
    func sections() throws {
        let home = HomeViewData.standard
        #expect(Set(home.sections.map(\.route)).count == home.sections.count)
        #expect(!home.sections.map(\.route).contains(.home))
        #expect((home.emptyMessage == nil) == !home.sections.isEmpty)
        #expect(HomeViewData(title: "T", sections: []).emptyMessage != nil)
    }
}
