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
    ])
    func conflicts(options: [String], message: String) async {
        let run = await catalog(arguments: ["list"] + options)
        #expect(run.status == .usage)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
