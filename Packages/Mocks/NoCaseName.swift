/// A name as the stores compare it (SQLite's `NOCASE`, PostgreSQL's `lower` under "C"):
/// ASCII letters without their case, every other character as it is, then byte order.
/// "Étagère" comes before "ébène", and "ÉTAGÈRE" is another name.
struct NoCaseName: Comparable {
    let bytes: [UInt8]

    init(_ name: String) {
        bytes = name.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}
