import Domain
import Presentation
import Testing

@Suite("Routes, the route stack and deep links")
struct NavigationTests {
    static let allProducts = Route.productList(ProductSelection())

    @Test("Push and pop move above the root, which stays")
    func stack() {
        var stack = RouteStack(root: Self.allProducts)
        #expect(stack.top == Self.allProducts)
        stack.push(.categories)
        stack.push(.productDetail(id: 5))
        #expect(stack.top == .productDetail(id: 5) && stack.path.count == 2)
        let pops = [stack.pop(), stack.top == .categories, stack.pop(), stack.pop()]
        #expect(pops == [true, true, true, false], "the root cannot be popped")
        #expect(stack == RouteStack(root: Self.allProducts))
    }

    @Test("Replacing the top changes the root when nothing is above it")
    func replaceTop() {
        var stack = RouteStack(root: Self.allProducts)
        let lamps = Route.productList(ProductSelection(page: PageSelection(page: 2), searchText: "lamp"))
        stack.replaceTop(with: lamps)
        #expect(stack.root == lamps && stack.path.isEmpty)
        stack.push(.productDetail(id: 1))
        stack.replaceTop(with: .productDetail(id: 2))
        #expect(stack.path == [.productDetail(id: 2)] && stack.root == lamps)
    }

    @Test("Links parse into routes", arguments: [
        ("catalog://products/42", Route.productDetail(id: 42)),
        ("catalog://products/42/", .productDetail(id: 42)),
        ("CATALOG://products/7", .productDetail(id: 7)),
        ("catalog://products", allProducts),
        ("catalog://products?search=desk%20lamp&category=lighting&sort=price-asc&page=2&page-size=10",
         .productList(ProductSelection(page: PageSelection(page: 2, pageSize: 10), searchText: "desk lamp", category: "lighting", sort: ProductSortOption(.priceLowToHigh)))),
        ("catalog:products/5", .productDetail(id: 5)),
        ("catalog://products/%34%32", .productDetail(id: 42)),
        ("catalog://%70roducts", allProducts),
        ("catalog://categories", .categories),
    ])
    func parse(link: String, route: Route) throws {
        #expect(try DeepLink.route(from: link) == route)
    }

    @Test("Bad links are refused with the reason", arguments: [
        ("not a link", DeepLinkError.malformed("not a link")),
        ("https://products/42", .unsupportedScheme("https")),
        ("catalog://nowhere/42", .unknownPath("/nowhere/42")),
        ("catalog://products/42/reviews", .unknownPath("/products/42/reviews")),
        ("catalog://categories/lighting", .unknownPath("/categories/lighting")),
        ("catalog://products/abc", .invalidID("abc", of: "a product")),
        ("catalog://products/0", .invalidID("0", of: "a product")),
        ("catalog://products/-3", .invalidID("-3", of: "a product")),
        ("catalog://products?colour=red", .invalidParameters(InvalidQueryReason.unknownParameter("colour", known: ProductQuery.parameterNames).description)),
        ("catalog://products?page=two", .invalidParameters(InvalidQueryReason.malformedParameter("page", value: "two").description)),
        ("catalog://products?sort=random", .invalidParameters(InvalidQueryReason.malformedParameter("sort", value: "random").description)),
        ("catalog://products/42?page=2", .invalidParameters("“page” is not a parameter of /products/42; it takes none.")),
        ("catalog://categories?page=2", .invalidParameters("“page” is not a parameter of /categories; it takes none.")),
    ])
    func refuse(link: String, error: DeepLinkError) {
        #expect(throws: error) { try DeepLink.route(from: link) }
        #expect(!error.message.isEmpty)
    }

    @Test("Every route makes a link that parses back to it", arguments: [
        allProducts,
        .productDetail(id: 600),
        .categories,
        .productList(ProductSelection(page: PageSelection(page: 3, pageSize: 50), searchText: "chef's knife & fork", category: "kitchen", sort: ProductSortOption(.name))),
        .productList(ProductSelection(searchText: "100% wool?#", sort: ProductSortOption(.priceHighToLow))),
    ])
    func roundTrip(route: Route) throws {
        #expect(try DeepLink.route(from: DeepLink.link(for: route)) == route)
        #expect(try RouteAddress(route).route() == route)
    }

    @Test("Links leave out defaults")
    func minimalLinks() {
        #expect(DeepLink.link(for: Self.allProducts) == "catalog://products")
        #expect(DeepLink.link(for: .productDetail(id: 42)) == "catalog://products/42")
        #expect(DeepLink.link(for: .categories) == "catalog://categories")
        #expect(DeepLink.link(for: .productList(ProductSelection(page: PageSelection(page: 2), searchText: "lamp"))) == "catalog://products?search=lamp&page=2")
    }

    @Test("A selection's parameters are the Domain query's, so every app reads and writes the same names")
    func selectionParameters() throws {
        let selection = try ProductSelection(parameters: [("search", "lamp"), ("sort", "price-desc"), ("page-size", "5")])
        #expect(selection == ProductSelection(page: PageSelection(pageSize: 5), searchText: "lamp", sort: ProductSortOption(.priceHighToLow)))
        #expect(selection.parameters.map(\.name) == ["search", "sort", "page-size"])
        #expect(ProductSelection.ParameterName.search == ProductQuery.Parameter.search.name)
        #expect(ProductSortOption.allCases.map(\.name) == ProductSort.allCases.map(\.rawValue))
    }
}
