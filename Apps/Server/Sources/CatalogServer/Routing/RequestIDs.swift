/// The ids requests are known by, in the log and to their clients (`X-Request-ID`): 32 hex
/// digits, the first 16 the process's own and the rest random for each request.
/// Hummingbird's own count up by one, so that two answers told any client how many
/// requests the server had in between; these tell nothing but a restart.
enum RequestIDs {
    private static let process = hex(UInt64.random(in: .min ... .max))

    /// A new id.
    static func next() -> String {
        process + hex(UInt64.random(in: .min ... .max))
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
