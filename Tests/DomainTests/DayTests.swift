import Domain
import Testing

@Suite("Day: a day of the calendar, written YYYY-MM-DD")
struct DayTests {
    @Test("Reads and writes the ISO form, leap days where the calendar has them")
    func readsISO() {
        #expect(Day(iso: "2026-01-31")?.description == "2026-01-31")
        #expect(Day(iso: "2024-02-29") == Day(year: 2024, month: 2, day: 29))
        #expect(Day(iso: "2000-02-29") != nil)
        #expect(Day(year: 7, month: 3, day: 9)?.description == "0007-03-09")
    }

    @Test("Refuses a day the calendar has not, and any other spelling", arguments: [
        "2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "0000-01-01",
        "2026-1-31", "2026-01-31T00:00", " 2026-01-31", "+026-01-31", "２０２６-01-31", "", "tomorrow",
    ])
    func refuses(_ text: String) {
        #expect(Day(iso: text) == nil)
    }

    @Test("Orders by the calendar")
    func orders() throws {
        let days = try ["2026-01-31", "2025-12-31", "2026-02-01"].map { try #require(Day(iso: $0)) }
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-01-31", "2026-02-01"])
    }
}
