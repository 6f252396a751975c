@testable import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

/// The store with a schema of the test's own: what it does holds for any feature's tables.
@Suite("SQLite store: creation, migration and failure")
struct SQLiteStoreTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    static let migrations = [
        Migration(version: 1, statements: ["CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)"]),
        Migration(version: 2, statements: ["ALTER TABLE notes ADD COLUMN done INTEGER NOT NULL DEFAULT 0"]),
    ]

    /// Three notes, written only into an empty table.
    static let seed: SQLiteStore.Seed = { connection in
        guard try await noteCount(connection) == 0 else { return }
        for body in ["first", "second", "third"] {
            _ = try await connection.query("INSERT INTO notes (body) VALUES (?)", [.text(body)])
        }
    }

    static func noteCount(_ connection: SQLiteConnection) async throws -> Int {
        try await connection.query("SELECT count(*) AS n FROM notes").first?.column("n")?.integer ?? -1
    }

    func store(_ path: String) -> SQLiteStore {
        SQLiteStore(location: .file(path: path), migrations: Self.migrations, seed: Self.seed)
    }

    /// What the first read of a store at `path` throws, as the app says it.
    func firstReadError(_ path: String) async -> AppError? {
        let store = store(path)
        var said: AppError?
        do {
            _ = try await store.read { try await Self.noteCount($0) }
        } catch {
            said = AppError(storage: error, at: .file(path: path))
        }
        await store.close()
        return said
    }

    @Test("First use creates the file and its folders, migrates to the latest schema and seeds it")
    func firstUse() async throws {
        let path = directory.file("nested/deeper/notes.sqlite")
        let store = store(path)
        let connection = try await store.connection()
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try await Migrator.version(of: connection) == 2)
        let columns = try await connection.query("SELECT name FROM pragma_table_info('notes') ORDER BY cid").compactMap { $0.column("name")?.string }
        #expect(columns == ["id", "body", "done"])
        #expect(try await Self.noteCount(connection) == 3)
        await store.close()
    }

    @Test("A new database, the folders made for it and its journal files are their owner's alone; an existing one keeps its mode")
    func ownerOnly() async throws {
        let path = directory.file("private/notes.sqlite")
        let store = store(path)
        _ = try await store.write { try await $0.query("INSERT INTO notes (body) VALUES ('fourth')") }
        func mode(_ path: String) throws -> Int {
            try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        }
        #expect(try mode(directory.file("private")) == 0o700)
        for file in [path, path + "-wal", path + "-shm"] {
            #expect(try mode(file) == 0o600, "\(file)")
        }
        await store.close()

        let shared = directory.file("shared.sqlite")
        #expect(FileManager.default.createFile(atPath: shared, contents: nil, attributes: [.posixPermissions: 0o640]))
        let opened = self.store(shared)
        _ = try await opened.connection()
        #expect(try mode(shared) == 0o640)
        await opened.close()
    }

    @Test("A symbolic link to nothing at a new database's path gets its target created its owner's alone")
    func linkToNothing() async throws {
        let target = directory.file("kept/notes.sqlite")
        try FileManager.default.createDirectory(atPath: directory.file("kept"), withIntermediateDirectories: true)
        let link = directory.file("notes.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let store = store(link)
        _ = try await store.write { try await $0.query("INSERT INTO notes (body) VALUES ('fourth')") }
        await store.close()
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("No statement rewrites the schema's own tables, even one that asks to")
    func defensive() async throws {
        let store = store(directory.file("notes.sqlite"))
        await #expect(throws: SQLiteError.self) {
            try await store.write { connection in
                _ = try await connection.query("PRAGMA writable_schema = ON")
                return try await connection.query("UPDATE sqlite_schema SET sql = 'CREATE TABLE notes (x)' WHERE name = 'notes'")
            }
        }
        #expect(try await store.read { try await Self.noteCount($0) } == 3)
        await store.close()
    }

    @Test("A file database writes ahead to a log and commits to the disk, whatever the SQLite build's defaults")
    func durableSettings() async throws {
        let store = store(directory.file("notes.sqlite"))
        let connection = try await store.connection()
        #expect(try await connection.query("PRAGMA journal_mode").first?.column("journal_mode")?.string == "wal")
        #expect(try await connection.query("PRAGMA synchronous").first?.column("synchronous")?.integer == 2) // FULL
        await store.close()
    }

    @Test("A file database says when anyone, this store or another, committed to it since it was last asked")
    func changesAreSeen() async throws {
        let path = directory.file("notes.sqlite")
        let watched = store(path), elsewhere = store(path)
        #expect(await watched.changedSinceLastAsked() == false) // starts watching
        #expect(await watched.changedSinceLastAsked() == false)
        _ = try await elsewhere.write { try await $0.query("INSERT INTO notes (body) VALUES ('from elsewhere')") }
        #expect(await watched.changedSinceLastAsked() == true)
        #expect(await watched.changedSinceLastAsked() == false)
        _ = try await watched.write { try await $0.query("INSERT INTO notes (body) VALUES ('from here')") }
        #expect(await watched.changedSinceLastAsked() == true)
        await watched.close()
        await elsewhere.close()
    }

    @Test("Many first uses at once open, migrate and seed a new database once, and all succeed")
    func concurrentFirstUse() async throws {
        let store = store(directory.file("notes.sqlite"))
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask {
                    index.isMultiple(of: 2)
                        ? try await store.read { try await Self.noteCount($0) }
                        : try await store.write { try await Self.noteCount($0) }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 3, count: 8))
        await store.close()
    }

    @Test("Reopening an existing database keeps its rows and does not seed again")
    func reopen() async throws {
        let path = directory.file("notes.sqlite")
        let first = store(path)
        _ = try await first.write { try await $0.query("DELETE FROM notes WHERE id > 1") }
        await first.close()

        let second = store(path)
        #expect(try await second.read { try await Self.noteCount($0) } == 1)
        await second.close()
    }

    @Test("Migrations apply in order, each once, and a second run applies none")
    func migrationsAreIncremental() async throws {
        let connection = try SQLiteConnection.open(storage: .file(path: directory.file("m.sqlite")))
        #expect(try await Migrator(migrations: Array(Self.migrations.prefix(1))).migrate(connection) == [1])
        #expect(try await Migrator(migrations: Self.migrations).migrate(connection) == [2])
        #expect(try await Migrator(migrations: Self.migrations).migrate(connection) == [])
        connection.close()
    }

    @Test("A migration another process applied after this one read the version is not applied again")
    func migrationAppliedMeanwhile() async throws {
        let path = directory.file("m.sqlite")
        let first = try SQLiteConnection.open(storage: .file(path: path))
        let second = try SQLiteConnection.open(storage: .file(path: path))
        // The second read version 0, then the first migrated before the second began.
        #expect(try await Migrator.version(of: second) == 0)
        #expect(try await Migrator(migrations: Self.migrations).migrate(first) == [1, 2])
        #expect(try await Migrator(migrations: Self.migrations).migrate(second, from: 0) == [])
        #expect(try await Migrator.version(of: second) == 2)
        first.close()
        second.close()
    }

    @Test("A file that is not a database is reported, not crashed on")
    func notADatabase() async throws {
        let path = directory.file("notes.sqlite")
        try Data(String(repeating: "these are not the pages you are looking for\n", count: 200).utf8)
            .write(to: URL(fileURLWithPath: path))
        guard case .storageUnavailable(let message)? = await firstReadError(path) else {
            Issue.record("expected storageUnavailable")
            return
        }
        #expect(message.contains(path) && message.contains("not a SQLite database"))
    }

    @Test("A folder where the file should be cannot be opened")
    func pathIsAFolder() async throws {
        guard case .storageUnavailable(let message)? = await firstReadError(directory.path) else {
            Issue.record("expected storageUnavailable")
            return
        }
        #expect(message.contains("cannot open"))
    }

    @Test("A FIFO where the file should be is refused at once, not waited on")
    func pathIsAFIFO() async throws {
        let path = directory.file("notes.sqlite")
        #expect(mkfifo(path, 0o600) == 0)
        guard case .storageUnavailable(let message)? = await firstReadError(path) else {
            Issue.record("expected storageUnavailable")
            return
        }
        #expect(message.contains("\(path): it is not a file"))
    }

    @Test("A database from a newer schema is refused, in words that say so, and left untouched")
    func newerSchema() async throws {
        let path = directory.file("future.sqlite")
        let connection = try SQLiteConnection.open(storage: .file(path: path))
        _ = try await connection.query("PRAGMA user_version = 99")
        connection.close()

        let error = await firstReadError(path)
        #expect(error?.description.contains("written by a newer version of this app (schema 99, this build knows up to 2)") == true)
        let reopened = try SQLiteConnection.open(storage: .file(path: path))
        #expect(try await Migrator.version(of: reopened) == 99)
        reopened.close()
    }

    @Test("After a failure the store tries again on the next use")
    func retryAfterFailure() async throws {
        let path = directory.file("later/notes.sqlite")
        try Data("blocking file".utf8).write(to: URL(fileURLWithPath: directory.file("later")))
        let store = store(path)
        await #expect(throws: SQLiteStoreError.self) { try await store.connection() }
        try FileManager.default.removeItem(atPath: directory.file("later"))
        _ = try await store.connection()
        await store.close()
    }
}
