import ArgumentParser
import Presentation

/// A list's options as the command line gave them, by their wire names, read by the list's
/// grammar (`read`, a list's `…Selection.init(parameters:)`): an option not given is
/// left out, and a malformed value is a usage error in the words links and pages use.
func readGiven<Selection>(
    _ given: [(name: String, value: String?)],
    by read: ([(name: String, value: String)]) throws(DeepLinkError) -> Selection
) throws(ValidationError) -> Selection {
    do {
        return try read(given.compactMap { name, value in value.map { (name, $0) } })
    } catch {
        throw ValidationError(error.message)
    }
}

/// Refuses a list's option given beside an item's id: the id names one item, and the
/// option would go unread. `plural` names the items as the message says them.
func refuseListOptions(_ given: [(name: String, value: String?)], besideID id: String?, of plural: String) throws(ValidationError) {
    guard id != nil, let option = given.first(where: { $0.value != nil }) else { return }
    throw ValidationError("--\(option.name) is for a page of \(plural), not for one by its id")
}
