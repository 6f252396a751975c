import Domain

/// Fixed products for tests and demos: the same values every run, small enough to read.
public enum ProductFixtures {
    public static let lighting = Category(slug: "lighting", name: "Lighting")
    public static let kitchen = Category(slug: "kitchen", name: "Kitchen")
    public static let garden = Category(slug: "garden", name: "Garden")

    /// Product 1: a brass desk lamp, $59.99, 12 in stock.
    public static let deskLamp = Product(
        id: ProductID(1),
        name: "Brass Desk Lamp",
        summary: "A brass desk lamp with a warm, dimmable glow.",
        price: Money(minorUnits: 5_999, currency: .usd),
        category: lighting,
        stock: 12
    )

    /// 60 products: 30 in lighting (25 of them lamps), 15 in kitchen, 15 in garden.
    /// Ids run from 1; prices and stock vary by position, a few are sold out.
    public static let catalog: [Product] = {
        let lamps = ["Desk Lamp", "Floor Lamp", "Table Lamp", "Pendant Lamp", "Reading Lamp"]
        let lightStyles = ["Brass", "Walnut", "Opal", "Rattan", "Copper"]
        let lights = lightStyles.flatMap { style in lamps.map { "\(style) \($0)" } }
            + ["Linen String Lights", "Chrome Wall Sconce", "Glass Ceiling Light", "Paper Lantern", "Oak Wall Sconce"]
        let kitchenItems = ["Chef's Knife", "Cast Iron Skillet", "Dutch Oven", "Cutting Board", "Salad Bowl"]
        let kitchens = ["Carbon", "Olive Wood", "Stoneware"].flatMap { style in kitchenItems.map { "\(style) \($0)" } }
        let gardenItems = ["Planter", "Watering Can", "Garden Lamp", "Bird Feeder", "Raised Bed"]
        let gardens = ["Terracotta", "Zinc", "Cedar"].flatMap { style in gardenItems.map { "\(style) \($0)" } }

        let named = lights.map { ($0, lighting) } + kitchens.map { ($0, kitchen) } + gardens.map { ($0, garden) }
        return named.enumerated().map { index, entry in
            let (name, category) = entry
            if index == 0 { return deskLamp }
            return Product(
                id: ProductID(Int64(index + 1)),
                name: name,
                summary: "A \(name.lowercased()) from the fixture catalog.",
                price: Money(minorUnits: Int64(1_000 + (index * 737) % 20_000), currency: .usd),
                category: category,
                stock: index % 9 == 4 ? 0 : (index * 7) % 40 + 1
            )
        }
    }()
}
