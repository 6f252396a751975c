// The benchmarks' flat peer: the catalog's four busiest reads written as plain Hummingbird
// handlers, with no use case, view model, route or generated server between a request
// and the store. Each asks the template's SQLite repositories (the same statements on
// the same SQLiteStore) and writes the bytes the template writes, so that a benchmark of
// the two says what the layers in between cost.
//
//   flat-server PORT DATABASE_FILE
//
// serves /api/v1/products, /api/v1/products/ID, /products and /products/ID on
// 127.0.0.1:PORT from DATABASE_FILE, a catalog that catalog-server has created and seeded.
// Only what the benchmarks ask is handled: a query is read as given, with no grammar.
import DataLayer
import Domain
import Foundation
import Hummingbird

let arguments = CommandLine.arguments
guard arguments.count == 3, let port = Int(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: flat-server PORT DATABASE_FILE\n".utf8))
    exit(2)
}
let store = SQLiteStore(location: .file(path: arguments[2]), migrations: SQLiteSchema.migrations)
let products = SQLiteProductRepository(store: store)
let categories = SQLiteCategoryRepository(store: store)

let router = Router()
router.get("/api/v1/products") { request, _ in
    let page = try await products.searchProducts(FlatQuery.read(request))
    return try FlatResponse.json(FlatJSON.page(page))
}
router.get("/api/v1/products/:id") { _, context in
    guard let product = try await FlatQuery.product(context, in: products) else { return Response(status: .notFound) }
    return try FlatResponse.json(FlatJSON.ProductBody(product))
}
router.get("/products") { request, _ in
    let query = FlatQuery.read(request)
    async let summaries = categories.categories()
    let page = try await products.searchProducts(query)
    return FlatResponse.html(FlatHTML.list(page, query: query, categories: try await summaries))
}
router.get("/products/:id") { _, context in
    guard let product = try await FlatQuery.product(context, in: products) else { return Response(status: .notFound) }
    return FlatResponse.html(FlatHTML.detail(product))
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
