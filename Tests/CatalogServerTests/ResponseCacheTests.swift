@testable import CatalogServer
import Composition
import HTTPTypes
import Hummingbird
import Mocks
import Synchronization
import TestSupport
import Testing

@Suite("Response cache")
struct ResponseCacheTests {
    let clock = ManualClock()
    let renderer = NumberedRenderer()

    func cache(maximumBytes: Int = 1_024) -> ResponseCache {
        ResponseCache(maxAge: .seconds(1), maximumBytes: maximumBytes, now: clock.now)
    }

    @Test("The refresher empties the cache when the data changed, and only then")
    func refresher() async throws {
        let cache = cache()
        let changed = Mutex([false, true, false])
        let refresher = ResponseCacheRefresher(cache: cache, changes: ChangeSignal { changed.withLock { $0.removeFirst() } })
        var kept: [Int] = []
        for _ in 0..<3 {
            _ = try await cache.response(for: "/a") { renderer.render() }
            await refresher.check()
            kept.append(cache.usage.entries)
        }
        #expect(kept == [1, 0, 1])
    }

    @Test("A fresh answer is served again without rendering")
    func freshAnswer() async throws {
        let cache = cache()
        let first = try await cache.response(for: "/a") { renderer.render() }
        clock.advance(by: .milliseconds(999))
        let second = try await cache.response(for: "/a") { renderer.render() }
        #expect(renderer.number(of: first) == 1 && renderer.number(of: second) == 1)
        #expect(cache.statistics == ResponseCache.Statistics(hits: 1, renders: 1, waits: 0))
    }

    @Test("A spelling keyed to a kept answer is answered by itself while the answer is fresh, four at most per answer")
    func spellings() async throws {
        let cache = cache()
        _ = try await cache.response(for: "/a", spelledAs: "/a?") { renderer.render() }
        #expect(cache.answer(spelledExactly: "/a?").map(renderer.number(of:)) == 1)
        #expect(cache.answer(spelledExactly: "/a") == nil, "no request was spelt so yet")
        _ = try await cache.response(for: "/a", spelledAs: "/a") { renderer.render() }
        #expect(cache.answer(spelledExactly: "/a").map(renderer.number(of:)) == 1)
        for spelling in ["/a?x", "/a?y", "/a?z"] {
            _ = try await cache.response(for: "/a", spelledAs: spelling) { renderer.render() }
        }
        // Four remembered ("/a?", "/a", "/a?x", "/a?y"): the fifth is read again each time.
        #expect(cache.answer(spelledExactly: "/a?y") != nil && cache.answer(spelledExactly: "/a?z") == nil)
        #expect(cache.statistics == ResponseCache.Statistics(hits: 7, renders: 1, waits: 0))
        clock.advance(by: .seconds(1))
        #expect(cache.answer(spelledExactly: "/a?") == nil && cache.answer(spelledExactly: "/a") == nil)
    }

    @Test("An answer's spellings go with it, and count against the budget, which still holds")
    func spellingsGoWithTheirAnswer() async throws {
        let sizing = cache()
        _ = try await sizing.response(for: "/a") { renderer.render() }
        let answerCost = sizing.usage.bytes
        // Room for the answer and one short spelling, not two.
        let cache = cache(maximumBytes: answerCost + 100)
        _ = try await cache.response(for: "/a", spelledAs: "/a?") { renderer.render() }
        _ = try await cache.response(for: "/a", spelledAs: "/a") { renderer.render() }
        #expect(cache.answer(spelledExactly: "/a?") != nil && cache.answer(spelledExactly: "/a") == nil)
        #expect(cache.usage.bytes > answerCost && cache.usage.bytes <= answerCost + 100)
        cache.removeAll()
        #expect(cache.answer(spelledExactly: "/a?") == nil)
        let again = try await cache.response(for: "/a", spelledAs: "/a?") { renderer.render() }
        #expect(cache.answer(spelledExactly: "/a?").map(renderer.number(of:)) == renderer.number(of: again))
    }

    @Test("An answer that goes takes its spellings and their bytes with it: evicted, expired or all removed")
    func spellingsForgotten() async throws {
        let sizing = cache()
        _ = try await sizing.response(for: "/a") { renderer.render() }
        let answerCost = sizing.usage.bytes
        // Room for one answer and its spellings, not for two answers.
        let cache = cache(maximumBytes: 2 * answerCost - 1)
        for spelling in ["/a?", "/a", "/a?x"] {
            _ = try await cache.response(for: "/a", spelledAs: spelling) { renderer.render() }
        }
        #expect(cache.rememberedSpellings == 3)
        // Evicted: "/b", asked for more often, takes its place.
        for _ in 0..<5 {
            _ = try await cache.response(for: "/b", spelledAs: "/b") { renderer.render() }
        }
        #expect(cache.usage.entries == 1 && cache.answer(spelledExactly: "/a?") == nil)
        #expect(cache.rememberedSpellings == 1)
        #expect(cache.usage.bytes == answerCost + KeptAnswers.cost(ofSpelling: "/b", key: "/b"))
        // Expired: forgotten as the next answer comes in.
        clock.advance(by: .seconds(1))
        _ = try await cache.response(for: "/c", spelledAs: "/c?") { renderer.render() }
        #expect(cache.rememberedSpellings == 1 && cache.answer(spelledExactly: "/b") == nil)
        cache.removeAll()
        #expect(cache.rememberedSpellings == 0 && cache.usage.bytes == 0)
    }

    @Test("An address longer than 2 KiB is neither remembered nor looked up: the grammar reads it every time")
    func longSpellings() async throws {
        let cache = cache(maximumBytes: 64 << 10)
        let long = "/a?" + String(repeating: "x", count: 2_048)
        _ = try await cache.response(for: "/a", spelledAs: long) { renderer.render() }
        #expect(cache.rememberedSpellings == 0 && cache.answer(spelledExactly: long) == nil)
    }

    @Test("An answer older than its maximum age is rendered again")
    func expiredAnswer() async throws {
        let cache = cache()
        _ = try await cache.response(for: "/a") { renderer.render() }
        clock.advance(by: .seconds(1))
        let second = try await cache.response(for: "/a") { renderer.render() }
        #expect(renderer.number(of: second) == 2)
    }

    @Test("Each key has its own answer")
    func keys() async throws {
        let cache = cache()
        _ = try await cache.response(for: "/a?page=1") { renderer.render() }
        let other = try await cache.response(for: "/a?page=2") { renderer.render() }
        #expect(renderer.number(of: other) == 2)
    }

    @Test("Only 200 answers are kept", arguments: [HTTPResponse.Status.notFound, .badRequest, .serviceUnavailable, .seeOther])
    func errorsAreNotKept(status: HTTPResponse.Status) async throws {
        let cache = cache()
        let failed = try await cache.response(for: "/a") { renderer.render(status: status) }
        let retried = try await cache.response(for: "/a") { renderer.render() }
        #expect(failed.status == status)
        #expect(retried.status == .ok && renderer.number(of: retried) == 2)
    }

    @Test("A render that throws keeps nothing, and the error reaches the caller")
    func thrownRender() async throws {
        let cache = cache()
        await #expect(throws: HTTPError.self) {
            try await cache.response(for: "/a") { throw HTTPError(.internalServerError) }
        }
        let retried = try await cache.response(for: "/a") { renderer.render() }
        #expect(renderer.number(of: retried) == 1)
    }

    @Test(
        "An answer that is not everyone's is served and rendered anew next time: one no cache may keep, one for its client alone, one that sets a cookie or varies with a header",
        arguments: [
            ("Cache-Control", "no-store"), ("Cache-Control", "private, No-Store"), ("Cache-Control", "Private"),
            ("Set-Cookie", "theme=dark; Path=/"), ("Vary", "Accept-Language"),
        ]
    )
    func notShared(name: String, value: String) async throws {
        let cache = cache()
        let first = try await cache.response(for: "/a") {
            var response = renderer.render()
            response.headers[try #require(HTTPField.Name(name))] = value
            return response
        }
        let second = try await cache.response(for: "/a") { renderer.render() }
        #expect(renderer.number(of: first) == 1 && renderer.number(of: second) == 2)
        #expect(!ResponseCache.forbidsStoring([.cacheControl: "no-cache, max-age=60"]), "no-cache lets a cache keep it")
        #expect(ResponseCache.forbidsStoring([.cacheControl: "public,\tno-store"]))
    }

    @Test("A render whose request was cancelled while it ran keeps nothing, even an answer: the next request renders its own")
    func cancelledWhileRendering() async throws {
        let cache = cache()
        let cancelled = Task {
            try await cache.response(for: "/a") {
                withUnsafeCurrentTask { $0?.cancel() } // its client left; a part it waited for may be missing
                return renderer.render()
            }
        }
        #expect(try await renderer.number(of: cancelled.value) == 1, "its own caller still gets it")
        let next = try await cache.response(for: "/a") { renderer.render() }
        #expect(renderer.number(of: next) == 2)
        #expect(cache.usage.entries == 1)
    }

    @Test("A zero maximum age renders every request")
    func zeroMaxAge() async throws {
        let cache = ResponseCache(maxAge: .zero, now: clock.now)
        _ = try await cache.response(for: "/a") { renderer.render() }
        let second = try await cache.response(for: "/a") { renderer.render() }
        #expect(renderer.number(of: second) == 2)
    }

    @Test("A body larger than the whole budget is served but not kept")
    func largeBody() async throws {
        let cache = cache(maximumBytes: 4)
        let large = try await cache.response(for: "/a") { renderer.render(body: "12345") }
        let again = try await cache.response(for: "/a") { renderer.render(body: "12345") }
        #expect(large.body.contentLength == 5 && renderer.number(of: again) == 2)
    }

    @Test("A streamed body is passed on as it is, not kept")
    func streamedBody() async throws {
        let cache = cache()
        let streamed = { () -> Response in
            var response = renderer.render()
            response.body = ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "part"))
                try await writer.finish(nil)
            }
            return response
        }
        _ = try await cache.response(for: "/a", render: streamed)
        let again = try await cache.response(for: "/a", render: streamed)
        #expect(again.body.contentLength == nil && renderer.number(of: again) == 2)
    }

    /// What one answer of `renderer` with a five-byte body costs under `key` (its headers
    /// are the ETag and the length the response sets; the body takes eight bytes).
    static func cost(_ key: String) -> Int {
        ResponseCache.cost(key: key, headers: [.eTag: "1", .contentLength: "5"], bodyBytes: 8)
    }

    @Test("A body that is a slice of a larger buffer counts all the memory it would keep")
    func sliceCountsItsStorage() async throws {
        let cache = cache(maximumBytes: 16 << 10)
        let large = ByteBuffer(repeating: UInt8(ascii: "x"), count: 64 << 10)
        let slice = try #require(large.getSlice(at: 0, length: 4))
        let answer = try await cache.response(for: "/a") { Response(status: .ok, body: ResponseBody(byteBuffer: slice)) }
        #expect(answer.body.contentLength == 4)
        #expect(cache.usage.entries == 0, "four bytes that keep 64 KiB alive do not fit 16 KiB")
    }

    @Test("A body counts the memory it takes, not only its length, so that the bound holds in memory")
    func bodyMemoryIsCounted() async throws {
        let cache = cache(maximumBytes: 64 << 10)
        let body = String(repeating: "x", count: 1_025)
        _ = try await cache.response(for: "/a") { renderer.render(body: body) }
        var storage = ByteBuffer()
        storage.reserveCapacity(1_025)
        try #require(storage.capacity > 1_025, "SwiftNIO rounds a buffer's storage up")
        #expect(cache.usage.bytes == ResponseCache.cost(key: "/a", headers: [.eTag: "1", .contentLength: "1025"], bodyBytes: storage.capacity))
    }

    @Test("When the budget is spent, an answer asked for more often takes the least recently used one's place")
    func leastRecentlyUsedGoes() async throws {
        let cache = cache(maximumBytes: 2 * Self.cost("/a"))
        for key in ["/a", "/b", "/a", "/c", "/c", "/c", "/b"] {
            _ = try await cache.response(for: key) { renderer.render(body: "12345") }
        }
        // /c took /b's place at its third request, asked for twice before it against /b's
        // once. /b, back, was asked for once before, less often than /a, now the least
        // recently used: it is not kept.
        #expect(cache.statistics == ResponseCache.Statistics(hits: 1, renders: 6, waits: 0))
        #expect(cache.usage.entries == 2)
        _ = try await cache.response(for: "/a") { renderer.render(body: "12345") }
        #expect(cache.statistics.hits == 2, "/a stayed")
        _ = try await cache.response(for: "/b") { renderer.render(body: "12345") }
        #expect(cache.statistics.renders == 7, "/b was pushed out")
    }

    @Test("A request answered by its spelling alone counts as a request for its answer's key")
    func spelledHitsCount() async throws {
        let cache = ResponseCache(maxAge: .seconds(1), maximumEntries: 1, now: clock.now)
        _ = try await cache.response(for: "/a", spelledAs: "/a?") { renderer.render() }
        for _ in 0..<4 { #expect(cache.answer(spelledExactly: "/a?") != nil) }
        // /b, asked for three times, is asked for less often than /a (five): it is not kept.
        for _ in 0..<3 { _ = try await cache.response(for: "/b") { renderer.render() } }
        #expect(cache.answer(spelledExactly: "/a?").map(renderer.number(of:)) == 1)
        #expect(cache.statistics == ResponseCache.Statistics(hits: 5, renders: 4, waits: 0))
    }

    /// Sixty passes (360 requests) cross two halvings of the sketch (after 160 each). Just after
    /// one, an address asked for since counts one more than a kept one not yet asked for
    /// again; only the requests before its own count for a new answer, so that one request
    /// is no reason to evict an answer asked for as often.
    @Test("A cycle through more addresses than fit keeps a steady part of them, not none, also as the sketch halves its counts", arguments: [5, 60])
    func cycleLongerThanTheBudget(passes: Int) async throws {
        let cache = ResponseCache(maxAge: .seconds(1), maximumEntries: 3, now: clock.now)
        for _ in 0..<passes {
            for number in 0..<6 {
                _ = try await cache.response(for: "/\(number)") { renderer.render() }
            }
        }
        // By recency alone each answer would go just before it is asked for again: no hits.
        #expect(cache.statistics.hits == (passes - 1) * 3, "the first three, kept, answer every later pass")
        #expect(cache.usage.entries == 3)
    }

    @Test("What was asked for most fades once the traffic moves on: new addresses asked for often take its place")
    func popularityFades() async throws {
        let cache = ResponseCache(maxAge: .seconds(3_600), maximumEntries: 3, now: clock.now)
        for _ in 0..<50 {
            for key in ["/a", "/b", "/c"] { _ = try await cache.response(for: key) { renderer.render() } }
        }
        for _ in 0..<100 {
            for key in ["/x", "/y", "/z"] { _ = try await cache.response(for: key) { renderer.render() } }
        }
        let before = cache.statistics.hits
        for key in ["/x", "/y", "/z"] { _ = try await cache.response(for: key) { renderer.render() } }
        #expect(cache.statistics.hits - before == 3, "/x, /y and /z are kept now")
    }

    @Test("The bound holds whatever the URLs: a long key costs what it weighs")
    func longKeysAreCounted() async throws {
        let cache = cache(maximumBytes: 64 << 10)
        let long = String(repeating: "x", count: 4_096)
        for number in 0..<2_000 {
            _ = try await cache.response(for: "/things?search=\(long)\(number)") { renderer.render(body: "") }
        }
        #expect(cache.usage.entries <= 16, "2,000 keys of 4 KB in 64 KB: \(cache.usage.entries) kept")
        #expect(cache.usage.bytes <= 64 << 10)
        for _ in 0..<2 {
            _ = try await cache.response(for: "/things?search=\(long)1999") { renderer.render(body: "") }
        }
        #expect(cache.statistics.hits == 1, "the latest, asked for again, is kept")
        #expect(cache.usage.bytes <= 64 << 10)
    }

    @Test("At most the maximum number of answers is kept: the ones asked for most")
    func entryBound() async throws {
        let cache = ResponseCache(maxAge: .seconds(1), maximumEntries: 3, now: clock.now)
        for number in 0..<10 {
            _ = try await cache.response(for: "/\(number)") { renderer.render() }
        }
        #expect(cache.usage.entries == 3)
        for _ in 0..<3 {
            for number in 7..<10 {
                _ = try await cache.response(for: "/\(number)") { renderer.render() }
            }
        }
        #expect(cache.statistics.hits == 3, "/7, /8 and /9, asked for twice before, took the places of /0, /1 and /2")
        #expect(cache.usage.entries == 3)
    }

    @Test("Expired answers are forgotten as new ones come in, not only when the budget is spent")
    func expiredAreForgotten() async throws {
        let cache = cache(maximumBytes: 1 << 20)
        for key in ["/a", "/b"] {
            _ = try await cache.response(for: key) { renderer.render() }
        }
        clock.advance(by: .seconds(1))
        _ = try await cache.response(for: "/c") { renderer.render() }
        #expect(cache.usage.entries == 1)
        #expect(cache.usage.bytes == ResponseCache.cost(key: "/c", headers: [.eTag: "3", .contentLength: "4"], bodyBytes: 4))
    }

    @Test("An evicted answer leaves the order of expiry with it: the bound holds there too, and one kept again expires by its new time")
    func evictedLeaveTheExpiryOrder() async throws {
        var kept = KeptAnswers(expectedEntries: 16)
        let answer = try await CachedResponse(renderer.render())
        let start = clock.now()
        for number in 0..<100 {
            let room = kept.makeRoom(for: 100, bytes: 300, entries: 16)
            #expect(room)
            kept.keep(answer, for: "/\(number)", cost: 100, expires: start + .seconds(1))
        }
        #expect(kept.entries == 3 && kept.awaitingExpiry == 3, "evictions leave nothing behind")
        // "/97", evicted and kept again later, lives its full age from its second keeping.
        kept.forget("/97")
        kept.keep(answer, for: "/97", cost: 100, expires: start + .seconds(2))
        kept.forgetExpired(at: start + .milliseconds(1_500))
        let hit = kept.hit("/97", at: start + .milliseconds(1_500))
        #expect(hit != nil)
        #expect(kept.entries == 1 && kept.awaitingExpiry == 1)
    }

    /// The answers of five requests for "/a" that miss at once, the first's first: the first
    /// renders with `render`, held until the other four wait for it.
    func fiveAtOnce(on cache: ResponseCache, render: @escaping @Sendable () -> Response) async throws -> [Response] {
        let gate = Gate()
        let held: @Sendable () async -> Response = {
            let response = render()
            await gate.pass()
            return response
        }
        let leader = Task { try await cache.response(for: "/a", render: held) }
        await gate.waitForArrivals(1)
        let followers = try await fourWaiting(on: cache, heldAt: gate, render: held)
        await gate.open()
        return try await [leader.value] + followers.value
    }

    /// Four requests for "/a" that miss while its render is held at `gate`, once all four
    /// wait for that render. Should they never all wait, the gate is opened (the render
    /// held there ends) and the test fails rather than hangs.
    func fourWaiting(on cache: ResponseCache, heldAt gate: Gate, render: @escaping @Sendable () async throws -> Response) async throws -> Task<[Response], any Error> {
        let followers = Task {
            try await withThrowingTaskGroup(of: Response.self) { group in
                for _ in 1...4 { group.addTask { try await cache.response(for: "/a", render: render) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        do {
            try await until { cache.statistics.waits == 4 }
        } catch {
            await gate.open()
            throw error
        }
        return followers
    }

    /// Returns once `request` has ended, while a render stays held at `gate`. Should it
    /// not end, the gate is opened (the render held there ends) and the test fails
    /// rather than hangs.
    func untilEnded(_ request: Task<Response, any Error>, whileHeldAt gate: Gate) async throws {
        let ended = Mutex(false)
        let watcher = Task {
            _ = await request.result
            ended.withLock { $0 = true }
        }
        do {
            try await until { ended.withLock { $0 } }
        } catch {
            await gate.open()
            throw error
        }
        await watcher.value
    }

    @Test("Requests that miss while a key is rendering wait for that render", arguments: [HTTPResponse.Status.ok, .serviceUnavailable])
    func oneRenderPerKey(status: HTTPResponse.Status) async throws {
        let cache = cache()
        let answers = try await fiveAtOnce(on: cache) { renderer.render(status: status) }
        if status == .ok {
            #expect(answers.map(renderer.number(of:)) == [1, 1, 1, 1, 1], "one render served everyone")
            #expect(cache.statistics == ResponseCache.Statistics(hits: 0, renders: 1, waits: 4))
        } else {
            #expect(cache.statistics == ResponseCache.Statistics(hits: 0, renders: 5, waits: 4), "every render is counted")
            #expect(Set(answers.map(renderer.number(of:))) == Set(1...5), "a 503 is not shared: each waiter renders its own")
        }
        #expect(answers.allSatisfy { $0.status == status })
    }

    @Test("An answer no cache may keep is still the answer of the requests that waited for its render; the next request renders anew")
    func noStoreShared() async throws {
        let cache = cache()
        let render: @Sendable () -> Response = {
            var response = renderer.render()
            response.headers[.cacheControl] = "no-store"
            return response
        }
        let answers = try await fiveAtOnce(on: cache, render: render)
        #expect(answers.map(renderer.number(of:)) == [1, 1, 1, 1, 1], "one render served everyone waiting")
        #expect(answers.allSatisfy { $0.headers[.cacheControl] == "no-store" })
        let next = try await cache.response(for: "/a", render: render)
        #expect(renderer.number(of: next) == 2 && cache.usage.entries == 0)
    }

    @Test("A render whose request is cancelled hands its turn on: one of those waiting renders, and the others share its answer")
    func abandonedRender() async throws {
        let cache = cache()
        let gate = Gate()
        let leader = Task {
            try await cache.response(for: "/a") {
                await gate.pass()
                try Task.checkCancellation() // its client left while it waited
                return renderer.render()
            }
        }
        await gate.waitForArrivals(1)
        let followers = try await fourWaiting(on: cache, heldAt: gate) { renderer.render() }
        leader.cancel()
        await gate.open()
        await #expect(throws: CancellationError.self) { try await leader.value }
        let answers = try await followers.value
        #expect(Set(answers.map(renderer.number(of:))).count == 1, "one render, shared")
        #expect(cache.statistics.renders == 2, "the cancelled one and its successor")
        #expect(cache.usage.entries == 1)
    }

    @Test("A request whose client leaves while it waits for another's render stops waiting at once; those that stay share the render")
    func waiterLeaves() async throws {
        let cache = cache()
        let gate = Gate()
        let leader = Task {
            try await cache.response(for: "/a") {
                await gate.pass()
                return renderer.render()
            }
        }
        await gate.waitForArrivals(1)
        let staying = Task { try await cache.response(for: "/a") { renderer.render() } }
        let leaving = Task { try await cache.response(for: "/a") { renderer.render() } }
        do {
            try await until { cache.statistics.waits == 2 }
        } catch {
            await gate.open()
            throw error
        }
        leaving.cancel()
        // While the render it waited for is still held: it does not wait for it.
        try await untilEnded(leaving, whileHeldAt: gate)
        await #expect(throws: CancellationError.self) { try await leaving.value }
        // One whose client left before it asked does not join the line at all.
        let late = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await cache.response(for: "/a") { renderer.render() }
        }
        try await untilEnded(late, whileHeldAt: gate)
        await #expect(throws: CancellationError.self) { try await late.value }
        await gate.open()
        #expect(try await renderer.number(of: leader.value) == 1)
        #expect(try await renderer.number(of: staying.value) == 1, "the one that stayed shares it")
        #expect(cache.statistics == ResponseCache.Statistics(hits: 0, renders: 1, waits: 2))
        #expect(cache.usage.entries == 1)
    }

    @Test("A render whose request is cancelled once it has its answer keeps it for that request alone: one of those waiting renders anew, for the others")
    func cancelledAfterRendering() async throws {
        let cache = cache()
        let gate = Gate()
        let leader = Task {
            try await cache.response(for: "/a") {
                await gate.pass()
                let response = renderer.render()
                withUnsafeCurrentTask { $0?.cancel() } // its client left as it finished; a part may be missing
                return response
            }
        }
        await gate.waitForArrivals(1)
        let followers = try await fourWaiting(on: cache, heldAt: gate) { renderer.render() }
        await gate.open()
        #expect(try await renderer.number(of: leader.value) == 1)
        let answers = try await followers.value
        #expect(answers.map(renderer.number(of:)) == [2, 2, 2, 2], "one render anew, shared")
        #expect(cache.statistics.renders == 2 && cache.usage.entries == 1)
    }

    @Test("Once the cache is emptied, no request gets the answer of a render begun before: those waiting and those after render their own")
    func renderBeforeRemoveAll() async throws {
        let cache = cache()
        let gate = Gate()
        let leader = Task {
            try await cache.response(for: "/a") {
                let response = renderer.render()
                await gate.pass()
                return response
            }
        }
        await gate.waitForArrivals(1)
        let early = Task { try await cache.response(for: "/a") { renderer.render() } }
        try await until { cache.statistics.waits == 1 }
        cache.removeAll() // a write
        let late = Task { try await cache.response(for: "/a") { renderer.render() } }
        // The late request has either joined the first render (waits) or begun its own.
        try await until { cache.statistics.waits + cache.statistics.renders >= 3 }
        await gate.open()
        let (first, waited, after) = try await (leader.value, early.value, late.value)
        #expect(renderer.number(of: first) == 1)
        #expect(renderer.number(of: waited) != 1, "it waited from before the write: it renders its own")
        #expect(renderer.number(of: after) != 1, "it came after the write: the first render's answer may be stale")
        let again = try await cache.response(for: "/a") { renderer.render() }
        #expect(renderer.number(of: again) == renderer.number(of: after), "the late request's answer is kept, the first's is not")
        #expect(cache.statistics == ResponseCache.Statistics(hits: 1, renders: 3, waits: 1))
    }
}

/// A clock that moves only when the test moves it.
final class ManualClock: Sendable {
    private let reading = Mutex(ContinuousClock.now)

    var now: @Sendable () -> ContinuousClock.Instant {
        { self.reading.withLock { $0 } }
    }

    func advance(by duration: Duration) {
        reading.withLock { $0 += duration }
    }
}

/// Makes responses that carry the number of the render that made them (in ETag).
final class NumberedRenderer: Sendable {
    private let count = Mutex(0)

    func render(status: HTTPResponse.Status = .ok, body: String = "body") -> Response {
        let number = count.withLock { $0 += 1; return $0 }
        return Response(status: status, headers: [.eTag: String(number)], body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    func number(of response: Response) -> Int? {
        response.headers[.eTag].flatMap(Int.init)
    }
}
