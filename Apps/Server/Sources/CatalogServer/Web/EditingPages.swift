import Composition
import Hummingbird
import Presentation

/// A feature whose items are edited on pages: its route conforms in the file of its
/// editing pages, and `PageController` mounts them behind sign-in and the form token.
protocol EditingPages: FeatureRoute {
    static func registerEditing(on router: some RouterMethods<AppRequestContext>, screens: ScreenFactory)
}
