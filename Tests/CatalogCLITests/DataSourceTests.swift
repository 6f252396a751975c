import CatalogCLI
import Foundation
import TestSupport
import Testing

@Suite("catalog data sources and their failures")
struct DataSourceTests {
    @Test("--database creates, seeds and then reuses the file")
    func databaseFile() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("shop/catalog.sqlite")
        let first = await catalog("list", "--page-size", "1", "--database", path)
        #expect(first.status == .success && first.stdout.contains("600 products"))
        #expect(FileManager.default.fileExists(atPath: path))
        let second = await catalog("list", "--page-size", "1", "--database", path)
        #expect(second.stdout == first.stdout)
    }

    @Test("Without a flag, the database is the environment's (CATALOG_DATABASE, else DATABASE_URL), else the settings file's; a flag wins")
    func databaseFromSettings() async throws {
        let directory = try TemporaryDirectory()
        let own = directory.file("own.sqlite"), hosted = directory.file("hosted.sqlite"), filed = directory.file("filed.sqlite")
        let settings = directory.file("settings.json")
        try Data(#"{"database": "\#(filed)"}"#.utf8).write(to: URL(fileURLWithPath: settings))
        let fromBoth = await catalog("list", "--page-size", "1", environment: ["CATALOG_DATABASE": own, "DATABASE_URL": hosted])
        #expect(fromBoth.status == .success && FileManager.default.fileExists(atPath: own) && !FileManager.default.fileExists(atPath: hosted))
        let fromFile = await catalog("list", "--page-size", "1", "--config", settings)
        #expect(fromFile.status == .success && FileManager.default.fileExists(atPath: filed))
        let flag = directory.file("flag.sqlite")
        let flagWins = await catalog(
            "list", "--page-size", "1", "--database", flag,
            environment: ["CATALOG_DATABASE": hosted, "CATALOG_REMOTE": "http://127.0.0.1:9", "CATALOG_CONFIG": "/nonexistent/settings.json"]
        )
        #expect(flagWins.status == .success && FileManager.default.fileExists(atPath: flag) && !FileManager.default.fileExists(atPath: hosted))
    }

    @Test("A server named in the environment is checked as the flag is, and its token too", arguments: [
        (["CATALOG_REMOTE": "ftp://example.org"], "--remote (CATALOG_REMOTE) is “ftp://example.org”, not an http:// or https:// URL"),
        (["CATALOG_REMOTE": "http://example.org", "CATALOG_TOKEN": "t0ken-0123456789abcdef"],
         "A token would cross the network in the clear to http://example.org: use an https:// URL, or a server on this machine"),
        (["CATALOG_CONFIG": "/nonexistent/settings.json"], "The settings file cannot be read"),
        (["CATALOG_TOKEN": "t0ken-0123456789abcdef", "CATALOG_REMOTE": "http://10.0.0.9:8080"],
         "A token would cross the network in the clear to http://10.0.0.9:8080"),
    ])
    func remoteFromSettings(environment: [String: String], message: String) async {
        let run = await catalog(arguments: ["list"], environment: environment)
        #expect(run.status == .usage)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!run.stderr.contains("t0ken-0123456789abcdef"))
    }

    @Test("--remote goes through the proxy the CLI's environment names; one it cannot use is exit 74, named without its password")
    func proxyFromEnvironment() async {
        let run = await catalog("list", "--remote", "https://catalog.example", environment: ["https_proxy": "socks5://ann:hunter2@proxy.test:1080"])
        #expect(run.status == .storageUnavailable)
        #expect(run.stderr.contains("https_proxy (“socks5://…@proxy.test:1080”) is not an http:// proxy"), "\(run.stderr)")
        #expect(!run.stderr.contains("hunter2"))
    }

    @Test("A file that is not a database is exit 74 with what to do")
    func corruptDatabase() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("notes.txt")
        try Data(String(repeating: "not sqlite\n", count: 500).utf8).write(to: URL(fileURLWithPath: path))
        let run = await catalog("list", "--database", path)
        #expect(run.status == .storageUnavailable)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("\(path) is not a SQLite database; choose another file or move this one away"))
    }

    @Test("A database path that is a folder is exit 74")
    func unreadableDatabase() async throws {
        let directory = try TemporaryDirectory()
        let run = await catalog("show", "1", "--database", directory.path)
        #expect(run.status == .storageUnavailable)
        #expect(run.stderr.contains("cannot open the database at \(directory.path)"))
    }

    @Test("--demo serves the fixture catalog; --fail makes it fail with exit 74")
    func demo() async {
        let ok = await catalog("list", "--demo", "--search", "brass", "--json")
        #expect(ok.status == .success && ok.stdout.contains("\"Brass Desk Lamp\""))
        let failing = await catalog("show", "1", "--demo", "--fail")
        #expect(failing.status == .storageUnavailable)
        #expect(failing.stderr.contains("the demo data was asked to fail (--fail)"))
    }

    @Test("Conflicting or out-of-range data-source options are usage errors that say which", arguments: [
        (["--in-memory", "--database", "x.sqlite"], "choose one of --database, --in-memory, --remote and --demo"),
        (["--demo", "--in-memory"], "choose one of --database, --in-memory, --remote and --demo"),
        (["--delay", "1"], "--delay and --fail only apply with --demo"),
        (["--fail"], "--delay and --fail only apply with --demo"),
        (["--demo", "--delay=-1"], "--delay must be between 0 and 60 seconds"),
        (["--demo", "--delay", "61"], "--delay must be between 0 and 60 seconds"),
        (["--remote", "ftp://example.org"], "is not an http:// or https:// URL"),
        (["--remote", "http://example.org", "--token", "t0ken-0123456789abcdef"],
         "A token would cross the network in the clear to http://example.org: use an https:// URL, or a server on this machine"),
        // A scheme in capitals is still plain http; a name that starts as a loopback address does is not one.
        (["--remote", "HTTP://example.org", "--token", "t0ken-0123456789abcdef"], "A token would cross the network in the clear to HTTP://example.org"),
        (["--remote", "http://127.example.org", "--token", "t0ken-0123456789abcdef"], "A token would cross the network in the clear to http://127.example.org"),
    ])
    func conflicts(options: [String], message: String) async {
        let run = await catalog(arguments: ["list"] + options)
        #expect(run.status == .usage)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
