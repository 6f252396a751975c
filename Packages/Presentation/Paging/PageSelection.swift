import Domain

/// Which page of a list a screen shows. Apps build it from their own input (flags,
/// query strings, key presses); it holds the Domain's `PageRequest`, so that the names,
/// defaults and bounds of a page have one definition for every list.
public struct PageSelection: Hashable, Sendable {
    var request: PageRequest

    public static let defaultPageSize = PageRequest.defaultPageSize
    public static let maximumPageSize = PageRequest.maximumPageSize

    public init(page: Int = 1, pageSize: Int = PageSelection.defaultPageSize) {
        request = PageRequest(page: page, pageSize: pageSize)
    }


    /// The pairs that describe the page, defaults left out.
    public var parameters: [(name: String, value: String)] { request.parameters }

    /// 1-based.
    public var page: Int {
        get { request.page }
        set { request.page = newValue }
    }

    public var pageSize: Int {
        get { request.pageSize }
        set { request.pageSize = newValue }
    }

    /// Each parameter's name, for apps that declare them one by one (command-line options).
    public enum ParameterName {
        public static let page = PageRequest.Parameter.page.name
        public static let pageSize = PageRequest.Parameter.pageSize.name
    }
}
