import DataLayer
import Testing

@Suite("Default store location")
struct StoreLocationTests {
    #if os(Linux)
    @Test("Linux uses XDG_DATA_HOME when it is an absolute path")
    func xdgDataHome() {
        let location = StoreLocation.defaultFile(folder: "catalog", applicationSupportFolder: "Catalog", name: "catalog.sqlite", environment: ["XDG_DATA_HOME": "/data/me"], homeDirectory: "/home/me")
        #expect(location == .file(path: "/data/me/catalog/catalog.sqlite"))
    }

    @Test("Linux falls back to ~/.local/share when XDG_DATA_HOME is unset or relative", arguments: [[:], ["XDG_DATA_HOME": "relative/path"]])
    func fallback(environment: [String: String]) {
        let location = StoreLocation.defaultFile(folder: "catalog", applicationSupportFolder: "Catalog", name: "catalog.sqlite", environment: environment, homeDirectory: "/home/me")
        #expect(location == .file(path: "/home/me/.local/share/catalog/catalog.sqlite"))
    }
    #elseif os(macOS)
    @Test("macOS uses Application Support")
    func applicationSupport() {
        let location = StoreLocation.defaultFile(folder: "catalog", applicationSupportFolder: "Catalog", name: "catalog.sqlite", environment: [:], homeDirectory: "/Users/me")
        #expect(location == .file(path: "/Users/me/Library/Application Support/Catalog/catalog.sqlite"))
    }
    #endif
}
