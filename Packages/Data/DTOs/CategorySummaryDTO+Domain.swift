import APIContract
import Domain

extension CategorySummaryDTO {
    func toDomain() -> CategorySummary {
        CategorySummary(category: Category(slug: slug, name: name), productCount: productCount)
    }
}
