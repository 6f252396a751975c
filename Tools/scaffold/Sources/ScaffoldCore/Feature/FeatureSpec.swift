/// What `scaffold feature` is asked for: the feature's name, its fields, and whether it is
/// edited too (`--writes`: drafts, rules, and create, update and delete in every layer).
struct FeatureSpec {
    let name: FeatureName
    let fields: [FeatureField]
    var writes = false
}
