#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// The system's random numbers, drawn 512 at a time: one call to the kernel for 512 request
/// ids, where `SystemRandomNumberGenerator` makes one for each number (on Linux, a system
/// call for every request). The numbers are the system's own, as unpredictable; they only
/// wait here, in the process's memory, until they are used, each once.
final class RandomReserve: Sendable {
    /// The process's: what `ReservedRandom` draws from.
    static let shared = RandomReserve()

    static let batch = 512

    private let state: Mutex<State>

    /// - Parameter fill: puts random bytes in the whole buffer; the system's by default.
    init(fill: @escaping @Sendable (UnsafeMutableRawBufferPointer) -> Void = RandomReserve.systemFill) {
        state = Mutex(State(fill: fill))
    }

    /// The next number, drawn from the system with the next 511 when none is left.
    func next() -> UInt64 {
        state.withLock { $0.next() }
    }

    private struct State {
        let fill: @Sendable (UnsafeMutableRawBufferPointer) -> Void
        var numbers = [UInt64](repeating: 0, count: RandomReserve.batch)
        var used = RandomReserve.batch

        mutating func next() -> UInt64 {
            if used == numbers.count {
                numbers.withUnsafeMutableBytes(fill)
                used = 0
            }
            defer { used += 1 }
            return numbers[used]
        }
    }

    /// The system's random bytes for all of `buffer`: `/dev/urandom` read whole on Linux
    /// (what `getrandom` answers, which Swift's Glibc does not declare), taken again where
    /// a signal cut a read short, and `arc4random_buf` on Apple's systems. Should the system
    /// refuse (a root with no `/dev`), the rest comes from `SystemRandomNumberGenerator`.
    static func systemFill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let start = buffer.baseAddress else { return }
        #if canImport(Darwin)
        arc4random_buf(start, buffer.count)
        #else
        var filled = 0
        let device = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        if device >= 0 {
            defer { close(device) }
            while filled < buffer.count {
                let count = read(device, start + filled, buffer.count - filled)
                if count > 0 {
                    filled += count
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
        fillFromGenerator(buffer, from: filled)
        #endif
    }

    /// Fills `buffer` from `start` on with `SystemRandomNumberGenerator`'s numbers, eight
    /// bytes of each: one system call a number, as without the reserve.
    static func fillFromGenerator(_ buffer: UnsafeMutableRawBufferPointer, from start: Int) {
        var generator = SystemRandomNumberGenerator()
        var filled = start
        while filled < buffer.count {
            let number = generator.next()
            let count = min(8, buffer.count - filled)
            for byte in 0..<count {
                buffer[filled + byte] = UInt8(truncatingIfNeeded: number >> (8 * UInt64(byte)))
            }
            filled += count
        }
    }
}

/// A generator over the process's `RandomReserve`, for `random(in:using:)` wherever the
/// server draws an unpredictable value (a request id, a sign-in's token).
struct ReservedRandom: RandomNumberGenerator {
    mutating func next() -> UInt64 {
        RandomReserve.shared.next()
    }
}
