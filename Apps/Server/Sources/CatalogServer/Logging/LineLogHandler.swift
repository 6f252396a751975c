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

    /// `text` with what `LogEscaping` escapes escaped, as the JSON format writes it.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: LogEscaping.needed) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if LogEscaping.needed(for: scalar) {
                LogEscaping.append(scalar, escapedTo: &escaped)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
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
