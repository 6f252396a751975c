/// The sign-in page. Its form posts back to its own address and carries the browser's
/// form token.
extension Templates {
    static func signIn(csrf: String, next: String, notice: String?) -> HTML {
        """
        <section class="editor">
          <h1>Sign in to edit</h1>
          <p>Editing needs this server's token: the one it was started with (<code>--token</code> or <code>CATALOG_TOKEN</code>).</p>
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
}
