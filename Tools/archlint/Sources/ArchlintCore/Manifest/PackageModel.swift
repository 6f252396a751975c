/// A package as SwiftPM evaluates its manifest: its targets, what each is made of, and
/// what each declares it depends on.
public struct PackageModel: Sendable {
    public var name: String
    /// The folder holding `Package.swift`.
    public var rootPath: String
    public var targets: [Target]
    /// For each external package identity, the modules each of its products makes importable.
    public var productModules: [String: [String: [String]]]
    /// The folders of the packages this one depends on by path (`.package(path:)`).
    public var localPackagePaths: [String]
    /// The package's traits: each is a compilation condition in the builds that enable it.
    public var traits: Set<String>
    /// For each external package identity, the source folders of each product's targets.
    public var productFolders: [String: [String: [String]]] = [:]
    /// For each external package identity, what each product builds along with its modules.
    public var productReach: [String: [String: ProductReach]] = [:]

    public init(
        name: String, rootPath: String, targets: [Target],
        productModules: [String: [String: [String]]] = [:], localPackagePaths: [String] = [], traits: Set<String> = []
    ) {
        self.name = name
        self.rootPath = rootPath
        self.targets = targets
        self.productModules = productModules
        self.localPackagePaths = localPackagePaths
        self.traits = traits
    }

    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The target whose module is `module`, if it is one of this package's.
    public func target(module: String) -> Target? {
        targets.first { $0.moduleName == module }
    }
}

public struct Target: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case library, executable, test, macro, plugin, system, binary, snippet
    }

    public var name: String
    /// The module's name: the c99 name SwiftPM derives from the target's.
    public var moduleName: String
    public var kind: Kind
    /// The target's folder, relative to the package root.
    public var path: String
    /// Its Swift sources, relative to `path`.
    public var sources: [String]
    public var dependencies: [Dependency]
    /// The compilation conditions its Swift settings define (`.define("FLAG")`).
    public var defines: [Define]

    /// `.define(name, .when(platforms:configuration:))`: an empty `platforms` is every one.
    public struct Define: Sendable, Hashable {
        public var name: String
        public var platforms: [String]
        /// `debug` or `release`, or `nil` for both.
        public var configuration: String?

        public init(name: String, platforms: [String] = [], configuration: String? = nil) {
            self.name = name
            self.platforms = platforms
            self.configuration = configuration
        }
    }

    public init(
        name: String, moduleName: String? = nil, kind: Kind, path: String, sources: [String], dependencies: [Dependency],
        defines: [Define] = []
    ) {
        self.name = name
        self.moduleName = moduleName ?? Self.c99Name(name)
        self.kind = kind
        self.path = path
        self.sources = sources
        self.dependencies = dependencies
        self.defines = defines
    }

    /// SwiftPM's module name for a target name: anything not valid in an identifier becomes `_`.
    public static func c99Name(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}

/// One entry of a target's `dependencies:`.
public struct Dependency: Sendable, Hashable {
    public enum Reference: Sendable, Hashable {
        case target(String)
        case product(name: String, package: String)
    }

    public var reference: Reference
    /// The platforms the dependency is limited to (`.when(platforms:)`), or `nil` for all.
    public var platforms: [String]?
    /// `moduleAliases:` on a product dependency: original module name to the alias.
    public var moduleAliases: [String: String]

    public init(reference: Reference, platforms: [String]? = nil, moduleAliases: [String: String] = [:]) {
        self.reference = reference
        self.platforms = platforms
        self.moduleAliases = moduleAliases
    }

    public var name: String {
        switch reference {
        case .target(let name), .product(let name, _): name
        }
    }

    public func applies(to platform: Platform?) -> Bool {
        guard let platform, let platforms else { return true }
        return platforms.contains(platform.manifestName)
    }
}

/// What a product of a dependency builds besides the modules it makes importable by name:
/// every module of its targets' closure within its package, and the other packages'
/// products they depend on. SwiftPM puts all of them on its users' search paths.
public struct ProductReach: Sendable, Hashable {
    public struct Product: Sendable, Hashable {
        public var name: String
        /// The package's identity; empty when the manifest names the product alone.
        public var package: String
    }

    public var modules: Set<String> = []
    public var products: Set<Product> = []
}
