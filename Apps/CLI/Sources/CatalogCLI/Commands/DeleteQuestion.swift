import Foundation

/// Asks on the terminal whether to delete `item` (its kind and id, such as `purchase order
/// 7`), named by its `heading` too when it has one, and answers whether the reply was yes.
/// Without a terminal to ask on, a usage failure that points at `--yes`.
func confirmDelete(_ item: String, heading: String?, context: CLIContext) throws(CLIFailure) -> Bool {
    guard let ask = context.ask else {
        throw CLIFailure(message: "delete asks before it deletes, and there is no terminal to ask on; add --yes to delete without asking", status: .usage)
    }
    let answer = ask("Delete \(item)\(heading.map { ", “\($0)”" } ?? "")? [y/N] ")?.trimmingCharacters(in: .whitespaces).lowercased()
    return answer == "y" || answer == "yes"
}
