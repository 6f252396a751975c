import ArgumentParser
import Foundation
import ScaffoldCore

/// `scaffold feature NAME --fields …`.
struct FeatureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feature",
        abstract: "Add a feature in every layer: entity, port and use cases, SQLite, PostgreSQL and remote repositories, view models, doubles, wiring, CLI command, web pages, API operations, and tests for each.",
        discussion: """
            NAME is the singular in UpperCamelCase, such as Order or SalesInvoice. --fields lists \
            name:Type pairs, such as "title:String total:Money placedAt:Date", with Type one of \
            String, String? (a text that may be left out), Int, Bool, Money (an amount and its \
            currency), Date (an instant, shown in UTC), Day (a day of the calendar, 2026-01-31) \
            or Enum(a,b,…) (one of the values listed, such as status:Enum(open,returned,lost)), \
            or another feature's name (book:Book), which refers to one of its items: stored as \
            its id under a foreign key, checked on every write, shown by its heading, and a \
            filter of the list. The feature referred to is one scaffold wrote with --writes. \
            A String field followed by unique (isbn:String unique) takes a value no other item has; \
            an Int is not negative unless it gives its range (pages:Int(1...), stars:Int(1...5)).

            Every file is a copy of the example feature, the catalog's purchase orders (or the copy \
            remove-sample kept in Tools/scaffold/Example): renamed, its field lines written for \
            each field of their type, and without its writes unless --writes. New files are \
            written beside the template's own; existing files get code only where they say \
            `scaffold:NAME` (see docs/scaffold.md). Nothing is overwritten. The API's code \
            is then generated anew from its OpenAPI document (Tools/openapi/generate.sh).
            """
    )

    @Argument(help: "The feature's name: a singular noun in UpperCamelCase.") var name: String
    @Option(help: "The fields, as name:Type pairs separated by spaces.") var fields: String
    @Option(help: "The plural, when adding an s is wrong (Person: --plural People).") var plural: String?
    @Flag(help: "Edit it too: create, update and delete over versions, with rules, in every layer.") var writes = false
    @Option(help: ArgumentHelp("What deleting an item a reference field refers to does: restrict (refused while one refers to it) or cascade (deletes those that do).", valueName: "rule"))
    var onDelete: DeleteRule = .restrict
    @Option(help: "The template's root folder.") var packagePath = "."
    @Flag(help: "Change a work tree that has uncommitted changes.") var allowDirty = false
    @Flag(help: "List what would be written and write nothing.") var dryRun = false
    @Flag(help: "Do not regenerate the API's code afterwards.") var skipGenerate = false

    func run() throws {
        do throws(ScaffoldError) {
            let feature = try FeatureName(name, plural: plural)
            let scaffold = try FeatureScaffold(root: packagePath, name: feature, fields: try FeatureField.parse(fields), writes: writes, cascadesOnDelete: onDelete == .cascade)
            let plan = try scaffold.plan()
            if !dryRun && !allowDirty { try WorkTree.requireClean(root: packagePath) }
            for path in plan.created.keys.sorted() { print("create \(path)") }
            for path in plan.edited.keys.sorted() { print("edit   \(path)") }
            guard !dryRun else { return }
            try scaffold.apply(plan)
            if !skipGenerate { try APIGenerator.run(packagePath: packagePath, after: "the feature's files are written") }
            print("scaffold: added \(feature.plural); now `swift build && swift test`")
        } catch {
            FileHandle.standardError.write(Data("scaffold: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// What `--on-delete` takes.
enum DeleteRule: String, ExpressibleByArgument, CaseIterable {
    case restrict, cascade
}
