import CatalogCLI
import Testing

/// The data-source options every command takes, read before any data is: on `catalog`
/// itself, so that they are tested whatever features the product has.
@Suite("`catalog`'s data-source options")
struct SourceOptionsTests {
    @Test("A server named in the environment is checked as the flag is, and its token too", arguments: [
        (["CATALOG_REMOTE": "ftp://example.org"], "--remote (CATALOG_REMOTE) is “ftp://example.org”, not an http:// or https:// URL"),
        (["CATALOG_REMOTE": "http://example.org", "CATALOG_TOKEN": "t0ken-0123456789abcdef"],
         "A token would cross the network in the clear to http://example.org: use an https:// URL, or a server on this machine"),
        (["CATALOG_CONFIG": "/nonexistent/settings.json"], "The settings file cannot be read"),
        (["CATALOG_TOKEN": "t0ken-0123456789abcdef", "CATALOG_REMOTE": "http://10.0.0.9:8080"],
         "A token would cross the network in the clear to http://10.0.0.9:8080"),
    ])
    func remoteFromSettings(environment: [String: String], message: String) async {
        let run = await catalog(arguments: [], environment: environment)
        #expect(run.status == .usage)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!run.stderr.contains("t0ken-0123456789abcdef"))
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
        let run = await catalog(arguments: options)
        #expect(run.status == .usage)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
