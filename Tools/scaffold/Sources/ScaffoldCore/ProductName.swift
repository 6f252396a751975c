/// A product's name in each spelling the template uses: `PetStore` for types, modules
/// and titles, `pet-store` for executables, files, folders and the link scheme,
/// `PET_STORE` for environment variables, `pet_store` where a drawing needs an identifier.
public struct ProductName: Equatable, Sendable, CustomStringConvertible {
    /// Such as `PetStore`.
    public let display: String

    public init(_ display: String) throws(ScaffoldError) {
        guard let first = display.unicodeScalars.first, ("A"..."Z").contains(first),
              display.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else {
            throw .invalidName("“\(display)” is not a name in UpperCamelCase: use letters and digits, starting with a capital (Shop, PetStore)")
        }
        guard !Self.taken.contains(display) else {
            throw .invalidName("“\(display)” is already a module of the template or of its dependencies; choose another")
        }
        self.display = display
    }

    /// Module and dependency names a product's modules (`NameCLI`, `NameServer`) and
    /// executables must not shadow.
    static let taken: Set<String> = [
        "Domain", "Data", "DataLayer", "Presentation", "Mocks", "Composition", "WebAPI", "APIContract", "TestSupport",
        "Foundation", "Swift", "Hummingbird", "Logging", "ArgumentParser", "Crypto", "CSQLite", "Testing", "XCTest",
    ]

    /// The words of the name, as a feature's are read: `PetStore` is `pet` and `store`,
    /// `APIShop` is `api` and `shop` (not `a`, `p`, `i`, `shop`).
    private var words: [String] { Words.of(display) }

    /// Such as `pet-store`.
    public var slug: String { words.joined(separator: "-") }
    /// Such as `PET_STORE`.
    public var constant: String { words.joined(separator: "_").uppercased() }
    /// Such as `pet_store`: what `archlint graph` makes of `pet-store`.
    public var identifier: String { words.joined(separator: "_") }
    /// Such as `petStore`, `apiShop`: a Swift name of a function or a value.
    public var lowerCamel: String { words[0] + display.dropFirst(words[0].count) }

    public var description: String { display }
}
