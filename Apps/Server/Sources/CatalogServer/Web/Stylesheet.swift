/// The one stylesheet: readable on a phone, a grid of cards on a desktop.
enum Stylesheet {
    static let css = """
        :root { --ink: #1d1d1f; --muted: #6e6e73; --line: #e5e5ea; --accent: #0a66c2; --bad: #b3261e; --bg: #fafafa; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
        a { color: var(--accent); text-decoration: none; }
        a:hover { text-decoration: underline; }
        .top { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 12px 20px; background: #fff; border-bottom: 1px solid var(--line); position: sticky; top: 0; }
        .brand { font-weight: 700; font-size: 20px; color: var(--ink); margin-right: auto; }
        .search { display: flex; gap: 8px; flex: 1 1 320px; max-width: 520px; }
        .search input { flex: 1; padding: 8px 12px; border: 1px solid var(--line); border-radius: 8px; font-size: 16px; }
        .search button { padding: 8px 16px; border: 0; border-radius: 8px; background: var(--accent); color: #fff; font-size: 16px; }
        main { max-width: 1100px; margin: 0 auto; padding: 20px; }
        .list-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
        h1 { font-size: 26px; margin: 8px 0; }
        .count, .sort-label, .crumbs { color: var(--muted); }
        .filters { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; margin: 8px 0 16px; }
        .chip { background: #e8f0fa; border-radius: 999px; padding: 2px 12px; }
        .nav { font-weight: 600; }
        .category-filter { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
        .chip.current { background: var(--accent); color: #fff; }
        .category-list { list-style: none; padding: 0; display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
        .category-list li { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 14px; display: flex; justify-content: space-between; }
        .sort.current { color: var(--ink); }
        .products { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); }
        .product { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 14px; display: grid; gap: 4px; }
        .product .name { font-weight: 600; color: var(--ink); }
        .product .price { font-size: 18px; font-weight: 600; }
        .stock { color: #1b7f3b; }
        .sold-out .stock, .stock.sold-out { color: var(--bad); }
        .product .category { font-size: 14px; }
        .pages { display: flex; justify-content: center; gap: 20px; margin: 24px 0; }
        .detail { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 24px; max-width: 640px; }
        .detail dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 20px; }
        .detail dt { color: var(--muted); }
        .detail dd { margin: 0; }
        .notice { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 20px; }
        .notice.notFound h1, .notice.invalidInput h1, .notice.unavailable h1 { color: var(--bad); }
        .editor { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 24px; max-width: 640px; }
        .field { display: grid; gap: 4px; margin: 12px 0; }
        .field label { font-weight: 600; }
        .field input, .field select, .field textarea { padding: 8px 12px; border: 1px solid var(--line); border-radius: 8px; font: inherit; }
        .field.invalid input, .field.invalid select, .field.invalid textarea { border-color: var(--bad); }
        .field-problem { color: var(--bad); margin: 0; font-size: 14px; }
        .actions { display: flex; gap: 16px; align-items: center; margin-top: 16px; }
        .actions button { padding: 8px 16px; border: 0; border-radius: 8px; background: var(--accent); color: #fff; font-size: 16px; }
        .actions button.danger, a.danger { background: var(--bad); color: #fff; border-radius: 8px; padding: 2px 10px; }
        .notice.invalid h2, .notice.conflict h2 { color: var(--bad); margin-top: 0; }
        .theirs, .fields { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
        .theirs dd, .fields dd { margin: 0; }
        .sign-out { margin-top: 20px; }
        .sign-out button.quiet { background: none; border: 0; color: var(--accent); padding: 0; font: inherit; cursor: pointer; }
        @media (max-width: 520px) { main { padding: 12px; } h1 { font-size: 22px; } }
        """
}
