/// The screens an app has open, root first. Apps push and pop; the root stays.
///
/// A value, not a view: SwiftUI can bind its `path`, a terminal app keeps one in a
/// variable, a server builds one from a URL.
public struct RouteStack: Hashable, Sendable {
    public private(set) var root: Route
    /// The screens above the root, oldest first.
    public private(set) var path: [Route]

    public init(root: Route, path: [Route] = []) {
        self.root = root
        self.path = path
    }

    /// The screen on top.
    public var top: Route { path.last ?? root }

    public mutating func push(_ route: Route) {
        path.append(route)
    }

    /// Goes back one screen; returns `false`, changing nothing, at the root.
    @discardableResult
    public mutating func pop() -> Bool {
        path.popLast() != nil
    }

    /// Replaces the screen on top, such as the list when its page or search changes.
    public mutating func replaceTop(with route: Route) {
        if path.isEmpty { root = route } else { path[path.count - 1] = route }
    }
}
