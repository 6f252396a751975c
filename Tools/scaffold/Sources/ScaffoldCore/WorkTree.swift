import Foundation

/// The git work tree scaffold changes: it refuses one with uncommitted changes, so that
/// what it did is one `git diff` to read and one `git checkout .` to undo.
public enum WorkTree {
    public static func requireClean(root: String) throws(ScaffoldError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root, "status", "--porcelain"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do {
            try process.run()
        } catch {
            throw .dirtyWorkTree("cannot run git to check the work tree (\(error.localizedDescription)); pass --allow-dirty to go on anyway")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .dirtyWorkTree("\(root) is not a git work tree; pass --allow-dirty to change it anyway")
        }
        guard data.isEmpty else {
            throw .dirtyWorkTree("the work tree has uncommitted changes; commit or stash them first, or pass --allow-dirty")
        }
    }
}
