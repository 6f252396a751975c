@testable import CatalogServer
import Synchronization
import Testing

@Suite("The reserve of the system's random numbers")
struct RandomReserveTests {
    @Test("The system is asked once for each 512 numbers, and each number it gave is handed out once, in order")
    func drawsInBatches() {
        let fills = Mutex(0)
        // Each batch numbered: the nth number of the reserve's life is n.
        let reserve = RandomReserve { buffer in
            let batch = fills.withLock { fills in
                defer { fills += 1 }
                return fills
            }
            let numbers = buffer.bindMemory(to: UInt64.self)
            for index in numbers.indices { numbers[index] = UInt64(batch * RandomReserve.batch + index) }
        }
        let drawn = (0..<1_200).map { _ in reserve.next() }
        #expect(drawn == (0..<1_200).map(UInt64.init))
        #expect(fills.withLock { $0 } == 3)
    }

    @Test("Numbers drawn from many tasks at once are never the same twice")
    func concurrentDrawsAreDistinct() async {
        let reserve = RandomReserve()
        let drawn = await withTaskGroup(of: [UInt64].self) { group in
            for _ in 0..<8 { group.addTask { (0..<1_000).map { _ in reserve.next() } } }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(drawn.count == 8_000 && Set(drawn).count == 8_000)
    }

    @Test("The system's bytes fill the whole buffer, whatever its length, from the device or, without one, the generator")
    func systemFillsWhole() {
        // 1,031 bytes of zeros: the chance that the last 64 stay zero is 2^-512.
        var bytes = [UInt8](repeating: 0, count: 1_031)
        bytes.withUnsafeMutableBytes(RandomReserve.systemFill)
        #expect(bytes.suffix(64).contains { $0 != 0 } && bytes.prefix(64).contains { $0 != 0 })
        // The generator's part begins where the device stopped, and leaves what it read.
        var rest = [UInt8](repeating: 7, count: 16) + [UInt8](repeating: 0, count: 1_015)
        rest.withUnsafeMutableBytes { RandomReserve.fillFromGenerator($0, from: 16) }
        #expect(rest.prefix(16).allSatisfy { $0 == 7 } && rest.suffix(64).contains { $0 != 0 } && rest.dropFirst(16).prefix(64).contains { $0 != 0 })
    }
}
