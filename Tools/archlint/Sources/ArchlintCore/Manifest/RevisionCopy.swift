import Foundation

/// A package as it was at a commit: the files git holds for it there, written to a
/// temporary folder (`git archive`), so that the work tree and its build folder are left
/// alone. Removed with the value.
public final class RevisionCopy: Sendable {
    /// The package's folder in the copy.
    public let packagePath: String
    private let folder: String

    /// - Throws: when `package` is not in a git repository or `revision` names no commit.
    public init(revision: String, of package: String) throws(ArchlintError) {
        let git = { (arguments: [String]) throws(ArchlintError) -> Data in
            let output: ProcessRunner.Output
            do {
                output = try ProcessRunner.run("git", ["-C", package] + arguments)
            } catch {
                throw .internalFailure("cannot run git: \(error)")
            }
            guard output.status == 0 else {
                throw .usage("git \(arguments.first ?? ""): \(output.stderr.split(separator: "\n").first.map(String.init) ?? "failed")")
            }
            return output.stdout
        }
        let text = { (data: Data) in String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        let top = text(try git(["rev-parse", "--show-toplevel"]))
        let prefix = text(try git(["rev-parse", "--show-prefix"]))
        let commit = text(try git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]))
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-base-\(UUID().uuidString)").path
        let archive = folder + ".tar"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = try git(["-C", top, "archive", "--format=tar", "--output", archive, commit])
            let untar = try ProcessRunner.run("tar", ["-xf", archive, "-C", folder])
            try? FileManager.default.removeItem(atPath: archive)
            guard untar.status == 0 else { throw ArchlintError.internalFailure("tar: \(untar.stderr)") }
        } catch let error as ArchlintError {
            throw error
        } catch {
            throw .internalFailure("cannot copy \(revision): \(error)")
        }
        packagePath = prefix.isEmpty ? folder : folder + "/" + prefix
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
