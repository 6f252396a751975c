import Domain
import Presentation
import Testing

@Suite("Timestamps as a form takes them, in UTC")
struct TimestampTextTests {
    @Test("A day, a day and a time, or RFC 3339 in UTC")
    func reads() {
        #expect(TimestampText.timestamp(from: "2026-01-31") == Timestamp(secondsSince1970: 1_769_817_600))
        #expect(TimestampText.timestamp(from: " 2026-01-31 14:30 ") == Timestamp(secondsSince1970: 1_769_869_800))
        #expect(TimestampText.timestamp(from: "2026-01-31T14:30:05Z") == Timestamp(secondsSince1970: 1_769_869_805))
        #expect(TimestampText.timestamp(from: "2024-02-29 00:00 UTC") == Timestamp(secondsSince1970: 1_709_164_800))
    }

    @Test("Anything else is none", arguments: [
        "2026-02-30", "2026-13-01", "0000-01-01", "+026-01-31", "2026-1-31", "2026-01-31 24:00", "2026-01-31 12:60",
        "2026-01-31 12", "2026-01-31 12:00:00:00", "tomorrow", "",
    ])
    func refuses(_ text: String) {
        #expect(TimestampText.timestamp(from: text) == nil)
    }

    @Test("A form shows a timestamp as it reads one back")
    func roundTrip() {
        let timestamp = Timestamp(secondsSince1970: 1_769_869_800)
        #expect(TimestampText.formText(timestamp) == "2026-01-31 14:30")
        #expect(TimestampText.timestamp(from: TimestampText.formText(timestamp)) == timestamp)
    }
}
