import Foundation
import Logging

/// Writes each message as one line: as text, in the format of swift-log's `StreamLogHandler`,
///
///     2026-11-23T19:36:23+0000 info catalog-server: hb.request.id=5f0c…9a2e [CatalogServer] Writes are off…
///
/// or as one JSON object (`LogFormat.json`), the metadata's keys beside the line's own:
///
///     {"hb.request.id":"5f0c…9a2e","label":"catalog-server","level":"info","message":"Writes are off…","source":"CatalogServer","time":"2026-11-23T19:36:23Z"}
///
/// but formats the metadata only for a line it writes. `StreamLogHandler` formats all of
/// it again whenever a key is set, and the server gives every request's logger its own
/// request id, so every request paid for a line that, at the `info` level, is never written.
struct LineLogHandler: LogHandler {
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let format: LogFormat
    private let write: @Sendable (String) -> Void

    /// - Parameter write: where each line goes, standard error unless told.
    init(
        label: String,
        format: LogFormat = .text,
        metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider,
        write: @escaping @Sendable (String) -> Void = Self.writeToStandardError
    ) {
        self.label = label
        self.format = format
        self.metadataProvider = metadataProvider
        self.write = write
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var all = metadata
        if let provided = metadataProvider?.get() { all.merge(provided) { _, provided in provided } }
        if let explicit = event.metadata { all.merge(explicit) { _, explicit in explicit } }
        if let error = event.error {
            all["error.message"] = "\(error)"
            all["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        switch format {
        case .text:
            let pairs = all.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.oneLine("\($0.value)"))" }.joined(separator: " ")
            let labelPart = label.isEmpty ? "" : " " + label
            let metadataPart = pairs.isEmpty ? "" : " " + pairs
            write("\(Self.timestamp()) \(event.level)\(labelPart):\(metadataPart) [\(event.source)] \(Self.oneLine("\(event.message)"))\n")
        case .json:
            var fields = all.mapValues { "\($0)" }
            fields["time"] = Date().formatted(.iso8601)
            fields["level"] = "\(event.level)"
            fields["label"] = label
            fields["source"] = event.source
            fields["message"] = "\(event.message)"
            write(JSONLine.object(fields) + "\n")
        }
    }

    /// `text` with its control characters escaped, so that a value (a database's or a
    /// client's words) cannot end the line, forge another or act on an operator's terminal.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where isControl(scalar): escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A control character, or a bidirectional embedding, override or isolate, which would
    /// reorder what an operator's terminal shows.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    @Sendable static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Local time, to the second, as `StreamLogHandler` writes it.
    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
