import APIContract
import Domain

/// The API's category reads: every category with its count.
extension UseCaseAPI {
    public func listCategories(_ input: Operations.ListCategories.Input) async throws -> Operations.ListCategories.Output {
        do {
            let summaries = try await useCases.listCategories.execute()
            return .ok(.init(body: .json(.init(categories: summaries.map(Components.Schemas.CategorySummary.init)))))
        } catch {
            return .serviceUnavailable(.init(error))
        }
    }
}
