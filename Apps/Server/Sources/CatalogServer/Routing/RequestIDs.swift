/// The ids requests are known by, in the log and to their clients (`X-Request-ID`): 32 hex
/// digits, the first 16 the process's own and the rest random for each request.
/// Hummingbird's own count up by one, so that two answers told any client how many
/// requests the server had in between; these tell nothing but a restart.
enum RequestIDs {
    private static let process = UInt64.random(in: .min ... .max)

    /// A new id, its digits written straight into one string: every request makes one.
    static func next() -> String {
        var generator = ReservedRandom()
        let random = UInt64.random(in: .min ... .max, using: &generator)
        return String(unsafeUninitializedCapacity: 32) { bytes in
            writeDigits(of: process, to: bytes, from: 0)
            writeDigits(of: random, to: bytes, from: 16)
            return 32
        }
    }

    /// The 16 hex digits of `value`, zeros first, at `start` in `bytes`.
    private static func writeDigits(of value: UInt64, to bytes: UnsafeMutableBufferPointer<UInt8>, from start: Int) {
        for digit in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: value >> (60 - 4 * UInt64(digit))) & 0xF
            bytes[start + digit] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        }
    }
}
