/// Says how many units are left the way a shop does.
public enum StockText {
    /// Below this many units, the text says how few are left.
    public static let lowStockThreshold = 5

    public static func describe(_ stock: Int) -> String {
        switch stock {
        case ..<1: "Sold out"
        case 1...lowStockThreshold: "Only \(stock) left"
        default: "\(stock) in stock"
        }
    }
}
