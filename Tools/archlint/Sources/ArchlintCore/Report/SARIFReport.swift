/// SARIF 2.1.0: one run of archlint, every rule described, every violation a result.
enum SARIFReport {
    struct Log: Encodable {
        let version = "2.1.0"
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let runs: [Run]

        enum CodingKeys: String, CodingKey {
            case version
            case schema = "$schema"
            case runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let results: [Result]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name = "archlint"
        let rules: [RuleDescriptor]
    }

    struct RuleDescriptor: Encodable {
        let id: String
        let shortDescription: Message
    }

    struct Message: Encodable {
        let text: String
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId = "%SRCROOT%"
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
    }

    static func render(_ violations: [Violation]) -> String {
        let rules = Rule.allCases
        let results = violations.map { violation in
            Result(
                ruleId: violation.rule.rawValue,
                ruleIndex: rules.firstIndex(of: violation.rule) ?? 0,
                level: violation.severity.rawValue,
                message: Message(text: "\(violation.message). Fix: \(violation.fix)"),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: violation.file),
                    region: Region(startLine: violation.line, startColumn: violation.column)
                ))],
                partialFingerprints: ["archlint/v1": BaselineKey(violation).description]
            )
        }
        let driver = Driver(rules: rules.map { RuleDescriptor(id: $0.rawValue, shortDescription: Message(text: $0.summary)) })
        return JSONReport.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
    }
}
