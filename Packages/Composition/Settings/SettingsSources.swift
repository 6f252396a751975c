import Configuration
import Foundation
import SystemPackage

/// Where an app's settings come from, the first that has a key winning: the flags given on
/// the command line, then the environment, then a JSON file, if one is named.
///
/// A key such as `readConnections` is `--read-connections` as a flag, `CATALOG_READ_CONNECTIONS`
/// in the environment and `"readConnections"` in the file. Only names such as `CATALOG_PORT`
/// are read from the environment (a shell's `HOSTNAME` or `PORT` never is), but for
/// `DATABASE_URL`, as hosting platforms name the database, which `CATALOG_DATABASE` overrides.
public enum SettingsSources {
    /// What every environment variable's name starts with, as the key's first part.
    public static let environmentPrefix = "catalog"
    /// What every variable's name starts with, such as `CATALOG_PORT` (a name of two words joined by an
    /// underscore, as the key's encoder joins them).
    public static var variablePrefix: String { String(environmentPrefix.map { $0 == "-" ? "_" : $0 }).uppercased() + "_" }
    /// The keys whose values are secrets (a token, a database URL with its password):
    /// every source marks them so, and no description of a source shows them.
    public static let secretKeys: Set<String> = ["token", "database"]
    /// The key, and variable, that names the settings file.
    public static let fileKey = "config"
    /// The most bytes a settings file may have, far more than any settings take: a path to
    /// a device or a huge file is refused, not read without end.
    public static let largestFile = 1 << 20

    /// A flag's value as the command line gave it; an empty text is none, as an empty
    /// variable is.
    public static func flag(_ key: String, _ content: ConfigContent?) -> (AbsoluteConfigKey, ConfigValue)? {
        guard let content, content != .string("") else { return nil }
        return (AbsoluteConfigKey(stringLiteral: key), ConfigValue(content, isSecret: secretKeys.contains(key)))
    }

    /// The sources in their order, from the flags given (by key), the process's
    /// `environment`, and the file that `--config` or `CATALOG_CONFIG` names.
    ///
    /// - Throws: when the named file cannot be read, is not a regular file of at most
    ///   `largestFile` bytes, or is not a JSON object.
    public static func settings(
        flags: [(AbsoluteConfigKey, ConfigValue)],
        environment: [String: String]
    ) async throws -> Settings {
        let named = providers(flags: flags, environment: environment)
        var providers: [any ConfigProvider] = named
        let path = try await ConfigReader(providers: providers).fetchString(forKey: ConfigKey(fileKey))
        if let path, !path.isEmpty {
            try checkSize(ofFileAt: path)
            let file = try await FileProvider<JSONSnapshot>(
                parsingOptions: JSONSnapshot.ParsingOptions(secretsSpecifier: .dynamic { key, _ in secretKeys.contains(key) }),
                filePath: FilePath(path)
            )
            providers.append(file)
        }
        // DATABASE_URL (the flags' and the environment's last source) chooses nothing: a
        // platform's variable, often set for other programs, never turns a server named in
        // this app's own settings into a database.
        var choosers: [any ConfigProvider] = Array(named.dropLast())
        choosers += providers.dropFirst(named.count)
        return Settings(sources: providers, choosers: choosers)
    }

    /// The flags' and the environment's sources, in order, `DATABASE_URL`'s last; each
    /// describes itself with its secrets redacted.
    public static func providers(
        flags: [(AbsoluteConfigKey, ConfigValue)],
        environment: [String: String]
    ) -> [any ConfigProvider & CustomDebugStringConvertible] {
        let given = InMemoryProvider(name: "flags", values: Dictionary(flags) { _, last in last })
        let prefixed = EnvironmentVariablesProvider(
            environmentVariables: environment.filter { $0.key.uppercased().hasPrefix(variablePrefix) && !$0.value.isEmpty },
            secretsSpecifier: .dynamic { name, _ in secretKeys.contains { name.uppercased() == variablePrefix + $0.uppercased() } }
        )
        // DATABASE_URL, read as the key `database`, and nothing else without the prefix.
        let hosting = EnvironmentVariablesProvider(
            environmentVariables: environment["DATABASE_URL"].flatMap { $0.isEmpty ? nil : ["DATABASE": $0] } ?? [:],
            secretsSpecifier: .all
        )
        return [given, prefixed.prefixKeys(with: ConfigKey(environmentPrefix)), hosting]
    }

    /// Why a settings file is refused before it is read.
    public struct FileRefused: Error, CustomStringConvertible {
        public let description: String
    }

    /// Refuses a file that is not a regular one (a device, a pipe, a folder) or is larger
    /// than `largestFile`; a path that names nothing is left for the provider to report.
    private static func checkSize(ofFileAt path: String) throws(FileRefused) {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else { return }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw FileRefused(description: "\(path) is not a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= largestFile else {
            throw FileRefused(description: "\(path) has \(size) bytes, more than the \(largestFile) a settings file may have")
        }
    }
}
