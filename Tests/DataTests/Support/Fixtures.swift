@testable import DataLayer
import Domain
import TestSupport

extension SQLiteStore {
    /// A store at `location` with the catalog's schema, seeded with the sample catalog.
    static func seeded(_ location: StoreLocation, readers: Int = 4, patience: Duration = .seconds(5)) -> SQLiteStore {
        SQLiteStore(location: location, migrations: SQLiteSchema.migrations, seed: SampleCatalogWriter().writeIfNew, readers: readers, patience: patience)
    }

    /// A store in `directory`, holding the standard sample catalog.
    static func sample(in directory: TemporaryDirectory, name: String = "catalog.sqlite", readers: Int = 4, patience: Duration = .seconds(5)) -> SQLiteStore {
        seeded(.file(path: directory.file(name)), readers: readers, patience: patience)
    }
}

extension Page<Product> {
    var ids: [Int64] { items.map(\.id.rawValue) }
    var names: [String] { items.map(\.name) }
}
