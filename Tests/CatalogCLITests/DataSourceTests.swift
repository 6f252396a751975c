import CatalogCLI
import Foundation
import TestSupport
import Testing

@Suite("`catalog` data sources and their failures")
struct DataSourceTests {
    @Test("--database creates, seeds and then reuses the file")
    func databaseFile() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("shop/catalog.sqlite")
        let first = await catalog("products", "--page-size", "1", "--database", path)
        #expect(first.status == .success && first.stdout.contains("600 products"))
        #expect(FileManager.default.fileExists(atPath: path))
        let second = await catalog("products", "--page-size", "1", "--database", path)
        #expect(second.stdout == first.stdout)
    }

    @Test("Without a flag, the database is the environment's (CATALOG_DATABASE, else DATABASE_URL), else the settings file's; a flag wins")
    func databaseFromSettings() async throws {
        let directory = try TemporaryDirectory()
        let own = directory.file("own.sqlite"), hosted = directory.file("hosted.sqlite"), filed = directory.file("filed.sqlite")
        let settings = directory.file("settings.json")
        try Data(#"{"database": "\#(filed)"}"#.utf8).write(to: URL(fileURLWithPath: settings))
        let fromBoth = await catalog("products", "--page-size", "1", environment: ["CATALOG_DATABASE": own, "DATABASE_URL": hosted])
        #expect(fromBoth.status == .success && FileManager.default.fileExists(atPath: own) && !FileManager.default.fileExists(atPath: hosted))
        let fromFile = await catalog("products", "--page-size", "1", "--config", settings)
        #expect(fromFile.status == .success && FileManager.default.fileExists(atPath: filed))
        let flag = directory.file("flag.sqlite")
        let flagWins = await catalog(
            "products", "--page-size", "1", "--database", flag,
            environment: ["CATALOG_DATABASE": hosted, "CATALOG_REMOTE": "http://127.0.0.1:9", "CATALOG_CONFIG": "/nonexistent/settings.json"]
        )
        #expect(flagWins.status == .success && FileManager.default.fileExists(atPath: flag) && !FileManager.default.fileExists(atPath: hosted))
    }

    @Test("A server or a database: the first source that names either chooses, so a database in the environment beats a server in the settings file; DATABASE_URL chooses only where no source names a server")
    func sourceChosenByLayer() async throws {
        let directory = try TemporaryDirectory()
        let own = directory.file("own.sqlite")
        let settings = directory.file("settings.json")
        // Port 9 (discard) on this machine: nothing answers there.
        try Data(#"{"remote": "http://127.0.0.1:9"}"#.utf8).write(to: URL(fileURLWithPath: settings))
        let run = await catalog("products", "--page-size", "1", "--config", settings, environment: ["CATALOG_DATABASE": own])
        #expect(run.status == .success && FileManager.default.fileExists(atPath: own), "\(run.stderr)")
        let filed = directory.file("filed.sqlite")
        try Data(#"{"database": "\#(filed)"}"#.utf8).write(to: URL(fileURLWithPath: settings))
        let remote = await catalog("products", "--config", settings, environment: ["CATALOG_REMOTE": "http://127.0.0.1:9"])
        #expect(remote.status == .storageUnavailable && !FileManager.default.fileExists(atPath: filed), "\(remote.stderr)")
        // DATABASE_URL, often set for other programs, never turns a server named in this
        // app's own settings into a database (which the app would migrate and seed).
        let hosted = directory.file("hosted.sqlite")
        try Data(#"{"remote": "http://127.0.0.1:9"}"#.utf8).write(to: URL(fileURLWithPath: settings))
        let notHosted = await catalog("products", "--config", settings, environment: ["DATABASE_URL": hosted])
        #expect(notHosted.status == .storageUnavailable && !FileManager.default.fileExists(atPath: hosted), "\(notHosted.stderr)")
    }

    @Test("--remote goes through the proxy the CLI's environment names; one it cannot use is exit 74, named without its password")
    func proxyFromEnvironment() async {
        let run = await catalog("products", "--remote", "https://server.example", environment: ["https_proxy": "socks5://ann:hunter2@proxy.test:1080"])
        #expect(run.status == .storageUnavailable)
        #expect(run.stderr.contains("https_proxy (“socks5://…@proxy.test:1080”) is not an http:// proxy"), "\(run.stderr)")
        #expect(!run.stderr.contains("hunter2"))
    }

    @Test("--demo serves the fixture catalog")
    func demo() async {
        let ok = await catalog("products", "--demo", "--search", "brass", "--json")
        #expect(ok.status == .success && ok.stdout.contains("\"Brass Desk Lamp\""))
    }

    @Test("A store that cannot be read is exit 74 with one line that says what to do: a file that is no database, a folder, the demo asked to fail")
    func unreadableStore() async throws {
        try await expectUnreadableStoreExit(["products"], ["products", "1"])
    }
}
