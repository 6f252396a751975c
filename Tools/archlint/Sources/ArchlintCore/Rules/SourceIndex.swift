import Dispatch
import Foundation
import Synchronization

/// The imports of every source file of every target, scanned in parallel.
public struct SourceIndex: Sendable {
    public struct File: Sendable {
        /// Relative to the package root.
        public var path: String
        public var target: String
        public var scan: ScanResult
    }

    public var files: [File]

    public static func build(for package: PackageModel) throws(ArchlintError) -> SourceIndex {
        let jobs = package.targets.flatMap { target in
            target.sources.map { (target: target.name, path: join(target.path, $0)) }
        }
        let results = Mutex<[File?]>(Array(repeating: nil, count: jobs.count))
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            guard let data = FileManager.default.contents(atPath: package.rootPath + "/" + job.path) else {
                failures.withLock { $0.append(job.path) }
                return
            }
            let scan = data.withUnsafeBytes { raw in
                ImportScanner.scan(buffer: raw.bindMemory(to: UInt8.self))
            }
            results.withLock { $0[index] = File(path: job.path, target: job.target, scan: scan) }
        }
        if let unreadable = failures.withLock({ $0.sorted().first }) {
            throw .internalFailure("cannot read \(unreadable)")
        }
        return SourceIndex(files: results.withLock { $0.compactMap { $0 } })
    }

    static func join(_ folder: String, _ file: String) -> String {
        folder.isEmpty || folder == "." ? file : folder + "/" + file
    }
}
