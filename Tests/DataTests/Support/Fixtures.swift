@testable import DataLayer
import Domain
import TestSupport

extension SQLiteStore {
    /// A store at `location` with the catalog's schema, seeded with the sample catalog.
    static func catalog(_ location: StoreLocation) -> SQLiteStore {
        SQLiteStore(location: location, migrations: CatalogSchema.migrations, seed: SampleCatalogWriter().writeIfEmpty)
    }

    /// A store in `directory`, holding the standard sample catalog.
    static func sample(in directory: TemporaryDirectory, name: String = "catalog.sqlite") -> SQLiteStore {
        catalog(.file(path: directory.file(name)))
    }
}

extension ProductPage {
    var ids: [Int64] { products.map(\.id.rawValue) }
    var names: [String] { products.map(\.name) }
}
