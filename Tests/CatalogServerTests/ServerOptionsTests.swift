import ArgumentParser
import CatalogServer
import Testing

@Suite("The server's options")
struct ServerOptionsTests {
    @Test("The response cache's budget is 1 to 4096 MiB", arguments: [("0", false), ("1", true), ("32", true), ("4096", true), ("4097", false)])
    func cacheBudget(value: String, isValid: Bool) {
        let parsed = try? CatalogServerCommand.parse(["--in-memory", "--cache-max-mib", value])
        #expect((parsed != nil) == isValid, "--cache-max-mib \(value)")
    }
}
