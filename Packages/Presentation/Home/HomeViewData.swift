/// The home screen: every section of the app, each a way into its first screen. An app
/// without sections still has a home, which says so.
public struct HomeViewData: Hashable, Sendable {
    public struct Section: Hashable, Sendable {
        public let title: String
        public let route: Route

        public init(title: String, route: Route) {
            self.title = title
            self.route = route
        }
    }

    public let title: String
    public let sections: [Section]

    public init(title: String, sections: [Section]) {
        self.title = title
        self.sections = sections
    }

    /// What the home screen says when there is no section to list.
    public var emptyMessage: String? {
        sections.isEmpty ? "Nothing to show yet: each feature adds its section here." : nil
    }

    /// The app's sections, in the order the features are registered (`FeatureRoutes`).
    public static let standard = HomeViewData(title: "Home", sections: FeatureRoutes.all.compactMap { $0.homeSection })
}

extension HomeViewData: Screen {
    public func load() async {}
    public func refresh() async {}
}
