@testable import CatalogCLI
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

    @Test("A command's own failure keeps its status and its words")
    func known() {
        let failure = ending(CLIFailure(message: "No product has the id 9.", status: .notFound))
        #expect(failure.status == .notFound && failure.stderr == "catalog: No product has the id 9.\n")
    }
}
