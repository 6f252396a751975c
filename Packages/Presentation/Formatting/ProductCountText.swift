/// Says how many products there are: `1 product`, `76 products`.
public enum ProductCountText {
    public static func describe(_ count: Int) -> String {
        count == 1 ? "1 product" : "\(count) products"
    }
}
