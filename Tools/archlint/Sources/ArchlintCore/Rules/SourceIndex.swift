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

    /// - Parameter prescanned: files already scanned, by package-relative path.
    public static func build(for package: PackageModel, prescanned: [String: ScanResult] = [:]) throws(ArchlintError) -> SourceIndex {
        let jobs = package.targets.flatMap { target in
            target.sources.map { (target: target.name, path: join(target.path, $0)) }
        }
        let results = Mutex<[File?]>(Array(repeating: nil, count: jobs.count))
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            if let scan = prescanned[job.path] {
                results.withLock { $0[index] = File(path: job.path, target: job.target, scan: scan) }
                return
            }
            guard let scan = scanFile(package.rootPath + "/" + job.path) else {
                failures.withLock { $0.append(job.path) }
                return
            }
            results.withLock { $0[index] = File(path: job.path, target: job.target, scan: scan) }
        }
        if let unreadable = failures.withLock({ $0.sorted().first }) {
            throw .internalFailure("cannot read \(unreadable)")
        }
        return SourceIndex(files: results.withLock { $0.compactMap { $0 } })
    }

    static func scanFile(_ path: String) -> ScanResult? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { raw in ImportScanner.scan(buffer: raw.bindMemory(to: UInt8.self)) }
    }

    /// Scans every Swift file under `root` (but build folders and hidden ones) while
    /// SwiftPM is still evaluating the manifest, so that the two costs overlap.
    public final class Prescan: Sendable {
        private let results = Mutex<[String: ScanResult]>([:])
        private let group = DispatchGroup()

        public init(root: String) {
            group.enter()
            DispatchQueue.global().async { [self] in
                let paths = Prescan.swiftFiles(under: root)
                DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                    guard let scan = SourceIndex.scanFile(root + "/" + paths[index]) else { return }
                    results.withLock { $0[paths[index]] = scan }
                }
                group.leave()
            }
        }

        /// Waits for the scan to finish.
        public func wait() -> [String: ScanResult] {
            group.wait()
            return results.withLock { $0 }
        }

        static func swiftFiles(under root: String) -> [String] {
            guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
            var paths: [String] = []
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    walker.skipDescendants()
                } else if name.hasSuffix(".swift") && name != "Package.swift" {
                    paths.append(relative)
                }
            }
            return paths
        }
    }

    static func join(_ folder: String, _ file: String) -> String {
        folder.isEmpty || folder == "." ? file : folder + "/" + file
    }
}
