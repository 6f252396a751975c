/// What a screen that loads shows, whatever it loads: every list and detail screen of every
/// feature holds its view data in one of these, so that every app draws loading, empty and
/// failed the same way for all of them.
public enum LoadState<ViewData: Equatable & Sendable>: Equatable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// The view data is on its way; `previous` is what to keep showing meanwhile (on refresh).
    case loading(previous: ViewData?)
    case loaded(ViewData)
    /// The request was answered and there is nothing to show.
    case empty(EmptyViewData)
    case failed(ErrorViewData)

    /// The view data on screen, if some is.
    public var viewData: ViewData? {
        switch self {
        case .loaded(let data): data
        case .loading(let previous): previous
        case .idle, .empty, .failed: nil
        }
    }

    /// Whether the last load failed, so that a retry is what would help.
    public var isFailure: Bool {
        if case .failed = self { true } else { false }
    }
}
