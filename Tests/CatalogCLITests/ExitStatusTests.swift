@testable import CatalogCLI
import Presentation
import Testing

@Suite("How a command that threw ends")
struct ExitStatusTests {
    private struct Unexpected: Error, CustomStringConvertible {
        var description: String { "the disk moved" }
    }

    private func ending(_ error: any Error) -> (status: CLIExitStatus, stderr: String) {
        let stderr = CapturedStream()
        let status = CommandLineApp.report(error, context: CLIContext(stdout: CapturedStream(), stderr: stderr))
        return (status, stderr.text)
    }

    @Test("An error nothing typed explains is an internal error, 70, said on one line")
    func unexpected() {
        let ended = ending(Unexpected())
        #expect(ended.status == .internalError && CLIExitStatus.internalError.rawValue == 70)
        #expect(ended.stderr == "catalog: an unexpected error stopped the command: the disk moved\n")
    }

    @Test("A refused draft is a line per field, status 2; one refused with no field named (a server's may be) is its message, never an empty line")
    func refusedDraft() {
        let fields = ErrorViewData(
            kind: .invalidDraft, title: "Cannot save the order", message: "The order cannot be saved: title is required; total is required.", canRetry: false,
            fieldMessages: [.init(field: "title", message: "title is required"), .init(field: "total", message: "total is required")]
        )
        // Each line as a string of its own, as a fork's rename renames the prefix.
        #expect(ending(fields.draftFailure).stderr.split(separator: "\n") == ["catalog: title is required", "catalog: total is required"])
        let none = ErrorViewData(kind: .invalidDraft, title: "Cannot save the order", message: "The order cannot be saved.", canRetry: false)
        let ended = ending(none.draftFailure)
        #expect(ended.status == .invalidDraft && ended.stderr == "catalog: The order cannot be saved.\n")
    }

    @Test("A command's own failure keeps its status and its words")
    func known() {
        let failure = ending(CLIFailure(message: "No product has the id 9.", status: .notFound))
        #expect(failure.status == .notFound && failure.stderr == "catalog: No product has the id 9.\n")
    }
}
