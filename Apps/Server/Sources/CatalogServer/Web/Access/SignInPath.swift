import Presentation

/// The sign-in page's address, and the local address it returns to afterwards.
enum SignInPath {
    static let signIn = "/login"
    static let signOut = "/logout"

    /// `/login?next=…`, to return to `path` once signed in.
    static func signIn(returningTo path: String) -> String {
        signIn + "?" + RouteAddress(segments: [], query: [.init(name: "next", value: path)]).queryString
    }

    /// The `next` a sign-in page's query names, read as every query is (`RouteAddress`).
    static func next(inQuery query: String?) -> String? {
        (try? RouteAddress(segments: [], queryString: query ?? ""))?.query.first { $0.name == "next" }?.value
    }

    /// `next` if it is an address on this site, else the start: a sign-in never
    /// sends a browser to another site. Only printable ASCII without a backslash passes:
    /// browsers drop tabs and newlines from a URL and read `\` as `/`, so `/<tab>/evil.example`
    /// and `/\evil.example` would both leave the site.
    static func returnPath(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"),
              next.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && $0 != "\\" }) else { return "/" }
        return next
    }
}
