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
