import Foundation
import Yams

/// The OpenAPI document a server on 127.0.0.1 serves, read for the app's own operations
/// (tagged `catalog`): a test that needs one picks it from the document, so that it holds
/// whatever features the product has.
struct ServedDocument {
    private let paths: [String: Any]

    /// The document the server on `port` serves at `/openapi.yaml`; throws unless it is
    /// served and has its paths, so that a broken document fails the test that reads it
    /// rather than leaving it no operation to test.
    init(servedOn port: Int) throws {
        let connection = try RawConnection(port: port)
        try connection.send("GET /openapi.yaml HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let answer = connection.readUntilClosed(limit: .seconds(10)).text
        guard answer.hasPrefix("HTTP/1.1 200 "), let body = answer.range(of: "\r\n\r\n") else { throw Unreadable(answer: answer) }
        guard let paths = (try Yams.load(yaml: String(answer[body.upperBound...])) as? [String: Any])?["paths"] as? [String: Any] else {
            throw Unreadable(answer: answer)
        }
        self.paths = paths
    }

    struct Unreadable: Error, CustomStringConvertible {
        let answer: String
        var description: String { "no OpenAPI document with paths at /openapi.yaml: \(answer.prefix(300))" }
    }

    /// The first of the app's operations, in path order, that is a `method` (`get`,
    /// `post`, …) of a path with no parameter in it and that `accepts`; none in a product
    /// with no such feature.
    func firstOperation(_ method: String, where accepts: ([String: Any]) -> Bool = { _ in true }) -> (path: String, operationID: String)? {
        for path in paths.keys.sorted() where !path.contains("{") {
            guard let operation = (paths[path] as? [String: Any])?[method] as? [String: Any],
                  (operation["tags"] as? [String])?.contains("catalog") == true,
                  let operationID = operation["operationId"] as? String, accepts(operation) else { continue }
            return (path, operationID)
        }
        return nil
    }

    /// The first of the app's lists: a read of a path with no parameter in it that needs
    /// no query; none in a product with no feature.
    var firstList: (path: String, operationID: String)? {
        firstOperation("get") { read in
            !(read["parameters"] as? [[String: Any]] ?? []).contains { $0["required"] as? Bool == true }
        }
    }
}
