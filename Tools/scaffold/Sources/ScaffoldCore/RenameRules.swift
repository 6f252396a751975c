import Foundation

/// Where the template's product name appears, as rules over text: each finds one
/// spelling of the old name in one kind of place and writes the new one. Words that name
/// the sample feature (the catalog of products: `SampleCatalog`, "the
/// catalog") are not the product's name and match none of them.
struct RenameRules {
    let rules: [(pattern: NSRegularExpression, template: String)]

    init(from old: ProductName, to new: ProductName) {
        let (o, n) = (NSRegularExpression.escapedPattern(for: old.display), NSRegularExpression.escapedTemplate(for: new.display))
        let (os, ns) = (NSRegularExpression.escapedPattern(for: old.slug), NSRegularExpression.escapedTemplate(for: new.slug))
        let (oc, nc) = (old.constant, new.constant)
        let (oi, ni) = (old.identifier, new.identifier)
        let (ol, nl) = (NSRegularExpression.escapedPattern(for: old.lowerCamel), NSRegularExpression.escapedTemplate(for: new.lowerCamel))
        let sources: [(String, String)] = [
            // Names made from the product's in strings: "catalog-tests", "catalog.postgres", "catalog_test_".
            // First, so that no rule below has written a new name these would read again
            // (a new name that starts with the old one, CatalogPro, would grow twice).
            (#"(?<=")\#(os)(?=[-.][a-z])"#, ns),
            (#"(?<=")\#(oi)(?=_[a-z])"#, ni),
            // The apps' modules, test targets and command types: CatalogCLI, CatalogServerTests, CatalogCommand, …
            (#"(?<![A-Za-z0-9])\#(o)(CLI|CLITests|Command|Server|ServerTests|ServerCommand)(?![A-Za-z0-9])"#, n + "$1"),
            // The server's executable, and its folder.
            (#"(?<![A-Za-z0-9_-])\#(os)-server(?![A-Za-z0-9_])"#, ns + "-server"),
            // Environment variables: CATALOG_TOKEN.
            (#"(?<![A-Za-z0-9_])\#(oc)_(?=[A-Z])"#, nc + "_"),
            // The deep-link scheme, and the CLI's message prefix: catalog://…, "catalog: …".
            (#"(?<![A-Za-z0-9_-])\#(os)://"#, ns + "://"),
            (#"(?<![A-Za-z0-9_-])\#(os.uppercased())://"#, ns.uppercased() + "://"),
            (#"(?<=")\#(os):"#, ns + ":"),
            // The executable, scheme and folder as strings: "catalog", and the package: "Catalog".
            (#""\#(os)""#, "\"" + ns + "\""),
            (#""\#(o)""#, "\"" + n + "\""),
            // The database file.
            (#"(?<![A-Za-z0-9_-])\#(os)\.sqlite"#, ns + ".sqlite"),
            // The CLI in a command line: swift run catalog, 'catalog --help', catalog products …
            (#"(?<=swift run )\#(os)(?![A-Za-z0-9_-])"#, ns),
            (#"(?<=['`])\#(os)(?=[ `])"#, ns),
            (#"(?<![A-Za-z0-9_/.-])\#(os)(?= (products|open|categories|--[a-z]))"#, ns),
            // The CLI tests' function that runs the app: func catalog(_ arguments: …), await catalog("products").
            (#"(?<![A-Za-z0-9_.])\#(ol)\((?=[_a-z"\n])"#, nl + "("),
            // Paths: Sources/catalog, .build/debug/catalog, $XDG_DATA_HOME/catalog/, …/Application Support/Catalog/.
            (#"(?<=/)\#(os)(?=[/\s"'`)]|$)"#, ns),
            (#"(?<=Support/)\#(o)(?=/)"#, n),
            // YAML lists: [CatalogCLI, catalog, …].
            (#"(?<=[\[, ])\#(os)(?=[,\]])"#, ns),
            // archlint graph's node ids: n_catalog, n_catalog_server.
            (#"(?<=n_)\#(oi)(?=_server(?![A-Za-z0-9_])|(?![A-Za-z0-9_]))"#, ni),
            // Titles: <title>… · Catalog</title>, the brand link, the README's heading.
            (#"(?<=>|· )\#(o)(?=<)"#, n),
            (#"(?m)^# \#(o)(?=[: ])"#, "# " + n),
            // The API document's title: Catalog API.
            (#"(?<=title: )\#(o)(?= API)"#, n),
            // The API document's tag for the app's operations, which the generator's filter names.
            (#"(?m)(?<=- name: )\#(os)$"#, ns),
        ]
        // The patterns are constants of this file: one that does not compile is a bug the tests show.
        rules = sources.compactMap { source, template in
            (try? NSRegularExpression(pattern: source)).map { ($0, template) }
        }
    }

    /// `text` with every rule applied.
    func apply(to text: String) -> String {
        rules.reduce(text) { text, rule in
            rule.pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: rule.template)
        }
    }

    /// A file or folder name with the product's name changed: CatalogCLI, catalog, catalog-server.
    func apply(toPathComponent component: String) -> String {
        apply(to: "/" + component + "/").dropFirst().dropLast().description
    }
}
