import Domain

/// The products' and categories' tables, their indexes, search and kept counts, in each
/// store: the sample's history of steps. PostgreSQL keeps a stored `tsvector` with a GIN
/// index for search, and reads counts per category with a join rather than triggers.
enum ProductSchema: FeatureSchema {
    static let sqlite: [Migration] = [
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
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                name TEXT NOT NULL,
                summary TEXT NOT NULL,
                price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
                currency TEXT NOT NULL,
                category_slug TEXT NOT NULL REFERENCES categories (slug) ON DELETE RESTRICT,
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
        // An id is never given twice. Without AUTOINCREMENT, SQLite gives a new row the
        // largest id plus one, so the item created after the last one was deleted took its
        // id, at version 1, and an edit or a delete made over the deleted one's version 1
        // landed on it. The sample's tables made before (products, warehouses, purchase
        // orders) are made again with it, rows, indexes and triggers as they were; a table
        // made since already has it and is copied as it is. Each old table is renamed away
        // first, so that the references to it move with it and none is dropped while
        // referred to; search keeps its rows, whose ids do not change.
        Migration(version: 9, statements: [
            "ALTER TABLE products RENAME TO products_before_9",
            """
            CREATE TABLE products (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                name TEXT NOT NULL,
                summary TEXT NOT NULL,
                price_minor INTEGER NOT NULL CHECK (price_minor >= 0),
                currency TEXT NOT NULL,
                category_slug TEXT NOT NULL REFERENCES categories (slug) ON DELETE RESTRICT,
                stock INTEGER NOT NULL CHECK (stock >= 0),
                version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
            )
            """,
            """
            INSERT INTO products (id, name, summary, price_minor, currency, category_slug, stock, version)
            SELECT id, name, summary, price_minor, currency, category_slug, stock, version FROM products_before_9
            """,
            // Its triggers first, so that none is called as it goes: the rows were copied, not written.
            "DROP TRIGGER products_search_insert",
            "DROP TRIGGER products_search_delete",
            "DROP TRIGGER products_search_update",
            "DROP TRIGGER categories_count_insert",
            "DROP TRIGGER categories_count_delete",
            "DROP TRIGGER categories_count_move",
            "DROP TABLE products_before_9",
            "CREATE INDEX products_by_name ON products(name COLLATE NOCASE, id)",
            "CREATE INDEX products_by_category_name ON products(category_slug, name COLLATE NOCASE, id)",
            "CREATE INDEX products_by_price ON products(price_minor, id)",
            "CREATE INDEX products_by_category_price ON products(category_slug, price_minor, id)",
            "CREATE UNIQUE INDEX products_unique_name ON products(category_slug, name COLLATE NOCASE)",
            "CREATE INDEX products_by_price_desc ON products(price_minor DESC, id)",
            "CREATE INDEX products_by_category_price_desc ON products(category_slug, price_minor DESC, id)",
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
            // Purchase orders refer to warehouses: both renamed away before either is made again.
            "ALTER TABLE purchase_orders RENAME TO purchase_orders_before_9",
            "ALTER TABLE warehouses RENAME TO warehouses_before_9",
            """
            CREATE TABLE warehouses (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                name TEXT NOT NULL UNIQUE,
                version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
            )
            """,
            "INSERT INTO warehouses (id, name, version) SELECT id, name, version FROM warehouses_before_9",
            """
            CREATE TABLE purchase_orders (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                supplier_name TEXT NOT NULL,
                order_code TEXT NOT NULL UNIQUE,
                unit_count INTEGER NOT NULL CHECK (unit_count BETWEEN 1 AND 9223372036854775807),
                total_cost_minor INTEGER NOT NULL CHECK (total_cost_minor >= 0),
                total_cost_currency TEXT NOT NULL,
                expected_at INTEGER NOT NULL,
                fully_received INTEGER NOT NULL CHECK (fully_received IN (0, 1)),
                delivery_note TEXT,
                issued_on TEXT NOT NULL CHECK (date(issued_on, '+0 days') IS issued_on),
                shipping_speed TEXT NOT NULL CHECK (shipping_speed IN ('standard', 'express', 'overnight')),
                destination_id INTEGER NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
                version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
            )
            """,
            """
            INSERT INTO purchase_orders
            SELECT id, supplier_name, order_code, unit_count, total_cost_minor, total_cost_currency, expected_at,
                fully_received, delivery_note, issued_on, shipping_speed, destination_id, version
            FROM purchase_orders_before_9
            """,
            "DROP TABLE purchase_orders_before_9",
            "DROP TABLE warehouses_before_9",
            "CREATE INDEX purchase_orders_destination_id ON purchase_orders (destination_id)",
        ]),
    ]

    static let postgres: [Migration] = [
        Migration(version: 1, statements: [
            // Search stems English words as SQLite's porter tokenizer does, but keeps every
            // word: without stop words, "the" finds "thermos" as a prefix in both stores.
            "CREATE TEXT SEARCH DICTIONARY catalog_stem (TEMPLATE = snowball, LANGUAGE = english)",
            "CREATE TEXT SEARCH CONFIGURATION catalog_search (COPY = simple)",
            """
            ALTER TEXT SEARCH CONFIGURATION catalog_search
            ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH catalog_stem
            """,
            """
            CREATE TABLE categories (
                slug TEXT PRIMARY KEY,
                name TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE products (
                id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                name TEXT NOT NULL,
                summary TEXT NOT NULL,
                price_minor BIGINT NOT NULL CHECK (price_minor >= 0),
                currency TEXT NOT NULL,
                category_slug TEXT NOT NULL REFERENCES categories (slug) ON DELETE RESTRICT,
                stock BIGINT NOT NULL CHECK (stock >= 0),
                version BIGINT NOT NULL DEFAULT 1 CHECK (version >= 1),
                search tsvector GENERATED ALWAYS AS (to_tsvector('catalog_search', name || ' ' || summary)) STORED
            )
            """,
            // Every order a list can ask for walks one of these; names compare as SQLite's
            // NOCASE does: lower case, then byte order.
            #"CREATE INDEX products_by_name ON products ((lower(name) COLLATE "C"), id)"#,
            #"CREATE INDEX products_by_category_name ON products (category_slug, (lower(name) COLLATE "C"), id)"#,
            "CREATE INDEX products_by_price ON products (price_minor, id)",
            "CREATE INDEX products_by_category_price ON products (category_slug, price_minor, id)",
            "CREATE INDEX products_search ON products USING GIN (search)",
            // No two products share a name within a category, ignoring case.
            "CREATE UNIQUE INDEX products_unique_name ON products (category_slug, lower(name))",
            #"CREATE INDEX categories_by_name ON categories ((lower(name) COLLATE "C"), slug)"#,
        ]),
        // Names compare as SQLite's NOCASE does whatever the database's locale: `lower` folds
        // ASCII letters alone under "C" (under a locale such as C.UTF-8 it folds every letter,
        // so "Étagère" sorted after "ébène", and "ÉTAGÈRE" was taken by "Étagère").
        Migration(version: 8, statements: [
            "DROP INDEX products_by_name",
            "DROP INDEX products_by_category_name",
            "DROP INDEX products_unique_name",
            "DROP INDEX categories_by_name",
            #"CREATE INDEX products_by_name ON products ((lower(name COLLATE "C")), id)"#,
            #"CREATE INDEX products_by_category_name ON products (category_slug, (lower(name COLLATE "C")), id)"#,
            #"CREATE UNIQUE INDEX products_unique_name ON products (category_slug, (lower(name COLLATE "C")))"#,
            #"CREATE INDEX categories_by_name ON categories ((lower(name COLLATE "C")), slug)"#,
        ]),
        // Highest price first walks an index too, as in SQLite: the ascending one cannot
        // give `price_minor DESC, id` (backwards it gives `id DESC`).
        Migration(version: 9, statements: [
            "CREATE INDEX products_by_price_desc ON products (price_minor DESC, id)",
            "CREATE INDEX products_by_category_price_desc ON products (category_slug, price_minor DESC, id)",
        ]),
    ]

    /// The columns whose values no two products share, each with the problem of `draft`
    /// holding one that is taken: how a store's refusal names the field. A name is unique
    /// within its category, ignoring case, by an index over both.
    static func uniqueColumns(of draft: ProductDraft) -> [UniqueColumn] {
        [
            UniqueColumn(table: "products", column: "name", problem: FieldProblem("name", .taken(draft.name, within: draft.categorySlug)), index: "products_unique_name"),
        ]
    }

    /// The columns that refer to another feature's item, each with the problem of `draft`
    /// naming one that is gone: how a store's refusal of a reference names the field.
    static func referenceColumns(of draft: ProductDraft) -> [ReferenceColumn] {
        [
            ReferenceColumn(table: "products", column: "category_slug", problem: FieldProblem("category", .unknownReference(draft.categorySlug))),
        ]
    }
}
