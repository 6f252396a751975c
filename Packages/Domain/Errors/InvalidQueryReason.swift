/// Why a query was turned down. The description says it for a person, with the fix.
public enum InvalidQueryReason: Error, Hashable, Sendable, CustomStringConvertible {
    case pageOutOfRange(Int)
    case pageSizeOutOfRange(Int, maximum: Int)
    /// A name the query does not take; `known` lists the ones it does.
    case unknownParameter(String, known: [String])
    case repeatedParameter(String)
    case malformedParameter(String, value: String)
    /// A query that is not spelled as `QueryString` reads one.
    case malformedQuery
    /// An id that `EntityID`'s rule does not read, as it was given.
    case malformedID(String)
    // sample:begin
    case textTooLong(length: Int, maximum: Int)
    case tooManyWords(count: Int, maximum: Int)
    case malformedCategory(String)
    // sample:end

    public var description: String {
        switch self {
        case .pageOutOfRange(let page):
            "Page \(page) does not exist: pages are numbered from 1 to \(PageRequest.maximumPage)."
        case .pageSizeOutOfRange(let size, let maximum):
            "A page size of \(size) is out of range: choose 1 to \(maximum)."
        case .unknownParameter(let name, let known) where known.isEmpty:
            "“\(name)” is not a parameter; this address takes none."
        case .unknownParameter(let name, let known):
            "“\(name)” is not a parameter; use \(Self.list(known))."
        case .repeatedParameter(let name):
            "“\(name)” is given more than once; give each parameter once."
        case .malformedParameter(PageRequest.Parameter.page.name, let value):
            "“\(value)” is not a page number; pages are whole numbers from 1."
        case .malformedParameter(PageRequest.Parameter.pageSize.name, let value):
            "“\(value)” is not a page size; choose a whole number from 1 to \(PageRequest.maximumPageSize)."
        // sample:begin
        case .malformedParameter(ProductQuery.Parameter.sort.name, let value):
            "“\(value)” is not a sort order; use \(Self.list(ProductSort.allCases.map(\.rawValue)))."
        case .textTooLong(let length, let maximum):
            "The search text has \(length) characters; use at most \(maximum)."
        case .tooManyWords(let count, let maximum):
            "The search has \(count) words; use at most \(maximum)."
        case .malformedCategory(let category):
            "“\(category)” is not a category: categories are lowercase letters, digits and dashes, such as “home-office”."
        // sample:end
        case .malformedParameter(let name, let value):
            "“\(value)” is not a valid \(name)."
        case .malformedID(let id):
            "“\(id)” is not an id; \(EntityID<Void>.rule)."
        case .malformedQuery:
            "The query is not spelled right: a “%” begins an escape of two hexadecimal digits, and the text must be UTF-8."
        }
    }

    private static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
