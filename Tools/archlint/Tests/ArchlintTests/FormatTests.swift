import ArchlintCLI
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("archlint output formats")
struct FormatTests {
    let package: FixturePackage

    init() throws {
        package = try FixturePackage(Fixtures.layered)
    }

    @Test("Text is one compiler-style line per violation that names file, line, rule and fix")
    func text() {
        let outcome = package.archlint()
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.last == "archlint: 9 violations")
        #expect(lines.dropLast().allSatisfy { line in
            line.wholeMatch(of: /[^:]+:\d+:\d+: error: .+ \[[a-z-]+(, [a-z-]+)*\]; fix: .+/) != nil
        })
        #expect(outcome.stdout.contains(
            "Sources/App/main.swift:2:8: error: App in layer app imports Core of layer core; app may depend on ui"
        ))
    }

    @Test("GitHub annotations carry file, line, column and title")
    func github() {
        let lines = package.archlint("--format", "github").stdout.split(separator: "\n")
        #expect(lines.count == 9)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") && $0.contains(",line=") && $0.contains("title=archlint ") })
    }

    @Test("SARIF 2.1.0 parses back with a result per violation and every rule described")
    func sarif() throws {
        let data = Data(package.archlint("--format", "sarif").stdout.utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 9)
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            #expect(ruleIDs.firstIndex(of: id) == result["ruleIndex"] as? Int)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.isEmpty == false)
        }
    }

    @Test("JUnit is well-formed XML with a failing case per target")
    func junit() throws {
        let xml = package.archlint("--format", "junit").stdout
        let collector = TestCaseCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.testCases == ["App", "CoreTests", "Core", "Store", "UI"].sorted())
        #expect(collector.failures == 5)
    }

    @Test("JSON is the same on every run")
    func deterministic() {
        #expect(package.archlint("--format", "json").stdout == package.archlint("--format", "json").stdout)
    }
}

private final class TestCaseCollector: NSObject, XMLParserDelegate {
    var testCases: [String] = []
    var failures = 0

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "testcase", let caseName = attributes["name"] { testCases.append(caseName) }
        if name == "failure" { failures += 1 }
    }
}
