import ArgumentParser
import Presentation

/// The id a command's argument spells, read by the id rule every address uses: text that
/// names no item of `kind` (such as "a purchase order") is a usage error in the words
/// links and pages use.
func commandID(_ text: String, of kind: String) throws(ValidationError) -> Int64 {
    do {
        return try RouteAddress.id(text, of: kind)
    } catch {
        throw ValidationError(error.message)
    }
}
