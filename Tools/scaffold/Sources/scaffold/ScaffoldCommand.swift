import ArgumentParser
import Foundation
import ScaffoldCore

/// `scaffold`: turns the template into a fork's own product.
struct ScaffoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Add features to the template and turn it into your product.",
        subcommands: [FeatureCommand.self, RenameCommand.self, RemoveSampleCommand.self]
    )
}

/// `scaffold rename NAME`.
struct RenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename the product: executables, app modules and folders, database file, link scheme, environment variables, titles, docs and CI.",
        discussion: "NAME is UpperCamelCase, such as Shop or PetStore: executables become shop and shop-server (pet-store, pet-store-server), modules ShopCLI and ShopServer, the token variable SHOP_TOKEN. Running it again with the same name changes nothing."
    )

    @Argument(help: "The product's new name, in UpperCamelCase.") var name: String
    @Option(help: "The template's root folder.") var packagePath = "."
    @Flag(help: "Change a work tree that has uncommitted changes.") var allowDirty = false
    @Flag(help: "List what would change and change nothing.") var dryRun = false

    func run() throws {
        do throws(ScaffoldError) {
            let rename = try Rename(root: packagePath, to: ProductName(name))
            let plan = try rename.plan()
            guard !plan.isEmpty else {
                print("scaffold: the product is already named \(rename.new); nothing to change")
                return
            }
            if !dryRun && !allowDirty { try WorkTree.requireClean(root: packagePath) }
            for path in plan.rewrites.keys.sorted() { print("rewrite \(path)") }
            for move in plan.moves { print("move    \(move.from) → \(move.to)") }
            guard !dryRun else { return }
            try rename.apply(plan)
            print("scaffold: renamed \(rename.old) to \(rename.new); now `swift run \(rename.new.slug) --help`")
        } catch {
            FileHandle.standardError.write(Data("scaffold: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
