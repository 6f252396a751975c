import Configuration

/// An app's settings as one typed reader over `SettingsSources`: each value read by its
/// key, a default where none is given, and a value that is given but cannot be read
/// answered with an error that names where to set it, never with the default.
public struct Settings: Sendable {
    private let reader: ConfigReader

    public init(_ reader: ConfigReader) {
        self.reader = reader
    }

    public func string(_ key: String) -> String? {
        reader.string(forKey: ConfigKey(key), isSecret: SettingsSources.secretKeys.contains(key)).flatMap { $0.isEmpty ? nil : $0 }
    }

    public func int(_ key: String) throws(SettingsError) -> Int? {
        try typed(key, "a whole number") { reader.int(forKey: ConfigKey(key)) }
    }

    public func double(_ key: String) throws(SettingsError) -> Double? {
        try typed(key, "a number") { reader.double(forKey: ConfigKey(key)) ?? reader.int(forKey: ConfigKey(key)).map(Double.init) }
    }

    public func bool(_ key: String) throws(SettingsError) -> Bool? {
        try typed(key, "true or false") { reader.bool(forKey: ConfigKey(key)) }
    }

    public func strings(_ key: String) -> [String] {
        reader.stringArray(forKey: ConfigKey(key)) ?? string(key).map { [$0] } ?? []
    }

    /// One of `Value`'s cases by its raw text.
    public func choice<Value: RawRepresentable & CaseIterable>(_ key: String, of: Value.Type) throws(SettingsError) -> Value? where Value.RawValue == String {
        guard let text = string(key) else { return nil }
        guard let value = Value(rawValue: text) else {
            throw SettingsError(key: key, problem: "is “\(text)”, not one of " + Value.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    /// The value `read` finds, or `nil` when no source has the key; a source whose value
    /// `read` cannot take is an error.
    private func typed<Value>(_ key: String, _ kind: String, _ read: () -> Value?) throws(SettingsError) -> Value? {
        if let value = read() { return value }
        if let text = reader.string(forKey: ConfigKey(key)) {
            let shown = SettingsSources.secretKeys.contains(key) ? "a secret" : "“\(text)”"
            throw SettingsError(key: key, problem: "is \(shown), not \(kind)")
        }
        return nil
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
        return "--\(words.joined(separator: "-")) (\(SettingsSources.variablePrefix + words.joined(separator: "_").uppercased()))"
    }
}
