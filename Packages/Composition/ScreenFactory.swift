import Presentation

/// Makes each screen's view model from the container's use cases. Apps ask it for
/// screens and never see the use cases themselves; each feature's screens are made in a
/// file of the feature's (`ScreenFactory+Orders.swift` for orders).
public struct ScreenFactory: Sendable {
    let container: AppContainer

    /// The view model of `route`'s screen: home's, or the one its feature makes. A route
    /// whose feature makes none (a `ScreenRoute` conformance left out) gets a `NoScreen`,
    /// which no app can draw, so that the mistake shows as an error wherever it is opened.
    public func screen(for route: Route) -> any Screen {
        if route.feature is HomeRoute { return HomeViewData.standard }
        return (route.feature as? any ScreenRoute)?.screen(from: self) ?? NoScreen(route: route)
    }
}

/// The screen of a route no feature makes a screen for: it shows nothing, and no app has a
/// view for it.
public struct NoScreen: Screen {
    public let route: Route

    public func load() async {}
    public func refresh() async {}
}

/// A feature's routes, as the factory makes their screens: each feature's route conforms
/// in the file that makes its screens.
protocol ScreenRoute: FeatureRoute {
    func screen(from screens: ScreenFactory) -> any Screen
}
