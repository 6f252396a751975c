import Foundation
import Logging
import OTel
import ServiceLifecycle
import Tracing

/// Where the server sends its traces: a collector's OTLP/HTTP address, such as
/// `http://127.0.0.1:4318`, to which the spans go in batches at `/v1/traces`.
struct TraceExport: Sendable, Equatable {
    /// The collector's address, without the signal's path.
    let collector: URL

    /// Where the spans are posted: the collector's path, then `v1/traces`.
    var endpoint: String {
        collector.appending(path: "v1/traces").absoluteString
    }

    /// Makes this process's tracer the one that exports here, and returns the service that
    /// sends the batches: run it in the server's group, first, so that it stops last and
    /// sends the spans of the requests that finish during the shutdown. Call it once, as the
    /// process starts. The standard OTEL_ variables (a sampler, the batches' delay) apply
    /// on top, as for any OpenTelemetry SDK.
    func start(logger: Logger) throws -> some Service {
        var configuration = OTel.Configuration.default
        configuration.serviceName = "catalog-server"
        configuration.diagnosticLogger = .custom(logger)
        configuration.diagnosticLogLevel = .warning
        configuration.metrics.enabled = false
        configuration.logs.enabled = false
        configuration.traces.exporter = .otlp
        configuration.traces.otlpExporter.protocol = .httpProtobuf
        configuration.traces.otlpExporter.endpoint = endpoint
        let (tracer, service) = try OTel.makeTracingBackend(configuration: configuration)
        InstrumentationSystem.bootstrap(tracer)
        return service
    }

    /// What every log line carries while a span is current: `trace_id` and `span_id`.
    static var logMetadata: Logger.MetadataProvider {
        OTel.makeLoggingMetadataProvider()
    }
}
