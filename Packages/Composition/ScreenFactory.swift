import Presentation

/// Makes each screen's view model from the container's use cases. Apps ask it for
/// screens and never see the use cases themselves; each feature's screens are made in a
/// file of the feature's (`ScreenFactory+Orders.swift` for orders).
public struct ScreenFactory: Sendable {
    let container: AppContainer

    /// The view model of `route`'s screen.
    public func screen(for route: Route) -> any Screen {
        switch route.feature {
        // sample:begin
        case let route as ProductRoute: screen(for: route)
        case let route as CategoryRoute: screen(for: route)
        // sample:end
        // scaffold:route-screens
        default: HomeViewData.standard
        }
    }
}
