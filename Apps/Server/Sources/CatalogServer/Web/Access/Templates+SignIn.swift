/// The sign-in page's template. Its form posts back to its own address and carries the
/// browser's form token.
extension Templates {
    static let signIn = """
        <section class="editor">
          <h1>Sign in to edit</h1>
          <p>Editing needs this server's token: the one it was started with (<code>--token</code> or <code>CATALOG_TOKEN</code>).</p>
          {{#notice}}<div class="notice invalid" role="alert"><p>{{.}}</p></div>{{/notice}}
          <form method="post" action="/login">
            <input type="hidden" name="csrf" value="{{csrf}}">
            <input type="hidden" name="next" value="{{next}}">
            <div class="field"><label for="token">Token</label><input id="token" name="token" type="password" autocomplete="current-password" required></div>
            <div class="actions"><button type="submit">Sign in</button></div>
          </form>
        </section>
        """
}
