/// The layer contract of a package, as `.archlint.yml` states it.
public struct ArchlintConfig: Sendable, Equatable {
    public struct Layer: Sendable, Equatable {
        public var name: String
        /// Globs over target names; a target belongs to the first layer that matches it.
        public var targets: [Glob]
        /// Layers this one may depend on (its own is always allowed); `*` allows every layer.
        public var mayDependOn: [String]
        /// Globs over module names this layer must never import.
        public var forbiddenImports: [Glob]
        /// Globs over module names this layer may `public import`; `nil` leaves it unchecked.
        public var mayExpose: [Glob]?
        /// Globs over dependency names this layer's targets may declare without importing:
        /// what the code a generator writes into them imports, which a product that has no
        /// such code yet does not (`redundant-dependency` leaves them be).
        public var mayDeclareUnused: [Glob] = []
        /// The line of the configuration each `may_depend_on` entry is on, for findings about it.
        public var allowanceLines: [String: Int] = [:]

        public init(name: String, targets: [Glob], mayDependOn: [String] = [], forbiddenImports: [Glob] = [], mayExpose: [Glob]? = nil) {
            self.name = name
            self.targets = targets
            self.mayDependOn = mayDependOn
            self.forbiddenImports = forbiddenImports
            self.mayExpose = mayExpose
        }

        public func mayDepend(on other: String) -> Bool {
            other == name || mayDependOn.contains(other) || mayDependOn.contains("*")
        }
    }

    public var layers: [Layer]
    /// Modules that come with the toolchain or the SDK, in addition to the known list.
    public var systemModules: Set<String>
    /// Compilation conditions some builds pass by hand (`-Xswiftc -DFLAG`): `#if FLAG`
    /// may hold either way. Any other flag the manifest does not define is false.
    public var passedFlags: Set<String>

    /// Every target must belong to a layer.
    public var exhaustive = false
    /// How an allowed layer edge that nothing uses is reported; `nil`: not at all.
    public var unusedAllowances: Severity? = .warning
    /// Groups of targets none of which may depend on another.
    public var independence: [Independence] = []
    /// The configuration's file, relative to the package root, for findings about it.
    public var file = ".archlint.yml"

    /// Targets kept apart: no unit may depend on another unit, directly or through other
    /// targets. A unit is one target, or several that belong together (an app's library
    /// and its executable) and may depend on each other.
    public struct Independence: Sendable, Equatable {
        public var name: String
        /// Each entry's globs make one unit; a single glob makes a unit of each target it matches.
        public var units: [[Glob]]
        public var line: Int

        public init(name: String, units: [[Glob]], line: Int = 1) {
            self.name = name
            self.units = units
            self.line = line
        }
    }

    public init(layers: [Layer] = [], systemModules: Set<String> = [], passedFlags: Set<String> = []) {
        self.layers = layers
        self.systemModules = systemModules
        self.passedFlags = passedFlags
    }

    /// The layer `target` belongs to, if any.
    public func layer(of target: String) -> Layer? {
        layers.first { layer in layer.targets.contains { $0.matches(target) } }
    }
}
