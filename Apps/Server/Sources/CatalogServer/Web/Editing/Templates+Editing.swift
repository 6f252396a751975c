/// The templates of the pages that change the catalog. Every form posts back to its own
/// address and carries the browser's form token.
extension Templates {
    static let editor = """
        <section class="editor">
          <p class="crumbs"><a href="/products">All products</a>{{#productURL}} › <a href="{{productURL}}">{{productName}}</a>{{/productURL}}</p>
          <h1>{{heading}}</h1>
          {{#notice}}<div class="notice invalid" role="alert"><h2>{{title}}</h2><p>{{message}}</p></div>{{/notice}}
          {{#conflict}}
          <div class="notice conflict" role="alert">
            <h2>{{title}}</h2>
            <p>{{message}} Their values are below; yours are kept in the form. Save again to put yours in their place, or <a href="{{reloadURL}}">start again from theirs</a>.</p>
            <dl class="theirs">{{#current}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/current}}</dl>
          </div>
          {{/conflict}}
          <form class="product-form" method="post" action="{{action}}" novalidate>
            <input type="hidden" name="csrf" value="{{csrf}}">
            {{#version}}<input type="hidden" name="version" value="{{version}}">{{/version}}
            {{#fields}}
            <div class="field{{#fieldProblem}} invalid{{/fieldProblem}}">
              <label for="{{name}}">{{label}}</label>
              {{#isText}}<input id="{{name}}" name="{{name}}" value="{{value}}"{{#fieldProblem}} aria-invalid="true" aria-describedby="{{name}}-problem"{{/fieldProblem}}>{{/isText}}
              {{#isTextArea}}<textarea id="{{name}}" name="{{name}}" rows="3"{{#fieldProblem}} aria-invalid="true" aria-describedby="{{name}}-problem"{{/fieldProblem}}>{{value}}</textarea>{{/isTextArea}}
              {{#hasOptions}}<select id="{{name}}" name="{{name}}"{{#fieldProblem}} aria-invalid="true" aria-describedby="{{name}}-problem"{{/fieldProblem}}>{{#options}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{title}}</option>{{/options}}</select>{{/hasOptions}}
              {{#fieldProblem}}<p class="field-problem" id="{{name}}-problem">{{.}}</p>{{/fieldProblem}}
            </div>
            {{/fields}}
            <div class="actions">
              <button type="submit">{{submitTitle}}</button>
              <a href="{{cancelURL}}">Cancel</a>
            </div>
          </form>
          <form class="sign-out" method="post" action="/logout"><input type="hidden" name="csrf" value="{{csrf}}"><button type="submit" class="quiet">Sign out</button></form>
        </section>
        """

    static let deleteConfirmation = """
        <section class="editor">
          <p class="crumbs"><a href="/products">All products</a> › <a href="{{productURL}}">{{productName}}</a></p>
          <h1>Delete {{productName}}?</h1>
          {{#conflict}}<div class="notice conflict" role="alert"><h2>{{title}}</h2><p>{{message}} Check its values below before you delete it.</p></div>{{/conflict}}
          <p>{{productName}} · {{price}} · {{stock}} · {{categoryName}}. Deleting it cannot be undone.</p>
          <form method="post" action="{{action}}">
            <input type="hidden" name="csrf" value="{{csrf}}">
            <input type="hidden" name="version" value="{{version}}">
            <div class="actions">
              <button type="submit" class="danger">Delete</button>
              <a href="{{productURL}}">Keep it</a>
            </div>
          </form>
        </section>
        """
}
