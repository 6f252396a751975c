import ArchlintCore
import Foundation
import Synchronization
import Testing

@Suite("Import scanner on mutated files")
struct ScannerPropertyTests {
    /// Fixed so that a failure can be replayed; change it to explore further.
    static let seed: UInt64 = 0x5EED_A5C1

    @Test("Thousands of cut, spliced and salted real files: no crash, no hang; where the parser accepts the file, the same imports")
    func mutations() {
        let corpus = SwiftCorpus.files(limit: 400).map { Array($0.text.utf8) }.filter { $0.count < 12_000 }
        guard corpus.count > 10 else {
            Issue.record("the corpus needs real files")
            return
        }
        // The mutants are made in order from the seed, then checked on every core: the
        // same mutants on any machine, in the time of the slowest lane.
        let mutants: [String] = {
            var random = SplitMix64(seed: Self.seed)
            return (0..<3_000).map { _ in
                var bytes = corpus[random.next(below: corpus.count)]
                for _ in 0...random.next(below: 3) {
                    Mutation.apply(&bytes, donor: corpus[random.next(below: corpus.count)], random: &random)
                }
                return String(decoding: bytes, as: UTF8.self)
            }
        }()
        let lanes = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let outcome = Mutex((validMutants: 0, disagreeing: [Int]()))
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for round in stride(from: lane, to: mutants.count, by: lanes) {
                // Every mutant is scanned, so a crash or a hang fails the run whatever the parser says.
                let scanned = SyntaxOracle.scanned(mutants[round])
                // A file the compiler rejects imports nothing; where it accepts one, the
                // scanner must see exactly what it sees.
                let parsed = SyntaxOracle.parse(mutants[round])
                guard parsed.isValid else { continue }
                let agrees = scanned == parsed.imports
                outcome.withLock { outcome in
                    outcome.validMutants += 1
                    if !agrees { outcome.disagreeing.append(round) }
                }
            }
        }
        let (validMutants, disagreeing) = outcome.withLock { ($0.validMutants, $0.disagreeing.sorted()) }
        let disagreements = disagreeing.map { round in
            "round \(round): scanned \(SyntaxOracle.scanned(mutants[round])), parsed \(SyntaxOracle.parse(mutants[round]).imports)"
        }
        if let first = disagreeing.first, let dump = ProcessInfo.processInfo.environment["ARCHLINT_DUMP_MUTANT"] {
            try? mutants[first].write(toFile: dump, atomically: true, encoding: .utf8)
        }
        #expect(validMutants > 300, "enough mutants still parse for the comparison to mean something")
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(3))")
    }
}

/// Edits that stress a lexer: cut a range, splice in a range of another file, or insert
/// the characters that open and close comments, strings, regexes and conditions.
enum Mutation {
    static let salt: [String] = [
        "\"", "\"\"\"", "#", "##", "#\"", "\"#", "/*", "*/", "//", "\\(", "\\#(", "(", ")", "{", "}", "/",
        "#/", "/#", "`", "\n", "#if DEBUG\n", "#else\n", "#endif\n", "import Salt\n", "@testable ", "'",
    ]

    static func apply(_ bytes: inout [UInt8], donor: [UInt8], random: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        let position = random.next(below: bytes.count + 1)
        switch random.next(below: 3) {
        case 0:
            let end = min(bytes.count, position + random.next(below: 200))
            bytes.removeSubrange(position..<end)
        case 1 where !donor.isEmpty:
            let start = random.next(below: donor.count)
            let end = min(donor.count, start + random.next(below: 400))
            bytes.insert(contentsOf: donor[start..<end], at: position)
        default:
            bytes.insert(contentsOf: Array(salt[random.next(below: salt.count)].utf8), at: position)
        }
    }
}

/// A seeded generator, so every run makes the same mutations.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
