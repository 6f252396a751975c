import Domain

/// The words the sample catalog is made of: per category, the kinds of product with a
/// typical price in dollars, the styles they come in, and phrases that end a summary.
enum Vocabulary {
    struct Kind {
        let name: String
        let basePrice: Int
    }

    struct Line {
        let category: Category
        let kinds: [Kind]
        let styles: [String]
        let phrases: [String]
    }

    static let lines: [Line] = [
        Line(
            category: Category(slug: "lighting", name: "Lighting"),
            kinds: [
                Kind(name: "Desk Lamp", basePrice: 59), Kind(name: "Floor Lamp", basePrice: 149),
                Kind(name: "Table Lamp", basePrice: 79), Kind(name: "Pendant Lamp", basePrice: 119),
                Kind(name: "Reading Lamp", basePrice: 69), Kind(name: "Wall Sconce", basePrice: 89),
                Kind(name: "String Lights", basePrice: 25), Kind(name: "Ceiling Light", basePrice: 139),
            ],
            styles: ["Brass", "Walnut", "Matte Black", "Opal Glass", "Rattan", "Concrete", "Linen", "Copper", "Ceramic", "Chrome"],
            phrases: [
                "with a warm, dimmable glow", "that brightens a reading corner", "with a fabric cord and inline switch",
                "made to take a standard E26 bulb", "with an adjustable arm and heavy base", "that throws soft, even light",
            ]
        ),
        Line(
            category: Category(slug: "furniture", name: "Furniture"),
            kinds: [
                Kind(name: "Armchair", basePrice: 420), Kind(name: "Side Table", basePrice: 160),
                Kind(name: "Bookshelf", basePrice: 290), Kind(name: "Dining Chair", basePrice: 140),
                Kind(name: "Coffee Table", basePrice: 330), Kind(name: "Sofa", basePrice: 1290),
                Kind(name: "Stool", basePrice: 95),
            ],
            styles: ["Oak", "Walnut", "Birch", "Steel", "Velvet", "Boucle", "Ash", "Teak", "Cane", "Lacquered", "Rattan"],
            phrases: [
                "built from solid wood with dovetail joints", "that ships flat and assembles in minutes",
                "with a stain-resistant finish", "sized for small apartments", "with a ten-year frame warranty",
            ]
        ),
        Line(
            category: Category(slug: "kitchen", name: "Kitchen"),
            kinds: [
                Kind(name: "Chef's Knife", basePrice: 85), Kind(name: "Cast Iron Skillet", basePrice: 45),
                Kind(name: "Dutch Oven", basePrice: 180), Kind(name: "Cutting Board", basePrice: 40),
                Kind(name: "Pour-Over Kettle", basePrice: 65), Kind(name: "Salad Bowl", basePrice: 35),
                Kind(name: "Spice Rack", basePrice: 30), Kind(name: "Bread Bin", basePrice: 38),
            ],
            styles: ["Enamelled", "Carbon Steel", "Olive Wood", "Stoneware", "Copper", "Speckled", "Maple", "Stainless", "Walnut", "Porcelain"],
            phrases: [
                "that goes from stove to table", "that is dishwasher safe", "balanced for everyday cooking",
                "finished by hand", "that holds its edge for years",
            ]
        ),
        Line(
            category: Category(slug: "textiles", name: "Textiles"),
            kinds: [
                Kind(name: "Throw Blanket", basePrice: 75), Kind(name: "Cushion Cover", basePrice: 28),
                Kind(name: "Duvet Cover", basePrice: 130), Kind(name: "Rug", basePrice: 260),
                Kind(name: "Bath Towel", basePrice: 22), Kind(name: "Table Runner", basePrice: 34),
            ],
            styles: ["Linen", "Wool", "Organic Cotton", "Waffle", "Jacquard", "Chunky Knit", "Striped", "Indigo", "Flax", "Mohair", "Velvet", "Cashmere", "Gingham"],
            phrases: [
                "woven from natural fibres", "that softens with every wash", "dyed without harsh chemicals",
                "made in a family-run mill", "with a generous, heavy drape",
            ]
        ),
        Line(
            category: Category(slug: "garden", name: "Garden"),
            kinds: [
                Kind(name: "Planter", basePrice: 48), Kind(name: "Watering Can", basePrice: 36),
                Kind(name: "Pruning Shears", basePrice: 29), Kind(name: "Garden Lamp", basePrice: 55),
                Kind(name: "Raised Bed", basePrice: 190), Kind(name: "Bird Feeder", basePrice: 32),
                Kind(name: "Hose Reel", basePrice: 70),
            ],
            styles: ["Terracotta", "Galvanised", "Cedar", "Zinc", "Solar", "Recycled", "Powder-Coated", "Bamboo", "Slate", "Willow", "Copper"],
            phrases: [
                "that weathers beautifully outdoors", "with drainage built in", "made to last through winters",
                "that suits balconies and backyards", "from sustainably sourced materials",
            ]
        ),
        Line(
            category: Category(slug: "home-office", name: "Home Office"),
            kinds: [
                Kind(name: "Standing Desk", basePrice: 540), Kind(name: "Task Chair", basePrice: 380),
                Kind(name: "Monitor Stand", basePrice: 65), Kind(name: "Desk Organizer", basePrice: 38),
                Kind(name: "Architect Lamp", basePrice: 99), Kind(name: "Notebook", basePrice: 14),
                Kind(name: "Cable Tray", basePrice: 27), Kind(name: "Pen Holder", basePrice: 18),
            ],
            styles: ["Ergonomic", "Oak", "Aluminium", "Felt", "Leather", "Bamboo", "Compact", "Graphite", "Cork", "Birch"],
            phrases: [
                "that keeps a desk clear", "designed for long working days", "with a lifetime guarantee",
                "that packs away neatly", "that looks good on camera",
            ]
        ),
        Line(
            category: Category(slug: "outdoor", name: "Outdoor"),
            kinds: [
                Kind(name: "Camping Lantern", basePrice: 45), Kind(name: "Hammock", basePrice: 85),
                Kind(name: "Picnic Blanket", basePrice: 55), Kind(name: "Folding Chair", basePrice: 65),
                Kind(name: "Cooler", basePrice: 120), Kind(name: "Fire Pit", basePrice: 240),
                Kind(name: "Headlamp", basePrice: 35),
            ],
            styles: ["Trail", "Alpine", "Waxed Canvas", "Ripstop", "Lightweight", "Rugged", "Coastal", "Forest", "Summit", "Nordic", "Desert"],
            phrases: [
                "that packs down small", "built for weekends in the wild", "that shrugs off rain",
                "with a carry strap", "tested on long trails",
            ]
        ),
        Line(
            category: Category(slug: "decor", name: "Decor"),
            kinds: [
                Kind(name: "Vase", basePrice: 42), Kind(name: "Wall Mirror", basePrice: 150),
                Kind(name: "Candle Holder", basePrice: 24), Kind(name: "Picture Frame", basePrice: 26),
                Kind(name: "Wall Clock", basePrice: 58), Kind(name: "Lava Lamp", basePrice: 39),
                Kind(name: "Sculpture", basePrice: 110), Kind(name: "Tray", basePrice: 32),
            ],
            styles: ["Marble", "Smoked Glass", "Terrazzo", "Brass", "Matte White", "Travertine", "Hand-Thrown", "Ribbed", "Onyx", "Pewter"],
            phrases: [
                "that anchors a shelf", "with a quietly handmade look", "that pairs with fresh flowers",
                "made in small batches", "that catches the afternoon light",
            ]
        ),
    ]
}
