import Foundation
import Testing
import TestSupport

@Suite("The PostgreSQL server the tests use")
struct PostgresTestServerTests {
    @Test(
        "A run that requires PostgreSQL has one, and may create a database on it",
        .enabled(if: PostgresTestServer.isRequired, "CATALOG_TEST_POSTGRES_REQUIRED is not true: a missing server skips the PostgreSQL cases")
    )
    func requiredServerAnswers() async throws {
        let server = try #require(PostgresTestServer.url, "\(PostgresTestServer.missing)")
        var created = false
        try await PostgresTestServer.withDatabase(on: server) { _ in created = true }
        #expect(created)
    }
}
