import CatalogCLI
import Foundation
import Presentation
import Testing

@Suite("The CLI's home screen")
struct HomeCommandTests {
    @Test("catalog open catalog:// prints every section with its link, or why there is none")
    func text() async {
        let run = await catalog("open", "catalog://", "--demo")
        #expect(run.status == .success)
        #expect(run.stdout.hasPrefix(HomeViewData.standard.title + "\n"))
        for section in HomeViewData.standard.sections {
            #expect(run.stdout.contains(section.title) && run.stdout.contains(DeepLink.link(for: section.route)))
        }
        if let message = HomeViewData.standard.emptyMessage { #expect(run.stdout.contains(message)) }
    }

    @Test("`catalog` with no command and no terminal prints the screen it opens first, then how to browse")
    func noCommand() async throws {
        let run = await catalog("--demo")
        #expect(run.status == .success && run.stderr.isEmpty)
        let hint = try #require(run.stdout.split(separator: "\n").last)
        #expect(hint.hasPrefix("Run ") && hint.hasSuffix(" in a terminal to browse interactively, or see catalog --help for commands."), "\(run.stdout)")
    }

    @Test("--json lists the sections' titles and links")
    func json() async throws {
        let run = await catalog("open", "catalog://", "--json", "--demo")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: String]])
        #expect(sections.map { $0["link"] } == HomeViewData.standard.sections.map { DeepLink.link(for: $0.route) })
        #expect(object["title"] as? String == HomeViewData.standard.title)
    }

    @Test("Every section's screen prints, as text and as JSON: each feature's screens have their terminal views", .enabled(if: !HomeViewData.standard.sections.isEmpty, "no feature yet"))
    func sectionsPrint() async {
        for section in HomeViewData.standard.sections {
            let link = DeepLink.link(for: section.route)
            let text = await catalog("open", link, "--demo")
            let json = await catalog("open", link, "--json", "--demo")
            #expect(text.status == .success && json.status == .success, "\(link): \(text.stderr)\(json.stderr)")
        }
    }
}
