/// The sign-in page, and the sign-out form every editor page ends with. Each form carries
/// the browser's form token.
extension Templates {
    static func signIn(csrf: String, next: String, notice: String?) -> HTML {
        """
        <section class="editor">
          <h1>Sign in to edit</h1>
          <p>Editing needs this server's write token, which its operator gives to those who edit.</p>
          \(notice.map { notice -> HTML in #"<div class="notice invalid" role="alert"><p>\#(notice)</p></div>"# })
          <form method="post" action="/login">
            <input type="hidden" name="csrf" value="\(csrf)">
            <input type="hidden" name="next" value="\(next)">
            <div class="field"><label for="token">Token</label><input id="token" name="token" type="password" autocomplete="current-password" required></div>
            <div class="actions"><button type="submit">Sign in</button></div>
          </form>
        </section>
        """
    }

    /// Ends the browser's session on the server (`POST /logout`).
    static func signOut(csrf: String) -> HTML {
        #"<form class="sign-out" method="post" action="\#(SignInPath.signOut)"><input type="hidden" name="csrf" value="\#(csrf)"><button type="submit" class="quiet">Sign out</button></form>"#
    }
}
