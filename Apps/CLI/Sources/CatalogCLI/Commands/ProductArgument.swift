import ArgumentParser
import Presentation

/// A product id given on the command line, read by the id rule every address uses.
enum ProductArgument {
    static func id(_ text: String) throws(ValidationError) -> Int64 {
        do {
            guard case .productDetail(let id) = try RouteAddress(segments: ["products", text]).route() else {
                throw ValidationError("“\(text)” is not a product id")
            }
            return id
        } catch let error as DeepLinkError {
            throw ValidationError(error.message)
        } catch {
            throw ValidationError("“\(text)” is not a product id")
        }
    }
}
