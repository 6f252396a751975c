import Domain
import Testing

/// Expects `save` to be refused as invalid for values taken, naming only fields among
/// `taken`: a store reports the first unique index a statement breaks, which may be any of them.
func expectTaken(_ taken: [FieldProblem], sourceLocation: SourceLocation = #_sourceLocation, _ save: () async throws(AppError) -> Void) async {
    do {
        try await save()
        Issue.record("saved, though \(taken) are taken", sourceLocation: sourceLocation)
    } catch {
        guard case .invalid(_, let problems) = error else {
            Issue.record("expected a value taken, got \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(!problems.isEmpty && problems.allSatisfy(taken.contains), "\(problems)", sourceLocation: sourceLocation)
    }
}
