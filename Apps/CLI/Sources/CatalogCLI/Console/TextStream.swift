import Foundation
import Synchronization

/// Somewhere text is written: standard output, standard error, or a test's buffer.
public protocol TextStream: Sendable {
    func write(_ text: String)
}

/// A file descriptor of this process, such as standard output.
public struct FileDescriptorStream: TextStream {
    private let handle: FileHandle

    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

/// Keeps everything written, for tests and for callers that want the text itself.
public final class CapturedStream: TextStream {
    private let buffer = Mutex("")

    public init() {}

    public func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// Everything written so far.
    public var text: String {
        buffer.withLock { $0 }
    }
}
