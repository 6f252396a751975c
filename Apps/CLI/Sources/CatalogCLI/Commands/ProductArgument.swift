import ArgumentParser
import Presentation

/// A product id given on the command line, read by the id rule every address uses.
enum ProductArgument {
    static func id(_ text: String) throws(ValidationError) -> Int64 {
        do {
            return try ProductRoute.id(text)
        } catch {
            throw ValidationError(error.message)
        }
    }
}
