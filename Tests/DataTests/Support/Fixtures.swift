@testable import DataLayer
import Domain
import TestSupport

extension SQLiteStore {
    /// A store in `directory`, holding the standard sample catalog.
    static func sample(in directory: TemporaryDirectory, name: String = "catalog.sqlite") -> SQLiteStore {
        SQLiteStore(location: .file(path: directory.file(name)))
    }
}

extension ProductPage {
    var ids: [Int64] { products.map(\.id.rawValue) }
    var names: [String] { products.map(\.name) }
}
