extension FeatureField {
    /// The field's type in view data: text, except for numbers and flags, which stay
    /// values so that JSON can carry them as such, and dates, which JSON writes as the API does.
    var viewType: String {
        switch kind {
        case .date: "TimestampViewData"
        case .string, .money: "String"
        case .int: "Int"
        case .bool: "Bool"
        }
    }

    /// The view data's value, from the Domain value `value`.
    func toView(_ value: String) -> String {
        switch kind {
        case .string, .int, .bool: "\(value).\(name)"
        case .money: "PriceFormatter.string(for: \(value).\(name))"
        case .date: "TimestampViewData(\(value).\(name))"
        }
    }

    /// The view data's value as text for a person.
    var asText: String {
        switch kind {
        case .string, .money: name
        case .date: "\(name).shown"
        case .int: "String(\(name))"
        case .bool: "\(name) ? \"Yes\" : \"No\""
        }
    }
}

extension FeatureTemplate {
    func viewData() -> String {
        let heading = titleField.map { "\(value).\($0.name)" } ?? "\"\(name.singularTitle) \\(\(value).id)\""
        return #"""
        import Domain

        /// \#(FeatureName.upperFirst(anItem)), ready to show: as a row of a list and on its own screen.
        public struct \#(type)ViewData: Identifiable, Hashable, Sendable {
            public let id: Int64
            /// What names it in titles.
            public let heading: String
            \#(each(4) { "public let \($0.name): \($0.viewType)" })
            /// Its own screen, where selecting its row leads.
            public let route: Route\#(writes ? "\n    /// The version it was read at: what an edit or a delete over it names.\n    public let version: Int" : "")

            /// The fields in the order screens show them, with their labels.
            public enum Field: String, CaseIterable, Sendable {
                case \#(list { $0.name })

                public var label: String {
                    switch self {
                    \#(each(12) { "case .\($0.name): \"\($0.label)\"" })
                    }
                }
            }

            public init(id: Int64, heading: String, \#(list { "\($0.name): \($0.viewType)" }), route: Route\#(writes ? ", version: Int" : "")) {
                self.id = id
                self.heading = heading
                \#(each(8) { "self.\($0.name) = \($0.name)" })
                self.route = route\#(writes ? "\n        self.version = version" : "")
            }

            init(_ \#(value): \#(type)) {
                self.init(
                    id: \#(value).id.rawValue,
                    heading: \#(heading),
                    \#(each(12) { "\($0.name): \($0.toView(value))," })
                    route: .\#(value)Detail(id: \#(value).id.rawValue)\#(writes ? ",\n            version: \(value).version" : "")
                )
            }

            /// A field's value as text for a person.
            public func text(_ field: Field) -> String {
                switch field {
                \#(each(8) { "case .\($0.name): \($0.asText)" })
                }
            }
        }

        """#
    }

    func listViewData() -> String {
        #"""
        import Domain

        /// One page of \#(name.pluralWords), ready to show.
        public struct \#(type)ListViewData: Hashable, Sendable {
            public let title: String
            public let rows: [\#(type)ViewData]
            /// Such as `3 \#(name.pluralWords)`, counting every page.
            public let totalLabel: String
            public let paging: PagingViewData

            public init(title: String, rows: [\#(type)ViewData], totalLabel: String, paging: PagingViewData) {
                self.title = title
                self.rows = rows
                self.totalLabel = totalLabel
                self.paging = paging
            }

            init(_ page: Page<\#(type)>) {
                self.init(
                    title: "\#(name.pluralTitle)",
                    rows: page.items.map(\#(type)ViewData.init),
                    totalLabel: page.totalCount == 1 ? "1 \#(name.singularWords)" : "\(page.totalCount) \#(name.pluralWords)",
                    paging: PagingViewData(page) { .\#(value)List($0) }
                )
            }
        }

        """#
    }

    func listState() -> String {
        #"""
        /// Everything the \#(name.singularWords) list shows. Its one owner is `\#(type)ListViewModel`.
        public struct \#(type)ListState: Equatable, Sendable {
            public var content: LoadState<\#(type)ListViewData>

            public init(content: LoadState<\#(type)ListViewData> = .idle) {
                self.content = content
            }
        }

        """#
    }

    func listViewModel() -> String {
        #"""
        import Domain
        import Observation

        /// The \#(name.singularWords) list's logic: load a page of \#(name.pluralWords), retry, refresh.
        @Observable
        public final class \#(type)ListViewModel: LoadingScreen {
            \#(actions(keeping: name.pluralWords))

            public private(set) var state = \#(type)ListState()
            public var content: LoadState<\#(type)ListViewData> { state.content }
            /// The list's pages, for apps that turn them by route.
            public var paging: PagingViewData? { state.content.viewData?.paging }
            /// The page this list shows.
            public let selection: PageSelection

            @ObservationIgnored private let list\#(types): any List\#(types)UseCase
            /// Counts loads so that an answer overtaken by a newer load is dropped.
            @ObservationIgnored private var loadCount = 0

            public init(list\#(types): any List\#(types)UseCase, selection: PageSelection = PageSelection()) {
                self.list\#(types) = list\#(types)
                self.selection = selection
            }

            \#(sendMethod)

            private func load(keepingContent: Bool) async {
                loadCount += 1
                let thisLoad = loadCount
                state.content = .loading(previous: keepingContent ? state.content.viewData : nil)
                let content: LoadState<\#(type)ListViewData>
                do {
                    let page = try await list\#(types).execute(selection.request)
                    if !page.items.isEmpty {
                        content = .loaded(\#(type)ListViewData(page))
                    } else if page.totalCount > 0 {
                        content = .empty(EmptyViewData(pastTheEndOf: page))
                    } else {
                        content = .empty(EmptyViewData(title: "No \#(name.pluralWords)", message: "There are no \#(name.pluralWords) yet."))
                    }
                } catch {
                    content = .failed(ErrorViewData(error))
                }
                guard thisLoad == loadCount else { return }
                state.content = content
            }
        }

        """#
    }

    func detailState() -> String {
        #"""
        /// Everything \#(anItem)'s screen shows. Its one owner is `\#(type)DetailViewModel`.
        public struct \#(type)DetailState: Equatable, Sendable {
            public let \#(value)ID: Int64
            public var content: LoadState<\#(type)ViewData>

            public init(\#(value)ID: Int64, content: LoadState<\#(type)ViewData> = .idle) {
                self.\#(value)ID = \#(value)ID
                self.content = content
            }
        }

        """#
    }

    func detailViewModel() -> String {
        #"""
        import Domain
        import Observation

        /// The \#(name.singularWords) screen's logic: load one \#(name.singularWords), retry, refresh.
        @Observable
        public final class \#(type)DetailViewModel: LoadingScreen {
            \#(actions(keeping: name.singularWords))

            public private(set) var state: \#(type)DetailState
            public var content: LoadState<\#(type)ViewData> { state.content }

            @ObservationIgnored private let get\#(type): any Get\#(type)UseCase
            @ObservationIgnored private var loadCount = 0

            public init(get\#(type): any Get\#(type)UseCase, \#(value)ID: Int64) {
                self.get\#(type) = get\#(type)
                self.state = \#(type)DetailState(\#(value)ID: \#(value)ID)
            }

            \#(sendMethod)

            private func load(keepingContent: Bool) async {
                loadCount += 1
                let thisLoad = loadCount
                state.content = .loading(previous: keepingContent ? state.content.viewData : nil)
                let content: LoadState<\#(type)ViewData>
                do {
                    content = .loaded(\#(type)ViewData(try await get\#(type).execute(id: \#(type)ID(state.\#(value)ID))))
                } catch {
                    content = .failed(ErrorViewData(error))
                }
                guard thisLoad == loadCount else { return }
                state.content = content
            }
        }

        """#
    }

    /// What every screen's view model is sent; `shown` names what a refresh keeps on screen.
    private func actions(keeping shown: String) -> String {
        indented(4, #"""
        public enum Action: LoadingAction, Equatable, Sendable {
            case load
            /// After a failure that may pass, try again.
            case retry
            /// Load again, keeping the \#(shown) on screen meanwhile.
            case refresh
        }
        """#)
    }

    /// Every screen's view model takes its actions the same way.
    private var sendMethod: String {
        indented(4, #"""
        public func send(_ action: Action) async {
            switch action {
            case .load:
                await load(keepingContent: false)
            case .retry:
                guard case .failed(let error) = state.content, error.canRetry else { return }
                await load(keepingContent: false)
            case .refresh:
                await load(keepingContent: true)
            }
        }
        """#)
    }

    /// Shared by every feature with a date field; written once, in a file of its own so
    /// that a fork whose `TimestampText` came before it gets it too.
    static func timestampViewData() -> String {
        #"""
        import Domain
        import Foundation

        /// A timestamp in view data: `shown` as people read it, and in JSON as the API writes
        /// it, so that a script reads one date format from the CLI and the API.
        public struct TimestampViewData: Hashable, Sendable, Encodable {
            /// Such as `2026-11-22 18:05 UTC`.
            public let shown: String
            /// Such as `2026-11-22T18:05:00Z`: RFC 3339 in UTC, written as the API writes it.
            public let internetTime: String

            public init(_ timestamp: Timestamp) {
                shown = TimestampText.describe(timestamp)
                internetTime = Date(timeIntervalSince1970: TimeInterval(timestamp.secondsSince1970)).formatted(.iso8601)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(internetTime)
            }
        }

        """#
    }

    /// Shared by every feature with a date field; written once.
    static func timestampText() -> String {
        #"""
        import Domain

        /// A timestamp as people read it the world over: `2026-11-22 18:05 UTC`. Computed
        /// from the count of days, so that no locale or time zone of the machine shows through.
        public enum TimestampText {
            public static func describe(_ timestamp: Timestamp) -> String {
                let seconds = timestamp.secondsSince1970
                let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
                let secondOfDay = seconds - days * 86_400
                let (year, month, day) = civilDate(daysSince1970: days)
                return "\(year)-\(twoDigits(month))-\(twoDigits(day)) \(twoDigits(secondOfDay / 3_600)):\(twoDigits(secondOfDay % 3_600 / 60)) UTC"
            }

            /// The proleptic Gregorian date of a day count (H. Hinnant's `civil_from_days`).
            static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
                let shifted = days + 719_468
                let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
                let dayOfEra = shifted - era * 146_097
                let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
                let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
                let monthIndex = (5 * dayOfYear + 2) / 153
                let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
                let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
                return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
            }

            private static func twoDigits(_ value: Int64) -> String {
                value < 10 ? "0\(value)" : "\(value)"
            }
        }

        """#
    }

    /// The feature's line in `FeatureRoutes.all`.
    var featureRoute: String { "\(type)Route.self," }

    func route() -> String {
        #"""
        /// The \#(name.singularWords) screens: `/\#(slug)`, paged by its query, and `/\#(slug)/42`, one \#(name.singularWords).
        public enum \#(type)Route: FeatureRoute {
            case list(PageSelection)
            case detail(id: Int64)

            public static let segment = "\#(slug)"
            public static let depth = 2
            public static let homeSection: HomeViewData.Section? = .init(title: "\#(name.pluralTitle)", route: .\#(value)List(PageSelection()))

            public init(address: RouteAddress) throws(DeepLinkError) {
                switch address.segments.count {
                case 1:
                    self = .list(try PageSelection(parameters: address.pairs))
                case 2:
                    try address.requireNoQuery()
                    self = .detail(id: try address.id(at: 1, of: "\#(anItem)"))
                default:
                    throw address.unknownPath
                }
            }

            public var address: RouteAddress {
                switch self {
                case .list(let selection):
                    RouteAddress(segments: [Self.segment], query: selection.parameters.map { RouteAddress.Pair(name: $0.name, value: $0.value) })
                case .detail(let id):
                    RouteAddress(segments: [Self.segment, String(id)])
                }
            }
        }

        extension Route {
            public static func \#(value)List(_ selection: PageSelection) -> Route { \#(type)Route.list(selection).route }
            public static func \#(value)Detail(id: Int64) -> Route { \#(type)Route.detail(id: id).route }
        }

        """#
    }
}
