import Domain

/// The catalog an empty database starts with: realistic, and the same on every machine,
/// so that examples, screenshots and tests can name products by id.
public struct SampleCatalog: Sendable {
    public let categories: [Category]
    public let products: [Product]

    public init(categories: [Category], products: [Product]) {
        self.categories = categories
        self.products = products
    }

    /// 600 products, 75 in each of eight categories, ids 1 to 600.
    public static let standard = SampleCatalog.generate(productsPerCategory: 75)

    /// Builds a catalog from the fixed vocabulary and a fixed random seed.
    public static func generate(productsPerCategory: Int, seed: UInt64 = 2026) -> SampleCatalog {
        var random = SplitMix64(seed: seed)
        var products: [Product] = []
        for line in Vocabulary.lines {
            for index in 0..<productsPerCategory {
                let kind = line.kinds[index % line.kinds.count]
                let style = line.styles[(index / line.kinds.count) % line.styles.count]
                let round = index / (line.kinds.count * line.styles.count)
                let name = round == 0 ? "\(style) \(kind.name)" : "\(style) \(kind.name) \(round + 1)"
                let phrase = line.phrases[random.next(below: line.phrases.count)]
                products.append(Product(
                    id: ProductID(Int64(products.count + 1)),
                    name: name,
                    summary: "\(article(before: style)) \(style.lowercased()) \(kind.name.lowercased()) \(phrase).",
                    price: Money(minorUnits: price(around: kind.basePrice, using: &random), currency: .usd),
                    category: line.category,
                    stock: stock(using: &random)
                ))
            }
        }
        return SampleCatalog(categories: Vocabulary.lines.map(\.category), products: products)
    }

    private static func article(before word: String) -> String {
        "AEIOU".contains(word.first ?? "x") ? "An" : "A"
    }

    /// A shop price near `base` dollars that ends in .99 (or .00 for round amounts).
    private static func price(around base: Int, using random: inout SplitMix64) -> Int64 {
        let percent = 70 + random.next(below: 61) // 70% to 130% of the base price
        let dollars = max(1, base * percent / 100)
        return random.next(below: 5) == 0 ? Int64(dollars * 100) : Int64(dollars * 100 - 1)
    }

    /// Most products are in stock; about one in ten has sold out.
    private static func stock(using random: inout SplitMix64) -> Int {
        random.next(below: 10) == 0 ? 0 : 1 + random.next(below: 120)
    }
}
