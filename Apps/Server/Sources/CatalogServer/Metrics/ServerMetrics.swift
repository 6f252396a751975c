import Composition
import Hummingbird
import Metrics
import Prometheus
import Synchronization

/// The server's metrics, kept in a Prometheus registry of their own: every answer by
/// method, route as registered and status (`http_requests_total`) and its duration
/// (`http_request_duration_seconds`, a histogram by method and route), and the response
/// cache's counters and size and the store's connections at most, in use and waited for
/// (SQLite's pools, PostgreSQL's one), read when scraped. Served at `/metrics` on a listener of its
/// own (`--metrics-port`), never on the public one.
public final class ServerMetrics: AnswerObserver {
    private let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    /// The cache's running totals as last scraped, so that its counters move by the difference.
    private let scrapedTotals = Mutex(ResponseCache.Statistics())

    public init() {
        registry = PrometheusCollectorRegistry()
        factory = PrometheusMetricsFactory(registry: registry)
    }

    /// Counts an answer and its duration.
    func answered(_ answer: Answer, context: AppRequestContext) {
        let route = [("method", answer.method), ("route", answer.route)]
        Counter(label: "http_requests_total", dimensions: route + [("status", String(answer.status))], factory: factory).increment()
        Timer(label: "http_request_duration_seconds", dimensions: route, factory: factory).record(duration: answer.duration)
    }

    /// The metrics in Prometheus's text format, with the cache's and the store's read now.
    func scrape(cache: ResponseCache?, container: AppContainer?) -> [UInt8] {
        for pool in container?.connectionUsage ?? [] {
            for (name, value, help) in [
                ("max", pool.size, "The most connections the store's pool has"),
                ("in_use", pool.inUse, "The store's connections lent now"),
                ("waiting", pool.waiting, "Requests waiting for one of the store's connections now"),
            ] {
                let descriptor = MetricNameDescriptor(subsystem: "db_connections", metricName: name, unitName: "", helpText: help)
                registry.makeGauge(descriptor: descriptor, labels: [("pool", pool.pool)]).set(Double(value))
            }
        }
        if let cache {
            let totals = cache.statistics
            let last = scrapedTotals.withLock { last in
                defer { last = totals }
                return last
            }
            for (name, now, before, help) in [
                ("hits", totals.hits, last.hits, "Answers served from the cache"),
                ("renders", totals.renders, last.renders, "Answers rendered"),
                ("waits", totals.waits, last.waits, "Requests that waited for another's render"),
            ] {
                let descriptor = MetricNameDescriptor(subsystem: "response_cache", metricName: name, unitName: "total", helpText: help)
                registry.makeCounter(descriptor: descriptor).increment(by: Int64(max(0, now - before)))
            }
            let usage = cache.usage
            for (name, unit, value, help) in [
                ("entries", "", usage.entries, "Answers kept now"),
                ("kept", "bytes", usage.bytes, "Bytes kept now, keys and headers included"),
            ] {
                let descriptor = MetricNameDescriptor(subsystem: "response_cache", metricName: name, unitName: unit, helpText: help)
                registry.makeGauge(descriptor: descriptor).set(Double(value))
            }
        }
        return registry.emitToBuffer()
    }

    /// The metrics listener's routes: `/metrics`, and nothing else.
    func router(cache: ResponseCache?, container: AppContainer? = nil) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/metrics") { [self] _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: scrape(cache: cache, container: container)))
            )
        }
        return router
    }
}

