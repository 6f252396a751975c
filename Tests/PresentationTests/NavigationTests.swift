import Presentation
import Testing

@Suite("Routes, the route stack and deep links")
struct NavigationTests {
    @Test("Push and pop move above the root, which stays")
    func stack() {
        var stack = RouteStack()
        #expect(stack.top == .home && !stack.canPop)
        stack.push(.productDetail(id: 4))
        stack.push(.productDetail(id: 5))
        #expect(stack.top == .productDetail(id: 5) && stack.path.count == 2)
        let pops = [stack.pop(), stack.top == .productDetail(id: 4), stack.pop(), stack.pop()]
        #expect(pops == [true, true, true, false], "the root cannot be popped")
        #expect(stack == RouteStack())
    }

    @Test("Replacing the top changes the root when nothing is above it")
    func replaceTop() {
        var stack = RouteStack()
        let lamps = Route.productList(ProductListRequest(searchText: "lamp", page: 2))
        stack.replaceTop(with: lamps)
        #expect(stack.root == lamps && stack.path.isEmpty)
        stack.push(.productDetail(id: 1))
        stack.replaceTop(with: .productDetail(id: 2))
        #expect(stack.path == [.productDetail(id: 2)] && stack.root == lamps)
        stack.popToRoot()
        #expect(stack.top == lamps)
    }

    @Test("Opening a link puts its screen above home, so back leads home")
    func openLink() {
        var stack = RouteStack(root: .productList(ProductListRequest(searchText: "x")), path: [.productDetail(id: 3)])
        stack.open(.productDetail(id: 42))
        #expect(stack == RouteStack(root: .home, path: [.productDetail(id: 42)]))
        stack.open(.home)
        #expect(stack == RouteStack())
    }

    @Test("Links parse into routes", arguments: [
        ("catalog://products/42", Route.productDetail(id: 42)),
        ("catalog://products/42/", .productDetail(id: 42)),
        ("CATALOG://products/7", .productDetail(id: 7)),
        ("catalog://products", .home),
        ("catalog://products?search=desk%20lamp&category=lighting&sort=price-asc&page=2&page-size=10",
         .productList(ProductListRequest(searchText: "desk lamp", category: "lighting", sort: .priceLowToHigh, page: 2, pageSize: 10))),
        ("catalog:products/5", .productDetail(id: 5)),
    ])
    func parse(link: String, route: Route) throws {
        #expect(try DeepLink.route(from: link) == route)
    }

    @Test("Bad links are refused with the reason", arguments: [
        ("not a link", DeepLinkError.malformed("not a link")),
        ("https://products/42", .unsupportedScheme("https")),
        ("catalog://orders/42", .unknownPath("/orders/42")),
        ("catalog://products/42/reviews", .unknownPath("/products/42/reviews")),
        ("catalog://products/abc", .invalidProductID("abc")),
        ("catalog://products/0", .invalidProductID("0")),
        ("catalog://products/-3", .invalidProductID("-3")),
        ("catalog://products?colour=red", .unknownParameter("colour")),
        ("catalog://products?page=two", .invalidParameter(name: "page", value: "two")),
        ("catalog://products?sort=random", .invalidParameter(name: "sort", value: "random")),
        ("catalog://products/42?page=2", .unknownParameter("page")),
    ])
    func refuse(link: String, error: DeepLinkError) {
        #expect(throws: error) { try DeepLink.route(from: link) }
        #expect(!error.message.isEmpty)
    }

    @Test("Every route makes a link that parses back to it", arguments: [
        Route.home,
        .productDetail(id: 600),
        .productList(ProductListRequest(searchText: "chef's knife & fork", category: "kitchen", sort: .name, page: 3, pageSize: 50)),
        .productList(ProductListRequest(searchText: "100% wool?#", sort: .priceHighToLow)),
    ])
    func roundTrip(route: Route) throws {
        #expect(try DeepLink.route(from: DeepLink.link(for: route)) == route)
    }

    @Test("Links leave out defaults")
    func minimalLinks() {
        #expect(DeepLink.link(for: .home) == "catalog://products")
        #expect(DeepLink.link(for: .productDetail(id: 42)) == "catalog://products/42")
        #expect(DeepLink.link(for: .productList(ProductListRequest(searchText: "lamp", page: 2))) == "catalog://products?search=lamp&page=2")
    }
}
