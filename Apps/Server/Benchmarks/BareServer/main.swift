// The benchmark's baseline: Hummingbird answering with fixed bytes, no layers behind it.
//
//   bare-server PORT JSON_FILE HTML_FILE [PRODUCT_JSON_FILE PRODUCT_HTML_FILE]
//
// serves JSON_FILE at /api/v1/products and HTML_FILE at /products on 127.0.0.1:PORT (and
// the product files at /api/v1/products/ID and /products/ID), whatever the query, so
// that the benchmarks compare the full stack with the cost of HTTP alone.
import Foundation
import Hummingbird

let arguments = CommandLine.arguments
guard arguments.count == 4 || arguments.count == 6, let port = Int(arguments[1]),
      let json = FileManager.default.contents(atPath: arguments[2]),
      let html = FileManager.default.contents(atPath: arguments[3]) else {
    FileHandle.standardError.write(Data("usage: bare-server PORT JSON_FILE HTML_FILE [PRODUCT_JSON_FILE PRODUCT_HTML_FILE]\n".utf8))
    exit(2)
}
let productJSON = arguments.count == 6 ? FileManager.default.contents(atPath: arguments[4]) : nil
let productHTML = arguments.count == 6 ? FileManager.default.contents(atPath: arguments[5]) : nil

// Made once and shared by every response, as cheap as an answer can be.
let jsonBody = ByteBuffer(bytes: json)
let htmlBody = ByteBuffer(bytes: html)
let router = Router()
router.get("/api/v1/products") { _, _ in
    Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: jsonBody))
}
router.get("/products") { _, _ in
    Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: htmlBody))
}
if let productJSON, let productHTML {
    let jsonProduct = ByteBuffer(bytes: productJSON)
    let htmlProduct = ByteBuffer(bytes: productHTML)
    router.get("/api/v1/products/:id") { _, _ in
        Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: jsonProduct))
    }
    router.get("/products/:id") { _, _ in
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: .init(byteBuffer: htmlProduct))
    }
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
