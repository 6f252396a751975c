import ArgumentParser
import Presentation

/// An id a command takes as a number, held to the id rule every address uses: one that
/// can name no item of `kind` (such as "a purchase order") is a usage error in the words
/// links and pages use.
func requireID(_ id: Int64, of kind: String) throws(ValidationError) {
    do {
        try DeepLinkError.requireID(id, of: kind)
    } catch {
        throw ValidationError(error.message)
    }
}
