@testable import CatalogCLI
import Testing

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test("Bytes from a raw terminal become keys", arguments: [
        ([0x1B, 0x5B, 0x41], [Key.up]),
        ([0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44], [.down, .right, .left]),
        ([0x1B, 0x4F, 0x41], [.up]),
        ([0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E], [.pageUp, .pageDown]),
        ([0x1B], [.escape]),
        ([0x0D], [.enter]),
        ([0x7F], [.backspace]),
        ([0x03], [.interrupt]),
        ([0x04], [.endOfInput]),
        ([0x71, 0x2F], [.character("q"), .character("/")]),
        ([0xC3, 0xA9], [.character("é")]),
        ([0x09, 0x12], [.tab, .control("r")]),
        ([0x00], []),
    ] as [([UInt8], [Key])])
    func decode(bytes: [UInt8], keys: [Key]) {
        #expect(KeyDecoder.decode(bytes) == keys)
    }
}
