@testable import CatalogCLI
import Presentation
import Testing

@Suite("The browser fits the list it starts on to its window")
struct BrowserFitTests {
    @Test("Every feature's list takes the window's page size and keeps its page; home and an item stay as they are")
    func fitted() {
        var lists = 0
        for feature in FeatureRoutes.all {
            // A list whose address takes a page; one without pages (categories) is left out.
            guard let second = try? RouteAddress(segments: [feature.segment], query: [.init(name: "page", value: "2")]).route() else { continue }
            let fitted = RouteAddress(BrowserSession.fitted(second, pageSize: 7))
            #expect(fitted.pairs.map { "\($0.name)=\($0.value)" } == ["page=2", "page-size=7"], "\(feature.segment)")
            lists += 1
            if let item = try? RouteAddress(segments: [feature.segment, "4"]).route() {
                #expect(BrowserSession.fitted(item, pageSize: 7) == item, "\(feature.segment)/4")
            }
        }
        #expect(lists > 0 || FeatureRoutes.all.isEmpty, "no feature's list was fitted")
        #expect(BrowserSession.fitted(.home, pageSize: 7) == .home)
    }
}
