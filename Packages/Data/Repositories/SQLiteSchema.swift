/// The app's schema, oldest step first. Append new steps; never edit a shipped one.
public enum SQLiteSchema {
    public static let migrations: [Migration] = [
        // sample:begin
        // Products and categories.
        Migration(version: 1, statements: [
            """
            CREATE TABLE categories (
                slug TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL
            ) WITHOUT ROWID
            """,
            """
            CREATE TABLE products (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                summary TEXT NOT NULL,
                price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
                currency TEXT NOT NULL,
                category_slug TEXT NOT NULL REFERENCES categories(slug),
                stock INTEGER NOT NULL CHECK (stock >= 0),
                version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
            )
            """,
            // Browsing by name, with or without a category, walks one of these in order.
            "CREATE INDEX products_by_name ON products(name COLLATE NOCASE, id)",
            "CREATE INDEX products_by_category_name ON products(category_slug, name COLLATE NOCASE, id)",
            "CREATE INDEX products_by_price ON products(price_minor, id)",
        ]),
        // Full-text search, and price order within a category.
        Migration(version: 2, statements: [
            """
            CREATE VIRTUAL TABLE products_search USING fts5(
                name, summary,
                content = 'products', content_rowid = 'id',
                tokenize = 'porter unicode61 remove_diacritics 2'
            )
            """,
            "INSERT INTO products_search(products_search) VALUES ('rebuild')",
            """
            CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
                INSERT INTO products_search(rowid, name, summary) VALUES (new.id, new.name, new.summary);
            END
            """,
            """
            CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
                INSERT INTO products_search(products_search, rowid, name, summary)
                VALUES ('delete', old.id, old.name, old.summary);
            END
            """,
            """
            CREATE TRIGGER products_search_update AFTER UPDATE OF name, summary ON products BEGIN
                INSERT INTO products_search(products_search, rowid, name, summary)
                VALUES ('delete', old.id, old.name, old.summary);
                INSERT INTO products_search(rowid, name, summary) VALUES (new.id, new.name, new.summary);
            END
            """,
            "CREATE INDEX products_by_category_price ON products(category_slug, price_minor, id)",
        ]),
        // Each category keeps its product count, so listing categories reads one row per
        // category instead of counting every product on every request. Triggers keep
        // the count right for every write, whoever makes it.
        Migration(version: 3, statements: [
            "ALTER TABLE categories ADD COLUMN product_count INTEGER NOT NULL DEFAULT 0 CHECK (product_count >= 0)",
            "UPDATE categories SET product_count = (SELECT count(*) FROM products WHERE category_slug = categories.slug)",
            """
            CREATE TRIGGER categories_count_insert AFTER INSERT ON products BEGIN
                UPDATE categories SET product_count = product_count + 1 WHERE slug = new.category_slug;
            END
            """,
            """
            CREATE TRIGGER categories_count_delete AFTER DELETE ON products BEGIN
                UPDATE categories SET product_count = product_count - 1 WHERE slug = old.category_slug;
            END
            """,
            """
            CREATE TRIGGER categories_count_move AFTER UPDATE OF category_slug ON products
            WHEN old.category_slug IS NOT new.category_slug BEGIN
                UPDATE categories SET product_count = product_count - 1 WHERE slug = old.category_slug;
                UPDATE categories SET product_count = product_count + 1 WHERE slug = new.category_slug;
            END
            """,
            "CREATE INDEX categories_by_name ON categories(name COLLATE NOCASE, slug)",
        ]),
        // No two products share a name within a category, ignoring case: the last word on
        // a race between two editors that both checked the name was free.
        Migration(version: 4, statements: [
            "CREATE UNIQUE INDEX products_unique_name ON products(category_slug, name COLLATE NOCASE)",
        ]),
        // Highest price first walks an index too, and the search index keeps every word's
        // first two to six letters: a search matches words by prefix, and without these
        // it merges the postings of every word a short prefix starts.
        Migration(version: 5, statements: [
            "CREATE INDEX products_by_price_desc ON products(price_minor DESC, id)",
            "CREATE INDEX products_by_category_price_desc ON products(category_slug, price_minor DESC, id)",
            // The triggers of version 2 name the table, not this definition: they keep it.
            "DROP TABLE products_search",
            """
            CREATE VIRTUAL TABLE products_search USING fts5(
                name, summary,
                content = 'products', content_rowid = 'id',
                tokenize = 'porter unicode61 remove_diacritics 2',
                prefix = '2 3 4 5 6'
            )
            """,
            "INSERT INTO products_search(products_search) VALUES ('rebuild')",
        ]),
        // sample:end
        // scaffold:migrations
    ]

    /// The version a fully migrated database reports.
    public static var latestVersion: Int { migrations.last?.version ?? 0 }
}
