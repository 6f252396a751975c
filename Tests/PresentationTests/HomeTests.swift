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

    @Test("Each feature's addresses begin with a segment of its own, and its section's route reads back from its address", .enabled(if: !FeatureRoutes.all.isEmpty, "no feature yet"))
    func featureRoutes() throws {
        let segments = FeatureRoutes.all.map { $0.segment }
        #expect(Set(segments).count == segments.count && !segments.contains(""))
        for section in HomeViewData.standard.sections {
            #expect(try RouteAddress(section.route).route() == section.route, "\(section.title)")
            #expect(try DeepLink.route(from: DeepLink.link(for: section.route)) == section.route, "\(section.title)")
        }
    }
}
