import ArgumentParser
@testable import CatalogServer
import Composition
import Foundation
import TestSupport
import Testing

@Suite("The server's settings: flags, then the environment, then a settings file")
struct ServerOptionsTests {
    static let token = "a-token-of-thirty-two-characters"

    /// The settings `arguments` and `environment` give.
    func settings(_ arguments: [String], environment: [String: String] = [:]) async throws -> ServerSettings {
        try await CatalogServerCommand.parse(arguments).settings(environment: environment)
    }

    @Test("A flag wins over the environment, the environment over the file, the file over the default")
    func precedence() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("settings.json")
        try Data(#"{"port": 1111, "readConnections": 2, "hostname": "0.0.0.0", "drain": 5, "logFormat": "json", "trustedProxy": ["10.0.0.5"], "accessLog": true}"#.utf8).write(to: URL(fileURLWithPath: file))
        let settings = try await settings(
            ["--config", file, "--port", "3333"],
            environment: ["CATALOG_PORT": "2222", "CATALOG_READ_CONNECTIONS": "3", "CATALOG_SEED": "false"]
        )
        #expect(settings.port == 3333 && settings.readConnections == 3 && settings.hostname == "0.0.0.0")
        #expect(settings.drain == 5 && settings.logFormat == .json && settings.cacheMaxMib == 32)
        #expect(settings.forwarded.trustedProxies == ["10.0.0.5"] && settings.accessLog && !settings.seed)
        let named = try await self.settings([], environment: ["CATALOG_CONFIG": file])
        #expect(named.port == 1111, "CATALOG_CONFIG names the file too")
    }

    @Test("A token on a server that listens beyond this machine over plain HTTP, with neither HTTPS only nor a trusted proxy, is warned of", arguments: [
        (["--hostname", "0.0.0.0", "--token", token], true),
        (["--hostname", "192.0.2.10", "--token", token], true),
        (["--hostname", "0.0.0.0"], false),
        (["--token", token], false),
        (["--hostname", "localhost", "--token", token], false),
        (["--hostname", "::1", "--token", token], false),
        (["--hostname", "127.0.0.2", "--token", token], false),
        (["--hostname", "0.0.0.0", "--token", token, "--secure-cookies"], false),
        (["--hostname", "0.0.0.0", "--token", token, "--trusted-proxy", "10.0.0.5"], false),
    ])
    func tokenInClear(arguments: [String], warned: Bool) async throws {
        #expect(try await settings(arguments).tokenCrossesNetworkInClear == warned)
    }

    @Test("Only the app's own variables are read, and DATABASE_URL, which CATALOG_DATABASE overrides")
    func environmentNames() async throws {
        let hosted = try await settings([], environment: ["HOSTNAME": "build-box", "PORT": "9", "DATABASE_URL": "/tmp/hosted.sqlite"])
        #expect(hosted.hostname == "127.0.0.1" && hosted.port == 8080)
        #expect(hosted.store == .file(path: "/tmp/hosted.sqlite"))
        let both = try await settings([], environment: ["DATABASE_URL": "/tmp/hosted.sqlite", "CATALOG_DATABASE": "/tmp/own.sqlite"])
        #expect(both.store == .file(path: "/tmp/own.sqlite"))
        let proxies = try await settings([], environment: ["CATALOG_TRUSTED_PROXY": "10.0.0.1,10.0.0.2"])
        #expect(proxies.forwarded.trustedProxies == ["10.0.0.1", "10.0.0.2"])
        let memory = try await settings(["--in-memory"], environment: ["DATABASE_URL": "/tmp/hosted.sqlite"])
        #expect(memory.store == .inMemory)
    }

    @Test("The response cache's budget is 1 to 4096 MiB, from any source", arguments: [("0", false), ("1", true), ("32", true), ("4096", true), ("4097", false)])
    func cacheBudget(value: String, isValid: Bool) async {
        let fromFlag = try? await settings(["--in-memory", "--cache-max-mib", value])
        let fromEnvironment = try? await settings(["--in-memory"], environment: ["CATALOG_CACHE_MAX_MIB": value])
        #expect((fromFlag != nil) == isValid && (fromEnvironment != nil) == isValid, "--cache-max-mib \(value)")
    }

    /// A cap on connections: its flag, its variable, where the settings keep it, its
    /// default and the largest value it takes (the smallest is 1).
    struct ConnectionCap: Sendable, CustomTestStringConvertible {
        let flag: String
        let variable: String
        let value: @Sendable (ServerSettings) -> Int
        let standard: Int
        let largest: Int
        var testDescription: String { flag }

        static let all = [
            ConnectionCap(flag: "--max-connections", variable: "CATALOG_MAX_CONNECTIONS", value: \.maxConnections, standard: 1_000, largest: 1_000_000),
            ConnectionCap(
                flag: "--max-connections-per-client", variable: "CATALOG_MAX_CONNECTIONS_PER_CLIENT", value: \.maxConnectionsPerClient,
                standard: 100, largest: 1_000_000
            ),
            ConnectionCap(
                flag: "--max-requests-per-client", variable: "CATALOG_MAX_REQUESTS_PER_CLIENT", value: \.maxRequestsPerClient,
                standard: 32, largest: 1_000_000
            ),
            ConnectionCap(
                flag: "--postgres-connections", variable: "CATALOG_POSTGRES_CONNECTIONS", value: \.postgresConnections, standard: 20, largest: 1_000
            ),
        ]
    }

    @Test("The connections held open at once, in all and by one client, a client's requests in flight, and the connections opened to PostgreSQL are 1 to their largest from any source, 1,000, 100, 32 and 20 unless set",
          arguments: ConnectionCap.all)
    func connectionCaps(cap: ConnectionCap) async throws {
        for (value, isValid) in [("0", false), ("1", true), ("\(cap.largest)", true), ("\(cap.largest + 1)", false)] {
            let fromFlag = try? await settings(["--in-memory", cap.flag, value])
            let fromEnvironment = try? await settings(["--in-memory"], environment: [cap.variable: value])
            #expect((fromFlag != nil) == isValid && (fromEnvironment != nil) == isValid, "\(cap.flag) \(value)")
            #expect(fromFlag.map { String(cap.value($0)) == value } ?? true, "\(cap.flag) \(value)")
            #expect(fromEnvironment.map { String(cap.value($0)) == value } ?? true, "\(cap.variable) \(value)")
        }
        #expect(cap.value(try await settings([])) == cap.standard)
    }

    @Test("A value that cannot be read is an error naming the flag and the variable, never the default", arguments: [
        (["CATALOG_PORT": "eighty"], "--port (CATALOG_PORT) is “eighty”, not a whole number"),
        (["CATALOG_LOG_FORMAT": "xml"], "--log-format (CATALOG_LOG_FORMAT) is “xml”, not one of text, json"),
        (["CATALOG_SEED": "maybe"], "--seed (CATALOG_SEED) is “maybe”, not true or false"),
        (["CATALOG_CONFIG": "/nonexistent/settings.json"], "The settings file cannot be read"),
        (["CATALOG_OTLP_ENDPOINT": "collector:4318"], "--otlp-endpoint (CATALOG_OTLP_ENDPOINT) is “collector:4318”, not an http:// or https:// URL"),
        (["CATALOG_OTLP_ENDPOINT": "ftp://collector:4318"], "--otlp-endpoint (CATALOG_OTLP_ENDPOINT) is “ftp://collector:4318”, not an http:// or https:// URL"),
    ])
    func unreadable(environment: [String: String], message: String) async {
        let error = await #expect(throws: ValidationError.self) { try await settings([], environment: environment) }
        #expect(error.map { "\($0)".hasPrefix(message) } ?? false, "\(String(describing: error))")
    }

    @Test("A settings file that is not a regular file, or is larger than 1 MiB, is refused before it is read")
    func settingsFileBounded() async throws {
        let directory = try TemporaryDirectory()
        let large = directory.file("large.json")
        // Valid JSON, one byte over the bound.
        let padding = String(repeating: " ", count: SettingsSources.largestFile - 1)
        try Data(("{}" + padding).utf8).write(to: URL(fileURLWithPath: large))
        for (path, message) in [
            ("/dev/zero", "/dev/zero is not a regular file"),
            (directory.path, "\(directory.path) is not a regular file"),
            (large, "\(large) has \(SettingsSources.largestFile + 1) bytes, more than the \(SettingsSources.largestFile)"),
        ] {
            let error = await #expect(throws: ValidationError.self) { try await settings([], environment: ["CATALOG_CONFIG": path]) }
            #expect(error.map { "\($0)".contains(message) } ?? false, "\(String(describing: error))")
        }
    }

    @Test("A collector's address is where the spans go, at /v1/traces below it")
    func traceExport() async throws {
        #expect(try await settings([]).traceExport == nil)
        let export = try #require(try await settings(["--otlp-endpoint", "http://127.0.0.1:4318"]).traceExport)
        #expect(export.endpoint == "http://127.0.0.1:4318/v1/traces")
        let behindPath = try await settings([], environment: ["CATALOG_OTLP_ENDPOINT": "https://collector.example/otlp/"])
        #expect(behindPath.traceExport?.endpoint == "https://collector.example/otlp/v1/traces")
    }

    @Test("A value of the wrong type in the file is an error too, not the default")
    func wrongTypeInFile() async throws {
        let directory = try TemporaryDirectory()
        for (json, message) in [(#"{"port": 80.5}"#, "--port (CATALOG_PORT)"), (#"{"hostname": 1}"#, "--hostname (CATALOG_HOSTNAME)"), (#"{"seed": "no"}"#, "--seed (CATALOG_SEED)")] {
            let file = directory.file("settings.json")
            try Data(json.utf8).write(to: URL(fileURLWithPath: file))
            let error = await #expect(throws: ValidationError.self) { try await settings(["--config", file]) }
            #expect(error.map { "\($0)".hasPrefix(message) } ?? false, "\(json): \(String(describing: error))")
        }
    }

    @Test("An empty variable is none: the sources below it speak")
    func emptyVariable() async throws {
        let settings = try await settings([], environment: ["CATALOG_DATABASE": "", "DATABASE_URL": "/tmp/hosted.sqlite", "CATALOG_PORT": ""])
        #expect(settings.store == .file(path: "/tmp/hosted.sqlite") && settings.port == 8080)
    }

    @Test("The token and the database are secrets: no error and no description of the sources shows them")
    func secrets() async throws {
        let short = await #expect(throws: ValidationError.self) { try await settings([], environment: ["CATALOG_TOKEN": "short-secret"]) }
        #expect(short.map { "\($0)".contains("--token (CATALOG_TOKEN) is too short") && !"\($0)".contains("short-secret") } ?? false)
        let broken = await #expect(throws: ValidationError.self) { try await settings([], environment: ["DATABASE_URL": "postgres://app:pa/ss@db/app"]) }
        #expect(broken.map { "\($0)".contains("(CATALOG_DATABASE or DATABASE_URL)") && !"\($0)".contains("pa/ss") } ?? false, "\(String(describing: broken))")
        let environment = ["CATALOG_TOKEN": Self.token, "DATABASE_URL": "postgres://app:hunter2-password@db:5432/catalog"]
        let command = try CatalogServerCommand.parse(["--token", Self.token, "--hostname", "shown.example"])
        let described = SettingsSources.providers(flags: command.flags, environment: environment.merging(["CATALOG_DRAIN": "7.5"]) { $1 })
            .map(\.debugDescription).joined(separator: "\n")
        #expect(described.contains("shown.example") && described.contains("7.5"), "the values that are no secret are shown: \(described)")
        #expect(!described.contains(Self.token) && !described.contains("hunter2"), "\(described)")
        #expect(try await settings([], environment: environment).token == Self.token)
    }
}
