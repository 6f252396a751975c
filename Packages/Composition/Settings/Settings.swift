import Configuration
import Foundation

/// An app's settings as one typed reader over `SettingsSources`: each value read by its
/// key, `nil` where no source has it, and a value that is given but is not of its type
/// answered with an error that names where to set it, never with the default.
public struct Settings: Sendable {
    private let reader: ConfigReader
    /// Each source that may choose between keys, alone, in their order.
    private let choosers: [ConfigReader]

    /// The settings of `sources`, the first that has a key winning; `choosers`, those of
    /// them whose keys choose between each other (`chosen(among:)`), in the same order.
    public init(sources: [any ConfigProvider], choosers: [any ConfigProvider]) {
        reader = ConfigReader(providers: sources)
        self.choosers = choosers.map { ConfigReader(provider: $0) }
    }

    /// Of `keys` that choose between each other (a server or a database), the one the
    /// first chooser that sets any of them sets, earlier keys first within a source; `nil`
    /// when none is set. A lower source's choice never beats a higher one's: a database
    /// in the environment is used over a server in the file.
    public func chosen(among keys: [String]) async -> String? {
        for source in choosers {
            for key in keys where await Self.sets(source, key) { return key }
        }
        return nil
    }

    /// Whether `source` sets `key`: to text, or to a value of another type that reading it
    /// will refuse.
    private static func sets(_ source: ConfigReader, _ key: String) async -> Bool {
        do {
            return try await source.fetchString(forKey: ConfigKey(key), isSecret: SettingsSources.secretKeys.contains(key)) != nil
        } catch {
            return true
        }
    }

    public func string(_ key: String) async throws(SettingsError) -> String? {
        try await typed(key, "text") { try await reader.fetchString(forKey: ConfigKey(key), isSecret: SettingsSources.secretKeys.contains(key)) }
    }

    public func int(_ key: String) async throws(SettingsError) -> Int? {
        try await typed(key, "a whole number") { try await reader.fetchInt(forKey: ConfigKey(key)) }
    }

    /// A number; a whole one in the file reads as one too.
    public func double(_ key: String) async throws(SettingsError) -> Double? {
        try await typed(key, "a number") {
            do {
                return try await reader.fetchDouble(forKey: ConfigKey(key))
            } catch {
                guard let whole = try? await reader.fetchInt(forKey: ConfigKey(key)) else { throw error }
                return Double(whole)
            }
        }
    }

    public func bool(_ key: String) async throws(SettingsError) -> Bool? {
        try await typed(key, "true or false") { try await reader.fetchBool(forKey: ConfigKey(key)) }
    }

    /// A list: a flag given again and again, a comma-separated variable, or the file's array.
    public func strings(_ key: String) async throws(SettingsError) -> [String] {
        try await typed(key, "a list of text") { try await reader.fetchStringArray(forKey: ConfigKey(key)) } ?? []
    }

    /// An http:// or https:// address with a host: a server's, a collector's.
    public func httpURL(_ key: String) async throws(SettingsError) -> URL? {
        guard let text = try await string(key) else { return nil }
        guard let url = Self.httpURL(text) else { throw SettingsError(key: key, problem: "is “\(text)”, not an http:// or https:// URL") }
        return url
    }

    /// `text` as an http:// or https:// address with a host, or `nil`.
    public static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
            return nil
        }
        return url
    }

    /// One of `Value`'s cases by its raw text.
    public func choice<Value: RawRepresentable & CaseIterable>(_ key: String, of: Value.Type) async throws(SettingsError) -> Value? where Value.RawValue == String {
        guard let text = try await string(key) else { return nil }
        guard let value = Value(rawValue: text) else {
            throw SettingsError(key: key, problem: "is “\(text)”, not one of " + Value.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    /// What `read` finds, or `nil` when no source has the key; a value `read` cannot take
    /// is an error that shows it, unless it is a secret.
    private func typed<Value>(_ key: String, _ kind: String, _ read: () async throws -> Value?) async throws(SettingsError) -> Value? {
        do {
            return try await read()
        } catch {
            let text = SettingsSources.secretKeys.contains(key) ? nil : try? await reader.fetchString(forKey: ConfigKey(key))
            throw SettingsError(key: key, problem: "is \(text.map { "“\($0)”" } ?? "a value that is"), not \(kind)")
        }
    }
}

/// A setting given with a value the app cannot use, named as each source names it.
public struct SettingsError: Error, CustomStringConvertible, Equatable {
    public let key: String
    public let problem: String

    public init(key: String, problem: String) {
        self.key = key
        self.problem = problem
    }

    public var description: String {
        "\(SettingsError.names(of: key)) \(problem)"
    }

    /// `--read-connections (CATALOG_READ_CONNECTIONS)`, as a person sets the key `readConnections`.
    public static func names(of key: String) -> String {
        var words: [String] = []
        for character in key {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character.lowercased())
        }
        let variable = SettingsSources.variablePrefix + words.joined(separator: "_").uppercased()
        let hosting = key == "database" ? " or DATABASE_URL" : ""
        return "--\(words.joined(separator: "-")) (\(variable)\(hosting))"
    }
}
