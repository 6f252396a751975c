/// Why a query was turned down. The description says it for a person, with the fix.
public enum InvalidQueryReason: Error, Hashable, Sendable, CustomStringConvertible {
    case pageOutOfRange(Int)
    case pageSizeOutOfRange(Int, maximum: Int)
    case textTooLong(length: Int, maximum: Int)
    case malformedCategory(String)
    case malformedProductID(String)
    case unknownParameter(String)
    case repeatedParameter(ProductQuery.Parameter)
    case malformedParameter(ProductQuery.Parameter, value: String)

    public var description: String {
        switch self {
        case .pageOutOfRange(let page):
            "Page \(page) does not exist: pages are numbered from 1 to \(ProductQuery.maximumPage)."
        case .pageSizeOutOfRange(let size, let maximum):
            "A page size of \(size) is out of range: choose 1 to \(maximum)."
        case .textTooLong(let length, let maximum):
            "The search text has \(length) characters; use at most \(maximum)."
        case .malformedCategory(let category):
            "“\(category)” is not a category: categories are lowercase letters, digits and dashes, such as “home-office”."
        case .malformedProductID(let id):
            "“\(id)” is not a product id; \(ProductID.rule)."
        case .unknownParameter(let name):
            "“\(name)” is not a parameter; use \(Self.list(ProductQuery.Parameter.allCases.map(\.name)))."
        case .repeatedParameter(let parameter):
            "“\(parameter.name)” is given more than once; give each parameter once."
        case .malformedParameter(.sort, let value):
            "“\(value)” is not a sort order; use \(Self.list(ProductSort.allCases.map(\.rawValue)))."
        case .malformedParameter(.page, let value):
            "“\(value)” is not a page number; pages are whole numbers from 1."
        case .malformedParameter(.pageSize, let value):
            "“\(value)” is not a page size; choose a whole number from 1 to \(ProductQuery.maximumPageSize)."
        case .malformedParameter(let parameter, let value):
            "“\(value)” is not a valid \(parameter.name)."
        }
    }

    private static func list(_ names: [String]) -> String {
        names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
