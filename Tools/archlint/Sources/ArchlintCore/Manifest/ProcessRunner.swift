import Dispatch
import Foundation

/// Runs a command to completion, or until its time is up, and returns what it printed.
enum ProcessRunner {
    struct Output {
        let status: Int32
        let stdout: Data
        let stderr: String
    }

    static func run(
        _ executable: String, _ arguments: [String], timeout: Duration = .seconds(300)
    ) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let stdout = Pipe()
        let stderrFile = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: stderrFile) }
        let stderrHandle = try FileHandle(forWritingTo: stderrFile)
        process.standardOutput = stdout
        process.standardError = stderrHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(timeout.components.seconds)), execute: deadline)
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        try? stderrHandle.close()
        let stderr = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
        return Output(status: process.terminationStatus, stdout: data, stderr: stderr)
    }
}
