@testable import DataLayer
import TestSupport
import Testing

/// `dataVersion` is what a connection keeps derived values under: it has to move on every
/// change to the file, whoever commits it, and stay put while nothing changes.
@Suite("SQLite connection: the data version")
struct SQLiteDataVersionTests {
    let directory: TemporaryDirectory
    let writer: SQLiteConnection
    let reader: SQLiteConnection

    init() async throws {
        directory = try TemporaryDirectory()
        let path = directory.file("versions.sqlite")
        writer = try SQLiteConnection.open(storage: .file(path: path))
        _ = try await writer.query("PRAGMA journal_mode = WAL")
        _ = try await writer.query("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)")
        reader = try SQLiteConnection.open(storage: .file(path: path))
    }

    func readItems() async throws {
        _ = try await reader.query("SELECT count(*) FROM items")
    }

    @Test("Reads with nothing written in between see one version")
    func steadyWithoutWrites() async throws {
        try await readItems()
        let first = reader.dataVersion
        try await readItems()
        #expect(first != nil && reader.dataVersion == first)
    }

    @Test("Another connection's commit moves the version from the next statement on")
    func movesOnAnotherConnectionsCommit() async throws {
        try await readItems()
        let before = reader.dataVersion
        _ = try await writer.query("INSERT INTO items (name) VALUES ('lamp')")
        try await readItems()
        #expect(reader.dataVersion != before)
    }

    @Test("The current version counts another connection's commit before any statement reads")
    func currentWithoutAStatement() async throws {
        try await readItems()
        let before = reader.dataVersion
        _ = try await writer.query("INSERT INTO items (name) VALUES ('lamp')")
        #expect(reader.dataVersion == before) // as last seen, until a statement reads
        let current = try await reader.currentDataVersion()
        #expect(current != nil && current != before)
        try await readItems()
        #expect(reader.dataVersion == current)
    }

    @Test("The connection's own write moves its version")
    func movesOnOwnWrite() async throws {
        _ = try await writer.query("SELECT count(*) FROM items")
        let before = writer.dataVersion
        _ = try await writer.query("INSERT INTO items (name) VALUES ('lamp')")
        #expect(writer.dataVersion != before)
    }

    @Test("An in-memory database's version moves with its writes")
    func inMemory() async throws {
        let memory = try SQLiteConnection.open(storage: .memory)
        _ = try await memory.query("CREATE TABLE items (id INTEGER PRIMARY KEY)")
        let before = memory.dataVersion
        _ = try await memory.query("INSERT INTO items DEFAULT VALUES")
        #expect(before != nil && memory.dataVersion != before)
    }

    @Test("Each connection has a serial of its own; a closed one has no version")
    func serialsAndClosing() {
        #expect(writer.serial != reader.serial)
        reader.close()
        #expect(reader.dataVersion == nil)
    }
}
