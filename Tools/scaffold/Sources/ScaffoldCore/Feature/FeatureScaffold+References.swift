import Foundation

extension FeatureScaffold {
    /// `fields` with each reference resolved to a feature of the product at `root`, by the
    /// plural its list use case declares, deleted with it when `cascades`. A feature
    /// referred to has the shape scaffold writes with `--writes` (its draft, its view data
    /// with a heading, its list and get use cases), which the referring code and its tests
    /// use; anything else is refused, saying why.
    static func resolvingReferences(_ fields: [FeatureField], of feature: FeatureName, root: String, cascades: Bool) throws(ScaffoldError) -> [FeatureField] {
        try fields.map { field throws(ScaffoldError) in
            guard let referred = field.referred else { return field }
            guard referred.singular != feature.singular else {
                throw .invalidName("“\(field.name)” refers to \(feature.plural), the feature itself; a feature refers to others")
            }
            guard referred.singular != ExampleFeature.name.singular else {
                throw .invalidName("“\(field.name)” refers to \(ExampleFeature.name.plural), the example scaffold copies; refer to a feature of your own")
            }
            let exists = { (path: String) in FileManager.default.fileExists(atPath: root + "/" + path) }
            guard exists("Packages/Domain/Entities/\(referred.singular).swift") else {
                throw .invalidName("“\(field.name):\(referred.singular)”: \(referred.singular) is neither a type a field can have nor a feature of this product; add it first (scaffold feature \(referred.singular) --fields … --writes)")
            }
            let shape = ["Packages/Domain/Editing/\(referred.singular)Draft.swift", "Packages/Presentation/ViewData/\(referred.singular)ViewData.swift", "Packages/Domain/UseCases/Get\(referred.singular)UseCase.swift"]
            guard shape.allSatisfy(exists), let plural = pluralOfList(of: referred.singular, root: root) else {
                throw .invalidName("“\(field.name)” refers to \(referred.singular), which is not a feature scaffold wrote with --writes (its draft, view data, and list and get use cases); a reference needs them")
            }
            return field.referring(to: FeatureName(verified: referred.singular, plural: plural), cascades: cascades)
        }
    }

    /// The plural of the feature `singular`: the one its list use case is named by.
    private static func pluralOfList(of singular: String, root: String) -> String? {
        let folder = root + "/Packages/Domain/UseCases"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() {
            guard let match = name.wholeMatch(of: /List([A-Za-z0-9]+)UseCase\.swift/),
                  let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8),
                  text.contains("-> Page<\(singular)>")
            else { continue }
            return String(match.1)
        }
        return nil
    }
}
