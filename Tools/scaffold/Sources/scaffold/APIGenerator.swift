import Foundation
import ScaffoldCore

/// The template's API generator (`Tools/openapi/generate.sh`), run after a change to the
/// OpenAPI document so that the API's code is the document's again.
enum APIGenerator {
    /// `done` says what is already written, for the message when the generator fails.
    static func run(packagePath: String, after done: String) throws(ScaffoldError) {
        let script = packagePath + "/Tools/openapi/generate.sh"
        guard FileManager.default.isExecutableFile(atPath: script) else {
            print("scaffold: no \(script); generate the API's code from its document yourself")
            return
        }
        print("scaffold: generating the API's code (Tools/openapi/generate.sh)")
        // The generator writes to the same terminal: what is printed so far goes first.
        fflush(nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        do {
            try process.run()
        } catch {
            throw .io("cannot run \(script): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .io("\(script) failed (exit \(process.terminationStatus)); \(done), run it again once fixed")
        }
    }
}
